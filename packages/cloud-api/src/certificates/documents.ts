/**
 * The course certificate as documents (issue 19): a tagged PDF (PDF/UA
 * structure, Noto Sans embedded as a subset) and the PNG the certificates
 * screen shows, drawn from one layout. Both carry a QR code of the portal's
 * verification address; the PDF also links it. The same layout draws a
 * program certificate's image (issue 20): it names the program, and carries
 * no QR code, as nothing verifies a program certificate (docs/decisions/252). Libraries: pdfkit (tagged
 * PDF), qrcode (the matrix only; we draw the modules), fontkit (the glyph
 * outlines of the PNG's text: resvg reads no WOFF, and a server may have no
 * fonts at all) and @resvg/resvg-js (SVG to PNG, no native build).
 * Docs/decisions/219.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { create as openFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
// Latin Noto Sans, regular and bold: WOFF, which pdfkit's fontkit and resvg both read.
const FONT_REGULAR = readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'));
const FONT_BOLD = readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'));
const OUTLINES = { regular: openFont(FONT_REGULAR) as Font, bold: openFont(FONT_BOLD) as Font };

export type CertificateFacts = {
  kind?: 'course';
  learnerName: string;
  courseTitle: string;
  programTitle: string;
  /** the issuing university */
  issuer: string;
  issuedAt: Date;
  /** the portal's /verify/<code> address */
  verifyUrl: string;
};

/** A program certificate (the profile's cert list): the program completed, in the degree program it belongs to. */
export type ProgramCertificateFacts = {
  kind: 'program';
  learnerName: string;
  /** the program completed ("Orientation Programme", "Semester 1") */
  title: string;
  /** the degree program it is part of; not printed when it is the title itself */
  programTitle: string;
  issuer: string;
  issuedAt: Date;
};

type AnyCertificateFacts = CertificateFacts | ProgramCertificateFacts;

/** The date as the certificate prints it: "27 November 2026", the university's day (Asia/Kolkata, spec part 2, section 9). */
export function certificateDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
}

/** The QR code's dark modules as a size × size matrix (error correction M, as phone readers expect). */
function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  return { size, dark: (row, col) => data[row * size + col] === 1 };
}

type Line = { role: 'H1' | 'H2' | 'P'; text: string; size: number; bold: boolean; gap: number };

/** The lines of the certificate, top to bottom, shared by the PDF and the PNG (and by both kinds). */
export function certificateLines(facts: AnyCertificateFacts): Line[] {
  const what: Line[] =
    facts.kind === 'program'
      ? [
          { role: 'P', text: 'has completed the program', size: 14, bold: false, gap: 10 },
          { role: 'H2', text: facts.title, size: 22, bold: true, gap: 12 },
          ...(facts.programTitle.trim() && facts.programTitle.trim() !== facts.title.trim()
            ? [{ role: 'P' as const, text: `part of ${facts.programTitle}`, size: 14, bold: false, gap: 10 }]
            : []),
        ]
      : [
          { role: 'P', text: 'has completed the course', size: 14, bold: false, gap: 10 },
          { role: 'H2', text: facts.courseTitle, size: 22, bold: true, gap: 12 },
          { role: 'P', text: `of the program ${facts.programTitle}`, size: 14, bold: false, gap: 10 },
        ];
  return [
    { role: 'H1', text: 'Certificate of Completion', size: 34, bold: true, gap: 26 },
    { role: 'P', text: 'This certifies that', size: 14, bold: false, gap: 10 },
    { role: 'H2', text: facts.learnerName, size: 28, bold: true, gap: 16 },
    ...what,
    { role: 'P', text: `on ${certificateDate(facts.issuedAt)}`, size: 14, bold: false, gap: 26 },
    { role: 'P', text: `Issued by ${facts.issuer}`, size: 16, bold: true, gap: 0 },
  ];
}

// A4 landscape in points.
const WIDTH = 842;
const HEIGHT = 595;
const QR_SIZE = 110;

