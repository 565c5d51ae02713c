import { describe, expect, it } from 'vitest';
import { fontOf, textRuns } from './fonts.js';

/** Names in other scripts (issue 31), and the Noto font each must be drawn in. */
const NAMES = [
  { script: 'Devanagari', name: 'आशा रमण', face: 'devanagari' },
  { script: 'Tamil', name: 'மீனா சுந்தரம்', face: 'tamil' },
  { script: 'Arabic', name: 'فاطمة الزهراء', face: 'arabic' },
  { script: 'Bengali', name: 'অনির্বাণ চক্রবর্তী', face: 'bengali' },
  { script: 'Telugu', name: 'శ్రీనివాస్ రెడ్డి', face: 'telugu' },
] as const;

describe('the font a certificate draws a name in, chosen by its characters (issue 31)', () => {
  it.each(NAMES)('a name in $script is drawn in its own Noto font, every glyph a real one (no missing-glyph box)', ({ name, face }) => {
    const runs = textRuns(name);
    // The space between the words goes with them where the font has one; a run of Noto Sans otherwise.
    expect(runs.filter((run) => run.text.trim()).map((run) => run.face)).toEqual(runs.filter((run) => run.text.trim()).map(() => face));
    for (const run of runs) {
      const font = fontOf(run.face, true).font;
      const glyphs = font.layout(run.text, run.face === 'telugu' ? ({ abvm: false, blwm: false, mark: false, mkmk: false } as never) : undefined).glyphs;
      // Glyph 0 is .notdef, the box a font draws for a character it lacks.
      expect(glyphs.map((g) => g.id).filter((id) => id === 0)).toEqual([]);
    }
  });

  it('a Latin name stays in Noto Sans, and letters beyond Latin-1 find the subset that has them', () => {
    expect(textRuns('Meera Iyer')).toEqual([{ text: 'Meera Iyer', face: 'latin', rtl: false, script: false }]);
    expect(textRuns('Łukasz').map((run) => run.face)).toEqual(['latin-ext', 'latin']);
  });

  it('a name in two scripts is cut where the script changes, in reading order', () => {
    expect(textRuns('Asha (आशा) Raman').map((run) => [run.text, run.face])).toEqual([
      ['Asha (', 'latin'],
      ['आशा', 'devanagari'],
      [') Raman', 'latin'],
    ]);
  });

  it('Arabic reads right to left: its words and the Latin among them are placed as the bidirectional algorithm orders them', () => {
    const arabic = textRuns('فاطمة الزهراء');
    expect(arabic).toEqual([{ text: 'فاطمة الزهراء', face: 'arabic', rtl: true, script: true }]);
    // fontkit shapes the run and turns it: drawn left to right, the first glyph is the name's last
    // letter (the hamza, which has one form), the last glyph its first letter.
    const font = fontOf('arabic', true).font;
    const glyphs = font.layout(arabic[0].text).glyphs;
    expect(glyphs[0].id).toBe(font.glyphForCodePoint('ء'.codePointAt(0)!).id);
    expect(glyphs.at(-1)!.codePoints).toEqual(['ف'.codePointAt(0)]);
    // A Latin name in an Arabic one keeps its own order, on the left of the Arabic before it.
    expect(
      textRuns('فاطمة Ali Khan')
        .map((run) => run.text.trim())
        .filter(Boolean),
    ).toEqual(['Ali Khan', 'فاطمة']);
    // An Arabic name inside a Latin line: the Arabic words swap, the Latin stays first.
    expect(
      textRuns('Dr فاطمة الزهراء')
        .map((run) => run.text.trim())
        .filter(Boolean)[0],
    ).toBe('Dr');
  });
});
