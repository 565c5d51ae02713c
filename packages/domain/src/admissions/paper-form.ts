/**
 * The paper-style application form (spec part 3, sections 2.3, 3.1, 4.2,
 * 5.1, 5.2 and 9). Its save calls are not shown in the spec (7.8), so there
 * is no wire mapping here: each field's name in the spec is given beside it.
 *
 * Dates are 'YYYY-MM-DD' strings, as a date input holds them; "today" is the
 * caller's calendar day.
 */
import dayjs from 'dayjs';
import { isCalendarDate } from '../dates.js';
import { EMAIL_PATTERN, type FieldError } from '../validation/rules.js';
import { blankCheck, type Check, firstFailure, isBlank, isPhoneNumber } from './checks.js';
import { NON_SPEC_MESSAGES } from './non-spec-messages.js';

export const PAPER_FORM_TITLES = ['Mr', 'Mrs', 'Miss'] as const;
export type PaperFormTitle = (typeof PAPER_FORM_TITLES)[number];

/** A yes/no box of the programme table; '' until ticked. */
export type StudyModeChoice = 'yes' | 'no' | '';

/** programmeTable row {title, ftime, ptime} */
export type ProgrammeRow = { title: string; fullTime: StudyModeChoice; partTime: StudyModeChoice };

/** tenth {Subjects, tenthGrades}, GCE {GCESubjects, GCEGrades}, twele / subsidiary {tSubjects, tGrades}, GCEA {ASubjects, AGrades} */
export type SubjectGrade = { subject: string; grade: string };

/** tenthYear/tenthRegistration, GCEYear/GCERegistration, tweleYear/tweleRegistration and their rows */
export type ExamRecord = { year: string; registrationNo: string; subjects: SubjectGrade[] };

/** oth row {Course, othAwards, othGradesAwd, othYear, othDur} */
export type OtherQualification = { course: string; award: string; gradeAwarded: string; year: string; duration: string };

/** Post row {DurF, DurT, PostUni, PostQua, PostMain, PostGradA} */
export type PostgraduateRecord = { from: string; to: string; university: string; qualification: string; mainSubjects: string; grade: string };

export type PaperForm = {
  // A: details of applicant
  /** appTitle */
  title: PaperFormTitle | '';
  /** surName */
  surname: string;
  firstName: string;
  maidenName: string;
  /** dob; the age shown beside it is ageFromDob(dob) */
  dateOfBirth: string;
  nationality: string;
  /** nic: the national identity card number */
  nationalId: string;
  passport: string;
  address: string;
  /** phoneNo: digits only (section 5.1) */
  phone: string;
  /** read-only: the signed-in e-mail */
  email: string;
  // B: programme of study
  /** programmeTable; the first row's title is the chosen program and cannot be changed */
  programmes: ProgrammeRow[];
  // C: academic records
  tenth: ExamRecord;
  gce: ExamRecord;
  twelfth: ExamRecord;
  subsidiary: SubjectGrade[];
  /** GCEA */
  aLevel: SubjectGrade[];
  /** othSecYear, othRegistration, oth rows */
  otherSecondary: { year: string; registrationNo: string; rows: OtherQualification[] };
  /** Post rows */
  postgraduate: PostgraduateRecord[];
  // D: payment, for Mauritian nationals only
  payment: {
    /** attachAttest */
    attestationAttached: boolean;
    /** attachPaySlip */
    paySlipAttached: boolean;
    bankDraftNo: string;
  };
  // E: declaration; F: documents
  /** the declaration flag */
  declarationAccepted: boolean;
  /** the flag for attachments */
  attachmentsConfirmed: boolean;
  /** stored file names: sixthdoc, sixth_Adoc, tenthdoc, tweledoc, degreemarksdoc, mastersdoc, idproofdoc */
  documents: { sixth: string; sixthA: string; tenth: string; twelfth: string; degreeMarks: string; masters: string; idProof: string };
  // G: checklist
  checklist: {
    /** attachDraft */
    draftAttached: boolean;
    disability: boolean;
    /** compSection */
    sectionsCompleted: boolean;
    /** attachedEvi */
    evidenceAttached: boolean;
    /** attachedCert */
    certificatesAttached: boolean;
  };
  /** todaydate: the signing date */
  signingDate: string;
  /** Signature: stored file name */
  signatureFile: string;
  /** profilePhoto: stored file name */
  profilePhoto: string;
};

/** The fixed number of rows of each table (section 9). */
export const FIXED_ROWS = { tenth: 8, gce: 8, twelfth: 4, subsidiary: 3, aLevel: 4, otherSecondary: 3, postgraduate: 3 } as const;

