/**
 * The fixed lists, labels and texts of admissions (spec part 3, sections 2.2,
 * 3.2-3.4, 4.2, 8 and 9). Spellings are the spec's, typos included: people
 * pick these values and the stored applications carry them.
 */
import type { ProgramLevelKey } from '../catalog.js';

/** Wizard country calling codes, in the spec's order (section 3.3). `code` has no plus sign. */
export const COUNTRY_CODES = [
  { code: '91', name: 'India' },
  { code: '229', name: 'Benin' },
  { code: '269', name: 'Comoros' },
  { code: '225', name: "Cote d'Ivoire" },
  { code: '243', name: 'DR Congo' },
  { code: '253', name: 'Djibouti' },
  { code: '291', name: 'Eritrea' },
  { code: '234', name: 'Nigeria' },
  { code: '252', name: 'Somalia' },
  { code: '233', name: 'Ghana' },
  { code: '261', name: 'Madagascar' },
  { code: '265', name: 'Malawi' },
  { code: '223', name: 'Mali' },
  { code: '230', name: 'Mauritius' },
  { code: '258', name: 'Mozambique' },
  { code: '224', name: 'Guinea' },
  { code: '248', name: 'Seychelles' },
  { code: '249', name: 'Sudan' },
  { code: '232', name: 'Sierra Leone' },
  { code: '211', name: 'South Sudan' },
  { code: '220', name: 'Gambia' },
  { code: '256', name: 'Uganda' },
  { code: '260', name: 'Zambia' },
] as const satisfies readonly { code: string; name: string }[];
export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];

/**
 * The first option of both country-of-residence lists; choosing it counts as
 * not choosing (section 5.3: "empty or Not Applicable").
 */
export const NOT_APPLICABLE = 'Not Applicable';

/** Country of residence in the wizard (section 3.4, first list). */
export const COUNTRIES_OF_RESIDENCE = [
  NOT_APPLICABLE,
  'Benin',
  'Comoros',
  "Cote d'Ivoire",
  'DR Congo',
  'Eritrea',
  'Ghana',
  'Malawi',
  'Mali',
  'Mauritius',
  'Mozambique',
  'Guinea',
  'Sudan',
  'Seychelles',
  'Sierra Leone',
  'The Gambia',
  'Uganda',
  'Zambia',
  'India',
] as const;

/**
 * The other country-of-residence list of section 3.4, spelled as shown there
 * ("Mazambique" included). The spec gives both and does not say which screen
 * uses which; kept so stored values from either can be shown and accepted.
 */
export const COUNTRIES_OF_RESIDENCE_ALT = [
  NOT_APPLICABLE,
  'Benin',
  'Republic of Guinea',
  'Zambia',
  'Ghana',
  'Malawi',
  'Mali',
  'Mauritius',
  'Mazambique',
  "Cote d'Ivoire",
  'Republic of Sudan',
  'Eritrea',
  'Seychelles',
  'Comoros',
  'Somalia',
  'Nigeria',
  'Uganda',
  'Democratic Republic of Congo',
  'Sierra Leone',
  'The Gambia',
  'Madagascar',
  'South Sudan',
  'India',
] as const;

/** Gender options of the General tab (section 3.2). */
export const GENDERS = ['Male', 'Female', 'Transgender'] as const;
export type Gender = (typeof GENDERS)[number];

/** The Yes/No choices of the wizard (International Student, Scholarship; section 3.2). */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Education Type (section 3.2, first reading; used by the wizard). */
export const EDUCATION_TYPES = ['Graduation', 'Post Graduation', 'Others'] as const;
/** Education Type, the other reading of section 3.2. Kept so either stored value can be shown. */
export const EDUCATION_TYPES_ALT = ['Graduate', 'Under Graduate', 'Diploma', 'Others'] as const;

/** Specialization options (section 3.2). */
export const SPECIALIZATIONS = ['Science', 'Arts', 'Commerce', 'Medicine', 'Dentistry', 'Pharma', 'Management', 'Others'] as const;

/** What the Experience field takes when the applicant has none (section 3.2 and 5.4: "type NIL for none"). */
export const NO_EXPERIENCE = 'NIL';

/**
 * The apply-program tabs (section 2.2) and the catalogue levels listed under
 * each. The spec names the tabs but not the mapping; our reading:
 * - Under Graduate: undergraduate, diploma and certificate programmes, i.e.
 *   everything entered without a first degree;
 * - Post Graduate: graduate and pgdiploma. The catalogue has both "graduate"
 *   and "undergraduate", so "graduate" there means master's level (the demo
 *   catalogue files it so too);
 * - Doctor Of Pharmacy: DoctorofPharmacy.
 * Every level of PROGRAM_LEVELS is in exactly one tab.
 */
export const APPLY_TABS = [
  { label: 'Under Graduate', levels: ['undergraduate', 'diploma', 'certificate'] },
  { label: 'Post Graduate', levels: ['graduate', 'pgdiploma'] },
  { label: 'Doctor Of Pharmacy', levels: ['DoctorofPharmacy'] },
] as const satisfies readonly { label: string; levels: readonly ProgramLevelKey[] }[];
export type ApplyTabLabel = (typeof APPLY_TABS)[number]['label'];

/** Paper form header (section 2.3 and 9). */
export const ACADEMIC_YEAR = '2022-2023';
export const APPLICATION_FORM_TITLE = 'APPLICATION FOR ADMISSION';

/** Section D of the paper form: for Mauritian nationals, by bank draft (section 9). */
export const APPLICATION_FEE = 'MUR 1,000 or USD 30';

/** Alerts and empty states of admissions (sections 2.2, 4.2 and 8). */
export const APPLICATION_SUBMITTED = 'Application Submitted!';
export const APPLICATION_ALREADY_SUBMITTED = 'Application Already Submitted!';
export const NO_COURSES = 'No courses';
