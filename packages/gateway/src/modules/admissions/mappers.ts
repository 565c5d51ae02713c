/**
 * Admissions models (named as mappers in codegen.ts) and the reshaping between
 * the cloud API's application (wire keys of spec part 3, section 3.2), the
 * domain's sections (learner-friendly names) and the GraphQL types.
 */
import type { ApplicationListItem, ApplicationRecord, PartnerData, ProgramList, ProgramListItem } from '@portal/contract';
import {
  APPLY_TABS,
  applyListAction,
  emptyPaperForm,
  plainText,
  choiceLabel,
  sectionFromWire,
  studyModeBoxes,
  TITLE_LABELS,
  type GeneralInfo,
  type Scholarship,
  type ApplyListAction,
  type Documents,
  type PaperForm,
  type ProgrammeRow,
  type ProgramLevelKey,
  type StudyModeChoice,
  type WizardSection,
} from '@portal/domain';
import type { PaperFormInput } from '../../__generated__/resolvers-types.js';
import type { PreRegistrationClaim } from '../../auth/pre-registration.js';
import type { ApplicationOwner } from '../../cloud/admissions.js';
import { uploadType } from '../../cloud/files.js';

// ---- programs ----------------------------------------------------------------

/** A program as the admissions screens need it, from the catalogue or the application list. */
export type AdmissionsProgram = {
  programId: number;
  /** the batch applied to, or the one currently offered */
  batchId: number;
  /** plain text */
  name: string;
  imageUrl: string;
  duration: string;
  /** etype on the wire: 1, admission by application; anything else: Start directly (spec part 3, 4.1) */
  enrolmentType: number;
};

function catalogEntries(list: ProgramList): { level: ProgramLevelKey; item: ProgramListItem }[] {
  return (Object.keys(list) as ProgramLevelKey[]).flatMap((level) => (list[level] ?? []).map((item) => ({ level, item })));
}

function fromCatalog(item: ProgramListItem): AdmissionsProgram {
  // A list item without etype comes from an API that does not say: admission by application, the usual case.
  return { programId: item.pid, batchId: item.bpid, name: plainText(item.pname), imageUrl: item.pimage, duration: item.pdur, enrolmentType: item.etype ?? 1 };
}

/**
 * The program an applicant means by its id: the batch they applied to when
 * they have an application, else the batch the catalogue offers. Null when
 * neither knows the program.
 */
export function admissionsProgram(programId: number, list: ProgramList, applied: ApplicationListItem | undefined): AdmissionsProgram | null {
  const listed = catalogEntries(list).find(({ item }) => item.pid === programId)?.item;
  if (applied) {
    return {
      programId,
      batchId: applied.bpid,
      name: plainText(applied.pname),
      imageUrl: applied.pimage,
      duration: listed?.pdur ?? '',
      enrolmentType: applied.etype ?? listed?.etype ?? 1,
    };
  }
  return listed ? fromCatalog(listed) : null;
}

// ---- applications --------------------------------------------------------------

/**
 * What Application's field resolvers read. Items of the application list know
 * their status and id but not their sections: `record` is then loaded on
 * demand (once per request). `viewerEnrolled` is unknown (undefined) until asked.
 */
export type ApplicationModel = {
  owner: ApplicationOwner;
  program: AdmissionsProgram;
  applicationId: string | null;
  /** the application's status as the wire numbers it (pstatus); the domain reads it */
  statusCode: number;
  viewerEnrolled: boolean | undefined;
  record?: ApplicationRecord;
};

export function applicationFromRecord(owner: ApplicationOwner, program: AdmissionsProgram, record: ApplicationRecord, enrolled?: boolean): ApplicationModel {
  return { owner, program: { ...program, batchId: record.bpid || program.batchId }, applicationId: record.applicationid, statusCode: record.pstatus, viewerEnrolled: enrolled, record };
}

export function applicationFromListItem(owner: ApplicationOwner, item: ApplicationListItem, duration = ''): ApplicationModel {
  return {
    owner,
    program: { programId: item.pid, batchId: item.bpid, name: plainText(item.pname), imageUrl: item.pimage, duration, enrolmentType: item.etype ?? 1 },
    applicationId: item.applicationid || null,
    statusCode: item.pstatus,
    viewerEnrolled: Boolean(item.enrolled),
  };
}

/** A stored wizard section under learner-friendly names, or null when it was never saved. */
export function storedSection<S extends WizardSection>(record: ApplicationRecord, section: S) {
  const wire = record[section];
  return wire ? sectionFromWire(section, wire) : null;
}

