import { choiceLabel, choiceName, emptyPaperForm, FIXED_ROWS, PROGRAMME_ROWS, studyModeBoxes, studyModeOf, TITLE_LABELS, type PaperForm, type StudyModeChoice } from '@portal/domain';
import type { PaperFormInput, StudyMode, Title } from '../../../gql/graphql';

/** The paper form as the gateway gives it back (the PaperForm type, every field optional for safety). */
export type StoredPaperForm = {
  title?: Title | null;
  surname?: string;
  firstName?: string;
  maidenName?: string;
  /** YYYY-MM-DD, or null when not given (the schema's Date). */
  dateOfBirth?: string | null;
  nationality?: string;
  nationalId?: string;
  passport?: string;
  address?: string;
  phone?: string;
  email?: string;
  programmes?: readonly { title: string; studyMode?: StudyMode | null }[];
  tenth?: StoredExam;
  gce?: StoredExam;
  twelfth?: StoredExam;
  subsidiary?: readonly StoredSubject[];
  aLevel?: readonly StoredSubject[];
  otherSecondaryYear?: string;
  otherSecondaryRegistrationNo?: string;
  otherSecondary?: readonly { course: string; award: string; gradeAwarded: string; year: string; duration: string }[];
  postgraduate?: readonly { from: string; to: string; university: string; qualification: string; mainSubjects: string; grade: string }[];
  attestationAttached?: boolean;
  paySlipAttached?: boolean;
  bankDraftNo?: string;
  declarationAccepted?: boolean;
  attachmentsConfirmed?: boolean;
  documents?: { sixth: string; sixthA: string; tenth: string; twelfth: string; degreeMarks: string; masters: string; idProof: string };
  draftAttached?: boolean;
  disability?: boolean;
  sectionsCompleted?: boolean;
  evidenceAttached?: boolean;
  certificatesAttached?: boolean;
  signingDate?: string | null;
  signatureFile?: string;
  profilePhoto?: string;
};
type StoredSubject = { subject: string; grade: string };
type StoredExam = { year: string; registrationNo: string; subjects: readonly StoredSubject[] };

/** Exactly `n` rows: the stored ones (extra ones dropped), then blanks (spec part 3, section 9: fixed rows). */
function fixed<T, S>(stored: readonly S[] | undefined, n: number, map: (s: S) => T, blank: T): T[] {
  return Array.from({ length: n }, (_, i) => (stored?.[i] ? map(stored[i]) : { ...blank }));
}
const subject = (s: StoredSubject) => ({ subject: s.subject, grade: s.grade });
const blankSubject = { subject: '', grade: '' };
const exam = (s: StoredExam | undefined, n: number) => ({
  year: s?.year ?? '',
  registrationNo: s?.registrationNo ?? '',
  subjects: fixed(s?.subjects, n, subject, blankSubject),
});

/**
 * The form's values: what was stored, on a blank form of the fixed size. Built
 * field by field, so nothing the gateway added (__typename) reaches the input again.
 * The first programme row is always the chosen program (spec part 3, section 3.1).
 */
export function paperFormValues(stored: StoredPaperForm | null | undefined, programName: string, email: string): PaperForm {
  const blank = emptyPaperForm(programName);
  if (!stored) return { ...blank, email };
  return {
    ...blank,
    // The schema's Title and StudyMode in the form's words (docs/decisions/097).
    title: choiceLabel(TITLE_LABELS, stored.title),
    surname: stored.surname ?? '',
    firstName: stored.firstName ?? '',
    maidenName: stored.maidenName ?? '',
    dateOfBirth: stored.dateOfBirth ?? '',
    nationality: stored.nationality ?? '',
    nationalId: stored.nationalId ?? '',
    passport: stored.passport ?? '',
    address: stored.address ?? '',
    phone: stored.phone ?? '',
    email: stored.email || email,
    programmes: fixed(stored.programmes, PROGRAMME_ROWS, (p) => ({ title: p.title, ...studyModeBoxes(p.studyMode) }), {
      title: '',
      fullTime: '' as StudyModeChoice,
      partTime: '' as StudyModeChoice,
    }).map((row, i) => (i === 0 ? { ...row, title: programName } : row)),
    tenth: exam(stored.tenth, FIXED_ROWS.tenth),
    gce: exam(stored.gce, FIXED_ROWS.gce),
    twelfth: exam(stored.twelfth, FIXED_ROWS.twelfth),
    subsidiary: fixed(stored.subsidiary, FIXED_ROWS.subsidiary, subject, blankSubject),
    aLevel: fixed(stored.aLevel, FIXED_ROWS.aLevel, subject, blankSubject),
    otherSecondary: {
      year: stored.otherSecondaryYear ?? '',
      registrationNo: stored.otherSecondaryRegistrationNo ?? '',
      rows: fixed(
        stored.otherSecondary,
        FIXED_ROWS.otherSecondary,
        (o) => ({ course: o.course, award: o.award, gradeAwarded: o.gradeAwarded, year: o.year, duration: o.duration }),
        blank.otherSecondary.rows[0],
      ),
    },
    postgraduate: fixed(
      stored.postgraduate,
      FIXED_ROWS.postgraduate,
      (p) => ({ from: p.from, to: p.to, university: p.university, qualification: p.qualification, mainSubjects: p.mainSubjects, grade: p.grade }),
      blank.postgraduate[0],
    ),
    payment: {
      attestationAttached: stored.attestationAttached ?? false,
      paySlipAttached: stored.paySlipAttached ?? false,
      bankDraftNo: stored.bankDraftNo ?? '',
    },
    declarationAccepted: stored.declarationAccepted ?? false,
    attachmentsConfirmed: stored.attachmentsConfirmed ?? false,
    documents: stored.documents
      ? {
          sixth: stored.documents.sixth,
          sixthA: stored.documents.sixthA,
          tenth: stored.documents.tenth,
          twelfth: stored.documents.twelfth,
          degreeMarks: stored.documents.degreeMarks,
          masters: stored.documents.masters,
          idProof: stored.documents.idProof,
        }
      : blank.documents,
    checklist: {
      draftAttached: stored.draftAttached ?? false,
      disability: stored.disability ?? false,
      sectionsCompleted: stored.sectionsCompleted ?? false,
      evidenceAttached: stored.evidenceAttached ?? false,
      certificatesAttached: stored.certificatesAttached ?? false,
    },
    signingDate: stored.signingDate ?? '',
    signatureFile: stored.signatureFile ?? '',
    profilePhoto: stored.profilePhoto ?? '',
  };
}

