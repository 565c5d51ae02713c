/**
 * The application wizard's sections and their checks (spec part 3, sections
 * 3.2, 4.2, 5.3-5.5). Two variants share the wizard: the signed-in applicant
 * ('wizard') and the pre-registration applicant known by a partner e-mail
 * ('preregistration'); their differences are written next to each check.
 *
 * Field names here are a learner's words; the cloud API stores each section
 * under the contract's own keys ('First Name', 'Cetificates' ...), listed in
 * WIRE_KEYS. Translate with sectionToWire / sectionFromWire.
 */
import { z } from 'zod';
import type { FieldError } from '../validation/rules.js';
import { blankCheck, type Check, firstFailure, isBlank, isBlankOrZero, looseChoice, looseFlag, looseText, isPhoneNumber } from './checks.js';
import { LEARNING_CENTER_NAMES } from './learning-centers.js';
import {
  COUNTRIES_OF_RESIDENCE,
  COUNTRIES_OF_RESIDENCE_ALT,
  COUNTRY_CODES,
  EDUCATION_TYPES,
  EDUCATION_TYPES_ALT,
  GENDERS,
  NOT_APPLICABLE,
  SPECIALIZATIONS,
  YES_NO,
  type Gender,
  type YesNo,
} from './lists.js';
import { NON_SPEC_MESSAGES } from './non-spec-messages.js';

export type WizardVariant = 'wizard' | 'preregistration';
export type WizardOptions = { variant: WizardVariant };

/** The sections saved one by one as typeobj, in tab order (section 7.1). */
export const WIZARD_SECTIONS = ['generalinfo', 'education', 'uploaddoc', 'scholarship'] as const;
export type WizardSection = (typeof WIZARD_SECTIONS)[number];

/** The tabs as the applicant sees them (section 2.4). */
export const WIZARD_SECTION_LABELS = {
  generalinfo: 'General Information',
  education: 'Education',
  uploaddoc: 'Upload Documents',
  scholarship: 'Scholarship',
} as const satisfies Record<WizardSection, string>;

/**
 * The section that must be saved before each one may be (sections 2.4 and
 * 4.2: "later tabs are disabled until the previous one is saved"; General
 * unlocks Education, Education unlocks Upload Documents, Upload Documents
 * unlocks Scholarship and Review). The web locks its tabs with this, the
 * gateway refuses a save out of order with it (docs/decisions/066).
 */
export const SECTION_UNLOCKED_BY = {
  generalinfo: null,
  education: 'generalinfo',
  uploaddoc: 'education',
  scholarship: 'uploaddoc',
  review: 'uploaddoc',
} as const satisfies Record<WizardSection | 'review', WizardSection | null>;

/** Whether a tab may be opened or saved, given which sections are saved. */
export function sectionUnlocked(tab: WizardSection | 'review', saved: (section: WizardSection) => boolean): boolean {
  const before = SECTION_UNLOCKED_BY[tab];
  return before === null || saved(before);
}

/** Why a section may not be saved yet ("Please save Education first."), or null when it may. */
export function tabOrderFailure(section: WizardSection, saved: (section: WizardSection) => boolean): { field: null; message: string } | null {
  const before = SECTION_UNLOCKED_BY[section];
  return before === null || saved(before) ? null : { field: null, message: NON_SPEC_MESSAGES.saveTabFirst(WIZARD_SECTION_LABELS[before]) };
}

/**
 * Each variant's country-of-residence list (section 3.4 gives two and names
 * the first "Wizard list"): the signed-in wizard offers that one, the
 * pre-registration wizard of partner-country applicants the other, whose
 * spelling ("Mazambique") is kept (docs/decisions/067).
 */
export const COUNTRIES_OF_RESIDENCE_BY_VARIANT = {
  wizard: COUNTRIES_OF_RESIDENCE,
  preregistration: COUNTRIES_OF_RESIDENCE_ALT,
} as const satisfies Record<WizardVariant, readonly string[]>;

// ---- the sections --------------------------------------------------------

