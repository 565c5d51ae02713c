import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { certificateLines, certificatePdf, certificatePng } from './documents.js';

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

describe('a learner name in another script (issue 31)', () => {
  const names = [
    { name: 'मीरा अय्यर', font: null },
    { name: 'மீனா சுந்தரம்', font: 'NotoSansTamil-Bold' },
    { name: 'فاطمة الزهراء', font: 'NotoSansArabic-Bold' },
    { name: 'অনির্বাণ চক্রবর্তী', font: 'NotoSansBengali-Bold' },
  ];

  it.each(names)('$name: the PDF embeds the matching Noto subset and says the name as written; the PNG draws it', async ({ name, font }) => {
    const facts = { ...course, learnerName: name };
    const pdf = await certificatePdf(facts);
    const embedded = new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[A-Za-z-]+)/g)].map((m) => m[1]));
    const names = [...embedded].map((f) => f.slice(7));
    // Devanagari is a subset of Noto Sans itself (a second bold subset beside the Latin one); the others are their own Noto fonts.
    if (font) expect(names).toContain(font);
    else expect(names.filter((f) => f === 'NotoSans-Bold')).toHaveLength(2);
    // The name line's ActualText: readers and search get the name as written (UTF-16BE with a BOM).
    const utf16 = Buffer.from(`\ufeff${name}`, 'utf16le').swap16().toString('latin1');
    const escaped = utf16.replace(/[\\()\n\r\t\b\f]/g, (c) => ({ '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' })[c] ?? `\\${c}`);
    expect(pdf.toString('latin1').includes(`/ActualText (${escaped})`)).toBe(true);
    // The PNG: the name's row (its baseline about 200 pt down, twice that in pixels) is inked.
    const png = PNG.sync.read(await certificatePng(facts));
    let dark = 0;
    for (let y = 335; y < 425; y++) for (let x = 300; x < 1384; x++) if (png.data[(y * png.width + x) * 4] < 100) dark++;
    expect(dark).toBeGreaterThan(1500);
  });
});
