import { describe, expect, it } from 'vitest';
import { checkUpload } from '../admissions/uploads.js';
import {
  checkProjectMessage,
  PROJECT_MESSAGES,
  PROJECT_NON_SPEC_MESSAGES,
  projectFileKind,
  projectMessageStatus,
  projectMessageStatusCode,
  projectObjectiveState,
  projectSendRefusal,
} from './projects.js';

describe('a project message (spec part 2, section 5)', () => {
  it('empty is refused with the spec\u2019s words', () => {
    expect(checkProjectMessage('   ')).toBe('Please enter Message');
  });
  it('a file with no text is empty too: the text is the message (issue 31)', () => {
    expect(checkProjectMessage('')).toBe(PROJECT_MESSAGES.empty);
    expect(checkProjectMessage('My draft')).toBeNull();
  });
  it('a reply needs text', () => {
    expect(checkProjectMessage('')).toBe(PROJECT_MESSAGES.empty);
    expect(checkProjectMessage('x'.repeat(5001))).toBe(PROJECT_NON_SPEC_MESSAGES.tooLong);
  });
});

describe('a project file (spec part 2, sections 5 and 9)', () => {
  const file = (name: string, size: number, type = '') => checkUpload('projectFile', { name, size, type });
  it('over 52428800 bytes is too large; 52428800 itself passes', () => {
    expect(file('plan.pdf', 52_428_801)).toBe('File size is greater than 50 MB');
    expect(file('plan.pdf', 52_428_800)).toBeNull();
  });
  it('takes pdf, jpg, jpeg and png in any case, and nothing else', () => {
    for (const name of ['a.PDF', 'b.Jpg', 'c.JPEG', 'd.png']) expect(file(name, 10)).toBeNull();
    for (const name of ['a.docx', 'b.gif', 'noextension', 'c.pdf.exe']) expect(file(name, 10)).toBe('Please upload files in the format of pdf, jpg, jpeg, png only.');
  });
  it('opens a PDF in the PDF viewer and an image in the image viewer', () => {
    expect(projectFileKind('1234-Plan.PDF')).toBe('PDF');
    expect(projectFileKind('1234-photo.jpeg')).toBe('IMAGE');
    expect(projectFileKind('x.txt')).toBeNull();
  });
});

describe('an objective\u2019s state (spec part 2, section 4)', () => {
  it('op 0 is locked with the spec\u2019s words, op 1 takes messages, op 2 hides the input', () => {
    expect(projectObjectiveState(0, true)).toBe('LOCKED');
    expect(projectSendRefusal(0, true, 'off')).toBe('Please Complete previous object.');
    expect(projectObjectiveState(1, true)).toBe('OPEN');
    expect(projectSendRefusal(1, true, 'off')).toBeNull();
    expect(projectObjectiveState(2, true)).toBe('COMPLETE');
    expect(projectSendRefusal(2, true, 'off')).toBe(PROJECT_NON_SPEC_MESSAGES.complete);
  });
  it('every objective of a disabled unit is locked, whatever its op', () => {
    expect(projectObjectiveState(1, false)).toBe('LOCKED');
    expect(projectSendRefusal(1, false, 'This Unit is disabled from Admin')).toBe('This Unit is disabled from Admin');
  });
  it('reads statuses 1 Inprogress, 2 Approved, 3 Rejected both ways', () => {
    expect([1, 2, 3].map(projectMessageStatus)).toEqual(['IN_PROGRESS', 'APPROVED', 'REJECTED']);
    expect(projectMessageStatusCode('REJECTED')).toBe(3);
    expect(projectMessageStatus(9)).toBe('IN_PROGRESS');
  });
});
