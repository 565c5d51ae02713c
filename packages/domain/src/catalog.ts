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

/** Program names may arrive as simple HTML; menus and cards show plain text. */
export function plainText(html: string): string {
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