// ---- documents -------------------------------------------------------------------

/** Which upload type (the file store's kind) each document was uploaded as. */
export type DocumentField = keyof Documents;

/**
 * The signed-in wizard takes PDF for the certificate and transcripts (spec
 * part 3, 5.6) and the file store keeps those as 'application-document';
 * every other application file, and the pre-registration wizard's
 * certificate and transcripts (images only, 5.5), is 'application'.
 */
export function documentUploadType(field: DocumentField, owner: ApplicationOwner): string {
  // The document fields are named as the domain's upload kinds.
  return uploadType(field, owner.variant);
}

export type ApplicationDocumentsModel = { documents: Documents; owner: ApplicationOwner };
export type StoredFileModel = { name: string; type: string; owner: ApplicationOwner };

export function storedFile(documents: ApplicationDocumentsModel, field: DocumentField): StoredFileModel | null {
  const name = documents.documents[field].trim();
  return name ? { name, type: documentUploadType(field, documents.owner), owner: documents.owner } : null;
}

// ---- the apply list ------------------------------------------------------------

export type ApplyProgramModel = { program: AdmissionsProgram; statusCode: number | null; action: ApplyListAction };
export type ApplyTabModel = { label: string; programs: ApplyProgramModel[] };

/**
 * The apply list's tabs (spec part 3, 2.2), every tab listed even when empty
 * ("No courses"), each program with the learner's action (4.1). Enrolment is
 * read from progress, so a program joined without application counts too.
 */
export function applyTabs(list: ProgramList, applications: ApplicationListItem[], enrolledPids: ReadonlySet<number>): ApplyTabModel[] {
  const byPid = new Map(applications.map((a) => [a.pid, a]));
  const entries = catalogEntries(list);
  return APPLY_TABS.map((tab) => ({
    label: tab.label,
    programs: entries
      .filter(({ level }) => (tab.levels as readonly string[]).includes(level))
      .map(({ item }) => {
        const applied = byPid.get(item.pid);
        const program = fromCatalog(item);
        const statusCode = applied ? applied.pstatus : null;
        const enrolled = enrolledPids.has(item.pid) || Boolean(applied?.enrolled);
        return { program, statusCode, action: applyListAction({ pstatus: statusCode, etype: applied?.etype ?? program.enrolmentType, enrolled }) };
      }),
  }));
}

// ---- pre-registration -------------------------------------------------------------

export type { PartnerData };

/** The partner portal's words for the applicant, in the schema's. */
export type PartnerApplicant = { firstName: string; lastName: string; learningCenter: string; learningCenterName: string };
export const partnerApplicant = (partner: PartnerData): PartnerApplicant => ({
  firstName: partner.first_name,
  lastName: partner.last_name,
  learningCenter: partner.learning_center,
  learningCenterName: partner.learning_center_name,
});
/** A partner's learning center as the Scholarship tab keeps it. */
export const partnerLearningCenterOf = (partner: PartnerData) => ({ code: partner.learning_center, name: partner.learning_center_name });

export type PreRegistrationModel = { claim: PreRegistrationClaim; partner: PartnerApplicant; application: ApplicationModel };

// ---- what the rest of the module reads of the wire's answers ----------------------

/** The learner's application to one program, among theirs. */
export const applicationToProgram = (applications: ApplicationListItem[], programId: number) => applications.find((a) => a.pid === programId);
/** The learner's applications to one program (the list is oldest first). */
export const applicationsToProgram = (applications: ApplicationListItem[], programId: number) => applications.filter((a) => a.pid === programId);
/** The application for this batch, among one program's. */
export const applicationInBatch = (applications: ApplicationListItem[], batchId: number | null | undefined) => applications.find((a) => a.bpid === batchId);
/** The card's action for an application (spec part 3, 4.1), from its status, the program's admission type and enrolment. */
export const cardAction = (statusCode: number | null, program: AdmissionsProgram, enrolled: boolean): ApplyListAction =>
  applyListAction({ pstatus: statusCode, etype: program.enrolmentType, enrolled });
