import { describe, expect, it } from 'vitest';
import { chosenFileName, complaintFileKind } from './complaints.js';

describe('complaint files', () => {
  it('a PDF opens in the PDF viewer, an image inline, and a Word document only as a download', () => {
    expect(complaintFileKind('4821-receipt.PDF')).toBe('PDF');
    expect(complaintFileKind('1000-photo.jpeg')).toBe('IMAGE');
    expect(complaintFileKind('1000-photo.png')).toBe('IMAGE');
    expect(complaintFileKind('9999-letter.docx')).toBe('DOCUMENT');
    expect(complaintFileKind('no-extension')).toBe('DOCUMENT');
  });

  it('shows the name the learner chose, without the stored random prefix', () => {
    expect(chosenFileName('4821-receipt.pdf')).toBe('receipt.pdf');
    expect(chosenFileName('4821-2024-01-31 fees.pdf')).toBe('2024-01-31 fees.pdf');
    expect(chosenFileName('receipt.pdf')).toBe('receipt.pdf');
    expect(chosenFileName('4821-')).toBe('4821-');
  });
});
