/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What `accountConfirmSignUp` takes, read from the Verify Email link. */
export type AccountConfirmSignUpInput = {
  /** The confirmation code from the Verify Email link. */
  code: string;
  /** The user name (e-mail address) from the Verify Email link. */
  username: string;
};

/** What `accountSignUp` takes; the fields of the Sign Up form. */
export type AccountSignUpInput = {
  /** The password again. */
  confirmPassword: string;
  /** The learner's e-mail address; it becomes the user name. */
  email: string;
  /** The learner's name. */
  name: string;
  /** At least 8 characters, with at least one lowercase letter, one number and one special character. */
  password: string;
};

/** Stored names of uploaded documents to save (from uploadCreate). */
export type ApplicationDocumentsInput = {
  /** The degree certificate's stored name; required. */
  certificate: string;
  /** The national id document's stored name; required. */
  nationalId: string;
  /** The passport's stored name; optional. */
  passport?: string | null | undefined;
  /** The profile photo's stored name; required. */
  profilePhoto: string;
  /** The transcripts' stored name; required. */
  transcripts: string;
};

/** What `applicationSaveDocuments` takes. */
export type ApplicationSaveDocumentsInput = {
  /** The stored names of the uploaded documents. */
  documents: ApplicationDocumentsInput;
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: string | number;
  /** Which wizard (default WIZARD). */
  variant?: ApplicationVariant | null | undefined;
};

/** What `applicationSaveEducation` takes. */
export type ApplicationSaveEducationInput = {
  /** The tab's fields. */
  education: EducationInput;
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: string | number;
  /** Which wizard (default WIZARD). */
  variant?: ApplicationVariant | null | undefined;
};

/** What `applicationSaveGeneralInfo` takes. */
export type ApplicationSaveGeneralInfoInput = {
  /** The tab's fields. */
  generalInfo: GeneralInfoInput;
  /** The program applied to (ignored for PRE_REGISTRATION, whose program is fixed by the scholarship check). */
  programId: string | number;
  /** Which wizard (default WIZARD). */
  variant?: ApplicationVariant | null | undefined;
};

/**
 * The paper form as it stands, to keep as a draft. None of the submit checks of spec part 3,
 * section 5.2 run; file names must still be the learner's own finished uploads.
 */
export type ApplicationSavePaperFormDraftInput = {
  /** The paper form, however little of it is filled. */
  form: PaperFormInput;
  /** The program applied to. */
  programId: string | number;
};

/** What `applicationSaveScholarship` takes. */
export type ApplicationSaveScholarshipInput = {
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: string | number;
  /** The scholarship choice. */
  scholarship: ScholarshipInput;
  /** Which wizard (default WIZARD). */
  variant?: ApplicationVariant | null | undefined;
};

/** What `applicationStart` takes. */
export type ApplicationStartInput = {
  /** The approved (or directly open) program to start. */
  programId: string | number;
};

/**
 * Where an application stands (spec part 3, section 4.1). A status the university's system
 * reports that the spec does not know reads as SUBMITTED: under review, nothing to act on.
 */
export type ApplicationStatus =
  /** Approved: the learner may start the program. */
  | 'APPROVED'
  /** A draft being filled in: General Information was saved at least once. */
  | 'DRAFT'
  /** Sent back for changes: the learner may edit and submit it again. */
  | 'EDITABLE'
  /** Not started: nothing saved yet. */
  | 'NOT_STARTED'
  /** Submitted and under review; it can no longer be edited. */
  | 'SUBMITTED';

/** What `applicationSubmit` takes. */
export type ApplicationSubmitInput = {
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: string | number;
  /** Which wizard (default WIZARD). */
  variant?: ApplicationVariant | null | undefined;
};

/** What `applicationSubmitPaperForm` takes. */
export type ApplicationSubmitPaperFormInput = {
  /** The whole paper form. */
  form: PaperFormInput;
  /** The program applied to. */
  programId: string | number;
};

/** Which wizard an application mutation acts for. */
export type ApplicationVariant =
  /** The pre-registration wizard of a partner applicant who passed the scholarship check in this browser. */
  | 'PRE_REGISTRATION'
  /** The signed-in learner's wizard. */
  | 'WIZARD';

/** What the apply list offers for a program (spec part 3, section 4.1). */
export type ApplyAction =
  /** Never applied: open a new application. */
  | 'APPLY'
  /** A draft exists: open it in the wizard. */
  | 'CONTINUE_APPLICATION'
  /** Already enrolled: open the program's progress. */
  | 'CONTINUE_LEARNING'
  /** Sent back for changes: open it in the wizard to edit. */
  | 'EDIT_APPLICATION'
  /** Approved, or a program open without application: enrol (`applicationStart`) and open progress. */
  | 'START'
  /** Under review: nothing to do. */
  | 'UNDER_REVIEW';

/** One answer to save. Give the field of the question's kind; a blank text removes the answer. */
export type AssessmentAnswerInput = {
  /** FILE_UPLOAD: the stored name from `uploadCreate` with kind ASSESSMENT_ANSWER for this question. */
  fileName?: string | null | undefined;
  /** MATCHING: for each prompt in order, the chosen option's id (empty string for none). */
  matches?: Array<string | number> | null | undefined;
  /** Choice kinds: the chosen options (one for the single kinds). */
  optionIds?: Array<string | number> | null | undefined;
  /** FILE_UPLOAD: the file's name as the learner chose it. */
  originalFileName?: string | null | undefined;
  /** The question, as in `AssessmentQuestion.id`. */
  questionId: string | number;
  /**
   * Increases with every change the browser makes in this attempt; the server keeps, per question, the answer
   * with the highest sequence and acknowledges stale ones without applying them (replays after reconnect are safe).
   */
  sequence: number;
  /** TEXT: the text; blank removes the answer. */
  text?: string | null | undefined;
};

/** What `assessmentAnswerSave` takes. */
export type AssessmentAnswerSaveInput = {
  /** The answer. */
  answer: AssessmentAnswerInput;
  /** As in `Assessment.id`. */
  assessmentId: string | number;
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** Assessment tab or Assignment tab. */
  kind: AssessmentKind;
};

/** Which tab an assessment belongs to (the wire's quiztype). */
export type AssessmentKind =
  /** The Assessment tab (quiztype 'assess'). */
  | 'ASSESSMENT'
  /** The Assignment tab (quiztype 'assign'). */
  | 'ASSIGNMENT';

/** What kind of question an assessment item is (the wire's atype 1 to 8, spec part 2, section 3). */
export type AssessmentQuestionKind =
  /** atype 8: a file answer (required); not graded automatically. */
  | 'FILE_UPLOAD'
  /** atype 6: each prompt (`matchPrompts`) is matched with one option. */
  | 'MATCHING'
  /** atype 3: any number of options. */
  | 'MULTIPLE_CHOICE'
  /** atype 5: any number of options, options are pictures. */
  | 'MULTIPLE_CHOICE_IMAGES'
  /** atype 1 or 2: one option. */
  | 'SINGLE_CHOICE'
  /** atype 4: one option, options are pictures. */
  | 'SINGLE_CHOICE_IMAGES'
  /** atype 7: a descriptive text answer (at most 6 rows); not graded automatically. */
  | 'TEXT';

/** Which assessment a step is about. */
export type AssessmentRefInput = {
  /** As in `Assessment.id`. */
  assessmentId: string | number;
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** Assessment tab or Assignment tab. */
  kind: AssessmentKind;
};

/** The question a file answer is uploaded for (`UploadCreateInput.assessment`). */
export type AssessmentUploadTargetInput = {
  /** As in `Assessment.id`. */
  assessmentId: string | number;
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** Assessment tab or Assignment tab. */
  kind: AssessmentKind;
  /** The FILE_UPLOAD question, as in `AssessmentQuestion.id`. */
  questionId: string | number;
};

/** Where an assessment stands by the server's clock (never the browser's). */
export type AssessmentWindow =
  /** After its end: the score shows. */
  | 'CLOSED'
  /** Between its start and its end: Start shows unless the attempt was submitted. */
  | 'OPEN'
  /** Before its start: no Start button. */
  | 'UPCOMING';

/** Where the learner's attempt stands (spec part 2, section 4). */
export type AttemptStatus =
  /** Started; every answer autosaves (status 0 on the wire). */
  | 'IN_PROGRESS'
  /** Never started. */
  | 'NOT_STARTED'
  /** Submitted (status 1 on the wire), by the learner, at the end of the time, or closed by the server after it. */
  | 'SUBMITTED';

/** Whether a certificate still stands. */
export type CertificateStatus =
  /** Withdrawn by the university after it was issued. */
  | 'REVOKED'
  /** Issued and not revoked. */
  | 'VALID';

/** What a verification page may tell anyone of a certificate. */
export type CertificateVerificationStatus =
  /** No certificate has this code (a code that was never issued and a malformed one alike). */
  | 'NOT_FOUND'
  /** The certificate exists and was revoked. */
  | 'REVOKED'
  /** The certificate exists and stands. */
  | 'VALID';

/** What `courseCertificateGenerate` takes. */
export type CourseCertificateGenerateInput = {
  /** The course, as in `Course.id`. */
  courseId: string | number;
};

/** What `courseStart` takes. */
export type CourseStartInput = {
  /** The course, as in `Course.id`. */
  courseId: string | number;
};

/** Where a learner stands in a course. */
export type CourseStatus =
  /** Every unit is done (progress 100). */
  | 'COMPLETED'
  /** Some units are done (progress above 0 and below 100). */
  | 'IN_PROGRESS'
  /** No unit of the course is done yet (progress 0). */
  | 'NOT_STARTED';

/** What kind of course it is: its tabs follow (spec part 2, section 2). */
export type CourseType =
  /** A normal course: Course structure, Discussion, Assignment, Assessment, Recorded session, Podcast and References. */
  | 'NORMAL'
  /** A project course: only Course structure and Recorded session. */
  | 'PROJECT';

