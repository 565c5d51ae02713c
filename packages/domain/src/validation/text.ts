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
  /** A name or free text another person reads (classmates, instructors, staff): no hidden formatting (hasHiddenFormatting). */
  seenByOthers?: boolean;
};

export const TEXT_MESSAGES = {
  controlCharacters: 'This field contains characters that cannot be used here. Please remove them and try again.',
  tooLong: (max: number) => `This field is too long: at most ${max} characters.`,
  /** Not in the spec (issue 31, section 5; docs/decisions/270). */
  hiddenFormatting:
    'This text contains invisible formatting characters (such as a right-to-left override or a zero-width space) that can change what others see. Please remove them and type the text again.',
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

/**
 * The scripts whose words need a zero-width joiner or non-joiner between their letters
 * (Persian and Urdu write "می‌خواهم" with U+200C; Devanagari, Bengali, Malayalam, Sinhala
 * choose a conjunct's shape with U+200D): there, between two characters of the script,
 * the joiners are part of the word, not hidden formatting (docs/decisions/270).
 */
const JOINING_SCRIPT =
  '[\\p{sc=Arabic}\\p{sc=Syriac}\\p{sc=Nko}\\p{sc=Devanagari}\\p{sc=Bengali}\\p{sc=Gurmukhi}\\p{sc=Gujarati}\\p{sc=Oriya}\\p{sc=Tamil}\\p{sc=Telugu}\\p{sc=Kannada}\\p{sc=Malayalam}\\p{sc=Sinhala}\\p{sc=Mongolian}]';
/** A joiner inside a word of such a script, or a joiner after a virama that ends one (Malayalam's old chillu, "ന്‍"). */
const SCRIPT_JOINER = new RegExp(`(?<=${JOINING_SCRIPT})[\\u200C\\u200D](?=${JOINING_SCRIPT})|(?<=${JOINING_SCRIPT})(?<=\\p{M})\\u200D(?![\\p{L}\\p{M}])`, 'u');
/** The zero-width joiner that makes one emoji of several (👩‍💻, 👨‍👩‍👧), after a skin tone or emoji presentation selector too. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/u;
/** The tag characters of a subdivision flag (🏴 then tags, then the cancel tag: England, Scotland, Wales). */
const EMOJI_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/u;
/**
 * Unicode's format characters (Cf), each alone, unless it is a joiner a script or an emoji
 * needs (then the first group holds it, with a subdivision flag's whole run of tags). Cf are
 * invisible, yet they change what a reader sees or how text compares: bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that show
 * "Probe\u202Egnp.exe" as "Probeexe.png", marks (U+200E, U+200F), zero-width spaces and
 * joiners, the soft hyphen, the byte-order mark, tags.
 */
const FORMAT = new RegExp(`(${SCRIPT_JOINER.source}|${EMOJI_JOINER.source}|${EMOJI_TAGS.source})|\\p{Cf}`, 'gu');

/**
 * True when the text holds an invisible format character that no script or emoji needs
 * (issue 31, section 5; docs/decisions/270). Refused in every name and free text another
 * person reads: a bidirectional override turns "Probe\u202Egnp.exe" into "Probeexe.png" on a
 * classmate's screen, and a zero-width space makes the same words look new.
 */
export function hasHiddenFormatting(value: string): boolean {
  for (const match of value.matchAll(FORMAT)) if (match[1] === undefined) return true;
  return false;
}

/**
 * A text as a reader sees it (docs/decisions/270): compatibility forms folded (NFKC: ｆｕｌｌ
 * width, ligatures, the narrow no-break space), and every hidden format character replaced by
 * `hidden` ('' to compare two texts, ' ' to count words: an invisible joiner does not make
 * two words one). Joiners a script or an emoji needs stay.
 */
export function asReadersSeeIt(value: string, hidden: '' | ' '): string {
  return value.normalize('NFKC').replace(FORMAT, (_match, needed: string | undefined) => needed ?? hidden);
}

/** The message for a text that breaks the rule, or null when it is fine. Characters are checked first: they are the attack, length the accident. */
export function textProblem(value: string, rule: TextRule): string | null {
  if (hasForbiddenCharacters(value, rule.multiline)) return TEXT_MESSAGES.controlCharacters;
  if (rule.seenByOthers && hasHiddenFormatting(value)) return TEXT_MESSAGES.hiddenFormatting;
  if (value.length > rule.max) return TEXT_MESSAGES.tooLong(rule.max);
  return null;
}