/**
 * NOT IN THE SPEC: the programme table's row count. Section 3.1 fixes only its
 * first row (the chosen program); we give room for two more choices.
 */
export const PROGRAMME_ROWS = 3;

const rows = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);
const subjectGrade = (): SubjectGrade => ({ subject: '', grade: '' });
const exam = (n: number): ExamRecord => ({ year: '', registrationNo: '', subjects: rows(n, subjectGrade) });

/** A blank form for a program: every table at its fixed size, the first programme row titled with the program. */
export function emptyPaperForm(programName: string): PaperForm {
  return {
    title: '',
    surname: '',
    firstName: '',
    maidenName: '',
    dateOfBirth: '',
    nationality: '',
    nationalId: '',
    passport: '',
    address: '',
    phone: '',
    email: '',
    programmes: rows(PROGRAMME_ROWS, (): ProgrammeRow => ({ title: '', fullTime: '', partTime: '' })).map((row, i) => (i === 0 ? { ...row, title: programName } : row)),
    tenth: exam(FIXED_ROWS.tenth),
    gce: exam(FIXED_ROWS.gce),
    twelfth: exam(FIXED_ROWS.twelfth),
    subsidiary: rows(FIXED_ROWS.subsidiary, subjectGrade),
    aLevel: rows(FIXED_ROWS.aLevel, subjectGrade),
    otherSecondary: {
      year: '',
      registrationNo: '',
      rows: rows(FIXED_ROWS.otherSecondary, () => ({ course: '', award: '', gradeAwarded: '', year: '', duration: '' })),
    },
    postgraduate: rows(FIXED_ROWS.postgraduate, () => ({ from: '', to: '', university: '', qualification: '', mainSubjects: '', grade: '' })),
    payment: { attestationAttached: false, paySlipAttached: false, bankDraftNo: '' },
    declarationAccepted: false,
    attachmentsConfirmed: false,
    documents: { sixth: '', sixthA: '', tenth: '', twelfth: '', degreeMarks: '', masters: '', idProof: '' },
    checklist: { draftAttached: false, disability: false, sectionsCompleted: false, evidenceAttached: false, certificatesAttached: false },
    signingDate: '',
    signatureFile: '',
    profilePhoto: '',
  };
}

/**
 * Full time and part time are exclusive: yes for one sets the other to no;
 * no for one leaves the other as it was (section 4.2).
 */
export function exclusiveStudyMode(row: ProgrammeRow, choice: { mode: 'fullTime' | 'partTime'; value: StudyModeChoice }): ProgrammeRow {
  const other = choice.mode === 'fullTime' ? 'partTime' : 'fullTime';
  return { ...row, [choice.mode]: choice.value, ...(choice.value === 'yes' ? { [other]: 'no' } : {}) };
}

// ---- dates -----------------------------------------------------------------

/** The minimum applicant age (section 9). */
export const MINIMUM_APPLICANT_AGE = 10;

const day = (today: Date) => dayjs(today).format('YYYY-MM-DD');

/**
 * Age in whole years on `today` (section 3.1: computed from dob); null when
 * the date is missing, not a date, or after today. Someone born on 29
 * February has their birthday on 1 March in other years.
 */