/** Education to save (spec part 3, section 5.4: checked in order, first failure only). */
export type EducationInput = {
  /** A kind of education from the list; empty or left out for none. */
  educationType?: string | null | undefined;
  /** Work experience; required, "NIL" for none. */
  experience: string;
  /** School address, line 1; required. */
  schoolAddress1: string;
  /** School address, line 2. */
  schoolAddress2?: string | null | undefined;
  /** School address, line 3. */
  schoolAddress3?: string | null | undefined;
  /** The school's country; required. */
  schoolCountry: string;
  /** Name of the school (or institution/college); required. */
  schoolName: string;
  /** The school's postal code; required. */
  schoolPincode: string;
  /** A field of study from the list; empty or left out for none. */
  specialization?: string | null | undefined;
  /** University address, line 1; required. */
  universityAddress1: string;
  /** University address, line 2. */
  universityAddress2?: string | null | undefined;
  /** University address, line 3. */
  universityAddress3?: string | null | undefined;
  /** The university's country; required. */
  universityCountry: string;
  /** Name of the university; required. */
  universityName: string;
  /** The university's postal code; required ("Please enter the Pincode"). */
  universityZip: string;
  /** What the work was (designation and years); required, up to 2000 characters. */
  workDescription: string;
};

/** An examination record to save. */
export type ExamRecordInput = {
  /** The candidate's registration number. */
  registrationNo: string;
  /** The subject rows; the first row must be filled to submit the 10th and 12th records. */
  subjects: Array<SubjectGradeInput>;
  /** The year of the examination. */
  year: string;
};

/** An applicant's gender, as the wizard's General Information offers it (spec part 3, section 3.2). */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Transgender. */
  | 'TRANSGENDER';

/**
 * General Information to save (spec part 3, section 5.3: the checks run in order and the first
 * failure comes back as a user error with the spec's message). Optional fields left out are saved empty.
 */
export type GeneralInfoInput = {
  /** A country calling code of the wizard's list, digits without a plus sign (for example "91"). */
  countryCode: string;
  /** A country of the wizard's country-of-residence list; "Not Applicable" is refused ("Select Country of residence"). */
  countryOfResidence: string;
  /** Date of birth; required: null or left out is refused with the spec's "Date of Birth cannot be empty". */
  dateOfBirth?: string | null | undefined;
  /** Father's name; required in the signed-in wizard. */
  fatherName?: string | null | undefined;
  /** First name; required ("Name cannot be empty"). */
  firstName: string;
  /** The applicant's gender; null or left out for none. */
  gender?: Gender | null | undefined;
  /** Whether the applicant studies from outside India; null or left out for none. */
  internationalStudent?: boolean | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Middle name. */
  middleName?: string | null | undefined;
  /** Mother's name; required in the signed-in wizard. */
  motherName?: string | null | undefined;
  /** A national id number; required ("Please enter valid national ID"). */
  nationalId: string;
  /** Passport number; optional. */
  passportNumber?: string | null | undefined;
  /** Permanent address, line 1; required. */
  permanentAddress1: string;
  /** Permanent address, line 2. */
  permanentAddress2?: string | null | undefined;
  /** Permanent address, line 3. */
  permanentAddress3?: string | null | undefined;
  /** Permanent address: city; required. */
  permanentCity: string;
  /** Permanent address: country. */
  permanentCountry?: string | null | undefined;
  /** Permanent address: postal code (PIN); required. */
  permanentPin: string;
  /** Permanent address: state or region; required. */
  permanentState: string;
  /** The mobile (WhatsApp) number without the country code, digits only; required. */
  phone: string;
  /** Present address, line 1; required. */
  presentAddress1: string;
  /** Present address, line 2. */
  presentAddress2?: string | null | undefined;
  /** Present address, line 3. */
  presentAddress3?: string | null | undefined;
  /** Present address: city; required. */
  presentCity: string;
  /** Present address: postal code (PIN); required. */
  presentPin: string;
  /** True when the present address is the permanent one; the present fields should then repeat it. */
  presentSameAsPermanent: boolean;
  /** Present address: state or region; required. */
  presentState: string;
};

/** What `learningObjectComplete` takes. */
export type LearningObjectCompleteInput = {
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** The learning object marked complete, as in `LearningObject.id`. */
  objectId: string | number;
  /** Seconds the learner spent on it in this visit (0 to 86400). */
  secondsSpent: number;
};

/** What a learning object is, which decides the player that shows it. */
export type LearningObjectKind =
  /** A unit assignment (opens its own flow). */
  | 'ASSIGNMENT'
  /** An audio file. */
  | 'AUDIO'
  /** A feedback form (opens its own flow). */
  | 'FEEDBACK'
  /** An HTML lesson. */
  | 'HTML'
  /** An interactive HTML activity. */
  | 'INTERACTIVITY'
  /** A PDF document. */
  | 'PDF'
  /** A podcast episode. */
  | 'PODCAST'
  /** A quiz (opens its own flow). */
  | 'QUIZ'
  /** A SCORM 1.2 or 2004 package. */
  | 'SCORM'
  /** A video file. */
  | 'VIDEO'
  /** A video hosted on Vimeo. */
  | 'VIMEO'
  /** A video hosted on YouTube. */
  | 'YOUTUBE';

/** What `learningObjectOpen` takes. */
export type LearningObjectOpenInput = {
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** The learning object opened, as in `LearningObject.id`. */
  objectId: string | number;
};

/** Where the learner stands with a learning object (spec part 2, section 3: op 0, 1, 2). */
export type LearningObjectState =
  /** Marked complete (op 2): Done. */
  | 'COMPLETED'
  /** Opened (op 1): the current object. */
  | 'IN_PROGRESS'
  /** Not started, and the previous object must be completed first ('Please Mark Complete previously viewed object.'). */
  | 'LOCKED'
  /** Not started, and the learner may open it. */
  | 'NOT_STARTED';

/** The kind of file a reference or a recorded session opens in a preview (spec part 2, section 2). */
export type MediaKind =
  /** An audio recording. */
  | 'AUDIO'
  /** An image. */
  | 'IMAGE'
  /** A PDF document. */
  | 'PDF'
  /** A video. */
  | 'VIDEO';

/** Another qualification to save. */
export type OtherQualificationInput = {
  /** The award obtained. */
  award: string;
  /** The course followed. */
  course: string;
  /** How long the course lasted. */
  duration: string;
  /** The grade awarded. */
  gradeAwarded: string;
  /** The year it was obtained. */
  year: string;
};

/** Stored names (from uploadCreate with kind PAPER_FORM) of the paper form's documents; empty for none. */
export type PaperFormDocumentsInput = {
  /** The degree's mark sheets. */
  degreeMarks: string;
  /** A proof of identity; required to submit ("Please select ID proof file"). */
  idProof: string;
  /** The master's certificate. */
  masters: string;
  /** The 6th form certificate. */
  sixth: string;
  /** The 6th form A level certificate. */
  sixthA: string;
  /** The 10th standard certificate; required to submit ("Please select 10th certificate"). */
  tenth: string;
  /** The 12th standard certificate; required to submit ("Please select 12th certificate"). */
  twelfth: string;
};

/** The paper form to submit; the gateway runs the 16 checks of spec part 3, section 5.2 in order. */
export type PaperFormInput = {
  /** GCE A level subjects. */
  aLevel: Array<SubjectGradeInput>;
  /** Postal address; required ("Please enter address"), up to 500 characters on several lines. */
  address: string;
  /** Section E: the attachments are confirmed. */
  attachmentsConfirmed: boolean;
  /** Section D: an attestation is attached. */
  attestationAttached: boolean;
  /** Section D: the bank draft's number. */
  bankDraftNo: string;
  /** Checklist: certificates are attached. */
  certificatesAttached: boolean;
  /** Date of birth, at least 10 years ago; required to submit: null or left out is refused with the spec's "Please select DOB". */
  dateOfBirth?: string | null | undefined;
  /** Section E: the declaration is accepted; required with `attachmentsConfirmed` ("Please enter declaration applicant fields"). */
  declarationAccepted: boolean;
  /** Checklist: the applicant declares a disability. */
  disability: boolean;
  /** Section F: stored names of the uploaded documents. */
  documents: PaperFormDocumentsInput;
  /** Checklist: the bank draft is attached. */
  draftAttached: boolean;
  /** Checklist: evidence is attached. */
  evidenceAttached: boolean;
  /** First name; required ("Name cannot be empty"). */
  firstName: string;
  /** The GCE O level record. */
  gce: ExamRecordInput;
  /** Maiden name, if any. */
  maidenName: string;
  /** National identity card number; required ("NIC number cannot be empty"). */
  nationalId: string;
  /** Nationality; required ("Please enter nationality"). */
  nationality: string;
  /** Other secondary qualifications. */
  otherSecondary: Array<OtherQualificationInput>;
  /** The registration number of other secondary qualifications. */
  otherSecondaryRegistrationNo: string;
  /** The year of other secondary qualifications. */
  otherSecondaryYear: string;
  /** Passport number. */
  passport: string;
  /** Section D: the pay slip is attached. */
  paySlipAttached: boolean;
  /** Phone number, digits only; required ("Phone number cannot be empty"). */
  phone: string;
  /** Postgraduate records. */
  postgraduate: Array<PostgraduateRecordInput>;
  /** Stored name of the uploaded profile photo; required ("Please select Profile photo"). */
  profilePhoto: string;
  /** Section B: the programmes applied for; the first row is the program applied to. */
  programmes: Array<ProgrammeChoiceInput>;
  /** Checklist: every section is completed. */
  sectionsCompleted: boolean;
  /** Stored name of the uploaded signature; required ("Please select Signature file"). */
  signatureFile: string;
  /** The date of signing, today or later; required to submit (null or left out is refused with a user error). */
  signingDate?: string | null | undefined;
  /** Subsidiary subjects. */
  subsidiary: Array<SubjectGradeInput>;
  /** Surname. */
  surname: string;
  /** The 10th standard record; year, registration number and first subject and grade required. */
  tenth: ExamRecordInput;
  /** How the applicant is addressed; required to submit: null or left out is refused with "Please choose a title". */
  title?: Title | null | undefined;
  /** The 12th standard record; year, registration number and first subject and grade required. */
  twelfth: ExamRecordInput;
};

/** What `passwordResetConfirm` takes. */
export type PasswordResetConfirmInput = {
  /** The verification code from the e-mail. */
  code: string;
  /** The new password again. */
  confirmPassword: string;
  /** The account's e-mail address. */
  email: string;
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: string;
};

/** What `passwordResetRequest` takes. */
export type PasswordResetRequestInput = {
  /** The account's e-mail address. */
  email: string;
};