/** General Information tab (section 3.2, generalinfo). Dates are 'YYYY-MM-DD'. */
export type GeneralInfo = {
  firstName: string;
  middleName: string;
  lastName: string;
  /** read-only: the signed-in e-mail, or the partner e-mail (section 5.3) */
  email: string;
  /** a code of COUNTRY_CODES, without the plus sign */
  countryCode: string;
  /** mobile number; the form asks for a WhatsApp number (section 5.3) */
  phone: string;
  gender: Gender | '';
  dateOfBirth: string;
  fatherName: string;
  motherName: string;
  internationalStudent: YesNo | '';
  /** optional (section 5.3) */
  passportNumber: string;
  /** national or other government id */
  nationalId: string;
  permanentAddress1: string;
  permanentAddress2: string;
  permanentAddress3: string;
  permanentState: string;
  permanentCity: string;
  permanentPin: string;
  permanentCountry: string;
  /** the present address is the permanent one (section 4.2) */
  presentSameAsPermanent: boolean;
  presentAddress1: string;
  presentAddress2: string;
  presentAddress3: string;
  presentState: string;
  presentCity: string;
  presentPin: string;
  /** one of COUNTRIES_OF_RESIDENCE; NOT_APPLICABLE counts as not chosen */
  countryOfResidence: string;
};

/** Education tab (section 3.2, education). "School" reads "Institution/College" in pre-registration. */
export type Education = {
  schoolName: string;
  schoolAddress1: string;
  schoolAddress2: string;
  schoolAddress3: string;
  schoolCountry: string;
  schoolPincode: string;
  universityName: string;
  universityAddress1: string;
  universityAddress2: string;
  universityAddress3: string;
  universityCountry: string;
  universityZip: string;
  /** one of EDUCATION_TYPES (or EDUCATION_TYPES_ALT) */
  educationType: string;
  /** one of SPECIALIZATIONS */
  specialization: string;
  /** NO_EXPERIENCE ('NIL') when none */
  experience: string;
  /** work description, with years */
  workDescription: string;
};

/** Upload Documents tab (section 3.2, uploaddoc): stored file names as uploadFileName makes them. */
export type Documents = {
  certificate: string;
  transcripts: string;
  /** optional (section 5.5) */
  passport: string;
  nationalId: string;
  profilePhoto: string;
};

/** Scholarship tab (section 3.2, scholarship). */
export type Scholarship = {
  scholarship: YesNo | '';
  /** the learning center as chosen or pre-filled for a partner-channel applicant (section 4.2) */
  learningCenter: string;
  /** pre-registration only: the partner data's learning_center */
  learningCenterCode: string;
  /** pre-registration only: the partner data's learning_center_name */
  learningCenterName: string;
};

export type SectionValues = {
  generalinfo: GeneralInfo;
  education: Education;
  uploaddoc: Documents;
  scholarship: Scholarship;
};

// ---- the wire keys -------------------------------------------------------

/**
 * Each field's key in the stored section, exactly as section 3.2 lists them
 * ("Permanent Address 1/2/3" read as three keys 'Permanent Address 1' ...).
 * Oddities are the contract's and must stay: 'Cetificates', 'Contact' for
 * the phone, 'Other Id' for the national id, 'Permanent Nation' for the
 * country, 'Experience Designation' for the work description, and the
 * pre-registration scholarship keys 'learningCenter' and 'learningCentername'
 * beside 'Learning Center'.
 */
export const WIRE_KEYS = {
  generalinfo: {
    firstName: 'First Name',
    middleName: 'Middle Name',
    lastName: 'Last Name',
    email: 'Email',
    countryCode: 'Country Code',
    phone: 'Contact',
    gender: 'Gender',
    dateOfBirth: 'Date of Birth',
    fatherName: 'Father Name',
    motherName: 'Mother Name',
    internationalStudent: 'International Student',
    passportNumber: 'Passport',
    nationalId: 'Other Id',
    permanentAddress1: 'Permanent Address 1',
    permanentAddress2: 'Permanent Address 2',
    permanentAddress3: 'Permanent Address 3',
    permanentState: 'Permanent State',
    permanentCity: 'Permanent City',
    permanentPin: 'Permanent Pin',
    permanentCountry: 'Permanent Nation',
    presentSameAsPermanent: 'Permanent Same Address',
    presentAddress1: 'Present Address 1',
    presentAddress2: 'Present Address 2',
    presentAddress3: 'Present Address 3',
    presentState: 'Present State',
    presentCity: 'Present City',
    presentPin: 'Present Pin',
    countryOfResidence: 'Country of residence',
  },
  education: {
    schoolName: 'School Name',
    schoolAddress1: 'School Address 1',
    schoolAddress2: 'School Address 2',
    schoolAddress3: 'School Address 3',
    schoolCountry: 'School Address Country',
    schoolPincode: 'School Address pincode',
    universityName: 'University',
    universityAddress1: 'University Address 1',
    universityAddress2: 'University Address 2',
    universityAddress3: 'University Address 3',
    universityCountry: 'University Country',
    universityZip: 'University ZIP',
    educationType: 'Education Type',
    specialization: 'Specialization',
    experience: 'Experience',
    workDescription: 'Experience Designation',
  },
  uploaddoc: {
    certificate: 'Cetificates',
    transcripts: 'Transcripts',
    passport: 'Passport',
    nationalId: 'Other Government Proof',
    profilePhoto: 'Profile Photo',
  },
  scholarship: {
    scholarship: 'Scholarship',
    learningCenter: 'Learning Center',
    learningCenterCode: 'learningCenter',
    learningCenterName: 'learningCentername',
  },
} as const satisfies { [S in WizardSection]: Record<keyof SectionValues[S], string> };