export function ageFromDob(dob: string, today: Date): number | null {
  const value = dob.trim();
  if (!isCalendarDate(value)) return null;
  const now = day(today);
  if (value > now) return null;
  const [by, bm, bd] = value.split('-').map(Number);
  const [ty, tm, td] = now.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The date input's max: today minus 10 years (section 5.1). */
export function maxDateOfBirth(today: Date): string {
  return dayjs(today).subtract(MINIMUM_APPLICANT_AGE, 'year').format('YYYY-MM-DD');
}

/** The signing date input's min: today (section 5.1). */
export function minSigningDate(today: Date): string {
  return day(today);
}

// ---- the submit checks -------------------------------------------------------

/** The submit messages of section 5.2. Check 11 and 12's "...registration No" etc. are written out in full. */
export const PAPER_FORM_MESSAGES = {
  profilePhoto: 'Please select Profile photo',
  name: 'Name cannot be empty',
  email: '*Please enter valid email-ID.',
  title: 'Please choose a title',
  phone: 'Phone number cannot be empty',
  nationalId: 'NIC number cannot be empty',
  nationality: 'Please enter nationality',
  address: 'Please enter address',
  dateOfBirth: 'Please select DOB',
  declaration: 'Please enter declaration applicant fields',
  tenthYear: 'Please enter 10th Standard year',
  tenthRegistration: 'Please enter 10th Standard registration No',
  tenthSubjects: 'Please enter 10th Standard subjects',
  tenthGrades: 'Please enter 10th Standard grades',
  twelfthYear: 'Please enter 12th Standard year',
  twelfthRegistration: 'Please enter 12th Standard registration No',
  twelfthSubjects: 'Please enter 12th Standard subjects',
  twelfthGrades: 'Please enter 12th Standard grades',
  signature: 'Please select Signature file',
  tenthCertificate: 'Please select 10th certificate',
  twelfthCertificate: 'Please select 12th certificate',
  idProof: 'Please select ID proof file',
} as const;

function examChecks(key: 'tenth' | 'twelfth', m: { year: string; registration: string; subjects: string; grades: string }): Check<PaperForm>[] {
  return [
    { field: `${key}.year`, message: m.year, fails: (f) => isBlank(f[key]?.year) },
    { field: `${key}.registrationNo`, message: m.registration, fails: (f) => isBlank(f[key]?.registrationNo) },
    // Only the first row is required: a record has at least one subject and its grade.
    { field: `${key}.subjects.0.subject`, message: m.subjects, fails: (f) => isBlank(f[key]?.subjects?.[0]?.subject) },
    { field: `${key}.subjects.0.grade`, message: m.grades, fails: (f) => isBlank(f[key]?.subjects?.[0]?.grade) },
  ];
}

function paperFormChecks(today: Date): Check<PaperForm>[] {
  const m = PAPER_FORM_MESSAGES;
  const blank = blankCheck<PaperForm>;
  return [
    blank('profilePhoto', m.profilePhoto), // 1
    blank('firstName', m.name), // 2
    // 3: the e-mail is read-only and may be missing; only a given one is checked.
    { field: 'email', message: m.email, fails: (f) => !isBlank(f.email) && !EMAIL_PATTERN.test(f.email.trim()) },
    { field: 'title', message: m.title, fails: (f) => !(PAPER_FORM_TITLES as readonly string[]).includes(f.title) }, // 4
    // 5-8: section 5.1 says the markup's required marks are not enforced; the
    // submit checks of 5.2 are, and they are what runs here.
    blank('phone', m.phone), // 5
    blank('nationalId', m.nationalId), // 6
    blank('nationality', m.nationality), // 7
    blank('address', m.address), // 8
    // 9, and an unreadable date is no date.
    { field: 'dateOfBirth', message: m.dateOfBirth, fails: (f) => !isCalendarDate((f.dateOfBirth ?? '').trim()) },
    { field: 'declarationAccepted', message: m.declaration, fails: (f) => f.declarationAccepted !== true }, // 10
    ...examChecks('tenth', { year: m.tenthYear, registration: m.tenthRegistration, subjects: m.tenthSubjects, grades: m.tenthGrades }), // 11
    ...examChecks('twelfth', { year: m.twelfthYear, registration: m.twelfthRegistration, subjects: m.twelfthSubjects, grades: m.twelfthGrades }), // 12
    blank('signatureFile', m.signature), // 13
    { field: 'documents.tenth', message: m.tenthCertificate, fails: (f) => isBlank(f.documents?.tenth) }, // 14
    { field: 'documents.twelfth', message: m.twelfthCertificate, fails: (f) => isBlank(f.documents?.twelfth) }, // 15
    { field: 'documents.idProof', message: m.idProof, fails: (f) => isBlank(f.documents?.idProof) }, // 16
    // Not in 5.2, so after its sixteen (first failure only: a learner who left
    // something out sees the spec's message for it first; docs/decisions/068):
    // the date inputs' max and min of 5.1, and 5.1's numeric phone.
    { field: 'dateOfBirth', message: NON_SPEC_MESSAGES.applicantTooYoung, fails: (f) => f.dateOfBirth.trim() > maxDateOfBirth(today) },
    { field: 'signingDate', message: NON_SPEC_MESSAGES.signingDateMissing, fails: (f) => !isCalendarDate((f.signingDate ?? '').trim()) },
    { field: 'signingDate', message: NON_SPEC_MESSAGES.signingDateInPast, fails: (f) => f.signingDate.trim() < minSigningDate(today) },
    { field: 'phone', message: NON_SPEC_MESSAGES.phoneNotDigits, fails: (f) => !isPhoneNumber(f.phone) },
  ];
}

/**
 * The paper form's first failing submit check in the order of section 5.2
 * (first failure only), then the two date rules and the numeric phone of
 * section 5.1; null
 * when it may be submitted. `field` is a dotted path into PaperForm, e.g.
 * 'tenth.subjects.0.grade' or 'documents.idProof'.
 */
export function checkPaperForm(form: PaperForm, today: Date): FieldError | null {
  return firstFailure(paperFormChecks(today), form);
}