/** A postgraduate record to save. */
export type PostgraduateRecordInput = {
  /** When the studies started. */
  from: string;
  /** The grade or class obtained. */
  grade: string;
  /** The main subjects studied. */
  mainSubjects: string;
  /** The qualification obtained. */
  qualification: string;
  /** When they ended. */
  to: string;
  /** The university. */
  university: string;
};

/** Levels at which the university offers programs. */
export type ProgramLevel =
  /** Certificate programs (shown as "Certificate"). */
  | 'CERTIFICATE'
  /** Diploma programs (shown as "Diploma"). */
  | 'DIPLOMA'
  /** The Doctor of Pharmacy program (shown as "Doctor of Pharmacy"). */
  | 'DOCTOR_OF_PHARMACY'
  /** Graduate programs (shown as "Graduate"). */
  | 'GRADUATE'
  /** Postgraduate diplomas (shown as "PG Diploma"). */
  | 'POSTGRADUATE_DIPLOMA'
  /** Undergraduate programs (shown as "Undergraduate"). */
  | 'UNDERGRADUATE';

/** A programme choice to save. */
export type ProgrammeChoiceInput = {
  /** Full time or part time (they exclude each other); null when not said. */
  studyMode?: StudyMode | null | undefined;
  /** The programme's title; the first row's is replaced by the program applied to. */
  title: string;
};

/** What `queryPost` takes: the Report A Query form. */
export type QueryPostInput = {
  /** What the query is about. */
  description: string;
  /** The visitor's e-mail address. */
  email: string;
  /** Stored name of an uploaded file (from uploadCreate with kind QUERY), if any. */
  fileName?: string | null | undefined;
  /** The visitor's name: letters and spaces. */
  name: string;
};

/** What `scholarshipCodeConfirm` takes. */
export type ScholarshipCodeConfirmInput = {
  /** The six-digit code from the e-mail that `scholarshipEmailCheck` sent (spaces are ignored). */
  code: string;
};

/** What `scholarshipEmailCheck` takes. */
export type ScholarshipEmailCheckInput = {
  /** The e-mail registered on the partner portal. */
  email: string;
  /** The program whose Apply button was pressed. */
  programId: string | number;
};

/** Scholarship to save. */
export type ScholarshipInput = {
  /** One of the learning-centre list (LEARNING_CENTERS in @portal/domain) or the partner's own centre; empty for none, or the partner's centre. */
  learningCenter?: string | null | undefined;
  /** Whether the applicant asks for a scholarship; null for none. A partner-channel applicant's is true (null counts as true). */
  scholarship?: boolean | null | undefined;
};

/** One commit of a SCORM package's runtime data. */
export type ScormCommitInput = {
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: string | number;
  /** The whole cmi tree as JSON text. */
  data: string;
  /** The SCORM object's id. */
  objectId: string | number;
  /** This commit's number for the object, increasing; a commit with a lower number than the stored one changes nothing. */
  sequence: number;
  /** The package's SCORM version. */
  version: ScormVersion;
};

/** The SCORM version of a package. */
export type ScormVersion =
  /** SCORM 1.2. */
  | 'SCORM_12'
  /** SCORM 2004. */
  | 'SCORM_2004';

/** What `sessionCompleteNewPassword` takes, in the same browser as the `sessionSignIn` that asked for it. */
export type SessionCompleteNewPasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: string;
};

/** What `sessionSignIn` takes. */
export type SessionSignInInput = {
  /** The account's password. */
  password: string;
  /** The user name, which is the account's e-mail address. It is compared lower-cased. */
  username: string;
};

/** How a programme chosen on the paper form is to be studied; full time and part time exclude each other. */
export type StudyMode =
  /** Full time. */
  | 'FULL_TIME'
  /** Part time. */
  | 'PART_TIME';

/** A subject and its grade to save. */
export type SubjectGradeInput = {
  /** The grade obtained. */
  grade: string;
  /** The subject. */
  subject: string;
};

/** How the paper form addresses the applicant (spec part 3, section 3.1). */
export type Title =
  /** Miss. */
  | 'MISS'
  /** Mr. */
  | 'MR'
  /** Mrs. */
  | 'MRS';

/** What `unitAssignmentSubmit` takes. */
export type UnitAssignmentSubmitInput = {
  /** An answer per question; each must have a response. */
  answers: Array<UnitQuizAnswerInput>;
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** The assignment, as in `LearningObject.id`. */
  objectId: string | number;
};

/** The unit assignment an uploaded file answers. */
export type UnitAssignmentUploadTargetInput = {
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** The unit assignment's learning object, as in `LearningObject.id`. */
  objectId: string | number;
};

/** A learner's answer to one question. */
export type UnitQuizAnswerInput = {
  /** The stored name of a file uploaded with `uploadCreate` (kind UNIT_ASSIGNMENT). */
  fileName?: string | null | undefined;
  /** The question, as in `UnitQuizItem.id`. */
  itemId: string | number;
  /** The chosen options' indexes (one for single-choice kinds). */
  options?: Array<number> | null | undefined;
  /** A typed answer (DESCRIPTIVE). */
  text?: string | null | undefined;
};

/** What `unitQuizItemCheck` takes. */
export type UnitQuizItemCheckInput = {
  /** The answer to one question. */
  answer: UnitQuizAnswerInput;
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** The quiz, as in `LearningObject.id`. */
  objectId: string | number;
};

/** How a question is answered (spec part 2, section 3: atype 3 and 5 multi-select, 4 image choice, 7 dropdown). */
export type UnitQuizItemKind =
  /** A written answer with a file (pdf, jpg, jpeg or png up to 500 kb), in a unit assignment. */
  | 'DESCRIPTIVE'
  /** One option from a dropdown that fills the blank in the question. */
  | 'DROPDOWN'
  /** One option among pictures. */
  | 'IMAGE_CHOICE'
  /** Any number of options. */
  | 'MULTIPLE_CHOICE'
  /** One option. */
  | 'SINGLE_CHOICE';

/** What `unitQuizSubmit` takes. */
export type UnitQuizSubmitInput = {
  /** An answer per question. */
  answers: Array<UnitQuizAnswerInput>;
  /** The course, as in `Course.id`. */
  courseId: string | number;
  /** The quiz, as in `LearningObject.id`. */
  objectId: string | number;
};

/** What kind of unit quiz it is (spec part 2, section 3, qtype 0 to 3). */
export type UnitQuizType =
  /** A unit assignment (3): questions, a confirmed Submit, one edit, a feedback view. */
  | 'ASSIGNMENT'
  /** Formative with a cutoff (2): passes at a score percent of at least `cutoffPercent`; one Try Again. */
  | 'FORMATIVE_CUTOFF'
  /** Formative with feedback (0): each answer is checked on Submit, with the option's feedback; complete when all are answered. */
  | 'FORMATIVE_FEEDBACK'
  /** Summative (1): one submission; the score percent (capped at 100), then Show Answers. */
  | 'SUMMATIVE';

/** What `uploadCreate` takes: the file's kind, name, type and size, checked before any address is issued. */
export type UploadCreateInput = {
  /** For ASSESSMENT_ANSWER (required there): the question the file answers. The attempt must be open. */
  assessment?: AssessmentUploadTargetInput | null | undefined;
  /** The file's content type. */
  contentType: string;
  /** The file's name as chosen by the person. */
  fileName: string;
  /** What the file is for; decides the allowed size and types. */
  kind: UploadKind;
  /** The file's size in bytes. */
  size: number;
  /** For UNIT_ASSIGNMENT: the unit assignment the file answers (refused past its deadline). Ignored for other kinds. */
  unitAssignment?: UnitAssignmentUploadTargetInput | null | undefined;
  /**
   * For the wizard's kinds: which wizard the file is for, since the pre-registration wizard takes
   * images only and its files belong to the partner applicant. Default: WIZARD when signed in,
   * else PRE_REGISTRATION. Ignored for QUERY.
   */
  variant?: ApplicationVariant | null | undefined;
};

/** Kinds of file the portal accepts, each with its own size and type rules. */
export type UploadKind =
  /**
   * The answer to a FILE_UPLOAD question of a timed assessment or assignment (the wire's 'workbook'):
   * pdf, jpg, jpeg or png. Needs `UploadCreateInput.assessment`.
   */
  | 'ASSESSMENT_ANSWER'
  /** Wizard: degree certificate (images or pdf). */
  | 'CERTIFICATE'
  /** Wizard: national id (images). */
  | 'NATIONAL_ID'
  /** Paper form: any of its documents, photo or signature (images). */
  | 'PAPER_FORM'
  /** Wizard: passport (images). */
  | 'PASSPORT'
  /** Wizard: profile photo (images). */
  | 'PROFILE_PHOTO'
  /** Pre-login query: images, pdf or docx. */
  | 'QUERY'
  /** Wizard: transcripts (images or pdf). */
  | 'TRANSCRIPTS'
  /** A unit assignment's answer: pdf, jpg, jpeg or png up to 512000 bytes (spec part 2, section 5); needs `unitAssignment`. */
  | 'UNIT_ASSIGNMENT';

