/**
 * Draws the demo university's images and media into src/seed/assets/, which
 * is committed and served under GET /assets/. The html and interactivity
 * lessons are not files: lesson-pages.ts makes them when the content is stored. Run after changing
 * catalog-data.ts:  npm run assets -w @portal/cloud-api
 * Everything is generated (no third-party images), small, and deterministic.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_STYLE, ORGANISATION, PEOPLE, PROGRAMS, type Area } from './catalog-data.js';
import { assetPaths } from './content-keys.js';
import { placedCourses } from './demo-university.js';
import { AREA_TEXT, xml } from './lesson-pages.js';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'assets');

const LEVEL_LABEL: Record<string, string> = {
  certificate: 'Certificate',
  diploma: 'Diploma',
  graduate: 'Postgraduate',
  pgdiploma: 'PG Diploma',
  undergraduate: 'Undergraduate',
  DoctorofPharmacy: 'Doctor of Pharmacy',
};

const plain = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v + amount))));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}

function card(opts: { w: number; h: number; colour: string; kicker: string; title: string; footer: string; size: number; wrapAt: number }): string {
  const { w, h, colour, kicker, title, footer, size, wrapAt } = opts;
  const lines = wrap(title, wrapAt).slice(0, 3);
  const top = h / 2 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines.map((l, i) => `<text x="${w / 2}" y="${top + i * size * 1.2}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">${xml(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(title)}">
<title>${xml(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -60)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.88}" cy="${h * 0.18}" r="${h * 0.45}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.35}" fill="#fff" fill-opacity="0.06"/>
<g font-family="Helvetica, Arial, sans-serif">
<text x="${w / 2}" y="${size * 1.6}" font-size="${Math.round(size * 0.55)}" text-anchor="middle" fill="#fff" fill-opacity="0.85" letter-spacing="2">${xml(kicker.toUpperCase())}</text>
${text}
<text x="${w / 2}" y="${h - size * 0.9}" font-size="${Math.round(size * 0.5)}" text-anchor="middle" fill="#fff" fill-opacity="0.8">${xml(footer)}</text>
</g>
</svg>
`;
}

function avatar(name: string, colour: string): string {
  const initials = name
    .replace(/^Dr\.\s*/, '')
    .split(' ')
    .map((p) => p[0])
    .slice(0, 2)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${xml(name)}">
<title>${xml(name)}</title>
<circle cx="80" cy="80" r="80" fill="${colour}"/>
<text x="80" y="96" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${xml(initials)}</text>
</svg>
`;
}

function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${ORGANISATION.name}">
<title>${ORGANISATION.name}</title>
<rect x="4" y="8" width="48" height="48" rx="10" fill="#1d4ed8"/>
<path d="M14 38 L28 20 L42 38 Z" fill="#fff"/><rect x="18" y="38" width="20" height="8" fill="#fff"/>
<g font-family="Helvetica, Arial, sans-serif" fill="#0f172a">
<text x="62" y="30" font-size="17" font-weight="700">Demo Online</text>
<text x="62" y="50" font-size="17" font-weight="700">University</text>
</g>
</svg>
`;
}

/** A one-page PDF with a title and a few lines of text (hand-built: no dependency). */
function pdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, '-');
  const text = [`BT /F1 22 Tf 72 760 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 20} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Two seconds of a soft two-note chime, 8 kHz 8-bit mono PCM. */
function wav(): Buffer {
  const rate = 8000;
  const samples = rate * 2;
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const f = t < 1 ? 523.25 : 659.25;
    const envelope = Math.min(1, (t % 1) * 20) * Math.exp(-3 * (t % 1));
    data[i] = 128 + Math.round(60 * envelope * Math.sin(2 * Math.PI * f * t));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

function write(path: string, content: string | Buffer) {
  const full = join(ASSETS, path.replace(/^\/assets\//, ''));
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

rmSync(ASSETS, { recursive: true, force: true });
write(assetPaths.logo, logo());
for (const p of PROGRAMS) {
  write(
    assetPaths.program(p),
    card({ w: 640, h: 360, colour: p.colour, kicker: LEVEL_LABEL[p.level], title: plain(p.name), footer: `${p.duration} \u00b7 ${ORGANISATION.name}`, size: 34, wrapAt: 26 }),
  );
  for (const c of placedCourses(p)) {
    write(
      assetPaths.course(c.tid),
      card({ w: 400, h: 225, colour: AREA_STYLE[p.area].colour, kicker: `${p.shortName} \u00b7 Semester ${c.semester}`, title: c.title, footer: AREA_STYLE[p.area].label, size: 24, wrapAt: 24 }),
    );
  }
}
for (const person of PEOPLE) write(assetPaths.person(person.id), avatar(person.name, person.colour));
for (const area of Object.keys(AREA_STYLE) as Area[]) {
  const label = AREA_STYLE[area].label;
  write(assetPaths.reading(area), pdf(`${label}: reading`, [...AREA_TEXT[area].lesson, '', ...AREA_TEXT[area].activity.flatMap(([q, a]) => [`Q: ${q}`, `A: ${a}`, ''])]));
}
write(assetPaths.podcast, wav());
console.log(`assets written to ${ASSETS}`);
