import { describe, expect, it } from 'vitest';
import { chosenFileName, complaintFileKind, tooManyComplaintsMessage } from './complaints.js';

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

describe('the limit on complaints (issue 31)', () => {
  it('says the complaints were received and how many whole minutes to wait, at least one', () => {
    expect(tooManyComplaintsMessage(3600)).toBe('You have filed several complaints in the last hour, and the university has received them. Please wait 60 minutes before filing another.');
    expect(tooManyComplaintsMessage(61)).toMatch(/wait 2 minutes/);
    expect(tooManyComplaintsMessage(1)).toMatch(/wait 1 minute before/);
  });
});