/** Stable codes of user errors. */
export type UserErrorCode =
  /**
   * It was already submitted: a unit quiz (or its one edit already used), or a timed attempt
   * ('Assessment already submitted.' / 'Assignment already submitted.').
   */
  | 'ALREADY_SUBMITTED'
  /** The assessment has not opened yet (its start is in the future by the server's time). */
  | 'ASSESSMENT_NOT_OPEN'
  /** The time is over (after the end and its short grace): nothing more is saved. */
  | 'ATTEMPT_CLOSED'
  /** The attempt has not been started. */
  | 'ATTEMPT_NOT_STARTED'
  /** The verification code has expired. */
  | 'CODE_EXPIRED'
  /** The verification code is wrong. */
  | 'CODE_MISMATCH'
  /** The course is disabled: 'The Course Is Disabled From Admin.' */
  | 'COURSE_DISABLED'
  /** The course is not complete yet, so it has no certificate. */
  | 'COURSE_NOT_COMPLETED'
  /** The assignment's deadline has passed: 'DeadLine is Over for Submission Of Assignment'. */
  | 'DEADLINE_PASSED'
  /** A field is missing or does not match its rule. */
  | 'INVALID'
  /** A parameter was refused by the identity provider. */
  | 'INVALID_PARAMETER'
  /** The new password does not meet the password policy. */
  | 'INVALID_PASSWORD'
  /** The password is wrong, or the action is not allowed. */
  | 'NOT_AUTHORIZED'
  /** The course has no such object. */
  | 'NOT_FOUND'
  /** There is no pending sign-in that needs a new password. */
  | 'NO_PENDING_CHALLENGE'
  /** An admin disabled the object on its own: a podcast 'Disabled by admin', any other object 'This Unit is disabled from Admin'. */
  | 'OBJECT_DISABLED'
  /** The previous object must be completed first: 'Please Mark Complete previously viewed object.' */
  | 'OBJECT_LOCKED'
  /** Mark Complete on a quiz that is not passed or submitted yet. */
  | 'QUIZ_NOT_PASSED'
  /** Too many attempts from this address; wait and try again. */
  | 'RATE_LIMITED'
  /** The object's unit is disabled: 'This Unit is disabled from Admin' */
  | 'UNIT_DISABLED'
  /** An account with that e-mail address already exists. */
  | 'USERNAME_EXISTS'
  /** The account has not confirmed its e-mail address yet. */
  | 'USER_NOT_CONFIRMED'
  /** No account has that user name. */
  | 'USER_NOT_FOUND';

export type CourseCard_CourseFragment = { id: string, courseId: string, title: string, imageUrl: string, durationWeeks: number, progressPercent: number } & { ' $fragmentName'?: 'CourseCard_CourseFragment' };

export type OpensSoonQueryVariables = Exact<{ [key: string]: never; }>;


export type OpensSoonQuery = { viewer: { id: string } | null };

export type ProgramCurriculum_ProgramFragment = { curriculum: Array<{ id: string, label: string, title: string, durationWeeks: number, units: Array<string>, imageUrl: string }> } & { ' $fragmentName'?: 'ProgramCurriculum_ProgramFragment' };

export type ProgramOverview_ProgramFragment = { overviewHtml: string, featuresHtml: string, outcomesHtml: string } & { ' $fragmentName'?: 'ProgramOverview_ProgramFragment' };

export type SessionCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionCheckQuery = { viewer: { id: string } | null };

export type UpcomingEvents_EventFragment = { id: string, title: string, link: string | null, date: string } & { ' $fragmentName'?: 'UpcomingEvents_EventFragment' };

export type ApplicationCard_ApplicationFragment = { programId: string, programName: string, programImageUrl: string, status: ApplicationStatus, steps: Array<{ label: string, reached: boolean }> } & { ' $fragmentName'?: 'ApplicationCard_ApplicationFragment' };

export type ApplyProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplyProgramsQuery = { viewer: { id: string, applyTabs: Array<{ label: string, programs: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'ApplyProgramRow_ProgramFragment': ApplyProgramRow_ProgramFragment } }
      )> }> | null } | null };

export type ApplyProgramRow_ProgramFragment = { id: string, batchId: string, name: string, imageUrl: string, duration: string, status: ApplicationStatus | null, action: ApplyAction } & { ' $fragmentName'?: 'ApplyProgramRow_ProgramFragment' };

export type MyApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationQuery = { viewer: { id: string, applications: Array<(
      { programId: string }
      & { ' $fragmentRefs'?: { 'ApplicationCard_ApplicationFragment': ApplicationCard_ApplicationFragment } }
    )> | null } | null };

export type PaperFormPageQueryVariables = Exact<{
  programId: string | number;
}>;


export type PaperFormPageQuery = { viewer: { id: string, email: string, application: { programId: string, programName: string, status: ApplicationStatus, paperForm: { ' $fragmentRefs'?: { 'PaperForm_PaperFormFragment': PaperForm_PaperFormFragment } } | null } | null } | null };

export type PaperForm_PaperFormFragment = { title: Title | null, surname: string, firstName: string, maidenName: string, dateOfBirth: string | null, nationality: string, nationalId: string, passport: string, address: string, phone: string, email: string, otherSecondaryYear: string, otherSecondaryRegistrationNo: string, attestationAttached: boolean, paySlipAttached: boolean, bankDraftNo: string, declarationAccepted: boolean, attachmentsConfirmed: boolean, draftAttached: boolean, disability: boolean, sectionsCompleted: boolean, evidenceAttached: boolean, certificatesAttached: boolean, signingDate: string | null, signatureFile: string, profilePhoto: string, programmes: Array<{ title: string, studyMode: StudyMode | null }>, tenth: { year: string, registrationNo: string, subjects: Array<{ subject: string, grade: string }> }, gce: { year: string, registrationNo: string, subjects: Array<{ subject: string, grade: string }> }, twelfth: { year: string, registrationNo: string, subjects: Array<{ subject: string, grade: string }> }, subsidiary: Array<{ subject: string, grade: string }>, aLevel: Array<{ subject: string, grade: string }>, otherSecondary: Array<{ course: string, award: string, gradeAwarded: string, year: string, duration: string }>, postgraduate: Array<{ from: string, to: string, university: string, qualification: string, mainSubjects: string, grade: string }>, documents: { sixth: string, sixthA: string, tenth: string, twelfth: string, degreeMarks: string, masters: string, idProof: string } } & { ' $fragmentName'?: 'PaperForm_PaperFormFragment' };

export type ApplicationSubmitPaperFormMutationVariables = Exact<{
  input: ApplicationSubmitPaperFormInput;
}>;


