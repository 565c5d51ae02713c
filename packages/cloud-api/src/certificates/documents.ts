/**
 * The course certificate as documents (issue 19): a tagged PDF (PDF/UA
 * structure, Noto fonts embedded as subsets: Noto Sans, and the Noto font of
 * any other script the text is written in, issue 31) and the PNG the certificates
 * screen shows, drawn from one layout. Both carry a QR code of the portal's
 * verification address; the PDF also links it. The same layout draws a
 * program certificate's image (issue 20): it names the program, and carries
 * no QR code, as nothing verifies a program certificate (docs/decisions/252). Libraries: pdfkit (tagged
 * PDF), qrcode (the matrix only; we draw the modules), fontkit (the glyph
 * outlines of the PNG's text: resvg reads no WOFF, and a server may have no
 * fonts at all) and @resvg/resvg-js (SVG to PNG, no native build).
 * Docs/decisions/219.
 */
import { Resvg } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontOf, textRuns, type FontFile, type TextRun } from './fonts.js';

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
type ProgramCertificateFacts = {
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
function certificateDate(date: Date): string {
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
          ...(facts.programTitle.trim() && facts.programTitle.trim() !== facts.title.trim() ? [{ role: 'P' as const, text: `part of ${facts.programTitle}`, size: 14, bold: false, gap: 10 }] : []),
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
/** The widest a centred line may be: a longer one is drawn smaller, never cut or wrapped. */
const TEXT_WIDTH = WIDTH - 120;

/** features: null for the font's own shaping, or the mark-positioning features turned off (below). */
type PlacedRun = TextRun & { file: FontFile; width: number; features: Record<string, boolean> | null };
/** A line of text as drawn: its runs left to right, each in its own font, at one size. */
type LaidOut = { runs: PlacedRun[]; size: number; width: number };

/**
 * fontkit 2.0.4 fails on some mark anchors of Noto Sans Telugu (a null anchor in GPOS): such a
 * run is shaped again without mark positioning, its marks a little less well placed, rather
 * than no certificate at all. A fresh object each time: fontkit fills in the one it is given.
 */
const WITHOUT_MARK_POSITIONING = () => ({ abvm: false, blwm: false, mark: false, mkmk: false });

/** The run shaped by fontkit (pdfkit shapes with the same fonts and features, so the PDF agrees), and the features it needed. */
function shape(text: string, file: FontFile) {
  try {
    return { glyphs: file.font.layout(text), features: null };
  } catch {
    return { glyphs: file.font.layout(text, WITHOUT_MARK_POSITIONING() as never), features: WITHOUT_MARK_POSITIONING() };
  }
}

/** A line cut into runs of one font each (fonts.ts), at its size or smaller so that it fits maxWidth. */
function layOut(text: string, size: number, bold: boolean, maxWidth = TEXT_WIDTH): LaidOut {
  const runs = textRuns(text).map((run) => {
    const file = fontOf(run.face, bold);
    const { glyphs, features } = shape(run.text, file);
    return { ...run, file, features, width: (glyphs.advanceWidth * size) / file.font.unitsPerEm };
  });
  const width = runs.reduce((sum, run) => sum + run.width, 0);
  if (width <= maxWidth) return { runs, size, width };
  const k = maxWidth / width;
  return { runs: runs.map((run) => ({ ...run, width: run.width * k })), size: size * k, width: maxWidth };
}

/** Each line of the certificate laid out, with its baseline: one layout for the PDF and the PNG. */
function placedLines(facts: AnyCertificateFacts): (Line & LaidOut & { baseline: number })[] {
  let y = 80;
  return certificateLines(facts).map((line) => {
    const laid = layOut(line.text, line.size, line.bold);
    // The baseline about 1.05 of the size below the line's top.
    const placed = { ...line, ...laid, baseline: y + line.size * 1.05 };
    y += line.size * 1.36 + line.gap;
    return placed;
  });
}

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
  const registered = new Set<string>();
  /** Sets the run's font, registering it with this document the first time (pdfkit embeds only the glyphs used). */
  const useFont = (file: FontFile, size: number) => {
    if (!registered.has(file.key)) {
      doc.registerFont(file.key, file.bytes);
      registered.add(file.key);
    }
    doc.font(file.key).fontSize(size);
  };

  const document = doc.struct('Document');
  doc.addStructure(document);

  // The frame is decoration: an artifact, not content.
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .lineWidth(3)
    .strokeColor('#1f3a68')
    .rect(20, 20, WIDTH - 40, HEIGHT - 40)
    .stroke();
  doc
    .lineWidth(1)
    .rect(28, 28, WIDTH - 56, HEIGHT - 56)
    .stroke();
  doc.endMarkedContent();

  for (const line of placedLines(facts)) {
    // A script's glyphs are drawn shaped and in visual order (Arabic right to left, Indic vowel signs
    // moved): ActualText gives readers, copy and search the words as written.
    const options = line.runs.some((run) => run.script) ? { actual: line.text } : {};
    document.add(
      doc.struct(line.role, options, () => {
        let x = WIDTH / 2 - line.width / 2;
        for (const run of line.runs) {
          useFont(run.file, line.size);
          // Features always given: pdfkit then shapes the run whole, as the PNG does, instead of word by word
          // (which would turn each Arabic word on its own and leave the words in the wrong order).
          doc.fillColor('#1a1a1a').text(run.text, x, line.baseline, { lineBreak: false, baseline: 'alphabetic', features: { ...(run.features ?? {}) } as never });
          x += run.width;
        }
      }),
    );
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
      useFont(fontOf('latin', false), 9);
      doc.fillColor('#333333').text(`Verify this certificate at ${facts.verifyUrl}`, 60, HEIGHT - 62, { width: qrX - 80, link: facts.verifyUrl, underline: false });
    }),
  );
  document.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A laid-out line as SVG paths of its glyphs, each run in its own font, starting at x, with its
 * baseline at y: the PNG needs no font on the machine that draws it.
 */