/** An application's status as the wire numbers it, or null when there is none. */
export const applicationStatusCode = (application: ApplicationListItem | undefined): number | null => application?.pstatus ?? null;
/** Whether the learner follows an application that says it is enrolled. */
export const appliedAndEnrolled = (application: ApplicationListItem | undefined): boolean => Boolean(application?.enrolled);
/** Whether the university marked the stored application as a partner-channel (e-VBAB) one. */
export const markedPartnerChannel = (record: ApplicationRecord): boolean => record.evbab === 1;
/** The stored application's status as the wire numbers it (pstatus). */
export const recordStatus = (record: ApplicationRecord): number => record.pstatus;
/** The stored application's id, or null when the applicant has none for the program yet. */
export const recordApplicationId = (record: ApplicationRecord): string | null => record.applicationid;
/** The record's batch, or this one when the record does not name one (a new application). */
export const recordBatchId = (record: ApplicationRecord, fallback: number): number => record.bpid || fallback;
/** The record with its batch filled in when it named none. */
export const withBatch = (record: ApplicationRecord, batchId: number): ApplicationRecord => ({ ...record, bpid: recordBatchId(record, batchId) });
/** The stored General Information under the domain's names (the blank one when never saved). */
export const recordGeneralInfo = (record: ApplicationRecord) => sectionFromWire('generalinfo', record.generalinfo);
/** The stored paper form, or undefined when it was never saved. */
export const storedPaperForm = (record: ApplicationRecord) => record.paper;

// ---- the paper form ------------------------------------------------------------------

/** The stored paper form, read leniently: what is missing takes the blank form's value. */
export type PaperFormModel = PaperForm;
/** A programme row as the domain keeps it (two yes/no boxes); the schema reads it as one StudyMode. */
export type ProgrammeChoiceModel = ProgrammeRow;
/** General Information as the domain keeps it (the spec's words); the schema reads gender as an enum, yes/no as Boolean. */
export type GeneralInfoModel = GeneralInfo;
/** The Scholarship tab as the domain keeps it; the schema reads Yes/No as Boolean. */
export type ScholarshipChoiceModel = Scholarship;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const flag = (value: unknown): boolean => value === true;

function studyMode(value: string): StudyModeChoice {
  const v = value.trim().toLowerCase();
  return v === 'yes' || v === 'no' ? v : '';
}

/**
 * The form as the domain checks it, from the GraphQL input. The e-mail is the
 * signed-in learner's (read-only, spec part 3, 3.1) and the first programme
 * row is the chosen program, whatever the input says. Full and part time are
 * exclusive (4.2): when both say yes, full time wins.
 */
export function paperFormFromInput(input: PaperFormInput, email: string, programName: string): PaperForm {
  // One StudyMode is one box ticked yes and the other no (spec part 3, 4.2; docs/decisions/097).
  const programmes: ProgrammeRow[] = input.programmes.map((row) => ({ title: row.title.trim(), ...studyModeBoxes(row.studyMode) }));
  if (programmes.length === 0) programmes.push({ title: '', fullTime: '', partTime: '' });
  programmes[0] = { ...programmes[0], title: programName };
  return {
    title: choiceLabel(TITLE_LABELS, input.title),
    surname: input.surname,
    firstName: input.firstName,
    maidenName: input.maidenName,
    dateOfBirth: input.dateOfBirth ?? '',
    nationality: input.nationality,
    nationalId: input.nationalId,
    passport: input.passport,
    address: input.address,
    phone: input.phone,
    email,
    programmes,
    tenth: { ...input.tenth, subjects: input.tenth.subjects.map((s) => ({ ...s })) },
    gce: { ...input.gce, subjects: input.gce.subjects.map((s) => ({ ...s })) },
    twelfth: { ...input.twelfth, subjects: input.twelfth.subjects.map((s) => ({ ...s })) },
    subsidiary: input.subsidiary.map((s) => ({ ...s })),
    aLevel: input.aLevel.map((s) => ({ ...s })),
    otherSecondary: { year: input.otherSecondaryYear, registrationNo: input.otherSecondaryRegistrationNo, rows: input.otherSecondary.map((r) => ({ ...r })) },
    postgraduate: input.postgraduate.map((r) => ({ ...r })),
    payment: { attestationAttached: input.attestationAttached, paySlipAttached: input.paySlipAttached, bankDraftNo: input.bankDraftNo },
    declarationAccepted: input.declarationAccepted,
    attachmentsConfirmed: input.attachmentsConfirmed,
    documents: { ...input.documents },
    checklist: {
      draftAttached: input.draftAttached,
      disability: input.disability,
      sectionsCompleted: input.sectionsCompleted,
      evidenceAttached: input.evidenceAttached,
      certificatesAttached: input.certificatesAttached,
    },
    signingDate: input.signingDate ?? '',
    signatureFile: input.signatureFile.trim(),
    profilePhoto: input.profilePhoto.trim(),
  };
}