// Normalisers: stored drafts and form input may miss fields or carry numbers
// (a phone, a pin); every field comes out as the type above, '' when absent.
const generalInfoSchema = z.object({
  firstName: looseText(),
  middleName: looseText(),
  lastName: looseText(),
  email: looseText(),
  countryCode: looseText(),
  phone: looseText(),
  gender: looseChoice(GENDERS),
  dateOfBirth: looseText(),
  fatherName: looseText(),
  motherName: looseText(),
  internationalStudent: looseChoice(YES_NO),
  passportNumber: looseText(),
  nationalId: looseText(),
  permanentAddress1: looseText(),
  permanentAddress2: looseText(),
  permanentAddress3: looseText(),
  permanentState: looseText(),
  permanentCity: looseText(),
  permanentPin: looseText(),
  permanentCountry: looseText(),
  presentSameAsPermanent: looseFlag(),
  presentAddress1: looseText(),
  presentAddress2: looseText(),
  presentAddress3: looseText(),
  presentState: looseText(),
  presentCity: looseText(),
  presentPin: looseText(),
  countryOfResidence: looseText(),
}) satisfies z.ZodType<GeneralInfo>;

const educationSchema = z.object(
  Object.fromEntries(Object.keys(WIRE_KEYS.education).map((k) => [k, looseText()])) as Record<keyof Education, ReturnType<typeof looseText>>,
) satisfies z.ZodType<Education>;

const documentsSchema = z.object(
  Object.fromEntries(Object.keys(WIRE_KEYS.uploaddoc).map((k) => [k, looseText()])) as Record<keyof Documents, ReturnType<typeof looseText>>,
) satisfies z.ZodType<Documents>;

const scholarshipSchema = z.object({
  scholarship: looseChoice(YES_NO),
  learningCenter: looseText(),
  learningCenterCode: looseText(),
  learningCenterName: looseText(),
}) satisfies z.ZodType<Scholarship>;

/** The zod schema of each section; parsing never fails, it fills '' (or false) for what is missing. */
export const SECTION_SCHEMAS = {
  generalinfo: generalInfoSchema,
  education: educationSchema,
  uploaddoc: documentsSchema,
  scholarship: scholarshipSchema,
} as const satisfies { [S in WizardSection]: z.ZodType<SectionValues[S]> };

/** A section with every field present and typed. */
export function normaliseSection<S extends WizardSection>(section: S, input: unknown): SectionValues[S] {
  return SECTION_SCHEMAS[section].parse(input ?? {}) as SectionValues[S];
}

/** The section as the cloud API stores it: only the fields given, under their wire keys. */
export function sectionToWire<S extends WizardSection>(section: S, values: Partial<SectionValues[S]>): Record<string, unknown> {
  const keys = WIRE_KEYS[section] as Record<string, string>;
  const wire: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (Object.hasOwn(keys, field) && value !== undefined) wire[keys[field]] = value;
  }
  return wire;
}

/** A stored section read back under learner-friendly names; unknown keys are dropped, missing ones are ''. */
export function sectionFromWire<S extends WizardSection>(section: S, wire: Record<string, unknown> | null | undefined): SectionValues[S] {
  const keys = WIRE_KEYS[section] as Record<string, string>;
  const values: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(keys)) {
    if (wire && Object.hasOwn(wire, key)) values[field] = wire[key];
  }
  return normaliseSection(section, values);
}

// ---- helpers of the General tab ------------------------------------------

