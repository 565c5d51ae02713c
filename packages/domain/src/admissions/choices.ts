/**
 * The closed choices of the admissions forms as the GraphQL schema names them
 * (enums and Booleans) and as the spec words them (spec part 3, sections 3.1
 * and 3.2): the one table each way, read by the gateway (to and from the wire)
 * and by the web (to and from the forms' labels). docs/decisions/097.
 */
import type { Gender, YesNo } from './lists.js';
import type { PaperFormTitle, StudyModeChoice } from './paper-form.js';

/** The schema's Gender values and the General tab's words (section 3.2). */
export const GENDER_LABELS = { MALE: 'Male', FEMALE: 'Female', TRANSGENDER: 'Transgender' } as const satisfies Record<string, Gender>;
export type GenderName = keyof typeof GENDER_LABELS;

/** The schema's Title values and the paper form's words (section 3.1, appTitle). */
export const TITLE_LABELS = { MR: 'Mr', MRS: 'Mrs', MISS: 'Miss' } as const satisfies Record<string, PaperFormTitle>;
export type TitleName = keyof typeof TITLE_LABELS;

/** The schema's StudyMode values: a programme row's full time / part time, which exclude each other (section 4.2). */
export const STUDY_MODES = ['FULL_TIME', 'PART_TIME'] as const;
export type StudyModeName = (typeof STUDY_MODES)[number];

/** The name whose label this is, or null for a blank or unknown label. */
export function choiceName<N extends string>(labels: Readonly<Record<N, string>>, label: string | null | undefined): N | null {
  const found = (Object.keys(labels) as N[]).find((name) => labels[name] === label);
  return found ?? null;
}

/** The label of a name, or '' for none (the forms' "not chosen"). */
export function choiceLabel<N extends string, L extends string>(labels: Readonly<Record<N, L>>, name: N | null | undefined): L | '' {
  return name ? labels[name] : '';
}

/** A yes/no field as a Boolean: null when not chosen. */
export function booleanOfYesNo(value: string | null | undefined): boolean | null {
  return value === 'Yes' ? true : value === 'No' ? false : null;
}

/** A Boolean as the wizard's Yes/No: '' when not chosen. */
export function yesNoOfBoolean(value: boolean | null | undefined): YesNo | '' {
  return value === true ? 'Yes' : value === false ? 'No' : '';
}

/** A programme row's two boxes as one study mode: the one that says yes, or null. */
export function studyModeOf(row: { fullTime: StudyModeChoice; partTime: StudyModeChoice }): StudyModeName | null {
  if (row.fullTime === 'yes') return 'FULL_TIME';
  if (row.partTime === 'yes') return 'PART_TIME';
  return null;
}

/** A study mode as a programme row's two boxes: yes for the chosen one and no for the other (section 4.2), blank for none. */
export function studyModeBoxes(mode: StudyModeName | null | undefined): { fullTime: StudyModeChoice; partTime: StudyModeChoice } {
  if (mode === 'FULL_TIME') return { fullTime: 'yes', partTime: 'no' };
  if (mode === 'PART_TIME') return { fullTime: 'no', partTime: 'yes' };
  return { fullTime: '', partTime: '' };
}
