import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { DEMO_VIEWER, renderWithApp } from '../../../test/render';
import { readPosition, writePosition } from '../../../components/players/stored-position';
import { makeFragmentData } from '../../../gql';
import { Player_object } from '../../../components/players/player-props';

// pdf.js needs a browser (DOMMatrix, workers; STACK.md): here a stand-in document of 3
// pages checks the player's own behaviour. The journey renders real PDFs in Chromium.
vi.mock('../../../components/pdf/pdf-document', () => ({
  PDF_OPTIONS: { cMapUrl: '/pdfjs/cmaps/', standardFontDataUrl: '/pdfjs/standard_fonts/' },
  Document: ({ file, options, onLoadSuccess, children }: { file: string; options: Record<string, string>; onLoadSuccess: (d: { numPages: number }) => void; children: React.ReactNode }) => {
    useEffect(() => onLoadSuccess({ numPages: 3 }), []); // eslint-disable-line react-hooks/exhaustive-deps
    return (
      <div data-testid="document" data-file={file} data-cmaps={options.cMapUrl}>
        {children}
      </div>
    );
  },
  Page: ({ pageNumber }: { pageNumber: number }) => <div>page {pageNumber}</div>,
}));

const { default: PdfPlayer } = await import('./pdf-player');
const respond = () => ({ data: { viewer: DEMO_VIEWER } });
const pdfFile = { id: 'obj-301058-3', title: 'Reading', kind: 'PDF' as const, contentUrl: '/media/1.f.x/course/media-lab/reading.pdf', captions: [] };
const reading = makeFragmentData(pdfFile, Player_object);

afterEach(() => window.localStorage.clear());

describe('pdf player (issue 8)', () => {
  it('loads the file, and pdf.js\u2019s maps, from our own origin', async () => {
    renderWithApp(<PdfPlayer object={reading} courseId="301205" />, { respond });
    const doc = await screen.findByTestId('document');
    expect(doc).toHaveAttribute('data-file', pdfFile.contentUrl);
    expect(doc.getAttribute('data-cmaps')).toBe('/pdfjs/cmaps/');
  });

  it('moves page by page, and reopens on the page the learner left', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<PdfPlayer object={reading} courseId="301205" />, { respond });
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(readPosition(pdfFile.id)).toBe(3);
    first.unmount();

    renderWithApp(<PdfPlayer object={reading} courseId="301205" />, { respond });
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
  });

  it('has a full-screen toggle', async () => {
    writePosition(pdfFile.id, 2);
    renderWithApp(<PdfPlayer object={reading} courseId="301205" />, { respond });
    expect(await screen.findByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  });
});