/** The lines of the permanent and of the present address, in the form's order: `permanentAddress1` ... `presentPin`. */
export const ADDRESS_PARTS = ['Address1', 'Address2', 'Address3', 'State', 'City', 'Pin'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/**
 * Ticking Same Address copies the permanent address into the present one;
 * unticking clears the present address (section 4.2).
 */
export function applySameAddress(info: GeneralInfo, same: boolean): GeneralInfo {
  const next: GeneralInfo = { ...info, presentSameAsPermanent: same };
  for (const part of ADDRESS_PARTS) next[`present${part}`] = same ? info[`permanent${part}`] : '';
  return next;
}

/** The uname sent with every save: first, middle and last name joined (section 7.1), skipping empty parts. */
export function applicantFullName(info: Pick<GeneralInfo, 'firstName' | 'middleName' | 'lastName'>): string {
  return [info.firstName, info.middleName, info.lastName]
    .map((p) => (p ?? '').trim())
    .filter((p) => p.length > 0)
    .join(' ');
}

// ---- the checks ----------------------------------------------------------

/** The General tab's messages (section 5.3), per variant. Note the double space in "Govt ID  cannot be empty". */
export const GENERAL_INFO_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  phoneEmpty: 'Phone number cannot be empty',
  dateOfBirthEmpty: 'Date of Birth cannot be empty',
  parentNameEmpty: 'Father name or Mother name cannot be empty',
  nationalIdInvalid: 'Please enter valid national ID',
  govtIdEmpty: 'Govt ID  cannot be empty',
  permanentAddress: 'Please fill Permanent address according to the requirement',
  permanentPin: 'Please enter Permanent address Pincode',
  countryOfResidence: 'Select Country of residence',
  presentAddress: 'Please fill present address according to the requirement',
  presentPin: 'Please enter present address Pincode',
} as const;

function generalInfoChecks(variant: WizardVariant): Check<GeneralInfo>[] {
  const m = GENERAL_INFO_MESSAGES;
  const blank = blankCheck<GeneralInfo>;
  return [
    // "name empty": the first name is the one the form stars (section 5.6).
    blank('firstName', m.nameEmpty),
    blank('email', m.emailEmpty),
    // "country code, or phone empty or 0": a cleared number input holds 0.
    { field: 'countryCode', message: m.phoneEmpty, fails: (v) => isBlankOrZero(v.countryCode) },
    { field: 'phone', message: m.phoneEmpty, fails: (v) => isBlankOrZero(v.phone) },
    blank('dateOfBirth', m.dateOfBirthEmpty),
    // Pre-registration applicants are not asked for their parents' names (section 5.3).
    ...(variant === 'wizard' ? [blank('fatherName', m.parentNameEmpty), blank('motherName', m.parentNameEmpty)] : []),
    // "national id empty/0/null": null arrives here as '' (normaliseSection).
    { field: 'nationalId', message: variant === 'wizard' ? m.nationalIdInvalid : m.govtIdEmpty, fails: (v) => isBlankOrZero(v.nationalId) },
    // Address lines 2 and 3 are not checked (section 5.3).
    blank('permanentAddress1', m.permanentAddress),
    blank('permanentState', m.permanentAddress),
    blank('permanentCity', m.permanentAddress),
    blank('permanentPin', m.permanentPin),
    {
      field: 'countryOfResidence',
      message: m.countryOfResidence,
      fails: (v) => isBlank(v.countryOfResidence) || v.countryOfResidence.trim() === NOT_APPLICABLE,
    },
    blank('presentAddress1', m.presentAddress),
    blank('presentState', m.presentAddress),
    blank('presentCity', m.presentAddress),
    blank('presentPin', m.presentPin),
  ];
}

/**
 * The General tab's first failing check in the order of section 5.3, or null
 * when it may be saved. `field` is the GeneralInfo field to highlight.
 */
export function checkGeneralInfo(input: Partial<Record<keyof GeneralInfo, unknown>>, options: WizardOptions): FieldError | null {
  return firstFailure(generalInfoChecks(options.variant), normaliseSection('generalinfo', input)) ?? firstFailure(generalInfoListChecks(options.variant), asTexts(input));
}

/**
 * The fields as sent, as text: a closed-list check must see the value as
 * sent, not as the normaliser keeps it (which turns an unknown gender into '').
 */
function asTexts(input: object | null | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, value] of Object.entries(input ?? {})) texts[field] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return texts;
}

/** Not blank and not one of `values`: a choice the form never offered. */
const outside = (values: readonly string[]) => (value: string | undefined) => !isBlank(value) && !values.includes(value ?? '');