export type ApplicationSubmitPaperFormMutation = { applicationSubmitPaperForm: { application: { programId: string, status: ApplicationStatus } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ApplicationSavePaperFormDraftMutationVariables = Exact<{
  input: ApplicationSavePaperFormDraftInput;
}>;


export type ApplicationSavePaperFormDraftMutation = { applicationSavePaperFormDraft: { application: { programId: string, status: ApplicationStatus } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ApplicationStartMutationVariables = Exact<{
  input: ApplicationStartInput;
}>;


export type ApplicationStartMutation = { applicationStart: { enrolledProgram: { id: string, programId: string, title: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ApplicationWizardPageQueryVariables = Exact<{
  programId: string | number;
}>;


export type ApplicationWizardPageQuery = { viewer: { id: string, email: string, application: (
      { programId: string, programName: string, editable: boolean }
      & { ' $fragmentRefs'?: { 'ApplicationWizard_ApplicationFragment': ApplicationWizard_ApplicationFragment } }
    ) | null } | null };

export type ApplicationWizard_ApplicationFragment = { id: string | null, programId: string, programName: string, status: ApplicationStatus, editable: boolean, partnerChannel: boolean, generalInfo: { firstName: string, middleName: string, lastName: string, email: string, countryCode: string, phone: string, gender: Gender | null, dateOfBirth: string | null, fatherName: string, motherName: string, internationalStudent: boolean | null, passportNumber: string, nationalId: string, permanentAddress1: string, permanentAddress2: string, permanentAddress3: string, permanentState: string, permanentCity: string, permanentPin: string, permanentCountry: string, presentSameAsPermanent: boolean, presentAddress1: string, presentAddress2: string, presentAddress3: string, presentState: string, presentCity: string, presentPin: string, countryOfResidence: string } | null, education: { schoolName: string, schoolAddress1: string, schoolAddress2: string, schoolAddress3: string, schoolCountry: string, schoolPincode: string, universityName: string, universityAddress1: string, universityAddress2: string, universityAddress3: string, universityCountry: string, universityZip: string, educationType: string, specialization: string, experience: string, workDescription: string } | null, documents: { certificate: { name: string, url: string | null } | null, transcripts: { name: string, url: string | null } | null, passport: { name: string, url: string | null } | null, nationalId: { name: string, url: string | null } | null, profilePhoto: { name: string, url: string | null } | null } | null, scholarship: { scholarship: boolean | null, learningCenter: string, learningCenterCode: string, learningCenterName: string } | null } & { ' $fragmentName'?: 'ApplicationWizard_ApplicationFragment' };

export type PreRegistrationWizardQueryVariables = Exact<{ [key: string]: never; }>;


export type PreRegistrationWizardQuery = { preRegistration: { email: string, firstName: string, lastName: string, learningCenter: string, learningCenterName: string, application: (
      { programId: string, programName: string, status: ApplicationStatus, editable: boolean }
      & { ' $fragmentRefs'?: { 'ApplicationWizard_ApplicationFragment': ApplicationWizard_ApplicationFragment } }
    ) } | null };

export type ApplicationSaveDocumentsMutationVariables = Exact<{
  input: ApplicationSaveDocumentsInput;
}>;


export type ApplicationSaveDocumentsMutation = { applicationSaveDocuments: { application: { ' $fragmentRefs'?: { 'ApplicationWizard_ApplicationFragment': ApplicationWizard_ApplicationFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ApplicationSaveEducationMutationVariables = Exact<{
  input: ApplicationSaveEducationInput;
}>;


export type ApplicationSaveEducationMutation = { applicationSaveEducation: { application: { ' $fragmentRefs'?: { 'ApplicationWizard_ApplicationFragment': ApplicationWizard_ApplicationFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ApplicationSaveGeneralInfoMutationVariables = Exact<{
  input: ApplicationSaveGeneralInfoInput;
}>;


export type ApplicationSaveGeneralInfoMutation = { applicationSaveGeneralInfo: { application: { ' $fragmentRefs'?: { 'ApplicationWizard_ApplicationFragment': ApplicationWizard_ApplicationFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ApplicationSaveScholarshipMutationVariables = Exact<{
  input: ApplicationSaveScholarshipInput;
}>;


export type ApplicationSaveScholarshipMutation = { applicationSaveScholarship: { application: { ' $fragmentRefs'?: { 'ApplicationWizard_ApplicationFragment': ApplicationWizard_ApplicationFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ApplicationSubmitMutationVariables = Exact<{
  input: ApplicationSubmitInput;
}>;


export type ApplicationSubmitMutation = { applicationSubmit: { application: { ' $fragmentRefs'?: { 'ApplicationWizard_ApplicationFragment': ApplicationWizard_ApplicationFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type AccountConfirmSignUpMutationVariables = Exact<{
  input: AccountConfirmSignUpInput;
}>;


export type AccountConfirmSignUpMutation = { accountConfirmSignUp: { confirmed: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type AccountSignUpMutationVariables = Exact<{
  input: AccountSignUpInput;
}>;


export type AccountSignUpMutation = { accountSignUp: { registered: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type PasswordResetConfirmMutationVariables = Exact<{
  input: PasswordResetConfirmInput;
}>;


export type PasswordResetConfirmMutation = { passwordResetConfirm: { passwordChanged: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type PasswordResetRequestMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type PasswordResetRequestMutation = { passwordResetRequest: { codeSent: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type SessionCompleteNewPasswordMutationVariables = Exact<{
  input: SessionCompleteNewPasswordInput;
}>;


export type SessionCompleteNewPasswordMutation = { sessionCompleteNewPassword: { newPasswordRequired: boolean, viewer: { id: string, name: string, email: string, username: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type SessionSignInMutationVariables = Exact<{
  input: SessionSignInInput;
}>;


export type SessionSignInMutation = { sessionSignIn: { newPasswordRequired: boolean, viewer: { id: string, name: string, email: string, username: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ProgramsMenu_CatalogFragment = { levels: Array<{ level: ProgramLevel, label: string, programs: Array<{ id: string, batchId: string, name: string }> }> } & { ' $fragmentName'?: 'ProgramsMenu_CatalogFragment' };

export type OnlineProgramCard_ProgramFragment = { id: string, batchId: string, name: string, imageUrl: string, duration: string } & { ' $fragmentName'?: 'OnlineProgramCard_ProgramFragment' };

export type OnlineProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type OnlineProgramsQuery = { viewer: { id: string } | null, programCatalog: { levels: Array<{ level: ProgramLevel, label: string, programs: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'OnlineProgramCard_ProgramFragment': OnlineProgramCard_ProgramFragment } }
      )> }> } | null };

export type ProgramDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramDetailQuery = { viewer: { id: string } | null, program: (
    { id: string, batchId: string, name: string, imageUrl: string, duration: string, format: string, credits: string, viewerEnrolled: boolean, viewerEnrolment: { id: string } | null, viewerApplication: { status: ApplicationStatus } | null }
    & { ' $fragmentRefs'?: { 'ProgramOverview_ProgramFragment': ProgramOverview_ProgramFragment;'ProgramInstructors_ProgramFragment': ProgramInstructors_ProgramFragment;'ProgramCurriculum_ProgramFragment': ProgramCurriculum_ProgramFragment;'ProgramFaqs_ProgramFragment': ProgramFaqs_ProgramFragment } }
  ) | null };

export type ProgramFaqs_ProgramFragment = { faqGroups: Array<{ title: string, questions: Array<{ question: string, answer: string }> }> } & { ' $fragmentName'?: 'ProgramFaqs_ProgramFragment' };

export type ProgramInstructors_ProgramFragment = { instructorGroups: Array<{ title: string, instructors: Array<{ name: string, designation: string, organisation: string, photoUrl: string }> }> } & { ' $fragmentName'?: 'ProgramInstructors_ProgramFragment' };

export type PublicSiteQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSiteQuery = { programCatalog: { ' $fragmentRefs'?: { 'ProgramsMenu_CatalogFragment': ProgramsMenu_CatalogFragment } } | null };

export type ScholarshipCodeConfirmMutationVariables = Exact<{
  input: ScholarshipCodeConfirmInput;
}>;


export type ScholarshipCodeConfirmMutation = { scholarshipCodeConfirm: { preRegistration: { email: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ScholarshipEmailCheckMutationVariables = Exact<{
  input: ScholarshipEmailCheckInput;
}>;


export type ScholarshipEmailCheckMutation = { scholarshipEmailCheck: { codeSent: { email: string, expiresAt: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type CertificateCard_CertificateFragment = { id: string, courseTitle: string, programTitle: string, issuedAt: string, status: CertificateStatus, verifyUrl: string, imageUrl: string, pdfUrl: string, credentialUrl: string } & { ' $fragmentName'?: 'CertificateCard_CertificateFragment' };

export type CertificatesQueryVariables = Exact<{ [key: string]: never; }>;


export type CertificatesQuery = { certificates: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'CertificateCard_CertificateFragment': CertificateCard_CertificateFragment } }
  )> };

export type CertificateVerificationQueryVariables = Exact<{
  code: string;
}>;


export type CertificateVerificationQuery = { certificateVerification: { status: CertificateVerificationStatus, learnerName: string | null, courseTitle: string | null, issuedOn: string | null, issuer: string | null } };

export type QueryPostMutationVariables = Exact<{
  input: QueryPostInput;
}>;


export type QueryPostMutation = { queryPost: { posted: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ContinueLearning_ResumeFragment = { program: { id: string, title: string }, course: { id: string, title: string, imageUrl: string, progressPercent: number }, upNext: { id: string, title: string, kind: LearningObjectKind, durationMinutes: number | null, unit: { id: string, label: string } } | null } & { ' $fragmentName'?: 'ContinueLearning_ResumeFragment' };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { viewer: { id: string, programs: Array<{ id: string, programId: string, title: string, courses: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
      )> }> | null, events: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'UpcomingEvents_EventFragment': UpcomingEvents_EventFragment } }
    )> | null, continueLearning: { ' $fragmentRefs'?: { 'ContinueLearning_ResumeFragment': ContinueLearning_ResumeFragment } } | null } | null };

export type CalendarQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarQuery = { viewer: { id: string, calendarFeedUrl: string, events: Array<(
      { id: string, title: string, link: string | null, date: string }
      & { ' $fragmentRefs'?: { 'UpcomingEvents_EventFragment': UpcomingEvents_EventFragment } }
    )> | null } | null };

export type AssessmentRow_AssessmentFragment = { id: string, kind: AssessmentKind, title: string, startsAt: string, endsAt: string, answersAt: string | null, instructions: Array<string>, window: AssessmentWindow, attemptStatus: AttemptStatus, score: number | null, maximumScore: number, questionCount: number, answeredCount: number | null, timeAllowedSeconds: number, answersAvailable: boolean } & { ' $fragmentName'?: 'AssessmentRow_AssessmentFragment' };

export type AttemptView_AttemptFragment = { status: AttemptStatus, secondsLeft: number, clockPollMs: number, questions: Array<(
    { id: string, number: number, kind: AssessmentQuestionKind }
    & { ' $fragmentRefs'?: { 'QuestionInput_QuestionFragment': QuestionInput_QuestionFragment } }
  )>, answers: Array<{ questionId: string, optionIds: Array<string>, matches: Array<string>, text: string | null, fileName: string | null, originalFileName: string | null, sequence: number }> } & { ' $fragmentName'?: 'AttemptView_AttemptFragment' };

export type AssessmentStartMutationVariables = Exact<{
  input: AssessmentRefInput;
}>;


export type AssessmentStartMutation = { assessmentStart: { assessment: (
      { id: string, attempt: { ' $fragmentRefs'?: { 'AttemptView_AttemptFragment': AttemptView_AttemptFragment } } | null }
      & { ' $fragmentRefs'?: { 'AssessmentRow_AssessmentFragment': AssessmentRow_AssessmentFragment } }
    ) | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type AssessmentAnswerSaveMutationVariables = Exact<{
  input: AssessmentAnswerSaveInput;
}>;


export type AssessmentAnswerSaveMutation = { assessmentAnswerSave: { savedSequence: number | null, secondsLeft: number | null, status: AttemptStatus | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type AssessmentSubmitMutationVariables = Exact<{
  input: AssessmentRefInput;
}>;


export type AssessmentSubmitMutation = { assessmentSubmit: { assessment: (
      { id: string }
      & { ' $fragmentRefs'?: { 'AssessmentRow_AssessmentFragment': AssessmentRow_AssessmentFragment } }
    ) | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type AssessmentClockQueryVariables = Exact<{
  courseId: string | number;
  kind: AssessmentKind;
  assessmentId: string | number;
}>;


export type AssessmentClockQuery = { viewer: { id: string, assessmentClock: { secondsLeft: number, clockPollMs: number, status: AttemptStatus } | null } | null };

export type CourseAssessmentsQueryVariables = Exact<{
  courseId: string | number;
  kind: AssessmentKind;
}>;


export type CourseAssessmentsQuery = { viewer: { id: string, course: { id: string, assessments: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'AssessmentRow_AssessmentFragment': AssessmentRow_AssessmentFragment } }
      )> | null } | null } | null };

export type QuestionStem_QuestionFragment = { number: number, stemHtml: string, imageUrl: string | null } & { ' $fragmentName'?: 'QuestionStem_QuestionFragment' };

export type QuestionInput_QuestionFragment = (
  { number: number, kind: AssessmentQuestionKind, matchPrompts: Array<string>, options: Array<{ id: string, content: string, imageUrl: string | null }> }
  & { ' $fragmentRefs'?: { 'QuestionStem_QuestionFragment': QuestionStem_QuestionFragment } }
) & { ' $fragmentName'?: 'QuestionInput_QuestionFragment' };

export type CourseAssessmentReviewQueryVariables = Exact<{
  courseId: string | number;
  kind: AssessmentKind;
  id: string | number;
}>;


export type CourseAssessmentReviewQuery = { viewer: { id: string, course: { id: string, assessment: { id: string, review: { score: number | null, questions: Array<(
            { question: { id: string } }
            & { ' $fragmentRefs'?: { 'ReviewItem_ItemFragment': ReviewItem_ItemFragment } }
          )> } | null } | null } | null } | null };

export type ReviewItem_ItemFragment = { correctOptionIds: Array<string>, correctMatches: Array<string>, correct: boolean | null, question: (
    { kind: AssessmentQuestionKind, matchPrompts: Array<string>, options: Array<{ id: string, content: string, imageUrl: string | null }> }
    & { ' $fragmentRefs'?: { 'QuestionStem_QuestionFragment': QuestionStem_QuestionFragment } }
  ), answer: { questionId: string, optionIds: Array<string>, matches: Array<string>, text: string | null, fileName: string | null, originalFileName: string | null } | null } & { ' $fragmentName'?: 'ReviewItem_ItemFragment' };

export type CourseCertificate_CourseFragment = { id: string, certificateAvailable: boolean, certificate: { id: string } | null } & { ' $fragmentName'?: 'CourseCertificate_CourseFragment' };

export type CourseCertificateGenerateMutationVariables = Exact<{
  input: CourseCertificateGenerateInput;
}>;


export type CourseCertificateGenerateMutation = { courseCertificateGenerate: { message: string | null, certificate: { id: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type CourseScreen_CourseFragment = (
  { id: string, title: string, programTitle: string, programId: string, type: CourseType, enabled: boolean, freeNavigation: boolean, progressPercent: number, status: CourseStatus, resumeUnitId: string | null, units: Array<{ id: string, label: string, objects: Array<(
      { id: string, title: string, kind: LearningObjectKind, state: LearningObjectState, unavailableMessage: string | null, durationMinutes: number | null }
      & { ' $fragmentRefs'?: { 'ObjectPlayer_ObjectFragment': ObjectPlayer_ObjectFragment } }
    )> }> }
  & { ' $fragmentRefs'?: { 'CourseOutline_CourseFragment': CourseOutline_CourseFragment;'CourseCertificate_CourseFragment': CourseCertificate_CourseFragment } }
) & { ' $fragmentName'?: 'CourseScreen_CourseFragment' };

export type CourseOutline_CourseFragment = { showsUnitImages: boolean, units: Array<{ id: string, label: string, title: string, durationMinutes: number, enabled: boolean, imageUrl: string | null, objects: Array<{ id: string, title: string, state: LearningObjectState }> }> } & { ' $fragmentName'?: 'CourseOutline_CourseFragment' };

export type CoursePageQueryVariables = Exact<{
  id: string | number;
}>;


export type CoursePageQuery = { viewer: { id: string, course: (
      { id: string }
      & { ' $fragmentRefs'?: { 'CourseScreen_CourseFragment': CourseScreen_CourseFragment } }
    ) | null } | null };

export type ObjectPlayer_ObjectFragment = (
  { id: string, title: string, kind: LearningObjectKind, state: LearningObjectState, secondsSpent: number }
  & { ' $fragmentRefs'?: { 'Player_ObjectFragment': Player_ObjectFragment } }
) & { ' $fragmentName'?: 'ObjectPlayer_ObjectFragment' };

export type Player_ObjectFragment = { id: string, title: string, kind: LearningObjectKind, contentUrl: string | null, captions: Array<{ src: string, srclang: string, label: string }> } & { ' $fragmentName'?: 'Player_ObjectFragment' };

export type QuizItemView_ItemFragment = { id: string, stemHtml: string, imageUrl: string | null, kind: UnitQuizItemKind, points: number | null, options: Array<{ index: number, contentHtml: string, imageUrl: string | null }>, answer: { options: Array<number>, text: string | null, fileName: string | null, fileUrl: string | null } | null, review: { correct: boolean, correctOptions: Array<number>, optionFeedback: Array<string> } | null } & { ' $fragmentName'?: 'QuizItemView_ItemFragment' };

export type ScormRuntimeQueryVariables = Exact<{
  courseId: string | number;
  objectId: string | number;
}>;


export type ScormRuntimeQuery = { scormRuntime: { objectId: string, version: ScormVersion, launchUrl: string, data: string | null, sequence: number, completed: boolean } };

export type ScormCommitMutationVariables = Exact<{
  input: ScormCommitInput;
}>;


export type ScormCommitMutation = { scormCommit: { stored: boolean, completed: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type UnitQuizFieldsFragment = { objectId: string, title: string, type: UnitQuizType, cutoffPercent: number | null, deadline: string | null, deadlinePassed: boolean, autoscored: boolean, maxScore: number, canRetry: boolean, canEdit: boolean, canComplete: boolean, result: { percent: number | null, score: number | null, passed: boolean, attempts: number, answeredCount: number, edited: boolean, scorePending: boolean, passedByRetry: boolean, feedback: string | null, submittedAt: string | null } | null, items: Array<(
    { id: string, answer: { options: Array<number>, text: string | null, fileName: string | null } | null, review: { correct: boolean } | null }
    & { ' $fragmentRefs'?: { 'QuizItemView_ItemFragment': QuizItemView_ItemFragment } }
  )> } & { ' $fragmentName'?: 'UnitQuizFieldsFragment' };

export type UnitQuizQueryVariables = Exact<{
  courseId: string | number;
  objectId: string | number;
}>;


export type UnitQuizQuery = { viewer: { id: string, course: { id: string, unitQuiz: { ' $fragmentRefs'?: { 'UnitQuizFieldsFragment': UnitQuizFieldsFragment } } | null } | null } | null };

export type UnitQuizItemCheckMutationVariables = Exact<{
  input: UnitQuizItemCheckInput;
}>;


export type UnitQuizItemCheckMutation = { unitQuizItemCheck: { quiz: { ' $fragmentRefs'?: { 'UnitQuizFieldsFragment': UnitQuizFieldsFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type UnitQuizSubmitMutationVariables = Exact<{
  input: UnitQuizSubmitInput;
}>;


export type UnitQuizSubmitMutation = { unitQuizSubmit: { quiz: { ' $fragmentRefs'?: { 'UnitQuizFieldsFragment': UnitQuizFieldsFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type UnitAssignmentSubmitMutationVariables = Exact<{
  input: UnitAssignmentSubmitInput;
}>;


export type UnitAssignmentSubmitMutation = { unitAssignmentSubmit: { quiz: { ' $fragmentRefs'?: { 'UnitQuizFieldsFragment': UnitQuizFieldsFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type CoursePodcastsQueryVariables = Exact<{
  courseId: string | number;
}>;


export type CoursePodcastsQuery = { coursePodcasts: Array<{ id: string, title: string, durationMinutes: number, podcasts: Array<{ id: string, title: string, enabled: boolean, unavailableMessage: string | null, audioUrl: string | null }> }> };

export type CourseRecordedSessionsQueryVariables = Exact<{
  courseId: string | number;
}>;


export type CourseRecordedSessionsQuery = { courseRecordedSessions: Array<{ id: string, title: string, kind: MediaKind | null, url: string | null, link: string | null, date: string | null }> };

export type CourseReferencesQueryVariables = Exact<{
  courseId: string | number;
}>;


export type CourseReferencesQuery = { courseReferences: Array<{ id: string, title: string, kind: MediaKind | null, url: string | null, link: string | null }> };

export type CourseProgress_ProgramFragment = { id: string, progressPercent: number, courses: Array<{ id: string, progressPercent: number, status: CourseStatus }> } & { ' $fragmentName'?: 'CourseProgress_ProgramFragment' };

export type CourseStartMutationVariables = Exact<{
  input: CourseStartInput;
}>;


export type CourseStartMutation = { courseStart: { course: { ' $fragmentRefs'?: { 'CourseScreen_CourseFragment': CourseScreen_CourseFragment } } | null, program: { ' $fragmentRefs'?: { 'CourseProgress_ProgramFragment': CourseProgress_ProgramFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type LearningObjectOpenMutationVariables = Exact<{
  input: LearningObjectOpenInput;
}>;


export type LearningObjectOpenMutation = { learningObjectOpen: { course: { ' $fragmentRefs'?: { 'CourseScreen_CourseFragment': CourseScreen_CourseFragment } } | null, program: { ' $fragmentRefs'?: { 'CourseProgress_ProgramFragment': CourseProgress_ProgramFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type LearningObjectCompleteMutationVariables = Exact<{
  input: LearningObjectCompleteInput;
}>;


export type LearningObjectCompleteMutation = { learningObjectComplete: { course: { ' $fragmentRefs'?: { 'CourseScreen_CourseFragment': CourseScreen_CourseFragment } } | null, program: { ' $fragmentRefs'?: { 'CourseProgress_ProgramFragment': CourseProgress_ProgramFragment } } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ExamSchedulingForm_ExamFragment = { actionUrl: string, expiresAt: string, fields: Array<{ name: string, value: string }> } & { ' $fragmentName'?: 'ExamSchedulingForm_ExamFragment' };

export type MyProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProgramsQuery = { viewer: { id: string, programs: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ProgramCard_ProgramFragment': ProgramCard_ProgramFragment } }
    )> | null } | null };

export type ProgramCard_ProgramFragment = { id: string, programId: string, title: string, imageUrl: string, duration: string, startsAt: string | null, endsAt: string | null, progressPercent: number, candidateNumber: string | null } & { ' $fragmentName'?: 'ProgramCard_ProgramFragment' };

export type ProgramCoursesQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramCoursesQuery = { viewer: { id: string, enrolledProgram: { id: string, title: string, candidateNumber: string | null, showsSemesterHeadings: boolean, courses: Array<(
        { id: string, semester: number }
        & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
      )>, examScheduling: { ' $fragmentRefs'?: { 'ExamSchedulingForm_ExamFragment': ExamSchedulingForm_ExamFragment } } | null } | null } | null };

export type ProgramInfoQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramInfoQuery = { viewer: { id: string, enrolledProgram: { id: string, title: string, program: (
        { id: string }
        & { ' $fragmentRefs'?: { 'ProgramOverview_ProgramFragment': ProgramOverview_ProgramFragment;'ProgramCurriculum_ProgramFragment': ProgramCurriculum_ProgramFragment } }
      ), announcements: Array<{ id: string, title: string, descriptionHtml: string, postedAt: string, linkText: string | null, linkUrl: string | null }> | null, events: Array<{ id: string, title: string, link: string | null, date: string }> | null } | null } | null };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { viewer: { id: string, name: string, email: string, username: string } | null };

export type UploadCreateMutationVariables = Exact<{
  input: UploadCreateInput;
}>;


export type UploadCreateMutation = { uploadCreate: { upload: { fileName: string, uploadUrl: string, expiresAt: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type SessionSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionSignOutMutation = { sessionSignOut: { signedOut: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type UserErrorFieldsFragment = { field: string | null, code: UserErrorCode, message: string } & { ' $fragmentName'?: 'UserErrorFieldsFragment' };

export const CourseCard_CourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}}]} as unknown as DocumentNode<CourseCard_CourseFragment, unknown>;
export const ProgramCurriculum_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCurriculum_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curriculum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<ProgramCurriculum_ProgramFragment, unknown>;
export const ProgramOverview_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramOverview_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overviewHtml"}},{"kind":"Field","name":{"kind":"Name","value":"featuresHtml"}},{"kind":"Field","name":{"kind":"Name","value":"outcomesHtml"}}]}}]} as unknown as DocumentNode<ProgramOverview_ProgramFragment, unknown>;
export const UpcomingEvents_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingEvents_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<UpcomingEvents_EventFragment, unknown>;
export const ApplicationCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}}]}}]}}]} as unknown as DocumentNode<ApplicationCard_ApplicationFragment, unknown>;
export const ApplyProgramRow_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplyProgramRow_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]} as unknown as DocumentNode<ApplyProgramRow_ProgramFragment, unknown>;
export const PaperForm_PaperFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperForm_paperForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaperForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"maidenName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"passport"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"studyMode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gce"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"twelfth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subsidiary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherSecondaryYear"}},{"kind":"Field","name":{"kind":"Name","value":"otherSecondaryRegistrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"otherSecondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"award"}},{"kind":"Field","name":{"kind":"Name","value":"gradeAwarded"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postgraduate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"university"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"mainSubjects"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestationAttached"}},{"kind":"Field","name":{"kind":"Name","value":"paySlipAttached"}},{"kind":"Field","name":{"kind":"Name","value":"bankDraftNo"}},{"kind":"Field","name":{"kind":"Name","value":"declarationAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentsConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sixth"}},{"kind":"Field","name":{"kind":"Name","value":"sixthA"}},{"kind":"Field","name":{"kind":"Name","value":"tenth"}},{"kind":"Field","name":{"kind":"Name","value":"twelfth"}},{"kind":"Field","name":{"kind":"Name","value":"degreeMarks"}},{"kind":"Field","name":{"kind":"Name","value":"masters"}},{"kind":"Field","name":{"kind":"Name","value":"idProof"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draftAttached"}},{"kind":"Field","name":{"kind":"Name","value":"disability"}},{"kind":"Field","name":{"kind":"Name","value":"sectionsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceAttached"}},{"kind":"Field","name":{"kind":"Name","value":"certificatesAttached"}},{"kind":"Field","name":{"kind":"Name","value":"signingDate"}},{"kind":"Field","name":{"kind":"Name","value":"signatureFile"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"}}]}}]} as unknown as DocumentNode<PaperForm_PaperFormFragment, unknown>;
export const ApplicationWizard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}}]} as unknown as DocumentNode<ApplicationWizard_ApplicationFragment, unknown>;
export const ProgramsMenu_CatalogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramsMenu_catalog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramCatalog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramsMenu_CatalogFragment, unknown>;
export const OnlineProgramCard_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]} as unknown as DocumentNode<OnlineProgramCard_ProgramFragment, unknown>;
export const ProgramFaqs_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramFaqs_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramFaqs_ProgramFragment, unknown>;
export const ProgramInstructors_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramInstructors_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramInstructors_ProgramFragment, unknown>;
export const CertificateCard_CertificateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateCard_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credentialUrl"}}]}}]} as unknown as DocumentNode<CertificateCard_CertificateFragment, unknown>;
export const ContinueLearning_ResumeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContinueLearning_resume"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContinueLearning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upNext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<ContinueLearning_ResumeFragment, unknown>;
export const AssessmentRow_AssessmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentRow_assessment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"answersAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"attemptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"maximumScore"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"timeAllowedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"answersAvailable"}}]}}]} as unknown as DocumentNode<AssessmentRow_AssessmentFragment, unknown>;
export const QuestionStem_QuestionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionStem_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<QuestionStem_QuestionFragment, unknown>;
export const QuestionInput_QuestionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionInput_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchPrompts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionStem_question"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionStem_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<QuestionInput_QuestionFragment, unknown>;
export const AttemptView_AttemptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptView_attempt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"clockPollMs"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionInput_question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionStem_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionInput_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchPrompts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionStem_question"}}]}}]} as unknown as DocumentNode<AttemptView_AttemptFragment, unknown>;
export const ReviewItem_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentReviewQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchPrompts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionStem_question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correctOptionIds"}},{"kind":"Field","name":{"kind":"Name","value":"correctMatches"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionStem_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<ReviewItem_ItemFragment, unknown>;
export const CourseOutline_CourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseOutline_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsUnitImages"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<CourseOutline_CourseFragment, unknown>;
export const CourseCertificate_CourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCertificate_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificateAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CourseCertificate_CourseFragment, unknown>;
export const Player_ObjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"captions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srclang"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<Player_ObjectFragment, unknown>;
export const ObjectPlayer_ObjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObjectPlayer_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"secondsSpent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_object"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"captions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srclang"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ObjectPlayer_ObjectFragment, unknown>;
export const CourseScreen_CourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseScreen_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"freeNavigation"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUnitId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseOutline_course"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCertificate_course"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ObjectPlayer_object"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"captions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srclang"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseOutline_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsUnitImages"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCertificate_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificateAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObjectPlayer_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"secondsSpent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_object"}}]}}]} as unknown as DocumentNode<CourseScreen_CourseFragment, unknown>;
export const QuizItemView_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizItemView_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOptions"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}}]}}]}}]} as unknown as DocumentNode<QuizItemView_ItemFragment, unknown>;
export const UnitQuizFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffPercent"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlinePassed"}},{"kind":"Field","name":{"kind":"Name","value":"autoscored"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"scorePending"}},{"kind":"Field","name":{"kind":"Name","value":"passedByRetry"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizItemView_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizItemView_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOptions"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}}]}}]}}]} as unknown as DocumentNode<UnitQuizFieldsFragment, unknown>;
export const CourseProgress_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgress_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CourseProgress_ProgramFragment, unknown>;
export const ExamSchedulingForm_ExamFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamSchedulingForm_exam"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamScheduling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ExamSchedulingForm_ExamFragment, unknown>;
export const ProgramCard_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"candidateNumber"}}]}}]} as unknown as DocumentNode<ProgramCard_ProgramFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const OpensSoonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpensSoon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpensSoonQuery, OpensSoonQueryVariables>;
export const SessionCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionCheckQuery, SessionCheckQueryVariables>;
export const ApplyProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplyPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applyTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplyProgramRow_program"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplyProgramRow_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]} as unknown as DocumentNode<ApplyProgramsQuery, ApplyProgramsQueryVariables>;
export const MyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCard_application"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}}]}}]}}]} as unknown as DocumentNode<MyApplicationQuery, MyApplicationQueryVariables>;
export const PaperFormPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperFormPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paperForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperForm_paperForm"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperForm_paperForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaperForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"maidenName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"passport"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"studyMode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gce"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"twelfth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subsidiary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherSecondaryYear"}},{"kind":"Field","name":{"kind":"Name","value":"otherSecondaryRegistrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"otherSecondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"award"}},{"kind":"Field","name":{"kind":"Name","value":"gradeAwarded"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postgraduate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"university"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"mainSubjects"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestationAttached"}},{"kind":"Field","name":{"kind":"Name","value":"paySlipAttached"}},{"kind":"Field","name":{"kind":"Name","value":"bankDraftNo"}},{"kind":"Field","name":{"kind":"Name","value":"declarationAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentsConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sixth"}},{"kind":"Field","name":{"kind":"Name","value":"sixthA"}},{"kind":"Field","name":{"kind":"Name","value":"tenth"}},{"kind":"Field","name":{"kind":"Name","value":"twelfth"}},{"kind":"Field","name":{"kind":"Name","value":"degreeMarks"}},{"kind":"Field","name":{"kind":"Name","value":"masters"}},{"kind":"Field","name":{"kind":"Name","value":"idProof"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draftAttached"}},{"kind":"Field","name":{"kind":"Name","value":"disability"}},{"kind":"Field","name":{"kind":"Name","value":"sectionsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceAttached"}},{"kind":"Field","name":{"kind":"Name","value":"certificatesAttached"}},{"kind":"Field","name":{"kind":"Name","value":"signingDate"}},{"kind":"Field","name":{"kind":"Name","value":"signatureFile"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"}}]}}]} as unknown as DocumentNode<PaperFormPageQuery, PaperFormPageQueryVariables>;
export const ApplicationSubmitPaperFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationSubmitPaperForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmitPaperFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSubmitPaperForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationSubmitPaperFormMutation, ApplicationSubmitPaperFormMutationVariables>;
export const ApplicationSavePaperFormDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationSavePaperFormDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSavePaperFormDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSavePaperFormDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationSavePaperFormDraftMutation, ApplicationSavePaperFormDraftMutationVariables>;
export const ApplicationStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationStartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationStart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolledProgram"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationStartMutation, ApplicationStartMutationVariables>;
export const ApplicationWizardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationWizardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationWizard_application"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}}]} as unknown as DocumentNode<ApplicationWizardPageQuery, ApplicationWizardPageQueryVariables>;
export const PreRegistrationWizardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreRegistrationWizard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationWizard_application"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}}]} as unknown as DocumentNode<PreRegistrationWizardQuery, PreRegistrationWizardQueryVariables>;
export const ApplicationSaveDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationSaveDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSaveDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSaveDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationWizard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationSaveDocumentsMutation, ApplicationSaveDocumentsMutationVariables>;
export const ApplicationSaveEducationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationSaveEducation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSaveEducationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSaveEducation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationWizard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationSaveEducationMutation, ApplicationSaveEducationMutationVariables>;
export const ApplicationSaveGeneralInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationSaveGeneralInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSaveGeneralInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSaveGeneralInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationWizard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationSaveGeneralInfoMutation, ApplicationSaveGeneralInfoMutationVariables>;
export const ApplicationSaveScholarshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationSaveScholarship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSaveScholarshipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSaveScholarship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationWizard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationSaveScholarshipMutation, ApplicationSaveScholarshipMutationVariables>;
export const ApplicationSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationWizard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationWizard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"partnerChannel"}},{"kind":"Field","name":{"kind":"Name","value":"generalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"internationalStudent"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"permanentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"permanentState"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCity"}},{"kind":"Field","name":{"kind":"Name","value":"permanentPin"}},{"kind":"Field","name":{"kind":"Name","value":"permanentCountry"}},{"kind":"Field","name":{"kind":"Name","value":"presentSameAsPermanent"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"presentAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"presentState"}},{"kind":"Field","name":{"kind":"Name","value":"presentCity"}},{"kind":"Field","name":{"kind":"Name","value":"presentPin"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfResidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCountry"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPincode"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"universityAddress3"}},{"kind":"Field","name":{"kind":"Name","value":"universityCountry"}},{"kind":"Field","name":{"kind":"Name","value":"universityZip"}},{"kind":"Field","name":{"kind":"Name","value":"educationType"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"workDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scholarship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarship"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenter"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterCode"}},{"kind":"Field","name":{"kind":"Name","value":"learningCenterName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplicationSubmitMutation, ApplicationSubmitMutationVariables>;
export const AccountConfirmSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountConfirmSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountConfirmSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountConfirmSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AccountConfirmSignUpMutation, AccountConfirmSignUpMutationVariables>;
export const AccountSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AccountSignUpMutation, AccountSignUpMutationVariables>;
export const PasswordResetConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordResetConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordChanged"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PasswordResetConfirmMutation, PasswordResetConfirmMutationVariables>;
export const PasswordResetRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordResetRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeSent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PasswordResetRequestMutation, PasswordResetRequestMutationVariables>;
export const SessionCompleteNewPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionCompleteNewPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCompleteNewPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionCompleteNewPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newPasswordRequired"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SessionCompleteNewPasswordMutation, SessionCompleteNewPasswordMutationVariables>;
export const SessionSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newPasswordRequired"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SessionSignInMutation, SessionSignInMutationVariables>;
export const OnlineProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnlinePrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnlineProgramCard_program"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]} as unknown as DocumentNode<OnlineProgramsQuery, OnlineProgramsQueryVariables>;
export const ProgramDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"viewerEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"viewerEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramOverview_program"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramInstructors_program"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCurriculum_program"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramFaqs_program"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramOverview_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overviewHtml"}},{"kind":"Field","name":{"kind":"Name","value":"featuresHtml"}},{"kind":"Field","name":{"kind":"Name","value":"outcomesHtml"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramInstructors_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCurriculum_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curriculum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramFaqs_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramDetailQuery, ProgramDetailQueryVariables>;
export const PublicSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramsMenu_catalog"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramsMenu_catalog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramCatalog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PublicSiteQuery, PublicSiteQueryVariables>;
export const ScholarshipCodeConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScholarshipCodeConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScholarshipCodeConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarshipCodeConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ScholarshipCodeConfirmMutation, ScholarshipCodeConfirmMutationVariables>;
export const ScholarshipEmailCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScholarshipEmailCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScholarshipEmailCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarshipEmailCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeSent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ScholarshipEmailCheckMutation, ScholarshipEmailCheckMutationVariables>;
export const CertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateCard_certificate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateCard_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credentialUrl"}}]}}]} as unknown as DocumentNode<CertificatesQuery, CertificatesQueryVariables>;
export const CertificateVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}}]}}]}}]} as unknown as DocumentNode<CertificateVerificationQuery, CertificateVerificationQueryVariables>;
export const QueryPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QueryPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posted"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<QueryPostMutation, QueryPostMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpcomingEvents_event"}}]}},{"kind":"Field","name":{"kind":"Name","value":"continueLearning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContinueLearning_resume"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingEvents_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContinueLearning_resume"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContinueLearning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upNext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const CalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Calendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpcomingEvents_event"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingEvents_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<CalendarQuery, CalendarQueryVariables>;
export const AssessmentStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssessmentStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentStart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentRow_assessment"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptView_attempt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionStem_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionInput_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchPrompts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionStem_question"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentRow_assessment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"answersAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"attemptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"maximumScore"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"timeAllowedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"answersAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptView_attempt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"clockPollMs"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionInput_question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AssessmentStartMutation, AssessmentStartMutationVariables>;
export const AssessmentAnswerSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssessmentAnswerSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentAnswerSaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentAnswerSave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSequence"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AssessmentAnswerSaveMutation, AssessmentAnswerSaveMutationVariables>;
export const AssessmentSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssessmentSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentRow_assessment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentRow_assessment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"answersAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"attemptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"maximumScore"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"timeAllowedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"answersAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AssessmentSubmitMutation, AssessmentSubmitMutationVariables>;
export const AssessmentClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"clockPollMs"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AssessmentClockQuery, AssessmentClockQueryVariables>;
export const CourseAssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseAssessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentRow_assessment"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentRow_assessment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"answersAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"attemptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"maximumScore"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"timeAllowedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"answersAvailable"}}]}}]} as unknown as DocumentNode<CourseAssessmentsQuery, CourseAssessmentsQueryVariables>;
export const CourseAssessmentReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseAssessmentReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewItem_item"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionStem_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentReviewQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchPrompts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionStem_question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correctOptionIds"}},{"kind":"Field","name":{"kind":"Name","value":"correctMatches"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}}]} as unknown as DocumentNode<CourseAssessmentReviewQuery, CourseAssessmentReviewQueryVariables>;
export const CourseCertificateGenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CourseCertificateGenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseCertificateGenerateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseCertificateGenerate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CourseCertificateGenerateMutation, CourseCertificateGenerateMutationVariables>;
export const CoursePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseScreen_course"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseOutline_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsUnitImages"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCertificate_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificateAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"captions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srclang"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObjectPlayer_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"secondsSpent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_object"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseScreen_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"freeNavigation"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUnitId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseOutline_course"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCertificate_course"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ObjectPlayer_object"}}]}}]}}]}}]} as unknown as DocumentNode<CoursePageQuery, CoursePageQueryVariables>;
export const ScormRuntimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScormRuntime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scormRuntime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"launchUrl"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]} as unknown as DocumentNode<ScormRuntimeQuery, ScormRuntimeQueryVariables>;
export const ScormCommitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScormCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScormCommitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scormCommit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ScormCommitMutation, ScormCommitMutationVariables>;
export const UnitQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitQuizFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizItemView_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOptions"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffPercent"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlinePassed"}},{"kind":"Field","name":{"kind":"Name","value":"autoscored"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"scorePending"}},{"kind":"Field","name":{"kind":"Name","value":"passedByRetry"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizItemView_item"}}]}}]}}]} as unknown as DocumentNode<UnitQuizQuery, UnitQuizQueryVariables>;
export const UnitQuizItemCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnitQuizItemCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizItemCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitQuizItemCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitQuizFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizItemView_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOptions"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffPercent"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlinePassed"}},{"kind":"Field","name":{"kind":"Name","value":"autoscored"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"scorePending"}},{"kind":"Field","name":{"kind":"Name","value":"passedByRetry"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizItemView_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UnitQuizItemCheckMutation, UnitQuizItemCheckMutationVariables>;
export const UnitQuizSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnitQuizSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizSubmitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitQuizSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitQuizFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizItemView_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOptions"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffPercent"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlinePassed"}},{"kind":"Field","name":{"kind":"Name","value":"autoscored"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"scorePending"}},{"kind":"Field","name":{"kind":"Name","value":"passedByRetry"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizItemView_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UnitQuizSubmitMutation, UnitQuizSubmitMutationVariables>;
export const UnitAssignmentSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnitAssignmentSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAssignmentSubmitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitAssignmentSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitQuizFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizItemView_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuizItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stemHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOptions"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffPercent"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlinePassed"}},{"kind":"Field","name":{"kind":"Name","value":"autoscored"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"scorePending"}},{"kind":"Field","name":{"kind":"Name","value":"passedByRetry"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizItemView_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UnitAssignmentSubmitMutation, UnitAssignmentSubmitMutationVariables>;
export const CoursePodcastsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursePodcasts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coursePodcasts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"podcasts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableMessage"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}}]}}]}}]}}]} as unknown as DocumentNode<CoursePodcastsQuery, CoursePodcastsQueryVariables>;
export const CourseRecordedSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseRecordedSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseRecordedSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<CourseRecordedSessionsQuery, CourseRecordedSessionsQueryVariables>;
export const CourseReferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseReferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseReferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<CourseReferencesQuery, CourseReferencesQueryVariables>;
export const CourseStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CourseStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseStartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseStart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseScreen_course"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgress_program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseOutline_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsUnitImages"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCertificate_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificateAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"captions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srclang"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObjectPlayer_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"secondsSpent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_object"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseScreen_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"freeNavigation"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUnitId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseOutline_course"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCertificate_course"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ObjectPlayer_object"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgress_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CourseStartMutation, CourseStartMutationVariables>;
export const LearningObjectOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LearningObjectOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObjectOpenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learningObjectOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseScreen_course"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgress_program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseOutline_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsUnitImages"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCertificate_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificateAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"captions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srclang"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObjectPlayer_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"secondsSpent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_object"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseScreen_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"freeNavigation"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUnitId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseOutline_course"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCertificate_course"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ObjectPlayer_object"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgress_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<LearningObjectOpenMutation, LearningObjectOpenMutationVariables>;
export const LearningObjectCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LearningObjectComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObjectCompleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learningObjectComplete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseScreen_course"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgress_program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseOutline_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsUnitImages"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCertificate_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificateAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"captions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srclang"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObjectPlayer_object"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"secondsSpent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_object"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseScreen_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"freeNavigation"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUnitId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseOutline_course"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCertificate_course"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ObjectPlayer_object"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgress_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<LearningObjectCompleteMutation, LearningObjectCompleteMutationVariables>;
export const MyProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCard_program"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"candidateNumber"}}]}}]} as unknown as DocumentNode<MyProgramsQuery, MyProgramsQueryVariables>;
export const ProgramCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"candidateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"showsSemesterHeadings"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}},{"kind":"Field","name":{"kind":"Name","value":"examScheduling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamSchedulingForm_exam"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamSchedulingForm_exam"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamScheduling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ProgramCoursesQuery, ProgramCoursesQueryVariables>;
export const ProgramInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramOverview_program"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCurriculum_program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionHtml"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramOverview_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overviewHtml"}},{"kind":"Field","name":{"kind":"Name","value":"featuresHtml"}},{"kind":"Field","name":{"kind":"Name","value":"outcomesHtml"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCurriculum_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curriculum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<ProgramInfoQuery, ProgramInfoQueryVariables>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const UploadCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UploadCreateMutation, UploadCreateMutationVariables>;
export const SessionSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SessionSignOutMutation, SessionSignOutMutationVariables>;