import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, TEXT_MESSAGES, hasForbiddenCharacters, textProblem } from './text.js';

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
