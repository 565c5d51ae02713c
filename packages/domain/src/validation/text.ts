/**
 * The rule every text a person sends must pass, whatever the field: no control
 * characters and a bounded length (decision 071). The gateway applies it to
 * every text input of every operation before any upstream call; the web can
 * show the same message at once.
 */

/** Default limits, in UTF-16 code units (what `String.length` counts, as a browser's maxLength does). */
export const TEXT_LIMITS = {
  /** Names, e-mails, addresses, codes, passwords: one line. */
  singleLine: 200,
  /** Ids (GraphQL `ID`): program ids, application ids. */
  id: 64,
  /** Free text typed in a textarea, when a field says it is multi-line without its own limit. */
  multiline: 5000,
} as const;

export type TextRule = {
  /** Longest accepted value. */
  max: number;
  /** Multi-line fields also accept tab and line feed. */
  multiline: boolean;
};

export const TEXT_MESSAGES = {
  controlCharacters: 'This field contains characters that cannot be used here. Please remove them and try again.',
  tooLong: (max: number) => `This field is too long: at most ${max} characters.`,
} as const;

/**
 * C0 controls (U+0000 to U+001F), DEL and the C1 controls (U+0080 to U+009F):
 * Unicode's Cc category. NUL in particular is refused by PostgreSQL text.
 */
const CONTROL = /\p{Cc}/u;
/** The same, less tab (U+0009) and line feed (U+000A), which a textarea can hold. */
const CONTROL_EXCEPT_TAB_AND_LINE_FEED = /(?![\t\n])\p{Cc}/u;

/** Half of a surrogate pair, alone: not a character, and not valid UTF-8 once stored. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds something the rule refuses: a control character or a lone surrogate. */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_TAB_AND_LINE_FEED : CONTROL).test(value) || LONE_SURROGATE.test(value);
}

/** The message for a text that breaks the rule, or null when it is fine. Characters are checked first: they are the attack, length the accident. */
export function textProblem(value: string, rule: TextRule): string | null {
  if (hasForbiddenCharacters(value, rule.multiline)) return TEXT_MESSAGES.controlCharacters;
  if (value.length > rule.max) return TEXT_MESSAGES.tooLong(rule.max);
  return null;
}
