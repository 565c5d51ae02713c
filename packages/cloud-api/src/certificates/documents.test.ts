import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { certificateLines, certificatePng } from './documents.js';

const issuedAt = new Date('2026-11-20T06:00:00Z');
const course = {
  learnerName: 'Asha Raman',
  courseTitle: 'Financial Accounting',
  programTitle: 'Master of Business Administration',
  issuer: 'Demo Online University',
  issuedAt,
  verifyUrl: 'https://portal.example/verify/ABCD-EFGH-JKLM',
};
const program = {
  kind: 'program' as const,
  learnerName: 'Ravi Kumar',
  title: 'Orientation Programme',
  programTitle: 'Online Learning Orientation',
  issuer: 'Demo Online University',
  issuedAt,
};

/** Dark pixels in the box where a course certificate carries its QR code (bottom right, 110 pt square, 60 pt in). */
function darkInQrCorner(bytes: Buffer): number {
  const png = PNG.sync.read(bytes);
  let dark = 0;
  for (let y = (595 - 60 - 110) * 2; y < (595 - 60) * 2; y++) {
    for (let x = (842 - 60 - 110) * 2; x < (842 - 60) * 2; x++) if (png.data[(y * png.width + x) * 4] < 100) dark++;
  }
  return dark;
}

describe('certificate documents', () => {
  it('a course certificate says the course and carries its verification QR code', async () => {
    const text = certificateLines(course).map((l) => l.text);
    expect(text).toEqual(expect.arrayContaining(['Asha Raman', 'has completed the course', 'Financial Accounting', 'of the program Master of Business Administration']));
    expect(darkInQrCorner(await certificatePng(course))).toBeGreaterThan(1000);
  });

  it('a program certificate says the learner completed the program, its name, date and issuer, and carries no QR code', async () => {
    const text = certificateLines(program).map((l) => l.text);
    expect(text).toEqual([
      'Certificate of Completion',
      'This certifies that',
      'Ravi Kumar',
      'has completed the program',
      'Orientation Programme',
      'part of Online Learning Orientation',
      'on 20 November 2026',
      'Issued by Demo Online University',
    ]);
    expect(text.join(' ')).not.toMatch(/course|registrar|verify/i);
    const png = await certificatePng(program);
    expect([PNG.sync.read(png).width, PNG.sync.read(png).height]).toEqual([1684, 1190]);
    expect(darkInQrCorner(png)).toBe(0);
  });

  it('a program certificate whose program is its own degree program names it once', () => {
    const text = certificateLines({ ...program, title: 'Certificate in Data Analytics', programTitle: 'Certificate in Data Analytics' }).map((l) => l.text);
    expect(text.filter((t) => t.includes('Certificate in Data Analytics'))).toHaveLength(1);
  });
});