const COUNTRY_CODE_VALUES: readonly string[] = COUNTRY_CODES.map((c) => c.code);

/**
 * NOT IN THE SPEC's check tables: the closed lists of sections 3.2-3.4 and the
 * numeric phone of 5.6. They run after the spec's checks, so an applicant
 * sees the spec's message first whenever one applies (docs/decisions/067).
 * A blank optional choice (gender, international student) is not refused:
 * the spec stars them but does not say they are enforced (5.6).
 */
function generalInfoListChecks(variant: WizardVariant): Check<Record<string, string>>[] {
  const m = NON_SPEC_MESSAGES;
  return [
    { field: 'countryCode', message: m.countryCodeUnknown, fails: (v) => outside(COUNTRY_CODE_VALUES)(v.countryCode) },
    { field: 'phone', message: m.phoneNotDigits, fails: (v) => !isPhoneNumber(v.phone) },
    { field: 'gender', message: m.genderUnknown, fails: (v) => outside(GENDERS)(v.gender) },
    { field: 'internationalStudent', message: m.internationalStudentUnknown, fails: (v) => outside(YES_NO)(v.internationalStudent) },
    { field: 'countryOfResidence', message: m.countryOfResidenceUnknown, fails: (v) => outside(COUNTRIES_OF_RESIDENCE_BY_VARIANT[variant])(v.countryOfResidence) },
  ];
}

/** The Education tab's messages (section 5.4); pre-registration says "Institution/College" for "School". */
export const EDUCATION_MESSAGES = {
  wizard: {
    schoolName: 'School Name cannot be empty',
    schoolAddress: 'School address cannot be empty',
    schoolCountry: 'School country cannot be empty',
    schoolZip: 'School zip cannot be empty',
  },
  preregistration: {
    schoolName: 'Institution/College Name cannot be empty',
    schoolAddress: 'Institution/College address cannot be empty',
    schoolCountry: 'Institution/College country cannot be empty',
    schoolZip: 'Institution/College zip cannot be empty',
  },
  universityName: 'University Name cannot be empty',
  universityAddress: 'University address cannot be empty',
  universityCountry: 'University country cannot be empty',
  universityZip: 'Please enter the Pincode',
  experience: 'Experience cannot be empty',
  workDescription: 'Work description cannot be empty',
} as const;

function educationChecks(variant: WizardVariant): Check<Education>[] {
  const m = EDUCATION_MESSAGES;
  const school = m[variant];
  const blank = blankCheck<Education>;
  return [
    blank('schoolName', school.schoolName),
    // "address" is its first line, the one the form stars (section 5.6).
    blank('schoolAddress1', school.schoolAddress),
    blank('schoolCountry', school.schoolCountry),
    blank('schoolPincode', school.schoolZip),
    blank('universityName', m.universityName),
    blank('universityAddress1', m.universityAddress),
    blank('universityCountry', m.universityCountry),
    blank('universityZip', m.universityZip),
    // 'NIL' is how an applicant says "none" (section 5.4), so it passes.
    blank('experience', m.experience),
    blank('workDescription', m.workDescription),
  ];
}

/** The Education tab's first failing check in the order of section 5.4, or null. */
export function checkEducation(input: Partial<Record<keyof Education, unknown>>, options: WizardOptions): FieldError | null {
  return firstFailure(educationChecks(options.variant), normaliseSection('education', input)) ?? firstFailure(EDUCATION_LIST_CHECKS, asTexts(input));
}

/**
 * Either reading of Education Type (section 3.2 gives two and does not say
 * which screen has which; the web offers the first), and the Specialization
 * list. After the spec's checks, as in the General tab (docs/decisions/067).
 */
export const EDUCATION_TYPE_VALUES: readonly string[] = [...new Set<string>([...EDUCATION_TYPES, ...EDUCATION_TYPES_ALT])];

const EDUCATION_LIST_CHECKS: Check<Record<string, string>>[] = [
  { field: 'educationType', message: NON_SPEC_MESSAGES.educationTypeUnknown, fails: (v) => outside(EDUCATION_TYPE_VALUES)(v.educationType) },
  { field: 'specialization', message: NON_SPEC_MESSAGES.specializationUnknown, fails: (v) => outside(SPECIALIZATIONS)(v.specialization) },
];

