import { useState, type KeyboardEvent } from 'react';
import { Box, Button, HStack, IconButton, Image, Link, Stack, Text } from '@chakra-ui/react';
import { FiExternalLink, FiMaximize, FiZoomIn, FiZoomOut } from 'react-icons/fi';

/** The zoom steps, as multiples of the width that fits the dialog: up to four times, about its full 1684 px on a phone. */
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/**
 * A certificate in its preview, readable on a phone (issue 31): at 360 px the whole page is a
 * thumbnail, so the learner zooms in (the buttons, or + and - on the image) and moves about it
 * (the image is a scrollable region that takes focus, so the arrow keys scroll it), or opens
 * the image full size in a tab of its own, where the browser's own zoom works too. The zoom is
 * said to a screen reader as it changes.
 */
export function CertificateZoom({ src, alt }: { src: string; alt: string }) {
  const [step, setStep] = useState(0);
  const zoom = ZOOM_STEPS[step];
  const percent = `${Math.round(zoom * 100)}%`;
  const zoomIn = () => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1));
  const zoomOut = () => setStep((s) => Math.max(0, s - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomIn();
    } else if (event.key === '-') {
      event.preventDefault();
      zoomOut();
    } else if (event.key === '0') {
      event.preventDefault();
      setStep(0);
    }
  };
  return (
    <Stack gap="2">
      <HStack gap="1" wrap="wrap" role="group" aria-label="Zoom">
        <IconButton variant="outline" size="sm" aria-label="Zoom out" onClick={zoomOut} disabled={step === 0}>
          <FiZoomOut aria-hidden />
        </IconButton>
        <Text minW="12" textAlign="center" fontSize="sm" fontWeight="medium" aria-live="polite">
          <Box as="span" srOnly>
            Zoom{' '}
          </Box>
          {percent}
        </Text>
        <IconButton variant="outline" size="sm" aria-label="Zoom in" onClick={zoomIn} disabled={step === ZOOM_STEPS.length - 1}>
          <FiZoomIn aria-hidden />
        </IconButton>
        <Button variant="ghost" size="sm" onClick={() => setStep(0)} disabled={step === 0}>
          <FiMaximize aria-hidden /> Fit
        </Button>
        <Link href={src} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="brand" variant="underline" ms="auto">
          Open full size <FiExternalLink aria-hidden />
          <Box as="span" srOnly>
            (opens in a new tab)
          </Box>
        </Link>
      </HStack>
      <Box
        role="region"
        aria-label={`${alt}, zoom ${percent}. Arrow keys move, plus and minus zoom.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        overflow="auto"
        maxH={{ base: '70vh', md: '65vh' }}
        borderWidth="1px"
        borderRadius="md"
        bg="bg.muted"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        colorPalette="brand"
      >
        <Image src={src} alt={alt} style={{ width: `${zoom * 100}%` }} maxW="none" display="block" />
      </Box>
    </Stack>
  );
}
