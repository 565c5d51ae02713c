import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, TEXT_MESSAGES, asReadersSeeIt, hasForbiddenCharacters, hasHiddenFormatting, textProblem } from './text.js';

const line = { max: TEXT_LIMITS.singleLine, multiline: false };
const area = { max: TEXT_LIMITS.multiline, multiline: true };

describe('the text rule', () => {
  it('accepts ordinary text in any script, with emoji', () => {
    for (const value of ['Asha Raman', 'a.b+c@scholar.example', 'Ñandú Ærøskøbing', 'राम', '東京', '😀 ok', '']) expect(textProblem(value, line), value).toBeNull();
  });

  it('refuses a NUL byte, as in the scholarship e-mail of issue 6', () => {
    expect(textProblem('a\u0000b@scholar.example', line)).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('refuses every C0 control, DEL and every C1 control in a single-line field, tab and line feed included', () => {
    const controls = [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f, ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i)];
    for (const code of controls) expect(hasForbiddenCharacters(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
  });

  it('accepts tab and line feed in a multi-line field, but not carriage return or other controls', () => {
    expect(textProblem('line one\n\tline two', area)).toBeNull();
    expect(textProblem('a\r\nb', area)).toBe(TEXT_MESSAGES.controlCharacters);
    expect(textProblem('a\u0000b', area)).toBe(TEXT_MESSAGES.controlCharacters);
    expect(textProblem('a\u001bb', area)).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('refuses half of a surrogate pair, which is no character at all', () => {
    expect(hasForbiddenCharacters('a\ud83d')).toBe(true);
    expect(hasForbiddenCharacters('\ude00b')).toBe(true);
    expect(hasForbiddenCharacters('\ud83d\ude00')).toBe(false);
  });

  it('refuses a text longer than its limit, and accepts one exactly at it', () => {
    expect(textProblem('x'.repeat(200), line)).toBeNull();
    expect(textProblem('x'.repeat(201), line)).toBe('This field is too long: at most 200 characters.');
  });

  it('names the characters before the length, since they are the attack', () => {
    expect(textProblem(`\u0000${'x'.repeat(500)}`, line)).toBe(TEXT_MESSAGES.controlCharacters);
  });
});

describe('hidden formatting in a text others read (issue 31, section 5; docs/decisions/270)', () => {
  const seen = { max: TEXT_LIMITS.singleLine, multiline: false, seenByOthers: true };

  it('refuses every bidirectional embedding, override and isolate', () => {
    for (let code = 0x202a; code <= 0x202e; code++) expect(hasHiddenFormatting(`Probe${String.fromCharCode(code)}gnp.exe`), code.toString(16)).toBe(true);
    for (let code = 0x2066; code <= 0x2069; code++) expect(hasHiddenFormatting(`Probe${String.fromCharCode(code)}gnp.exe`), code.toString(16)).toBe(true);
    expect(textProblem('Probe\u202Egnp.exe', seen)).toBe(TEXT_MESSAGES.hiddenFormatting);
  });

  it('refuses the other invisible format characters: marks, zero-width space, word joiner, soft hyphen, byte-order mark, a stray tag', () => {
    for (const c of ['\u200E', '\u200F', '\u061C', '\u200B', '\u2060', '\u00AD', '\uFEFF', '\u{E0041}']) expect(hasHiddenFormatting(`As${c}ha`), c.codePointAt(0)!.toString(16)).toBe(true);
  });

  it('refuses a joiner between Latin letters, where no script needs one', () => {
    expect(hasHiddenFormatting('As\u200Dha')).toBe(true);
    expect(hasHiddenFormatting('As\u200Cha')).toBe(true);
  });

  it('accepts the joiners a script or an emoji needs: Persian, Devanagari, Malayalam, emoji sequences, subdivision flags', () => {
    for (const value of ['می‌خواهم', 'क्‍ष', 'ന്‍', '👩🏽‍💻', '👨‍👩‍👧', '🏳️‍🌈', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'Asha Raman', 'Ñandú', '東京']) expect(hasHiddenFormatting(value), value).toBe(false);
  });

  it('applies only to the fields others read: a password or a file name is not refused for it', () => {
    expect(textProblem('Probe\u202Egnp.exe', line)).toBeNull();
  });

  it('names control characters first, then hidden formatting, then the length', () => {
    expect(textProblem('\u0000\u202E', seen)).toBe(TEXT_MESSAGES.controlCharacters);
    expect(textProblem(`\u202E${'x'.repeat(300)}`, seen)).toBe(TEXT_MESSAGES.hiddenFormatting);
  });
});

describe('a text as a reader sees it', () => {
  it('folds compatibility forms and takes out, or spaces out, hidden formatting, keeping the joiners a script needs', () => {
    expect(asReadersSeeIt('ｅｘ\u200Bam', '')).toBe('exam');
    expect(asReadersSeeIt('one\u200Dtwo', ' ')).toBe('one two');
    expect(asReadersSeeIt('می‌خواهم 👨‍👩‍👧', ' ')).toBe('می‌خواهم 👨‍👩‍👧');
  });
});
