// Writes the small static files the public pages serve from public/, so they can be
// made again rather than trusted as opaque binaries:
//   public/docs/scholarship-instructions.pdf  the Apply modal's instructions (spec part 1, section 2)
//   public/media/quick-tour.{mp4,webm}, quick-tour-poster.jpg  the pre-login tour video (spec part 3, section 2.16)
// The PDF is written by hand (one page, the standard Helvetica font, no dependencies).
// The video needs ffmpeg (`apt-get install -y ffmpeg`); without it the video is left as it is.
// Usage: node packages/web/scripts/generate-public-assets.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const publicDir = path.resolve(import.meta.dirname, '../public');

// ---- the instructions PDF ----------------------------------------------------

const INSTRUCTIONS = [
  ['title', 'Scholarship application: instructions'],
  ['text', 'Demo Online University - partner-country scholarship programme'],
  ['gap'],
  ['text', 'The government offers a 100% scholarship to students from partner African countries'],
  ['text', 'for online undergraduate, postgraduate, diploma and certificate programmes.'],
  ['gap'],
  ['heading', 'Before you apply'],
  ['text', '1. Register on the partner scholarship (iLearn) portal with your e-mail address.'],
  ['text', '2. Choose your learning center there. Your registration is confirmed by e-mail.'],
  ['gap'],
  ['heading', 'Applying on this portal'],
  ['text', '3. Open the program you want from the Programs menu and press Apply.'],
  ['text', '4. Enter the e-mail address you registered with and press Verify.'],
  ['text', '5. Fill in General Information, Education and Upload Documents, then submit.'],
  ['gap'],
  ['heading', 'Documents to keep ready'],
  ['text', '- Degree or school certificate and transcripts'],
  ['text', '- Passport (if you have one) and another government ID'],
  ['text', '- A passport-size photo on a white background'],
  ['text', 'Each image must be between 50 KB and 250 KB, as .jpg, .jpeg or .png.'],
  ['gap'],
  ['heading', 'Need help?'],
  ['text', 'Use "For Any Queries" at the foot of every page of the portal.'],
];

function pdfString(text) {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function instructionsPdf() {
  const lines = ['BT', '56 780 Td'];
  for (const [kind, text] of INSTRUCTIONS) {
    if (kind === 'gap') {
      lines.push('0 -10 Td');
      continue;
    }
    const [font, size, lead] = kind === 'title' ? ['F2', 18, 26] : kind === 'heading' ? ['F2', 12, 20] : ['F1', 10.5, 16];
    lines.push(`/${font} ${size} Tf`, `0 -${lead} Td`, `${pdfString(text)} Tj`);
  }
  lines.push('ET');
  const stream = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Title (Scholarship application: instructions) /Author (Demo Online University) >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

mkdirSync(path.join(publicDir, 'docs'), { recursive: true });
writeFileSync(path.join(publicDir, 'docs/scholarship-instructions.pdf'), instructionsPdf());
console.log('wrote public/docs/scholarship-instructions.pdf');

// ---- the quick-tour video --------------------------------------------------------

/** Title cards, each [from s, to s, title, subtitle]; the captions file says the same. */
const CARDS = [
  [0, 2.5, 'Demo Online University', 'A quick tour'],
  [2.5, 4.5, '1  Choose a program', 'Browse the Programs menu by level'],
  [4.5, 6.5, '2  Apply online', 'Fill in the application and upload documents'],
  [6.5, 9, '3  Learn at your own pace', 'Courses, units and assessments in your browser'],
];
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function drawText(text, from, to, size, y, font) {
  const fade = `if(lt(t,${from}+0.4),(t-${from})/0.4,if(gt(t,${to}-0.4),(${to}-t)/0.4,1))`;
  return `drawtext=fontfile=${font}:text='${text}':fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=${y}:enable='between(t,${from},${to})':alpha='${fade}'`;
}

const filter = [
  "[0][1]overlay=x='-640+640*t/9':y=H-6",
  ...CARDS.flatMap(([from, to, title, subtitle], i) => [
    drawText(title, from, to, i === 0 ? 40 : 34, i === 0 ? '(h-text_h)/2-20' : '(h-text_h)/2', BOLD),
    drawText(subtitle, from, to, i === 0 ? 24 : 20, i === 0 ? '(h/2)+30' : '(h/2)+40', REGULAR),
  ]),
].join(',');

const sources = ['-f', 'lavfi', '-i', 'color=c=0x0b6660:s=640x360:d=9:r=24', '-f', 'lavfi', '-i', 'color=c=0x57b2aa:s=640x6:d=9:r=24'];
const media = path.join(publicDir, 'media');
mkdirSync(media, { recursive: true });

function ffmpeg(args) {
  return spawnSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
}

const vtt = ['WEBVTT', ''];
const stamp = (s) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
for (const [from, to, title, subtitle] of CARDS) vtt.push(`${stamp(from)} --> ${stamp(to)}`, `${title.replace(/\s+/g, ' ')}: ${subtitle}`, '');
writeFileSync(path.join(media, 'quick-tour.en.vtt'), vtt.join('\n'));
console.log('wrote public/media/quick-tour.en.vtt');

const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
if (probe.error || probe.status !== 0) {
  console.log('ffmpeg is not installed: the video files were left as they are');
} else {
  ffmpeg([...sources, '-filter_complex', filter, '-c:v', 'libx264', '-preset', 'slow', '-crf', '28', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', path.join(media, 'quick-tour.mp4')]);
  ffmpeg([...sources, '-filter_complex', filter, '-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', path.join(media, 'quick-tour.webm')]);
  ffmpeg(['-ss', '1.5', '-i', path.join(media, 'quick-tour.mp4'), '-frames:v', '1', '-q:v', '5', path.join(media, 'quick-tour-poster.jpg')]);
  console.log('wrote public/media/quick-tour.mp4, quick-tour.webm and quick-tour-poster.jpg');
}
