import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { FiMaximize, FiMinimize } from 'react-icons/fi';
import type { ContentPlayerProps } from './playable-content';
import { isLessonFrameUrl } from '../../lib/content-keeper-bridge';

/**
 * An HTML lesson or an interactivity in a sandboxed frame: it comes from course content's
 * own origin (docs/decisions/170) and its scripts run in an opaque origin besides, so they
 * cannot reach the portal's page, its storage or its cookies. An interactivity has a
 * full-screen toggle (spec part 2, section 2).
 */
export default function HtmlPlayer({ content: object }: ContentPlayerProps) {
  const frameBox = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const canFullScreen = object.kind === 'INTERACTIVITY' && typeof document !== 'undefined' && document.fullscreenEnabled;

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frameBox.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameBox.current?.requestFullscreen();
  };

  if (!object.contentUrl) return null;
  // Offline, a saved lesson opens in the content origin's lesson frame (docs/decisions/390), which
  // keeps that origin so that its worker may answer; the lesson inside still runs in an opaque
  // origin (its own policy's sandbox), as here online.
  const sandbox = isLessonFrameUrl(object.contentUrl) ? 'allow-scripts allow-forms allow-same-origin' : 'allow-scripts allow-forms';
  // The toggle is inside the element that goes full screen, so the way out is on the screen with it (issue 17);
  // the frame stays the same element throughout: entering or leaving full screen never reloads it.
  return (
    <Flex ref={frameBox} direction="column" gap="2" bg="bg" p={fullScreen ? '3' : '0'}>
      {canFullScreen ? (
        <Box alignSelf="flex-end">
          <Button size="sm" variant="outline" onClick={toggle} aria-pressed={fullScreen}>
            {fullScreen ? <FiMinimize aria-hidden /> : <FiMaximize aria-hidden />}
            {fullScreen ? 'Exit full screen' : 'Full screen'}
          </Button>
        </Box>
      ) : null}
      <Box borderWidth="1px" borderRadius="md" overflow="hidden">
        <iframe
          src={object.contentUrl}
          title={object.title}
          sandbox={sandbox}
          referrerPolicy="same-origin"
          style={{ width: '100%', height: fullScreen ? 'calc(100vh - 4.5rem)' : 'min(70vh, 640px)', border: 0, display: 'block', background: 'white' }}
        />
      </Box>
    </Flex>
  );
}
