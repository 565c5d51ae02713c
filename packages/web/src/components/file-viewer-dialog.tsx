import { lazy, Suspense } from 'react';
import { Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import { FiDownload } from 'react-icons/fi';
import { DialogFrame } from './dialog-frame';
import { LoadingState } from './states';

// pdf.js is heavy: it loads only when a PDF is opened.
const PdfView = lazy(() => import('./pdf/pdf-view'));

/** How a file opens: the portal's PDF viewer, an image inline, or (any other document) a download. */
type ViewedFileKind = 'PDF' | 'IMAGE' | 'DOCUMENT';
export type ViewedFile = { name: string; kind: ViewedFileKind; url: string | null };

/** Said when the file store could not give the file's address (a missing or expired upload). */
const FILE_UNAVAILABLE = 'This file is not available just now.';

/**
 * A stored file in a dialog (spec part 3, section 2.7: "a viewer modal"): a PDF in the portal's
 * PDF viewer, an image inline, and any other document (a .docx) never drawn in the page, only
 * offered as a download (docs/decisions/227). Files come from our own origin by signed URLs,
 * served with nosniff.
 */
export function FileViewerDialog({ file, onClose }: { file: ViewedFile | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={file !== null}
      onClose={onClose}
      size="wide"
      scrollInside
      title={file?.name}
      closeLabel="Close"
      footer={
        file?.url ? (
          <Button asChild variant="outline">
            <a href={file.url} download={file.name}>
              <FiDownload aria-hidden /> Download
            </a>
          </Button>
        ) : null
      }
    >
      {file ? <ViewerBody file={file} /> : null}
    </DialogFrame>
  );
}

function ViewerBody({ file }: { file: ViewedFile }) {
  if (!file.url) return <Text color="fg.muted">{FILE_UNAVAILABLE}</Text>;
  switch (file.kind) {
    case 'PDF':
      return (
        <Box h={{ base: 'calc(100dvh - 12rem)', md: 'calc(100dvh - 18rem)' }} minH="16rem">
          <Suspense fallback={<LoadingState label="Opening the document" />}>
            <PdfView url={file.url} />
          </Suspense>
        </Box>
      );
    case 'IMAGE':
      return <Image src={file.url} alt={file.name} maxH="70vh" mx="auto" />;
    default:
      return (
        <Stack gap="2">
          <Text>This document cannot be shown here. Download it to open it on your device.</Text>
        </Stack>
      );
  }
}
