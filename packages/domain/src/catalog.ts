import { parseRecordId } from './ids.js';

/** Program levels in the order the Programs menu shows them (spec part 1, section 3). */
export const PROGRAM_LEVELS = ['certificate', 'diploma', 'graduate', 'pgdiploma', 'undergraduate', 'DoctorofPharmacy'] as const;
export type ProgramLevelKey = (typeof PROGRAM_LEVELS)[number];

const LABELS: Record<ProgramLevelKey, string> = {
  certificate: 'Certificate',
  diploma: 'Diploma',
  graduate: 'Graduate',
  pgdiploma: 'PG Diploma',
  undergraduate: 'Undergraduate',
  DoctorofPharmacy: 'Doctor of Pharmacy',
};

const ENUMS = {
  certificate: 'CERTIFICATE',
  diploma: 'DIPLOMA',
  graduate: 'GRADUATE',
  pgdiploma: 'POSTGRADUATE_DIPLOMA',
  undergraduate: 'UNDERGRADUATE',
  DoctorofPharmacy: 'DOCTOR_OF_PHARMACY',
} as const satisfies Record<ProgramLevelKey, string>;
export type ProgramLevelEnum = (typeof ENUMS)[ProgramLevelKey];

export function levelLabel(level: ProgramLevelKey): string {
  return LABELS[level];
}

/** The GraphQL enum value of a level. */
export function levelEnum(level: ProgramLevelKey): ProgramLevelEnum {
  return ENUMS[level];
}

/** What plainText would change besides the ends: a tag, an entity, or white space other than single spaces. */
const NOT_PLAIN = /[<&]|\s\s|[^\S ]/;

/** Program names may arrive as simple HTML; menus and cards show plain text. */
export function plainText(html: string): string {
  // Most names hold no tag, no entity and no run of spaces: nothing to replace.
  if (!NOT_PLAIN.test(html)) return html.trim();
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A program id as sent by a client (a GraphQL ID, a route's pid) as the
 * wire's pid, or null when it cannot name a program (parseRecordId). Surrounding
 * spaces are forgiven; signs, leading zeros and anything else are not.
 */
export function parseProgramId(id: string): number | null {
  return parseRecordId(id.trim());
}
