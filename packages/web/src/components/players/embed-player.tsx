import { useEffect, useState } from 'react';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { FiExternalLink, FiWifiOff } from 'react-icons/fi';
import type { ContentPlayerProps } from './playable-content';

type Source = { site: string; watchUrl: string; probe: string };

/** The site, the page to watch on, and a small image of that site that tells whether it can be reached. */
export function embedSource(kind: string, embedUrl: string): Source | null {
  const youtube = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})/.exec(embedUrl);
  if (kind === 'YOUTUBE' && youtube) {
    return { site: 'YouTube', watchUrl: `https://www.youtube.com/watch?v=${youtube[1]}`, probe: `https://i.ytimg.com/vi/${youtube[1]}/mqdefault.jpg` };
  }
  const vimeo = /^https:\/\/player\.vimeo\.com\/video\/(\d+)/.exec(embedUrl);
  if (kind === 'VIMEO' && vimeo) return { site: 'Vimeo', watchUrl: `https://vimeo.com/${vimeo[1]}`, probe: 'https://i.vimeocdn.com/favicon/main-touch_180' };
  return null;
}

/** How long the site may take to answer before the calm message shows instead of a frame that never loads. */
const PROBE_TIMEOUT_MS = 6000;

/**
 * A YouTube or Vimeo video through its privacy-enhanced player (youtube-nocookie,
 * Vimeo with dnt=1). Without internet, or when the site cannot be reached, the
 * learner sees a calm message with the link, not a broken frame (issue 8).
 */
export default function EmbedPlayer({ content: object }: ContentPlayerProps) {
  const source = object.contentUrl ? embedSource(object.kind, object.contentUrl) : null;
  const [reachable, setReachable] = useState<'checking' | 'yes' | 'no'>(() => (typeof navigator !== 'undefined' && navigator.onLine === false ? 'no' : 'checking'));

  useEffect(() => {
    if (!source || reachable !== 'checking') return;
    let settled = false;
    const image = new Image();
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      setReachable(ok ? 'yes' : 'no');
    };
    image.onload = () => settle(true);
    image.onerror = () => settle(false);
    image.referrerPolicy = 'no-referrer';
    image.src = source.probe;
    const timer = window.setTimeout(() => settle(false), PROBE_TIMEOUT_MS);
    const offline = () => settle(false);
    window.addEventListener('offline', offline);
    return () => {
      settled = true;
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
    };
  }, [source, reachable]);

  if (!object.contentUrl || !source) return <Text color="fg.muted">This video cannot be shown here.</Text>;
  if (reachable === 'no') {
    return (
      <Stack role="status" gap="3" align="flex-start" borderWidth="1px" borderRadius="md" p="5" bg="bg.subtle">
        <Box color="fg.muted" fontSize="2xl" aria-hidden>
          <FiWifiOff />
        </Box>
        <Text fontWeight="semibold">This video plays from {source.site}, which cannot be reached right now.</Text>
        <Text color="fg.muted">Check your internet connection, or watch it on {source.site} when you are back online.</Text>
        <Link href={source.watchUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" fontWeight="medium">
          Watch “{object.title}” on {source.site} <FiExternalLink aria-hidden />
        </Link>
      </Stack>
    );
  }
  if (reachable === 'checking') return <Box role="status" aria-label="Loading the video" aspectRatio={16 / 9} bg="bg.muted" borderRadius="md" />;
  return (
    <Box aspectRatio={16 / 9} borderRadius="md" overflow="hidden" bg="black">
      <iframe
        src={object.contentUrl}
        title={object.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
