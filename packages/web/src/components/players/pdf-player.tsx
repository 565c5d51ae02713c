import { PdfView } from '../pdf';
import type { ContentPlayerProps } from './playable-content';
import { readPosition, writePosition } from './stored-position';

/**
 * PDF content (a unit, an announcement): the portal's one PDF viewer (components/pdf), reopening
 * on the page the learner left, kept in this browser (issue 8).
 */
export default function PdfPlayer({ content }: ContentPlayerProps) {
  return (
    <PdfView
      key={content.id}
      url={content.contentUrl}
      startPage={readPosition(content.id) ?? 1}
      // The first page is where every visit starts anyway.
      onPageChange={(page) => writePosition(content.id, page > 1 ? page : null)}
    />
  );
}