/** A stored paper form (saved as the domain shapes it), with every field present. */
export function paperFormFromStored(stored: Record<string, unknown>, programName: string): PaperForm {
  const blank = emptyPaperForm(programName);
  const s = stored as Partial<Record<keyof PaperForm | 'nic', unknown>>;
  const obj = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const list = <T>(value: unknown, map: (row: Record<string, unknown>) => T, fallback: T[]): T[] => (Array.isArray(value) ? value.map((row) => map(obj(row))) : fallback);
  const subject = (row: Record<string, unknown>) => ({ subject: text(row.subject), grade: text(row.grade) });
  const exam = (value: unknown, fallback: PaperForm['tenth']) => {
    const e = obj(value);
    return { year: text(e.year), registrationNo: text(e.registrationNo), subjects: list(e.subjects, subject, fallback.subjects) };
  };
  const other = obj(s.otherSecondary);
  const payment = obj(s.payment);
  const checklist = obj(s.checklist);
  const documents = obj(s.documents);
  return {
    ...blank,
    title: (['Mr', 'Mrs', 'Miss'] as const).find((t) => t === s.title) ?? '',
    surname: text(s.surname),
    firstName: text(s.firstName),
    maidenName: text(s.maidenName),
    dateOfBirth: text(s.dateOfBirth),
    nationality: text(s.nationality),
    // stored under the form's wire name, nic (spec part 3, 3.1; cloud/admissions.ts writes it so)
    nationalId: text(s.nic),
    passport: text(s.passport),
    address: text(s.address),
    phone: text(s.phone),
    email: text(s.email),
    programmes: list(s.programmes, (r) => ({ title: text(r.title), fullTime: studyMode(text(r.fullTime)), partTime: studyMode(text(r.partTime)) }), blank.programmes),
    tenth: exam(s.tenth, blank.tenth),
    gce: exam(s.gce, blank.gce),
    twelfth: exam(s.twelfth, blank.twelfth),
    subsidiary: list(s.subsidiary, subject, blank.subsidiary),
    aLevel: list(s.aLevel, subject, blank.aLevel),
    otherSecondary: {
      year: text(other.year),
      registrationNo: text(other.registrationNo),
      rows: list(other.rows, (r) => ({ course: text(r.course), award: text(r.award), gradeAwarded: text(r.gradeAwarded), year: text(r.year), duration: text(r.duration) }), blank.otherSecondary.rows),
    },
    postgraduate: list(
      s.postgraduate,
      (r) => ({ from: text(r.from), to: text(r.to), university: text(r.university), qualification: text(r.qualification), mainSubjects: text(r.mainSubjects), grade: text(r.grade) }),
      blank.postgraduate,
    ),
    payment: { attestationAttached: flag(payment.attestationAttached), paySlipAttached: flag(payment.paySlipAttached), bankDraftNo: text(payment.bankDraftNo) },
    declarationAccepted: flag(s.declarationAccepted),
    attachmentsConfirmed: flag(s.attachmentsConfirmed),
    documents: {
      sixth: text(documents.sixth),
      sixthA: text(documents.sixthA),
      tenth: text(documents.tenth),
      twelfth: text(documents.twelfth),
      degreeMarks: text(documents.degreeMarks),
      masters: text(documents.masters),
      idProof: text(documents.idProof),
    },
    checklist: {
      draftAttached: flag(checklist.draftAttached),
      disability: flag(checklist.disability),
      sectionsCompleted: flag(checklist.sectionsCompleted),
      evidenceAttached: flag(checklist.evidenceAttached),
      certificatesAttached: flag(checklist.certificatesAttached),
    },
    signingDate: text(s.signingDate),
    signatureFile: text(s.signatureFile),
    profilePhoto: text(s.profilePhoto),
  };
}

/** The file names a paper form refers to, with the input field each one is in. */
export function paperFormFiles(form: PaperForm): { field: string; name: string }[] {
  const files = [
    { field: 'profilePhoto', name: form.profilePhoto },
    { field: 'signatureFile', name: form.signatureFile },
    ...Object.entries(form.documents).map(([key, name]) => ({ field: `documents.${key}`, name })),
  ];
  return files.filter((f) => f.name.trim() !== '');
}
