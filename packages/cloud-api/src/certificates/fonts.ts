/**
 * The fonts a certificate is drawn in (issue 31): Noto Sans for Latin, Greek, Cyrillic and
 * Vietnamese, and a Noto font of its own for each other script a learner's name may be
 * written in, chosen by the characters of the text (`\p{Script=…}`), so a name in Devanagari,
 * Tamil, Arabic or Bengali draws its own glyphs, not boxes. Each font is read when a text first
 * needs it. Pure layout: which font draws which run, in what visual order; the PDF and the PNG
 * draw the runs (documents.ts). Docs/decisions/262.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as openFont, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

type Weight = 400 | 700;

/** A font of the family: its name, and where its WOFF file is (WOFF: pdfkit's fontkit reads it; resvg reads none, so the PNG draws outlines). */
type Face = { id: string; file: (weight: Weight) => string; script?: RegExp; rtl?: boolean };

const fontsource = (pkg: string, subset: string) => (weight: Weight) => `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`;

/** The scripts with a font of their own, each found by the Unicode script of a character. */
const SCRIPT_FACES: Face[] = [
  { id: 'devanagari', script: /\p{Script=Devanagari}/u, file: fontsource('noto-sans', 'devanagari') },
  { id: 'bengali', script: /\p{Script=Bengali}/u, file: fontsource('noto-sans-bengali', 'bengali') },
  { id: 'tamil', script: /\p{Script=Tamil}/u, file: fontsource('noto-sans-tamil', 'tamil') },
  { id: 'telugu', script: /\p{Script=Telugu}/u, file: fontsource('noto-sans-telugu', 'telugu') },
  { id: 'kannada', script: /\p{Script=Kannada}/u, file: fontsource('noto-sans-kannada', 'kannada') },
  { id: 'malayalam', script: /\p{Script=Malayalam}/u, file: fontsource('noto-sans-malayalam', 'malayalam') },
  { id: 'gujarati', script: /\p{Script=Gujarati}/u, file: fontsource('noto-sans-gujarati', 'gujarati') },
  { id: 'gurmukhi', script: /\p{Script=Gurmukhi}/u, file: fontsource('noto-sans-gurmukhi', 'gurmukhi') },
  { id: 'oriya', script: /\p{Script=Oriya}/u, file: fontsource('noto-sans-oriya', 'oriya') },
  { id: 'arabic', script: /\p{Script=Arabic}/u, file: fontsource('noto-sans-arabic', 'arabic'), rtl: true },
];

/** Noto Sans's own subsets, tried in this order for every other character (the first that has its glyph). */
const GENERAL_FACES: Face[] = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'].map((subset) => ({
  id: subset,
  file: fontsource('noto-sans', subset),
}));

const FACES = new Map([...SCRIPT_FACES, ...GENERAL_FACES].map((face) => [face.id, face]));

export type FontFile = { key: string; bytes: Buffer; font: Font };
const loaded = new Map<string, FontFile>();

/** The font of a face at a weight, read once. key names it for pdfkit's registerFont. */
export function fontOf(faceId: string, bold: boolean): FontFile {
  const weight: Weight = bold ? 700 : 400;
  const key = `${faceId}-${weight}`;
  let file = loaded.get(key);
  if (!file) {
    const bytes = readFileSync(require.resolve(FACES.get(faceId)!.file(weight)));
    file = { key, bytes, font: openFont(bytes) as Font };
    loaded.set(key, file);
  }
  return file;
}

const hasGlyph = (faceId: string, codePoint: number) => fontOf(faceId, false).font.hasGlyphForCodePoint(codePoint);

/** Characters of no script of their own (spaces, punctuation, digits, combining marks): they go with the text around them. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** Joiners and other invisible format characters: they shape the run they are in. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/** The face that draws one character, given the face of the run it would join. */
function faceFor(char: string, current: string | null): string {
  const codePoint = char.codePointAt(0)!;
  for (const face of SCRIPT_FACES) if (face.script!.test(char)) return face.id;
  if (current && (INVISIBLE.test(char) || (SHARED.test(char) && hasGlyph(current, codePoint)))) return current;
  for (const face of GENERAL_FACES) if (hasGlyph(face.id, codePoint)) return face.id;
  // No font here has it: Noto Sans draws its missing-glyph box rather than nothing.
  return current ?? 'latin';
}

/** script: drawn in a script's own font (not Noto Sans), whose glyphs a PDF reader may not map back to the text in order. */
export type TextRun = { text: string; face: string; rtl: boolean; script: boolean };

/**
 * The text cut into runs of one font each, in the order they are drawn left to right. Right-to-
 * left runs (Arabic) are shaped and turned by fontkit itself; here the runs are ordered as the
 * Unicode bidirectional algorithm would for a single line of names and titles: a paragraph takes
 * the direction of its first strong letter, a sequence of right-to-left runs (with the spaces
 * and punctuation between them) reads right to left, and in a right-to-left paragraph a
 * sequence of left-to-right runs keeps its own order.
 */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const face = faceFor(char, runs.at(-1)?.face ?? null);
    const last = runs.at(-1);
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face, rtl: FACES.get(face)!.rtl === true, script: FACES.get(face)!.script !== undefined });
  }
  // Each run's direction: R, L, or N (no letters: spaces, digits, punctuation).
  const kind = runs.map((run) => (RTL_LETTER.test(run.text) ? 'R' : LETTER.test(run.text) ? 'L' : 'N'));
  const firstStrong = kind.find((k) => k !== 'N');
  const paragraph = firstStrong === 'R' ? 'R' : 'L';
  // A neutral run between two runs of one direction takes it; otherwise the paragraph's.
  const resolved = kind.map((k, i) => {
    if (k !== 'N') return k;
    const before = kind
      .slice(0, i)
      .reverse()
      .find((x) => x !== 'N');
    const after = kind.slice(i + 1).find((x) => x !== 'N');
    return before && before === after ? before : paragraph;
  });
  const reverseSequences = (order: number[], of: 'R' | 'L') => {
    const out: number[] = [];
    let sequence: number[] = [];
    for (const i of order) {
      if (resolved[i] === of) sequence.push(i);
      else {
        out.push(...sequence.reverse(), i);
        sequence = [];
      }
    }
    return [...out, ...sequence.reverse()];
  };
  const logical = runs.map((_, i) => i);
  const visual = paragraph === 'L' ? reverseSequences(logical, 'R') : reverseSequences([...logical].reverse(), 'L');
  return visual.map((i) => runs[i]);
}