const subjects = (rows: readonly StoredSubject[]) => rows.map((r) => ({ subject: r.subject, grade: r.grade }));

/** The form as the submit mutation takes it: flat where the schema is flat, without the read-only e-mail. */
export function paperFormInput(form: PaperForm): PaperFormInput {
  return {
    title: choiceName(TITLE_LABELS, form.title),
    surname: form.surname,
    firstName: form.firstName,
    maidenName: form.maidenName,
    // An empty date input is a day not given: null, since the schema's Date refuses ''.
    dateOfBirth: form.dateOfBirth || null,
    nationality: form.nationality,
    nationalId: form.nationalId,
    passport: form.passport,
    address: form.address,
    phone: form.phone,
    programmes: form.programmes.map((p) => ({ title: p.title, studyMode: studyModeOf(p) })),
    tenth: { year: form.tenth.year, registrationNo: form.tenth.registrationNo, subjects: subjects(form.tenth.subjects) },
    gce: { year: form.gce.year, registrationNo: form.gce.registrationNo, subjects: subjects(form.gce.subjects) },
    twelfth: { year: form.twelfth.year, registrationNo: form.twelfth.registrationNo, subjects: subjects(form.twelfth.subjects) },
    subsidiary: subjects(form.subsidiary),
    aLevel: subjects(form.aLevel),
    otherSecondaryYear: form.otherSecondary.year,
    otherSecondaryRegistrationNo: form.otherSecondary.registrationNo,
    otherSecondary: form.otherSecondary.rows.map((o) => ({ course: o.course, award: o.award, gradeAwarded: o.gradeAwarded, year: o.year, duration: o.duration })),
    postgraduate: form.postgraduate.map((p) => ({
      from: p.from,
      to: p.to,
      university: p.university,
      qualification: p.qualification,
      mainSubjects: p.mainSubjects,
      grade: p.grade,
    })),
    attestationAttached: form.payment.attestationAttached,
    paySlipAttached: form.payment.paySlipAttached,
    bankDraftNo: form.payment.bankDraftNo,
    declarationAccepted: form.declarationAccepted,
    attachmentsConfirmed: form.attachmentsConfirmed,
    documents: { ...form.documents },
    draftAttached: form.checklist.draftAttached,
    disability: form.checklist.disability,
    sectionsCompleted: form.checklist.sectionsCompleted,
    evidenceAttached: form.checklist.evidenceAttached,
    certificatesAttached: form.checklist.certificatesAttached,
    signingDate: form.signingDate || null,
    signatureFile: form.signatureFile,
    profilePhoto: form.profilePhoto,
  };
}

/** The gateway's field paths ("form.tenth.year", "input.form.documents.idProof") as the form's, and the flat input's names as the nested form's. */
export function paperFormField(field: string | null | undefined): string | null {
  if (!field) return null;
  const name = field.replace(/^(input\.)?(form\.)?/, '');
  const flat: Record<string, string> = {
    otherSecondaryYear: 'otherSecondary.year',
    otherSecondaryRegistrationNo: 'otherSecondary.registrationNo',
    attestationAttached: 'payment.attestationAttached',
    paySlipAttached: 'payment.paySlipAttached',
    bankDraftNo: 'payment.bankDraftNo',
    draftAttached: 'checklist.draftAttached',
    disability: 'checklist.disability',
    sectionsCompleted: 'checklist.sectionsCompleted',
    evidenceAttached: 'checklist.evidenceAttached',
    certificatesAttached: 'checklist.certificatesAttached',
  };
  return flat[name] ?? name;
}
