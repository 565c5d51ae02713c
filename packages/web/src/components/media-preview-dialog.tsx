import { lazy, Suspense } from 'react';
import { Box, Image } from '@chakra-ui/react';
import type { MediaKind } from '../gql/graphql';
import { LoadingState } from './states';
import { DialogFrame } from './dialog-frame';

// The PDF viewer is heavy (pdf.js): it loads only when a PDF is previewed.
const PdfPlayer = lazy(() => import('./players/pdf-player'));

export type PreviewItem = { id: string; title: string; kind: MediaKind; url: string };

/**
 * The preview pop-up of the References and Recorded session tabs (spec part 2, section 2):
 * a PDF in the portal's viewer, or a video, audio or image view. Files come from our own
 * origin by one-hour signed URLs.
 */
export function MediaPreviewDialog({ item, onClose }: { item: PreviewItem | null; onClose: () => void }) {
  return (
    // Inside the window at every size (issue 17: at 1366x900 the title, page controls and close button opened above it):
    // the dialog is no taller than the window and its body scrolls; a PDF's page scrolls under its controls.
    <DialogFrame open={item !== null} onClose={onClose} size="wide" scrollInside title={item?.title} closeLabel="Close preview">
      {item ? <PreviewBody item={item} /> : null}
    </DialogFrame>
  );
}

/** A reference file, read by the portal's PDF player as the content it shows. */
function previewContent(item: PreviewItem) {
  return { id: `preview-${item.url.split('/').pop()}`, title: item.title, kind: 'PDF', contentUrl: item.url, captions: [] };
}

function PreviewBody({ item }: { item: PreviewItem }) {
  switch (item.kind) {
    case 'PDF':
      return (
        <Box h={{ base: 'calc(100dvh - 9rem)', md: 'calc(100dvh - 16rem)' }} minH="16rem">
          <Suspense fallback={<LoadingState label="Opening the document" />}>
            <PdfPlayer content={previewContent(item)} />
          </Suspense>
        </Box>
      );
    case 'VIDEO':
      return (
        <Box bg="black" borderRadius="md" overflow="hidden">
          <video src={item.url} controls preload="metadata" playsInline aria-label={item.title} style={{ width: '100%', maxHeight: '70vh', display: 'block' }} />
        </Box>
      );
    case 'AUDIO':
      return <audio src={item.url} controls preload="metadata" aria-label={item.title} style={{ width: '100%' }} />;
    case 'IMAGE':
      return <Image src={item.url} alt={item.title} maxH="70vh" mx="auto" />;
    default:
      return null;
  }
}