/** The Upload Documents tab's messages (section 5.5), per variant. */
export const DOCUMENT_MESSAGES = {
  wizard: {
    certificate: 'Please upload Certificate',
    transcripts: 'Please upload Transcripts',
    nationalId: 'Please upload National ID Document',
    profilePhoto: 'Please upload Profile photo',
  },
  preregistration: {
    certificate: 'Please upload Certificate',
    transcripts: 'Please upload Transcripts',
    nationalId: 'Please upload Other Govt Files',
    profilePhoto: 'Please upload Profile (Passport size) photo',
  },
} as const;

/**
 * The Upload Documents tab's first missing file, in the order Certificate,
 * Transcripts, National id, Profile photo (section 5.5), or null. The
 * passport is optional. Each file's own type and size are checked when it is
 * chosen (uploads.ts).
 */
export function checkDocuments(input: Partial<Record<keyof Documents, unknown>>, options: WizardOptions): FieldError | null {
  const m = DOCUMENT_MESSAGES[options.variant];
  const order = ['certificate', 'transcripts', 'nationalId', 'profilePhoto'] as const;
  const checks = order.map((field) => blankCheck<Documents>(field, m[field]));
  return firstFailure(checks, normaliseSection('uploaddoc', input));
}

// ---- the Scholarship tab -------------------------------------------------

/** A partner-channel applicant's learning center as the partner data has it (section 3.2: evbabdata). */
export type PartnerLearningCenter = { code: string; name: string };

export type ScholarshipOptions = {
  /** evbab: the pre-registration applicant, or a signed-in application the university marked so (sections 4.2 and 6) */
  partnerChannel: boolean;
  /** the partner's own learning center, when known; always accepted, and kept */
  partnerLearningCenter?: PartnerLearningCenter | null;
};

/**
 * The Scholarship tab's check (sections 3.2, 3.5, 4.2 and 6; the spec words
 * none of these, docs/decisions/067): Scholarship is Yes, No or not chosen;
 * the Learning Center is one of the list's, or the partner's own. For a
 * partner-channel applicant scholarship is Yes (not chosen counts as Yes) and
 * a learning center is required (the partner's own when none is chosen).
 */
export function checkScholarship(input: Partial<Record<keyof Scholarship, unknown>>, options: ScholarshipOptions): FieldError | null {
  const m = NON_SPEC_MESSAGES;
  const own = options.partnerLearningCenter?.name ?? '';
  const choices = own ? [...LEARNING_CENTER_NAMES, own] : LEARNING_CENTER_NAMES;
  const checks: Check<Record<string, string>>[] = [
    { field: 'scholarship', message: m.scholarshipUnknown, fails: (v) => outside(YES_NO)(v.scholarship) },
    { field: 'scholarship', message: m.partnerScholarshipYes, fails: (v) => options.partnerChannel && v.scholarship === 'No' },
    { field: 'learningCenter', message: m.learningCenterUnknown, fails: (v) => outside(choices)(v.learningCenter) },
    { field: 'learningCenter', message: m.partnerLearningCenterMissing, fails: (v) => options.partnerChannel && isBlank(v.learningCenter) && !own },
  ];
  return firstFailure(checks, asTexts(input));
}

/**
 * The Scholarship section to store once checkScholarship passed. A
 * partner-channel applicant's is Yes, at the chosen center or else the
 * partner's, and the partner's code and name are kept whatever was sent
 * (section 4.2); anyone else's learning center code and name stay empty.
 */
export function scholarshipToSave(input: Partial<Record<keyof Scholarship, unknown>>, options: ScholarshipOptions): Scholarship {
  const values = normaliseSection('scholarship', { scholarship: input.scholarship, learningCenter: input.learningCenter });
  if (!options.partnerChannel) return { ...values, learningCenterCode: '', learningCenterName: '' };
  const partner = options.partnerLearningCenter ?? null;
  return {
    scholarship: 'Yes',
    learningCenter: values.learningCenter.trim() || partner?.name || '',
    learningCenterCode: partner?.code ?? '',
    learningCenterName: partner?.name ?? '',
  };
}

/**
 * Whether a saved Scholarship section is what a partner-channel application
 * needs to be submitted (sections 4.2 and 6): Yes, at a learning center.
 * Anyone else's application needs no Scholarship section ("saves with empty
 * values and moves on", 4.2).
 */
export function scholarshipReadyToSubmit(saved: Scholarship | null, options: Pick<ScholarshipOptions, 'partnerChannel'>): boolean {
  if (!options.partnerChannel) return true;
  return saved !== null && saved.scholarship === 'Yes' && !isBlank(saved.learningCenter);
}
