import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { FiChevronLeft, FiChevronRight, FiMaximize, FiMinimize } from 'react-icons/fi';
import { Document, Page, PDF_OPTIONS } from './pdf-document';

export type PdfViewProps = {
  /** the document's address, from our own origin */
  url: string | null | undefined;
  /** the page to open on (a unit reopens where the learner left it) */
  startPage?: number;
  /** each page the reader moves to */
  onPageChange?: (page: number) => void;
};

/**
 * The portal's PDF viewer (spec part 2, section 2: a full-screen toggle for pdf content): one
 * page at a time with Previous / Next page, and full screen. react-pdf renders it; pdf.js and
 * its data come from our own origin. PDF units (features/learning) and any other document the
 * portal shows (a complaint's file, issue 20) use this one viewer. Load it lazily: pdf.js is heavy.
 */
export default function PdfView({ url, startPage = 1, onPageChange }: PdfViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(startPage);
  const [width, setWidth] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setWidth(Math.min(el.clientWidth, 1000));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
    // The frame exists only once there is a document to show.
  }, [url, failed]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const go = (to: number) => {
    const next = Math.max(1, Math.min(pages || 1, to));
    setPage(next);
    onPageChange?.(next);
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };

  if (!url || failed) return <Text color="fg.muted">This document is not available just now.</Text>;

  return (
    // Fills what its place gives it (the preview pop-up gives a height; a unit does not), so the page scrolls under its controls.
    <Box ref={frame} bg="bg" display="flex" flexDirection="column" gap="2" h={fullScreen ? '100vh' : 'full'} p={fullScreen ? '3' : '0'}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="1">
          <Button size="sm" variant="outline" onClick={() => go(page - 1)} disabled={page <= 1} aria-label="Previous page">
            <FiChevronLeft /> Prev
          </Button>
          <Text fontSize="sm" minW="7rem" textAlign="center" aria-live="polite">
            {pages ? `Page ${page} of ${pages}` : 'Loading…'}
          </Text>
          <Button size="sm" variant="outline" onClick={() => go(page + 1)} disabled={!pages || page >= pages} aria-label="Next page">
            Next <FiChevronRight />
          </Button>
        </HStack>
        <IconButton size="sm" variant="outline" onClick={toggleFullScreen} aria-label={fullScreen ? 'Exit full screen' : 'Full screen'} aria-pressed={fullScreen}>
          {fullScreen ? <FiMinimize /> : <FiMaximize />}
        </IconButton>
      </HStack>
      {/* The page scrolls here: a keyboard reaches it to scroll too (axe: scrollable-region-focusable). */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={pages ? `Page ${page} of ${pages}` : 'Document'}
        flex="1"
        minH="0"
        overflow="auto"
        borderWidth="1px"
        borderRadius="md"
        bg="gray.100"
        display="flex"
        justifyContent="center"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <Document
          file={url}
          options={PDF_OPTIONS}
          loading={<Spinner m="8" aria-label="Loading the document" />}
          onLoadSuccess={({ numPages }) => {
            setPages(numPages);
            if (page > numPages) setPage(1);
          }}
          onLoadError={() => setFailed(true)}
        >
          {pages > 0 && width > 0 ? <Page pageNumber={Math.min(page, pages)} width={fullScreen ? undefined : width - 2} height={fullScreen ? window.innerHeight - 90 : undefined} /> : null}
        </Document>
      </Box>
    </Box>
  );
}