function linePaths(line: LaidOut, x0: number, y: number): string {
  let out = '';
  let x = x0;
  for (const run of line.runs) {
    const font = run.file.font;
    const { glyphs } = shape(run.text, run.file);
    const k = line.size / font.unitsPerEm;
    glyphs.glyphs.forEach((glyph, i) => {
      const position = glyphs.positions[i];
      const d = glyph.path.toSVG();
      if (d) out += `<path transform="translate(${(x + position.xOffset * k).toFixed(2)} ${(y - position.yOffset * k).toFixed(2)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" d="${d}"/>`;
      x += position.xAdvance * k;
    });
  }
  return out;
}

/**
 * The certificate as a PNG (1684 × 1190, twice A4 landscape in points), for the certificates screen:
 * a course certificate with its verification QR code, a program certificate without one.
 */
export async function certificatePng(facts: AnyCertificateFacts): Promise<Buffer> {
  const scale = 2;
  const texts = placedLines(facts).map((line) => linePaths(line, WIDTH / 2 - line.width / 2, line.baseline));
  let verification = '';
  if (facts.kind !== 'program') {
    const qr = qrModules(facts.verifyUrl);
    const cell = QR_SIZE / qr.size;
    const qrX = WIDTH - 60 - QR_SIZE;
    const qrY = HEIGHT - 60 - QR_SIZE;
    let path = '';
    for (let row = 0; row < qr.size; row++) {
      for (let col = 0; col < qr.size; col++)
        if (qr.dark(row, col)) path += `M${(qrX + col * cell).toFixed(3)} ${(qrY + row * cell).toFixed(3)}h${cell.toFixed(3)}v${cell.toFixed(3)}h-${cell.toFixed(3)}z`;
    }
    verification = `<g fill="#333333">${linePaths(layOut(`Verify this certificate at ${facts.verifyUrl}`, 9, false, Infinity), 60, HEIGHT - 52)}</g>
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