/** The certificate as a tagged PDF with its fonts embedded. */
export async function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    tagged: true,
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: { Title: `Certificate: ${facts.courseTitle}`, Author: facts.issuer, Subject: `${facts.learnerName}, ${facts.courseTitle}`, Creator: facts.issuer },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('Regular', FONT_REGULAR);
  doc.registerFont('Bold', FONT_BOLD);

  const document = doc.struct('Document');
  doc.addStructure(document);

  // The frame is decoration: an artifact, not content.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.lineWidth(3).strokeColor('#1f3a68').rect(20, 20, WIDTH - 40, HEIGHT - 40).stroke();
  doc.lineWidth(1).rect(28, 28, WIDTH - 56, HEIGHT - 56).stroke();
  doc.endMarkedContent();

  let y = 80;
  for (const line of certificateLines(facts)) {
    document.add(
      doc.struct(line.role, {}, () => {
        doc
          .font(line.bold ? 'Bold' : 'Regular')
          .fontSize(line.size)
          .fillColor('#1a1a1a')
          .text(line.text, 60, y, { width: WIDTH - 120, align: 'center' });
      }),
    );
    y = doc.y + line.gap;
  }

  // The QR code, vector-drawn, as a figure with its alternative text, linked to the verification page.
  const qr = qrModules(facts.verifyUrl);
  const cell = QR_SIZE / qr.size;
  const qrX = WIDTH - 60 - QR_SIZE;
  const qrY = HEIGHT - 60 - QR_SIZE;
  document.add(
    doc.struct('Figure', { alt: `QR code of the verification address ${facts.verifyUrl}` }, () => {
      doc.fillColor('#000000');
      for (let row = 0; row < qr.size; row++) {
        for (let col = 0; col < qr.size; col++) if (qr.dark(row, col)) doc.rect(qrX + col * cell, qrY + row * cell, cell, cell);
      }
      doc.fill();
    }),
  );
  doc.link(qrX, qrY, QR_SIZE, QR_SIZE, facts.verifyUrl);
  document.add(
    doc.struct('P', {}, () => {
      doc
        .font('Regular')
        .fontSize(9)
        .fillColor('#333333')
        .text(`Verify this certificate at ${facts.verifyUrl}`, 60, HEIGHT - 62, { width: qrX - 80, link: facts.verifyUrl, underline: false });
    }),
  );
  document.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * The text as SVG paths of its glyphs, centred on x (or starting at x), with
 * its baseline at y: the PNG needs no font on the machine that draws it.
 */
function textPaths(text: string, options: { x: number; y: number; size: number; bold: boolean; align: 'center' | 'left' }): string {
  const font = options.bold ? OUTLINES.bold : OUTLINES.regular;
  const run = font.layout(text);
  const k = options.size / font.unitsPerEm;
  let x = options.align === 'center' ? options.x - (run.advanceWidth * k) / 2 : options.x;
  let out = '';
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path.toSVG();
    if (d) out += `<path transform="translate(${(x + position.xOffset * k).toFixed(2)} ${(options.y - position.yOffset * k).toFixed(2)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" d="${d}"/>`;
    x += position.xAdvance * k;
  });
  return out;
}

/**
 * The certificate as a PNG (1684 × 1190, twice A4 landscape in points), for the certificates screen:
 * a course certificate with its verification QR code, a program certificate without one.
 */
export async function certificatePng(facts: AnyCertificateFacts): Promise<Buffer> {
  const scale = 2;
  let y = 80;
  const texts: string[] = [];
  for (const line of certificateLines(facts)) {
    // The baseline about 1.05 of the size below the line's top, as pdfkit sets it.
    texts.push(textPaths(line.text, { x: WIDTH / 2, y: y + line.size * 1.05, size: line.size, bold: line.bold, align: 'center' }));
    y += line.size * 1.36 + line.gap;
  }
  let verification = '';
  if (facts.kind !== 'program') {
    const qr = qrModules(facts.verifyUrl);
    const cell = QR_SIZE / qr.size;
    const qrX = WIDTH - 60 - QR_SIZE;
    const qrY = HEIGHT - 60 - QR_SIZE;
    let path = '';
    for (let row = 0; row < qr.size; row++) {
      for (let col = 0; col < qr.size; col++) if (qr.dark(row, col)) path += `M${(qrX + col * cell).toFixed(3)} ${(qrY + row * cell).toFixed(3)}h${cell.toFixed(3)}v${cell.toFixed(3)}h-${cell.toFixed(3)}z`;
    }
    verification = `<g fill="#333333">${textPaths(`Verify this certificate at ${facts.verifyUrl}`, { x: 60, y: HEIGHT - 52, size: 9, bold: false, align: 'left' })}</g>
<path d="${path}" fill="#000000" shape-rendering="crispEdges"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * scale}" height="${HEIGHT * scale}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>
<rect x="20" y="20" width="${WIDTH - 40}" height="${HEIGHT - 40}" fill="none" stroke="#1f3a68" stroke-width="3"/>
<rect x="28" y="28" width="${WIDTH - 56}" height="${HEIGHT - 56}" fill="none" stroke="#1f3a68" stroke-width="1"/>
<g fill="#1a1a1a">${texts.join('')}</g>
${verification}
</svg>`;
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  return Buffer.from(resvg.render().asPng());
}
