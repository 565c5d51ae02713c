import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ViewerModel, EnrolledProgramModel, EnrolledCourseModel, CalendarEventModel, ProgramCatalogModel, ProgramLevelGroupModel, CatalogProgramModel, ProgramModel, InstructorGroupModel, InstructorModel, CurriculumTopicModel, FaqGroupModel, FaqModel } from '../modules/mappers.js';
import { ApplicationModel, ApplicationDocumentsModel, StoredFileModel, ApplyTabModel, ApplyProgramModel, PreRegistrationModel, PaperFormModel } from '../modules/admissions/mappers.js';
import { Context } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, as an ISO-8601 string in UTC (for example "2026-01-15T00:00:00.000Z"). */
  DateTime: { input: string; output: string; }
};

export type AccountConfirmSignUpInput = {
  /** The confirmation code from the Verify Email link. */
  code: Scalars['String']['input'];
  /** The user name (e-mail address) from the Verify Email link. */
  username: Scalars['String']['input'];
};

export type AccountConfirmSignUpPayload = {
  __typename?: 'AccountConfirmSignUpPayload';
  /** True when the e-mail address is confirmed and the learner can sign in. */
  confirmed: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

export type AccountSignUpInput = {
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** The learner's e-mail address; it becomes the user name. */
  email: Scalars['String']['input'];
  /** The learner's name. */
  name: Scalars['String']['input'];
  /** At least 8 characters, with at least one lowercase letter, one number and one special character. */
  password: Scalars['String']['input'];
};

export type AccountSignUpPayload = {
  __typename?: 'AccountSignUpPayload';
  /** True when the account was created and the verification e-mail sent. */
  registered: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** An application to a program: the wizard's sections as saved so far. */
export type Application = {
  __typename?: 'Application';
  /** What the apply list offers. */
  action: ApplyAction;
  /** The batch applied to. */
  batchId: Scalars['ID']['output'];
  /** Upload Documents, once saved. */
  documents?: Maybe<ApplicationDocuments>;
  /** True when the wizard may be opened (statuses NOT_STARTED, DRAFT and EDITABLE). */
  editable: Scalars['Boolean']['output'];
  /** Education, once saved. */
  education?: Maybe<Education>;
  /** General Information, once saved. */
  generalInfo?: Maybe<GeneralInfo>;
  /** The application id: the program's base id, a dash, and epoch seconds (null until first saved). */
  id?: Maybe<Scalars['ID']['output']>;
  /** The paper-style form, once saved. */
  paperForm?: Maybe<PaperForm>;
  /** True for a partner-channel (e-VBAB) applicant: scholarship is Yes and partner details are filled in. */
  partnerChannel: Scalars['Boolean']['output'];
  /** The program applied to. */
  programId: Scalars['ID']['output'];
  /** Address of the program's image. */
  programImageUrl: Scalars['String']['output'];
  /** The program's name. */
  programName: Scalars['String']['output'];
  /** Scholarship, once saved. */
  scholarship?: Maybe<ScholarshipChoice>;
  /** Where it stands. */
  status: ApplicationStatus;
  /** The three steps of My Application. */
  steps: Array<ApplicationStep>;
};

/** Upload Documents of the wizard. */
export type ApplicationDocuments = {
  __typename?: 'ApplicationDocuments';
  certificate?: Maybe<StoredFile>;
  nationalId?: Maybe<StoredFile>;
  passport?: Maybe<StoredFile>;
  profilePhoto?: Maybe<StoredFile>;
  transcripts?: Maybe<StoredFile>;
};

/** Stored names of uploaded documents to save (from uploadCreate). */
export type ApplicationDocumentsInput = {
  certificate: Scalars['String']['input'];
  nationalId: Scalars['String']['input'];
  passport?: InputMaybe<Scalars['String']['input']>;
  profilePhoto: Scalars['String']['input'];
  transcripts: Scalars['String']['input'];
};

/** The result of saving or submitting an application. */
export type ApplicationPayload = {
  __typename?: 'ApplicationPayload';
  /** The application as saved; null when nothing was saved. */
  application?: Maybe<Application>;
  /** The first failing check, with the spec's message. */
  userErrors: Array<UserError>;
};

export type ApplicationSaveDocumentsInput = {
  documents: ApplicationDocumentsInput;
  programId: Scalars['ID']['input'];
  variant?: InputMaybe<ApplicationVariant>;
};

export type ApplicationSaveEducationInput = {
  education: EducationInput;
  programId: Scalars['ID']['input'];
  variant?: InputMaybe<ApplicationVariant>;
};

export type ApplicationSaveGeneralInfoInput = {
  generalInfo: GeneralInfoInput;
  /** The program applied to (ignored for PRE_REGISTRATION, whose program is fixed by the scholarship check). */
  programId: Scalars['ID']['input'];
  /** Which wizard (default WIZARD). */
  variant?: InputMaybe<ApplicationVariant>;
};

/**
 * The paper form as it stands, to keep as a draft. None of the submit checks of spec part 3,
 * section 5.2 run; file names must still be the learner's own finished uploads.
 */
export type ApplicationSavePaperFormDraftInput = {
  /** The paper form, however little of it is filled. */
  form: PaperFormInput;
  /** The program applied to. */
  programId: Scalars['ID']['input'];
};

export type ApplicationSaveScholarshipInput = {
  programId: Scalars['ID']['input'];
  scholarship: ScholarshipInput;
  variant?: InputMaybe<ApplicationVariant>;
};

export type ApplicationStartInput = {
  programId: Scalars['ID']['input'];
};

/** The result of starting an approved or open program. */
export type ApplicationStartPayload = {
  __typename?: 'ApplicationStartPayload';
  /** The program the learner is now enrolled in; null when not enrolled. */
  enrolledProgram?: Maybe<EnrolledProgram>;
  userErrors: Array<UserError>;
};

/** Where an application stands (spec part 3, section 4.1). */
export type ApplicationStatus =
  /** Approved: the learner may start (pstatus 3). */
  | 'APPROVED'
  /** A draft being filled in (pstatus 1). */
  | 'DRAFT'
  /** Sent back for changes (pstatus 5). */
  | 'EDITABLE'
  /** Not started (pstatus 0). */
  | 'NOT_STARTED'
  /** Submitted and under review (pstatus 2). */
  | 'SUBMITTED';

/** A step of an application card: Fill Your Details, Under Review, Approved. */
export type ApplicationStep = {
  __typename?: 'ApplicationStep';
  /** The step's label. */
  label: Scalars['String']['output'];
  /** True when the application has reached it. */
  reached: Scalars['Boolean']['output'];
};

export type ApplicationSubmitInput = {
  programId: Scalars['ID']['input'];
  variant?: InputMaybe<ApplicationVariant>;
};

export type ApplicationSubmitPaperFormInput = {
  form: PaperFormInput;
  programId: Scalars['ID']['input'];
};

/** Which wizard an application mutation acts for. */
export type ApplicationVariant =
  /** The pre-registration wizard of a partner applicant who passed the scholarship check in this browser. */
  | 'PRE_REGISTRATION'
  /** The signed-in learner's wizard. */
  | 'WIZARD';

/** What the apply list offers for a program (spec part 3, section 4.1). */
export type ApplyAction =
  | 'APPLY'
  | 'CONTINUE_APPLICATION'
  | 'CONTINUE_LEARNING'
  | 'EDIT_APPLICATION'
  /** Enrol and open progress. */
  | 'START'
  /** Under review: nothing to do. */
  | 'UNDER_REVIEW';

/** A program in the apply list, with the learner's action. */
export type ApplyProgram = {
  __typename?: 'ApplyProgram';
  /** What the learner can do. */
  action: ApplyAction;
  /** The button's text ('Apply', 'Continue Application', 'Under Review', 'Start', 'Edit Application', 'Continue Learning'). */
  actionLabel: Scalars['String']['output'];
  /** The batch offered. */
  batchId: Scalars['ID']['output'];
  /** How long it runs. */
  duration: Scalars['String']['output'];
  /** The program. */
  id: Scalars['ID']['output'];
  /** Address of its image. */
  imageUrl: Scalars['String']['output'];
  /** Name, as plain text. */
  name: Scalars['String']['output'];
  /** The learner's application status, or null when never applied. */
  status?: Maybe<ApplicationStatus>;
};

/** One tab of the apply list (Under Graduate, Post Graduate, Doctor Of Pharmacy). */
export type ApplyTab = {
  __typename?: 'ApplyTab';
  /** The tab's label. */
  label: Scalars['String']['output'];
  /** Its programs; empty shows "No courses". */
  programs: Array<ApplyProgram>;
};

/** An event on the learner's calendar. */
export type CalendarEvent = {
  __typename?: 'CalendarEvent';
  /** The day of the event, as YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** A stable id for the event. */
  id: Scalars['ID']['output'];
  /** An optional link to follow for the event. */
  link?: Maybe<Scalars['String']['output']>;
  /** What the event is. */
  title: Scalars['String']['output'];
};

/** A program as listed in the catalogue. */
export type CatalogProgram = {
  __typename?: 'CatalogProgram';
  /** The batch currently offered for this program. */
  batchId: Scalars['ID']['output'];
  /** How long the program runs. */
  duration: Scalars['String']['output'];
  /** The program's id. */
  id: Scalars['ID']['output'];
  /** Address of the program's image. */
  imageUrl: Scalars['String']['output'];
  /** The program's name, as plain text. */
  name: Scalars['String']['output'];
};

/** Where a learner stands in a course. */
export type CourseStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'NOT_STARTED';

/** One topic of a program's curriculum. */
export type CurriculumTopic = {
  __typename?: 'CurriculumTopic';
  /** Length in weeks. */
  durationWeeks: Scalars['Int']['output'];
  /** The course the topic is. */
  id: Scalars['ID']['output'];
  /** Address of its image. */
  imageUrl: Scalars['String']['output'];
  /** Its label (for example "Semester 1"). */
  label: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** The titles of its units. */
  units: Array<Scalars['String']['output']>;
};

/** Education of the wizard. */
export type Education = {
  __typename?: 'Education';
  educationType: Scalars['String']['output'];
  experience: Scalars['String']['output'];
  schoolAddress1: Scalars['String']['output'];
  schoolAddress2: Scalars['String']['output'];
  schoolAddress3: Scalars['String']['output'];
  schoolCountry: Scalars['String']['output'];
  schoolName: Scalars['String']['output'];
  schoolPincode: Scalars['String']['output'];
  specialization: Scalars['String']['output'];
  universityAddress1: Scalars['String']['output'];
  universityAddress2: Scalars['String']['output'];
  universityAddress3: Scalars['String']['output'];
  universityCountry: Scalars['String']['output'];
  universityName: Scalars['String']['output'];
  universityZip: Scalars['String']['output'];
  workDescription: Scalars['String']['output'];
};

/** Education to save. */
export type EducationInput = {
  educationType?: InputMaybe<Scalars['String']['input']>;
  experience: Scalars['String']['input'];
  schoolAddress1: Scalars['String']['input'];
  schoolAddress2?: InputMaybe<Scalars['String']['input']>;
  schoolAddress3?: InputMaybe<Scalars['String']['input']>;
  schoolCountry: Scalars['String']['input'];
  schoolName: Scalars['String']['input'];
  schoolPincode: Scalars['String']['input'];
  specialization?: InputMaybe<Scalars['String']['input']>;
  universityAddress1: Scalars['String']['input'];
  universityAddress2?: InputMaybe<Scalars['String']['input']>;
  universityAddress3?: InputMaybe<Scalars['String']['input']>;
  universityCountry: Scalars['String']['input'];
  universityName: Scalars['String']['input'];
  universityZip: Scalars['String']['input'];
  workDescription: Scalars['String']['input'];
};

/** A course of an enrolled program, with the learner's progress. */
export type EnrolledCourse = {
  __typename?: 'EnrolledCourse';
  /** The course itself, the same in every batch. */
  courseId: Scalars['ID']['output'];
  /** Length of the course in weeks. */
  durationWeeks: Scalars['Int']['output'];
  /** Whether the course is an elective (one the learner selected). */
  elective: Scalars['Boolean']['output'];
  /** The course as run in this batch. */
  id: Scalars['ID']['output'];
  /** Address of the course's image. */
  imageUrl: Scalars['String']['output'];
  /** Progress through the course, 0 to 100. */
  progressPercent: Scalars['Float']['output'];
  /** The semester the course belongs to, from 1. */
  semester: Scalars['Int']['output'];
  /** Where the learner stands in the course. */
  status: CourseStatus;
  /** The course's title. */
  title: Scalars['String']['output'];
};

/** A program the learner is enrolled in, in one batch. */
export type EnrolledProgram = {
  __typename?: 'EnrolledProgram';
  /** The learner's candidate number (USN) in this program, or null when none is assigned yet. */
  candidateNumber?: Maybe<Scalars['String']['output']>;
  /** The courses of the program that the learner follows, in order. Elective courses the learner did not select are left out. */
  courses: Array<EnrolledCourse>;
  /** How long the program runs, as the university words it (for example "3 Years"). */
  duration: Scalars['String']['output'];
  /** When the batch ends, or null when the university has not said. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The batch the learner is enrolled in (unique per enrolment). */
  id: Scalars['ID']['output'];
  /** Address of the program's image. */
  imageUrl: Scalars['String']['output'];
  /** The program this enrolment belongs to. */
  programId: Scalars['ID']['output'];
  /** Overall progress through the program, 0 to 100. */
  progressPercent: Scalars['Float']['output'];
  /** When the batch starts, or null when the university has not said. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The program's title. */
  title: Scalars['String']['output'];
};

/** An examination record: year, registration number and subject rows. */
export type ExamRecord = {
  __typename?: 'ExamRecord';
  registrationNo: Scalars['String']['output'];
  subjects: Array<SubjectGrade>;
  year: Scalars['String']['output'];
};

export type ExamRecordInput = {
  registrationNo: Scalars['String']['input'];
  subjects: Array<SubjectGradeInput>;
  year: Scalars['String']['input'];
};

/** A frequently asked question. */
export type Faq = {
  __typename?: 'Faq';
  /** Its answer, as plain text. */
  answer: Scalars['String']['output'];
  /** The question. */
  question: Scalars['String']['output'];
};

/** Questions and answers under one title. */
export type FaqGroup = {
  __typename?: 'FaqGroup';
  /** Its questions. */
  questions: Array<Faq>;
  /** The group's title. */
  title: Scalars['String']['output'];
};

/** General Information of the wizard (spec part 3, section 3.2). */
export type GeneralInfo = {
  __typename?: 'GeneralInfo';
  countryCode: Scalars['String']['output'];
  countryOfResidence: Scalars['String']['output'];
  dateOfBirth: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fatherName: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  internationalStudent: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  middleName: Scalars['String']['output'];
  motherName: Scalars['String']['output'];
  nationalId: Scalars['String']['output'];
  passportNumber: Scalars['String']['output'];
  permanentAddress1: Scalars['String']['output'];
  permanentAddress2: Scalars['String']['output'];
  permanentAddress3: Scalars['String']['output'];
  permanentCity: Scalars['String']['output'];
  permanentCountry: Scalars['String']['output'];
  permanentPin: Scalars['String']['output'];
  permanentState: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  presentAddress1: Scalars['String']['output'];
  presentAddress2: Scalars['String']['output'];
  presentAddress3: Scalars['String']['output'];
  presentCity: Scalars['String']['output'];
  presentPin: Scalars['String']['output'];
  presentSameAsPermanent: Scalars['Boolean']['output'];
  presentState: Scalars['String']['output'];
};

/** General Information to save. */
export type GeneralInfoInput = {
  countryCode: Scalars['String']['input'];
  countryOfResidence: Scalars['String']['input'];
  dateOfBirth: Scalars['String']['input'];
  fatherName?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  gender?: InputMaybe<Scalars['String']['input']>;
  internationalStudent?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  motherName?: InputMaybe<Scalars['String']['input']>;
  nationalId: Scalars['String']['input'];
  passportNumber?: InputMaybe<Scalars['String']['input']>;
  permanentAddress1: Scalars['String']['input'];
  permanentAddress2?: InputMaybe<Scalars['String']['input']>;
  permanentAddress3?: InputMaybe<Scalars['String']['input']>;
  permanentCity: Scalars['String']['input'];
  permanentCountry?: InputMaybe<Scalars['String']['input']>;
  permanentPin: Scalars['String']['input'];
  permanentState: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  presentAddress1: Scalars['String']['input'];
  presentAddress2?: InputMaybe<Scalars['String']['input']>;
  presentAddress3?: InputMaybe<Scalars['String']['input']>;
  presentCity: Scalars['String']['input'];
  presentPin: Scalars['String']['input'];
  presentSameAsPermanent: Scalars['Boolean']['input'];
  presentState: Scalars['String']['input'];
};

/** Someone who teaches in a program. */
export type Instructor = {
  __typename?: 'Instructor';
  /** Role or title. */
  designation: Scalars['String']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Organisation they belong to. */
  organisation: Scalars['String']['output'];
  /** Address of their photo. */
  photoUrl: Scalars['String']['output'];
};

/** A group of instructors under one title. */
export type InstructorGroup = {
  __typename?: 'InstructorGroup';
  /** The instructors in it. */
  instructors: Array<Instructor>;
  /** The group's title. */
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Confirms an account's e-mail address with the code of its "Verify Email" link. */
  accountConfirmSignUp: AccountConfirmSignUpPayload;
  /** Creates an account. A "Verify Email" link and code are sent to the e-mail address. */
  accountSignUp: AccountSignUpPayload;
  /** Saves Upload Documents and unlocks Scholarship and Review. Refused until Education is saved. */
  applicationSaveDocuments: ApplicationPayload;
  /** Saves Education and unlocks Upload Documents. Refused until General Information is saved. */
  applicationSaveEducation: ApplicationPayload;
  /** Saves General Information (action 0, status DRAFT) and unlocks Education. */
  applicationSaveGeneralInfo: ApplicationPayload;
  /** Saves the paper form as a draft (action 0, status DRAFT) without its submit checks, so the applicant can come back to it. */
  applicationSavePaperFormDraft: ApplicationPayload;
  /** Saves the Scholarship choice. Refused until Upload Documents is saved; a partner-channel application's scholarship is Yes at a learning centre. */
  applicationSaveScholarship: ApplicationPayload;
  /** Enrols the learner in an approved (or directly open) program: syncs the program, records 'Program Subscribed', refreshes progress. */
  applicationStart: ApplicationStartPayload;
  /** Submits the application (action 2, status SUBMITTED). A submitted application cannot be edited. */
  applicationSubmit: ApplicationPayload;
  /** Submits the paper-style form (status SUBMITTED). */
  applicationSubmitPaperForm: ApplicationPayload;
  /** Sets a new password with the code from the password-reset e-mail. */
  passwordResetConfirm: PasswordResetConfirmPayload;
  /** Sends a password-reset code to the account's e-mail address. */
  passwordResetRequest: PasswordResetRequestPayload;
  /** Posts a visitor's query (Report A Query, before login). */
  queryPost: QueryPostPayload;
  /**
   * Takes the code `scholarshipEmailCheck` mailed, in the same browser, and opens the pre-registration
   * wizard. Attempts are limited per address and per e-mail.
   */
  scholarshipCodeConfirm: ScholarshipCodeConfirmPayload;
  /**
   * Checks a partner-portal e-mail for the scholarship and, when registered, mails a one-time code to
   * it (valid 10 minutes). Calling it again sends a new code. Rate limited per address and per e-mail.
   */
  scholarshipEmailCheck: ScholarshipEmailCheckPayload;
  /** Sets the new password that the first sign-in of an account requires, and signs in. */
  sessionCompleteNewPassword: SessionSignInPayload;
  /**
   * Signs in with user name (e-mail) and password. On success the session cookies are set
   * and `viewer` is returned; when the account must choose a new password first,
   * `newPasswordRequired` is true and `sessionCompleteNewPassword` finishes the sign-in.
   */
  sessionSignIn: SessionSignInPayload;
  /**
   * Ends this session: its tokens are refused from now on, as cookies or as a Bearer token, by every
   * replica; its refresh token is revoked and the session cookies are cleared. Called with
   * `Authorization: Bearer <ID token>`, it ends that token's session in the gateway; the integrator
   * revokes its own refresh token with the identity provider.
   */
  sessionSignOut: SessionSignOutPayload;
  /** Checks a file and issues a presigned upload address for it. */
  uploadCreate: UploadCreatePayload;
};


export type MutationAccountConfirmSignUpArgs = {
  input: AccountConfirmSignUpInput;
};


export type MutationAccountSignUpArgs = {
  input: AccountSignUpInput;
};


export type MutationApplicationSaveDocumentsArgs = {
  input: ApplicationSaveDocumentsInput;
};


export type MutationApplicationSaveEducationArgs = {
  input: ApplicationSaveEducationInput;
};


export type MutationApplicationSaveGeneralInfoArgs = {
  input: ApplicationSaveGeneralInfoInput;
};


export type MutationApplicationSavePaperFormDraftArgs = {
  input: ApplicationSavePaperFormDraftInput;
};


export type MutationApplicationSaveScholarshipArgs = {
  input: ApplicationSaveScholarshipInput;
};


export type MutationApplicationStartArgs = {
  input: ApplicationStartInput;
};


export type MutationApplicationSubmitArgs = {
  input: ApplicationSubmitInput;
};


export type MutationApplicationSubmitPaperFormArgs = {
  input: ApplicationSubmitPaperFormInput;
};


export type MutationPasswordResetConfirmArgs = {
  input: PasswordResetConfirmInput;
};


export type MutationPasswordResetRequestArgs = {
  input: PasswordResetRequestInput;
};


export type MutationQueryPostArgs = {
  input: QueryPostInput;
};


export type MutationScholarshipCodeConfirmArgs = {
  input: ScholarshipCodeConfirmInput;
};


export type MutationScholarshipEmailCheckArgs = {
  input: ScholarshipEmailCheckInput;
};


export type MutationSessionCompleteNewPasswordArgs = {
  input: SessionCompleteNewPasswordInput;
};


export type MutationSessionSignInArgs = {
  input: SessionSignInInput;
};


export type MutationUploadCreateArgs = {
  input: UploadCreateInput;
};

/** Another qualification on the paper form. */
export type OtherQualification = {
  __typename?: 'OtherQualification';
  award: Scalars['String']['output'];
  course: Scalars['String']['output'];
  duration: Scalars['String']['output'];
  gradeAwarded: Scalars['String']['output'];
  year: Scalars['String']['output'];
};

export type OtherQualificationInput = {
  award: Scalars['String']['input'];
  course: Scalars['String']['input'];
  duration: Scalars['String']['input'];
  gradeAwarded: Scalars['String']['input'];
  year: Scalars['String']['input'];
};

/** The paper-style "APPLICATION FOR ADMISSION" form (spec part 3, sections 2.3 and 3.1). */
export type PaperForm = {
  __typename?: 'PaperForm';
  aLevel: Array<SubjectGrade>;
  address: Scalars['String']['output'];
  attachmentsConfirmed: Scalars['Boolean']['output'];
  attestationAttached: Scalars['Boolean']['output'];
  bankDraftNo: Scalars['String']['output'];
  certificatesAttached: Scalars['Boolean']['output'];
  dateOfBirth: Scalars['String']['output'];
  declarationAccepted: Scalars['Boolean']['output'];
  disability: Scalars['Boolean']['output'];
  documents: PaperFormDocuments;
  draftAttached: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  evidenceAttached: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  gce: ExamRecord;
  maidenName: Scalars['String']['output'];
  nationality: Scalars['String']['output'];
  nic: Scalars['String']['output'];
  otherSecondary: Array<OtherQualification>;
  otherSecondaryRegistrationNo: Scalars['String']['output'];
  otherSecondaryYear: Scalars['String']['output'];
  passport: Scalars['String']['output'];
  paySlipAttached: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
  postgraduate: Array<PostgraduateRecord>;
  profilePhoto: Scalars['String']['output'];
  programmes: Array<ProgrammeChoice>;
  sectionsCompleted: Scalars['Boolean']['output'];
  signatureFile: Scalars['String']['output'];
  signingDate: Scalars['String']['output'];
  subsidiary: Array<SubjectGrade>;
  surname: Scalars['String']['output'];
  tenth: ExamRecord;
  title: Scalars['String']['output'];
  twelfth: ExamRecord;
};

/** Stored file names of the paper form's documents. */
export type PaperFormDocuments = {
  __typename?: 'PaperFormDocuments';
  degreeMarks: Scalars['String']['output'];
  idProof: Scalars['String']['output'];
  masters: Scalars['String']['output'];
  sixth: Scalars['String']['output'];
  sixthA: Scalars['String']['output'];
  tenth: Scalars['String']['output'];
  twelfth: Scalars['String']['output'];
};

export type PaperFormDocumentsInput = {
  degreeMarks: Scalars['String']['input'];
  idProof: Scalars['String']['input'];
  masters: Scalars['String']['input'];
  sixth: Scalars['String']['input'];
  sixthA: Scalars['String']['input'];
  tenth: Scalars['String']['input'];
  twelfth: Scalars['String']['input'];
};

/** The paper form to submit; the gateway runs the 16 checks of spec part 3, section 5.2 in order. */
export type PaperFormInput = {
  aLevel: Array<SubjectGradeInput>;
  address: Scalars['String']['input'];
  attachmentsConfirmed: Scalars['Boolean']['input'];
  attestationAttached: Scalars['Boolean']['input'];
  bankDraftNo: Scalars['String']['input'];
  certificatesAttached: Scalars['Boolean']['input'];
  dateOfBirth: Scalars['String']['input'];
  declarationAccepted: Scalars['Boolean']['input'];
  disability: Scalars['Boolean']['input'];
  documents: PaperFormDocumentsInput;
  draftAttached: Scalars['Boolean']['input'];
  evidenceAttached: Scalars['Boolean']['input'];
  firstName: Scalars['String']['input'];
  gce: ExamRecordInput;
  maidenName: Scalars['String']['input'];
  nationality: Scalars['String']['input'];
  nic: Scalars['String']['input'];
  otherSecondary: Array<OtherQualificationInput>;
  otherSecondaryRegistrationNo: Scalars['String']['input'];
  otherSecondaryYear: Scalars['String']['input'];
  passport: Scalars['String']['input'];
  paySlipAttached: Scalars['Boolean']['input'];
  phone: Scalars['String']['input'];
  postgraduate: Array<PostgraduateRecordInput>;
  profilePhoto: Scalars['String']['input'];
  programmes: Array<ProgrammeChoiceInput>;
  sectionsCompleted: Scalars['Boolean']['input'];
  signatureFile: Scalars['String']['input'];
  signingDate: Scalars['String']['input'];
  subsidiary: Array<SubjectGradeInput>;
  surname: Scalars['String']['input'];
  tenth: ExamRecordInput;
  title: Scalars['String']['input'];
  twelfth: ExamRecordInput;
};

export type PasswordResetConfirmInput = {
  /** The verification code from the e-mail. */
  code: Scalars['String']['input'];
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: Scalars['String']['input'];
};

export type PasswordResetConfirmPayload = {
  __typename?: 'PasswordResetConfirmPayload';
  /** True when the password was changed. */
  passwordChanged: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

export type PasswordResetRequestInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

export type PasswordResetRequestPayload = {
  __typename?: 'PasswordResetRequestPayload';
  /** True when a code was sent. */
  codeSent: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** A postgraduate record on the paper form. */
export type PostgraduateRecord = {
  __typename?: 'PostgraduateRecord';
  from: Scalars['String']['output'];
  grade: Scalars['String']['output'];
  mainSubjects: Scalars['String']['output'];
  qualification: Scalars['String']['output'];
  to: Scalars['String']['output'];
  university: Scalars['String']['output'];
};

export type PostgraduateRecordInput = {
  from: Scalars['String']['input'];
  grade: Scalars['String']['input'];
  mainSubjects: Scalars['String']['input'];
  qualification: Scalars['String']['input'];
  to: Scalars['String']['input'];
  university: Scalars['String']['input'];
};

/** A partner-country scholarship applicant (e-VBAB) who passed the e-mail check, and their application. */
export type PreRegistration = {
  __typename?: 'PreRegistration';
  /** The application, for the program chosen when the check passed. */
  application: Application;
  /** The partner e-mail that passed the check. */
  email: Scalars['String']['output'];
  /** First name from the partner data. */
  firstName: Scalars['String']['output'];
  /** Last name from the partner data. */
  lastName: Scalars['String']['output'];
  /** The partner learning center's code. */
  learningCenter: Scalars['String']['output'];
  /** The partner learning center's name. */
  learningCenterName: Scalars['String']['output'];
};

/** A program's full description, as its detail page shows it. */
export type Program = {
  __typename?: 'Program';
  /** The batch currently offered. */
  batchId: Scalars['ID']['output'];
  /** The credits it carries. */
  credits: Scalars['String']['output'];
  /** The curriculum, one topic per course. */
  curriculum: Array<CurriculumTopic>;
  /** How long the program runs. */
  duration: Scalars['String']['output'];
  /** Frequently asked questions, in groups. */
  faqGroups: Array<FaqGroup>;
  /** Features, as sanitised HTML. */
  featuresHtml: Scalars['String']['output'];
  /** How it is taught (for example "Online"). */
  format: Scalars['String']['output'];
  /** The program's id. */
  id: Scalars['ID']['output'];
  /** Address of the program's image. */
  imageUrl: Scalars['String']['output'];
  /** Instructors, in groups. */
  instructorGroups: Array<InstructorGroup>;
  /** The program's name, as plain text. */
  name: Scalars['String']['output'];
  /** Outcomes, as sanitised HTML. */
  outcomesHtml: Scalars['String']['output'];
  /** Overview, as sanitised HTML. */
  overviewHtml: Scalars['String']['output'];
  /** The signed-in learner's application status for this program; null for visitors or when never applied. */
  viewerApplicationStatus?: Maybe<ApplicationStatus>;
  /** True when the signed-in learner is enrolled (Continue Learning); false for visitors. */
  viewerEnrolled: Scalars['Boolean']['output'];
};

/** The university's programs grouped by level. */
export type ProgramCatalog = {
  __typename?: 'ProgramCatalog';
  /** One group per level that has at least one program, in the order the Programs menu shows them. */
  levels: Array<ProgramLevelGroup>;
};

/** Levels at which the university offers programs. */
export type ProgramLevel =
  | 'CERTIFICATE'
  | 'DIPLOMA'
  | 'DOCTOR_OF_PHARMACY'
  | 'GRADUATE'
  | 'POSTGRADUATE_DIPLOMA'
  | 'UNDERGRADUATE';

/** The programs offered at one level. */
export type ProgramLevelGroup = {
  __typename?: 'ProgramLevelGroup';
  /** The level's name as shown to visitors (for example "Undergraduate"). */
  label: Scalars['String']['output'];
  /** The level. */
  level: ProgramLevel;
  /** The programs at this level. */
  programs: Array<CatalogProgram>;
};

/** A programme choice on the paper form; full time and part time are exclusive. */
export type ProgrammeChoice = {
  __typename?: 'ProgrammeChoice';
  fullTime: Scalars['String']['output'];
  partTime: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ProgrammeChoiceInput = {
  fullTime: Scalars['String']['input'];
  partTime: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The partner-channel (pre-registration) applicant who proved their e-mail with the mailed code in
   * this browser, with their application. Null when no check has passed or it has expired.
   */
  preRegistration?: Maybe<PreRegistration>;
  /**
   * A program's detail page, for visitors and learners alike. Its HTML is sanitised by the gateway.
   * Null when there is no such program.
   */
  program?: Maybe<Program>;
  /**
   * The university's programs, grouped by level, as the public Programs menu shows them.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when the catalogue could not be fetched.
   */
  programCatalog?: Maybe<ProgramCatalog>;
  /** The signed-in learner, or null when there is no valid session. */
  viewer?: Maybe<Viewer>;
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryProgramArgs = {
  id: Scalars['ID']['input'];
};

export type QueryPostInput = {
  /** What the query is about. */
  description: Scalars['String']['input'];
  /** The visitor's e-mail address. */
  email: Scalars['String']['input'];
  /** Stored name of an uploaded file (from uploadCreate with kind QUERY), if any. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The visitor's name: letters and spaces. */
  name: Scalars['String']['input'];
};

/** The result of posting a query. */
export type QueryPostPayload = {
  __typename?: 'QueryPostPayload';
  /** True once the query was received. */
  posted: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/** Scholarship of the wizard. */
export type ScholarshipChoice = {
  __typename?: 'ScholarshipChoice';
  /** The learning center's name as shown. */
  learningCenter: Scalars['String']['output'];
  /** The partner learning center's code (pre-registration). */
  learningCenterCode: Scalars['String']['output'];
  /** The partner learning center's full name (pre-registration). */
  learningCenterName: Scalars['String']['output'];
  /** Yes or No. */
  scholarship: Scalars['String']['output'];
};

export type ScholarshipCodeConfirmInput = {
  /** The six-digit code from the e-mail that `scholarshipEmailCheck` sent (spaces are ignored). */
  code: Scalars['String']['input'];
};

/** The result of entering the mailed code. */
export type ScholarshipCodeConfirmPayload = {
  __typename?: 'ScholarshipCodeConfirmPayload';
  /** The applicant whose pre-registration wizard is now open in this browser; null when the code was not accepted. */
  preRegistration?: Maybe<PreRegistration>;
  userErrors: Array<UserError>;
};

/** A one-time code mailed to a partner e-mail, to prove that the applicant owns it. */
export type ScholarshipCodeSent = {
  __typename?: 'ScholarshipCodeSent';
  /** The address the code was sent to (the one entered). */
  email: Scalars['String']['output'];
  /** Until when the code may be entered; after that, ask for a new one with `scholarshipEmailCheck`. */
  expiresAt: Scalars['DateTime']['output'];
};

export type ScholarshipEmailCheckInput = {
  /** The e-mail registered on the partner portal. */
  email: Scalars['String']['input'];
  /** The program whose Apply button was pressed. */
  programId: Scalars['ID']['input'];
};

/** The result of the scholarship e-mail check. */
export type ScholarshipEmailCheckPayload = {
  __typename?: 'ScholarshipEmailCheckPayload';
  /**
   * Set when the e-mail is registered on the partner portal: a one-time code was mailed to it, and
   * `scholarshipCodeConfirm` with that code opens the pre-registration wizard in this browser.
   */
  codeSent?: Maybe<ScholarshipCodeSent>;
  userErrors: Array<UserError>;
};

/** Scholarship to save. */
export type ScholarshipInput = {
  /** One of the learning-centre list (LEARNING_CENTERS in @portal/domain) or the partner's own centre; empty for none, or the partner's centre. */
  learningCenter?: InputMaybe<Scalars['String']['input']>;
  /** Yes, No or empty; a partner-channel applicant's is Yes (empty counts as Yes). */
  scholarship: Scalars['String']['input'];
};

export type SessionCompleteNewPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: Scalars['String']['input'];
};

export type SessionSignInInput = {
  /** The account's password. */
  password: Scalars['String']['input'];
  /** The user name, which is the account's e-mail address. It is compared lower-cased. */
  username: Scalars['String']['input'];
};

export type SessionSignInPayload = {
  __typename?: 'SessionSignInPayload';
  /** True when the account must choose a new password before it can sign in. */
  newPasswordRequired: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
  /** The signed-in learner, or null when the sign-in did not complete. */
  viewer?: Maybe<Viewer>;
};

export type SessionSignOutPayload = {
  __typename?: 'SessionSignOutPayload';
  /** True once the session is gone. */
  signedOut: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** An uploaded document: the stored name, and a signed address to view it for one hour. */
export type StoredFile = {
  __typename?: 'StoredFile';
  /** The stored name (a 4-digit prefix, a dash, the original name). */
  name: Scalars['String']['output'];
  /** A signed download address, valid for one hour; null when the file could not be found. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A subject and its grade. */
export type SubjectGrade = {
  __typename?: 'SubjectGrade';
  grade: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type SubjectGradeInput = {
  grade: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

/** Where to PUT a file, issued only after its kind, size, extension and type were checked. */
export type Upload = {
  __typename?: 'Upload';
  /** When the address stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The stored name to save in the form: a random 4-digit prefix, a dash and the file name. */
  fileName: Scalars['String']['output'];
  /** A signed address to PUT the file to, with the same Content-Type. */
  uploadUrl: Scalars['String']['output'];
};

export type UploadCreateInput = {
  /** The file's content type. */
  contentType: Scalars['String']['input'];
  /** The file's name as chosen by the person. */
  fileName: Scalars['String']['input'];
  /** What the file is for; decides the allowed size and types. */
  kind: UploadKind;
  /** The file's size in bytes. */
  size: Scalars['Int']['input'];
  /**
   * For the wizard's kinds: which wizard the file is for, since the pre-registration wizard takes
   * images only and its files belong to the partner applicant. Default: WIZARD when signed in,
   * else PRE_REGISTRATION. Ignored for QUERY.
   */
  variant?: InputMaybe<ApplicationVariant>;
};

/** The result of asking to upload a file. */
export type UploadCreatePayload = {
  __typename?: 'UploadCreatePayload';
  /** Where to upload; null when the file was refused. */
  upload?: Maybe<Upload>;
  userErrors: Array<UserError>;
};

/** Kinds of file the portal accepts, each with its own size and type rules. */
export type UploadKind =
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
  | 'TRANSCRIPTS';

/** A problem with what was sent, to show to the person who sent it. */
export type UserError = {
  __typename?: 'UserError';
  /** A stable code for programs to act on. */
  code: UserErrorCode;
  /** The input field the message is about, or null when it is about the request as a whole. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message to show, worded as the product words it. */
  message: Scalars['String']['output'];
};

/** Stable codes of user errors. */
export type UserErrorCode =
  /** The verification code has expired. */
  | 'CODE_EXPIRED'
  /** The verification code is wrong. */
  | 'CODE_MISMATCH'
  /** A field is missing or does not match its rule. */
  | 'INVALID'
  /** A parameter was refused by the identity provider. */
  | 'INVALID_PARAMETER'
  /** The new password does not meet the password policy. */
  | 'INVALID_PASSWORD'
  /** The password is wrong, or the action is not allowed. */
  | 'NOT_AUTHORIZED'
  /** There is no pending sign-in that needs a new password. */
  | 'NO_PENDING_CHALLENGE'
  /** Too many attempts from this address; wait and try again. */
  | 'RATE_LIMITED'
  /** An account with that e-mail address already exists. */
  | 'USERNAME_EXISTS'
  /** The account has not confirmed its e-mail address yet. */
  | 'USER_NOT_CONFIRMED'
  /** No account has that user name. */
  | 'USER_NOT_FOUND';

/** The signed-in learner. */
export type Viewer = {
  __typename?: 'Viewer';
  /**
   * The learner's application to a program, with every section saved so far; a new, unsaved
   * application (status NOT_STARTED) when there is none yet.
   */
  application?: Maybe<Application>;
  /**
   * The learner's applications (My Application), one per program applied to.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when they could not be fetched.
   */
  applications?: Maybe<Array<Application>>;
  /** Programs open for application, in the tabs of the apply list, each with the action the learner can take. */
  applyTabs?: Maybe<Array<ApplyTab>>;
  /** The learner's e-mail address, from the verified token. */
  email: Scalars['String']['output'];
  /**
   * Calendar events of the learner's programs and of the university, earliest first.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when events could not be fetched.
   */
  events?: Maybe<Array<CalendarEvent>>;
  /** The learner's stable id (the identity provider's subject). */
  id: Scalars['ID']['output'];
  /** The learner's display name. */
  name: Scalars['String']['output'];
  /**
   * The programs the learner is enrolled in, with progress (My Programs).
   * Unselected elective courses are left out.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when progress could not be fetched;
   * the rest of the viewer still resolves.
   */
  programs?: Maybe<Array<EnrolledProgram>>;
  /** The learner's user name (their lower-cased e-mail address). */
  username: Scalars['String']['output'];
};


/** The signed-in learner. */
export type ViewerApplicationArgs = {
  programId: Scalars['ID']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountConfirmSignUpInput: AccountConfirmSignUpInput;
  AccountConfirmSignUpPayload: ResolverTypeWrapper<AccountConfirmSignUpPayload>;
  AccountSignUpInput: AccountSignUpInput;
  AccountSignUpPayload: ResolverTypeWrapper<AccountSignUpPayload>;
  Application: ResolverTypeWrapper<ApplicationModel>;
  ApplicationDocuments: ResolverTypeWrapper<ApplicationDocumentsModel>;
  ApplicationDocumentsInput: ApplicationDocumentsInput;
  ApplicationPayload: ResolverTypeWrapper<Omit<ApplicationPayload, 'application'> & { application?: Maybe<ResolversTypes['Application']> }>;
  ApplicationSaveDocumentsInput: ApplicationSaveDocumentsInput;
  ApplicationSaveEducationInput: ApplicationSaveEducationInput;
  ApplicationSaveGeneralInfoInput: ApplicationSaveGeneralInfoInput;
  ApplicationSavePaperFormDraftInput: ApplicationSavePaperFormDraftInput;
  ApplicationSaveScholarshipInput: ApplicationSaveScholarshipInput;
  ApplicationStartInput: ApplicationStartInput;
  ApplicationStartPayload: ResolverTypeWrapper<Omit<ApplicationStartPayload, 'enrolledProgram'> & { enrolledProgram?: Maybe<ResolversTypes['EnrolledProgram']> }>;
  ApplicationStatus: ApplicationStatus;
  ApplicationStep: ResolverTypeWrapper<ApplicationStep>;
  ApplicationSubmitInput: ApplicationSubmitInput;
  ApplicationSubmitPaperFormInput: ApplicationSubmitPaperFormInput;
  ApplicationVariant: ApplicationVariant;
  ApplyAction: ApplyAction;
  ApplyProgram: ResolverTypeWrapper<ApplyProgramModel>;
  ApplyTab: ResolverTypeWrapper<ApplyTabModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarEvent: ResolverTypeWrapper<CalendarEventModel>;
  CatalogProgram: ResolverTypeWrapper<CatalogProgramModel>;
  CourseStatus: CourseStatus;
  CurriculumTopic: ResolverTypeWrapper<CurriculumTopicModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Education: ResolverTypeWrapper<Education>;
  EducationInput: EducationInput;
  EnrolledCourse: ResolverTypeWrapper<EnrolledCourseModel>;
  EnrolledProgram: ResolverTypeWrapper<EnrolledProgramModel>;
  ExamRecord: ResolverTypeWrapper<ExamRecord>;
  ExamRecordInput: ExamRecordInput;
  Faq: ResolverTypeWrapper<FaqModel>;
  FaqGroup: ResolverTypeWrapper<FaqGroupModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeneralInfo: ResolverTypeWrapper<GeneralInfo>;
  GeneralInfoInput: GeneralInfoInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Instructor: ResolverTypeWrapper<InstructorModel>;
  InstructorGroup: ResolverTypeWrapper<InstructorGroupModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OtherQualification: ResolverTypeWrapper<OtherQualification>;
  OtherQualificationInput: OtherQualificationInput;
  PaperForm: ResolverTypeWrapper<PaperFormModel>;
  PaperFormDocuments: ResolverTypeWrapper<PaperFormDocuments>;
  PaperFormDocumentsInput: PaperFormDocumentsInput;
  PaperFormInput: PaperFormInput;
  PasswordResetConfirmInput: PasswordResetConfirmInput;
  PasswordResetConfirmPayload: ResolverTypeWrapper<PasswordResetConfirmPayload>;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PasswordResetRequestPayload: ResolverTypeWrapper<PasswordResetRequestPayload>;
  PostgraduateRecord: ResolverTypeWrapper<PostgraduateRecord>;
  PostgraduateRecordInput: PostgraduateRecordInput;
  PreRegistration: ResolverTypeWrapper<PreRegistrationModel>;
  Program: ResolverTypeWrapper<ProgramModel>;
  ProgramCatalog: ResolverTypeWrapper<ProgramCatalogModel>;
  ProgramLevel: ProgramLevel;
  ProgramLevelGroup: ResolverTypeWrapper<ProgramLevelGroupModel>;
  ProgrammeChoice: ResolverTypeWrapper<ProgrammeChoice>;
  ProgrammeChoiceInput: ProgrammeChoiceInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryPostInput: QueryPostInput;
  QueryPostPayload: ResolverTypeWrapper<QueryPostPayload>;
  ScholarshipChoice: ResolverTypeWrapper<ScholarshipChoice>;
  ScholarshipCodeConfirmInput: ScholarshipCodeConfirmInput;
  ScholarshipCodeConfirmPayload: ResolverTypeWrapper<Omit<ScholarshipCodeConfirmPayload, 'preRegistration'> & { preRegistration?: Maybe<ResolversTypes['PreRegistration']> }>;
  ScholarshipCodeSent: ResolverTypeWrapper<ScholarshipCodeSent>;
  ScholarshipEmailCheckInput: ScholarshipEmailCheckInput;
  ScholarshipEmailCheckPayload: ResolverTypeWrapper<ScholarshipEmailCheckPayload>;
  ScholarshipInput: ScholarshipInput;
  SessionCompleteNewPasswordInput: SessionCompleteNewPasswordInput;
  SessionSignInInput: SessionSignInInput;
  SessionSignInPayload: ResolverTypeWrapper<Omit<SessionSignInPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  SessionSignOutPayload: ResolverTypeWrapper<SessionSignOutPayload>;
  StoredFile: ResolverTypeWrapper<StoredFileModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubjectGrade: ResolverTypeWrapper<SubjectGrade>;
  SubjectGradeInput: SubjectGradeInput;
  Upload: ResolverTypeWrapper<Upload>;
  UploadCreateInput: UploadCreateInput;
  UploadCreatePayload: ResolverTypeWrapper<UploadCreatePayload>;
  UploadKind: UploadKind;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountConfirmSignUpInput: AccountConfirmSignUpInput;
  AccountConfirmSignUpPayload: AccountConfirmSignUpPayload;
  AccountSignUpInput: AccountSignUpInput;
  AccountSignUpPayload: AccountSignUpPayload;
  Application: ApplicationModel;
  ApplicationDocuments: ApplicationDocumentsModel;
  ApplicationDocumentsInput: ApplicationDocumentsInput;
  ApplicationPayload: Omit<ApplicationPayload, 'application'> & { application?: Maybe<ResolversParentTypes['Application']> };
  ApplicationSaveDocumentsInput: ApplicationSaveDocumentsInput;
  ApplicationSaveEducationInput: ApplicationSaveEducationInput;
  ApplicationSaveGeneralInfoInput: ApplicationSaveGeneralInfoInput;
  ApplicationSavePaperFormDraftInput: ApplicationSavePaperFormDraftInput;
  ApplicationSaveScholarshipInput: ApplicationSaveScholarshipInput;
  ApplicationStartInput: ApplicationStartInput;
  ApplicationStartPayload: Omit<ApplicationStartPayload, 'enrolledProgram'> & { enrolledProgram?: Maybe<ResolversParentTypes['EnrolledProgram']> };
  ApplicationStep: ApplicationStep;
  ApplicationSubmitInput: ApplicationSubmitInput;
  ApplicationSubmitPaperFormInput: ApplicationSubmitPaperFormInput;
  ApplyProgram: ApplyProgramModel;
  ApplyTab: ApplyTabModel;
  Boolean: Scalars['Boolean']['output'];
  CalendarEvent: CalendarEventModel;
  CatalogProgram: CatalogProgramModel;
  CurriculumTopic: CurriculumTopicModel;
  DateTime: Scalars['DateTime']['output'];
  Education: Education;
  EducationInput: EducationInput;
  EnrolledCourse: EnrolledCourseModel;
  EnrolledProgram: EnrolledProgramModel;
  ExamRecord: ExamRecord;
  ExamRecordInput: ExamRecordInput;
  Faq: FaqModel;
  FaqGroup: FaqGroupModel;
  Float: Scalars['Float']['output'];
  GeneralInfo: GeneralInfo;
  GeneralInfoInput: GeneralInfoInput;
  ID: Scalars['ID']['output'];
  Instructor: InstructorModel;
  InstructorGroup: InstructorGroupModel;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  OtherQualification: OtherQualification;
  OtherQualificationInput: OtherQualificationInput;
  PaperForm: PaperFormModel;
  PaperFormDocuments: PaperFormDocuments;
  PaperFormDocumentsInput: PaperFormDocumentsInput;
  PaperFormInput: PaperFormInput;
  PasswordResetConfirmInput: PasswordResetConfirmInput;
  PasswordResetConfirmPayload: PasswordResetConfirmPayload;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PasswordResetRequestPayload: PasswordResetRequestPayload;
  PostgraduateRecord: PostgraduateRecord;
  PostgraduateRecordInput: PostgraduateRecordInput;
  PreRegistration: PreRegistrationModel;
  Program: ProgramModel;
  ProgramCatalog: ProgramCatalogModel;
  ProgramLevelGroup: ProgramLevelGroupModel;
  ProgrammeChoice: ProgrammeChoice;
  ProgrammeChoiceInput: ProgrammeChoiceInput;
  Query: Record<PropertyKey, never>;
  QueryPostInput: QueryPostInput;
  QueryPostPayload: QueryPostPayload;
  ScholarshipChoice: ScholarshipChoice;
  ScholarshipCodeConfirmInput: ScholarshipCodeConfirmInput;
  ScholarshipCodeConfirmPayload: Omit<ScholarshipCodeConfirmPayload, 'preRegistration'> & { preRegistration?: Maybe<ResolversParentTypes['PreRegistration']> };
  ScholarshipCodeSent: ScholarshipCodeSent;
  ScholarshipEmailCheckInput: ScholarshipEmailCheckInput;
  ScholarshipEmailCheckPayload: ScholarshipEmailCheckPayload;
  ScholarshipInput: ScholarshipInput;
  SessionCompleteNewPasswordInput: SessionCompleteNewPasswordInput;
  SessionSignInInput: SessionSignInInput;
  SessionSignInPayload: Omit<SessionSignInPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  SessionSignOutPayload: SessionSignOutPayload;
  StoredFile: StoredFileModel;
  String: Scalars['String']['output'];
  SubjectGrade: SubjectGrade;
  SubjectGradeInput: SubjectGradeInput;
  Upload: Upload;
  UploadCreateInput: UploadCreateInput;
  UploadCreatePayload: UploadCreatePayload;
  UserError: UserError;
  Viewer: ViewerModel;
}>;

export type TextDirectiveArgs = {
  max?: Maybe<Scalars['Int']['input']>;
  multiline?: Maybe<Scalars['Boolean']['input']>;
};

export type TextDirectiveResolver<Result, Parent, ContextType = Context, Args = TextDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountConfirmSignUpPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountConfirmSignUpPayload'] = ResolversParentTypes['AccountConfirmSignUpPayload']> = ResolversObject<{
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AccountSignUpPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountSignUpPayload'] = ResolversParentTypes['AccountSignUpPayload']> = ResolversObject<{
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ApplyAction'], ParentType, ContextType>;
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documents?: Resolver<Maybe<ResolversTypes['ApplicationDocuments']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  education?: Resolver<Maybe<ResolversTypes['Education']>, ParentType, ContextType>;
  generalInfo?: Resolver<Maybe<ResolversTypes['GeneralInfo']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paperForm?: Resolver<Maybe<ResolversTypes['PaperForm']>, ParentType, ContextType>;
  partnerChannel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scholarship?: Resolver<Maybe<ResolversTypes['ScholarshipChoice']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['ApplicationStep']>, ParentType, ContextType>;
}>;

export type ApplicationDocumentsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationDocuments'] = ResolversParentTypes['ApplicationDocuments']> = ResolversObject<{
  certificate?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  nationalId?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  passport?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  transcripts?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
}>;

export type ApplicationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationPayload'] = ResolversParentTypes['ApplicationPayload']> = ResolversObject<{
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplicationStartPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationStartPayload'] = ResolversParentTypes['ApplicationStartPayload']> = ResolversObject<{
  enrolledProgram?: Resolver<Maybe<ResolversTypes['EnrolledProgram']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplicationStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationStep'] = ResolversParentTypes['ApplicationStep']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ApplyProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplyProgram'] = ResolversParentTypes['ApplyProgram']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ApplyAction'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ApplicationStatus']>, ParentType, ContextType>;
}>;

export type ApplyTabResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplyTab'] = ResolversParentTypes['ApplyTab']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['ApplyProgram']>, ParentType, ContextType>;
}>;

export type CalendarEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarEvent'] = ResolversParentTypes['CalendarEvent']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CatalogProgram'] = ResolversParentTypes['CatalogProgram']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurriculumTopicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CurriculumTopic'] = ResolversParentTypes['CurriculumTopic']> = ResolversObject<{
  durationWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EducationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Education'] = ResolversParentTypes['Education']> = ResolversObject<{
  educationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  experience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolAddress1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolAddress2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolAddress3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolPincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialization?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universityAddress1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universityAddress2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universityAddress3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universityCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universityZip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnrolledCourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolledCourse'] = ResolversParentTypes['EnrolledCourse']> = ResolversObject<{
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  durationWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elective?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  semester?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CourseStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnrolledProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolledProgram'] = ResolversParentTypes['EnrolledProgram']> = ResolversObject<{
  candidateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['EnrolledCourse']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExamRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExamRecord'] = ResolversParentTypes['ExamRecord']> = ResolversObject<{
  registrationNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['SubjectGrade']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqGroup'] = ResolversParentTypes['FaqGroup']> = ResolversObject<{
  questions?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeneralInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GeneralInfo'] = ResolversParentTypes['GeneralInfo']> = ResolversObject<{
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryOfResidence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fatherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internationalStudent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  motherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permanentAddress1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permanentAddress2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permanentAddress3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permanentCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permanentCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permanentPin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permanentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentAddress1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentAddress2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentAddress3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentPin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentSameAsPermanent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  presentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InstructorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Instructor'] = ResolversParentTypes['Instructor']> = ResolversObject<{
  designation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InstructorGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InstructorGroup'] = ResolversParentTypes['InstructorGroup']> = ResolversObject<{
  instructors?: Resolver<Array<ResolversTypes['Instructor']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  accountConfirmSignUp?: Resolver<ResolversTypes['AccountConfirmSignUpPayload'], ParentType, ContextType, RequireFields<MutationAccountConfirmSignUpArgs, 'input'>>;
  accountSignUp?: Resolver<ResolversTypes['AccountSignUpPayload'], ParentType, ContextType, RequireFields<MutationAccountSignUpArgs, 'input'>>;
  applicationSaveDocuments?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationApplicationSaveDocumentsArgs, 'input'>>;
  applicationSaveEducation?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationApplicationSaveEducationArgs, 'input'>>;
  applicationSaveGeneralInfo?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationApplicationSaveGeneralInfoArgs, 'input'>>;
  applicationSavePaperFormDraft?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationApplicationSavePaperFormDraftArgs, 'input'>>;
  applicationSaveScholarship?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationApplicationSaveScholarshipArgs, 'input'>>;
  applicationStart?: Resolver<ResolversTypes['ApplicationStartPayload'], ParentType, ContextType, RequireFields<MutationApplicationStartArgs, 'input'>>;
  applicationSubmit?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationApplicationSubmitArgs, 'input'>>;
  applicationSubmitPaperForm?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationApplicationSubmitPaperFormArgs, 'input'>>;
  passwordResetConfirm?: Resolver<ResolversTypes['PasswordResetConfirmPayload'], ParentType, ContextType, RequireFields<MutationPasswordResetConfirmArgs, 'input'>>;
  passwordResetRequest?: Resolver<ResolversTypes['PasswordResetRequestPayload'], ParentType, ContextType, RequireFields<MutationPasswordResetRequestArgs, 'input'>>;
  queryPost?: Resolver<ResolversTypes['QueryPostPayload'], ParentType, ContextType, RequireFields<MutationQueryPostArgs, 'input'>>;
  scholarshipCodeConfirm?: Resolver<ResolversTypes['ScholarshipCodeConfirmPayload'], ParentType, ContextType, RequireFields<MutationScholarshipCodeConfirmArgs, 'input'>>;
  scholarshipEmailCheck?: Resolver<ResolversTypes['ScholarshipEmailCheckPayload'], ParentType, ContextType, RequireFields<MutationScholarshipEmailCheckArgs, 'input'>>;
  sessionCompleteNewPassword?: Resolver<ResolversTypes['SessionSignInPayload'], ParentType, ContextType, RequireFields<MutationSessionCompleteNewPasswordArgs, 'input'>>;
  sessionSignIn?: Resolver<ResolversTypes['SessionSignInPayload'], ParentType, ContextType, RequireFields<MutationSessionSignInArgs, 'input'>>;
  sessionSignOut?: Resolver<ResolversTypes['SessionSignOutPayload'], ParentType, ContextType>;
  uploadCreate?: Resolver<ResolversTypes['UploadCreatePayload'], ParentType, ContextType, RequireFields<MutationUploadCreateArgs, 'input'>>;
}>;

export type OtherQualificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OtherQualification'] = ResolversParentTypes['OtherQualification']> = ResolversObject<{
  award?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  course?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradeAwarded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaperFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaperForm'] = ResolversParentTypes['PaperForm']> = ResolversObject<{
  aLevel?: Resolver<Array<ResolversTypes['SubjectGrade']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachmentsConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attestationAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bankDraftNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificatesAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declarationAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documents?: Resolver<ResolversTypes['PaperFormDocuments'], ParentType, ContextType>;
  draftAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidenceAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gce?: Resolver<ResolversTypes['ExamRecord'], ParentType, ContextType>;
  maidenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherSecondary?: Resolver<Array<ResolversTypes['OtherQualification']>, ParentType, ContextType>;
  otherSecondaryRegistrationNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherSecondaryYear?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paySlipAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postgraduate?: Resolver<Array<ResolversTypes['PostgraduateRecord']>, ParentType, ContextType>;
  profilePhoto?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programmes?: Resolver<Array<ResolversTypes['ProgrammeChoice']>, ParentType, ContextType>;
  sectionsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signatureFile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signingDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subsidiary?: Resolver<Array<ResolversTypes['SubjectGrade']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenth?: Resolver<ResolversTypes['ExamRecord'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twelfth?: Resolver<ResolversTypes['ExamRecord'], ParentType, ContextType>;
}>;

export type PaperFormDocumentsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaperFormDocuments'] = ResolversParentTypes['PaperFormDocuments']> = ResolversObject<{
  degreeMarks?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idProof?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masters?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sixth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sixthA?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twelfth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordResetConfirmPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PasswordResetConfirmPayload'] = ResolversParentTypes['PasswordResetConfirmPayload']> = ResolversObject<{
  passwordChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PasswordResetRequestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PasswordResetRequestPayload'] = ResolversParentTypes['PasswordResetRequestPayload']> = ResolversObject<{
  codeSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PostgraduateRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostgraduateRecord'] = ResolversParentTypes['PostgraduateRecord']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainSubjects?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qualification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  university?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PreRegistrationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PreRegistration'] = ResolversParentTypes['PreRegistration']> = ResolversObject<{
  application?: Resolver<ResolversTypes['Application'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  learningCenter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  learningCenterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  curriculum?: Resolver<Array<ResolversTypes['CurriculumTopic']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faqGroups?: Resolver<Array<ResolversTypes['FaqGroup']>, ParentType, ContextType>;
  featuresHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instructorGroups?: Resolver<Array<ResolversTypes['InstructorGroup']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomesHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overviewHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerApplicationStatus?: Resolver<Maybe<ResolversTypes['ApplicationStatus']>, ParentType, ContextType>;
  viewerEnrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProgramCatalogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramCatalog'] = ResolversParentTypes['ProgramCatalog']> = ResolversObject<{
  levels?: Resolver<Array<ResolversTypes['ProgramLevelGroup']>, ParentType, ContextType>;
}>;

export type ProgramLevelGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramLevelGroup'] = ResolversParentTypes['ProgramLevelGroup']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ProgramLevel'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['CatalogProgram']>, ParentType, ContextType>;
}>;

export type ProgrammeChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgrammeChoice'] = ResolversParentTypes['ProgrammeChoice']> = ResolversObject<{
  fullTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  preRegistration?: Resolver<Maybe<ResolversTypes['PreRegistration']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'id'>>;
  programCatalog?: Resolver<Maybe<ResolversTypes['ProgramCatalog']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type QueryPostPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QueryPostPayload'] = ResolversParentTypes['QueryPostPayload']> = ResolversObject<{
  posted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ScholarshipChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScholarshipChoice'] = ResolversParentTypes['ScholarshipChoice']> = ResolversObject<{
  learningCenter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  learningCenterCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  learningCenterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scholarship?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScholarshipCodeConfirmPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScholarshipCodeConfirmPayload'] = ResolversParentTypes['ScholarshipCodeConfirmPayload']> = ResolversObject<{
  preRegistration?: Resolver<Maybe<ResolversTypes['PreRegistration']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ScholarshipCodeSentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScholarshipCodeSent'] = ResolversParentTypes['ScholarshipCodeSent']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ScholarshipEmailCheckPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScholarshipEmailCheckPayload'] = ResolversParentTypes['ScholarshipEmailCheckPayload']> = ResolversObject<{
  codeSent?: Resolver<Maybe<ResolversTypes['ScholarshipCodeSent']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SessionSignInPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionSignInPayload'] = ResolversParentTypes['SessionSignInPayload']> = ResolversObject<{
  newPasswordRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type SessionSignOutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionSignOutPayload'] = ResolversParentTypes['SessionSignOutPayload']> = ResolversObject<{
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type StoredFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubjectGradeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubjectGrade'] = ResolversParentTypes['SubjectGrade']> = ResolversObject<{
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UploadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Upload'] = ResolversParentTypes['Upload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UploadCreatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadCreatePayload'] = ResolversParentTypes['UploadCreatePayload']> = ResolversObject<{
  upload?: Resolver<Maybe<ResolversTypes['Upload']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<ViewerApplicationArgs, 'programId'>>;
  applications?: Resolver<Maybe<Array<ResolversTypes['Application']>>, ParentType, ContextType>;
  applyTabs?: Resolver<Maybe<Array<ResolversTypes['ApplyTab']>>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Maybe<Array<ResolversTypes['CalendarEvent']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programs?: Resolver<Maybe<Array<ResolversTypes['EnrolledProgram']>>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  AccountConfirmSignUpPayload?: AccountConfirmSignUpPayloadResolvers<ContextType>;
  AccountSignUpPayload?: AccountSignUpPayloadResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationDocuments?: ApplicationDocumentsResolvers<ContextType>;
  ApplicationPayload?: ApplicationPayloadResolvers<ContextType>;
  ApplicationStartPayload?: ApplicationStartPayloadResolvers<ContextType>;
  ApplicationStep?: ApplicationStepResolvers<ContextType>;
  ApplyProgram?: ApplyProgramResolvers<ContextType>;
  ApplyTab?: ApplyTabResolvers<ContextType>;
  CalendarEvent?: CalendarEventResolvers<ContextType>;
  CatalogProgram?: CatalogProgramResolvers<ContextType>;
  CurriculumTopic?: CurriculumTopicResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Education?: EducationResolvers<ContextType>;
  EnrolledCourse?: EnrolledCourseResolvers<ContextType>;
  EnrolledProgram?: EnrolledProgramResolvers<ContextType>;
  ExamRecord?: ExamRecordResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  FaqGroup?: FaqGroupResolvers<ContextType>;
  GeneralInfo?: GeneralInfoResolvers<ContextType>;
  Instructor?: InstructorResolvers<ContextType>;
  InstructorGroup?: InstructorGroupResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OtherQualification?: OtherQualificationResolvers<ContextType>;
  PaperForm?: PaperFormResolvers<ContextType>;
  PaperFormDocuments?: PaperFormDocumentsResolvers<ContextType>;
  PasswordResetConfirmPayload?: PasswordResetConfirmPayloadResolvers<ContextType>;
  PasswordResetRequestPayload?: PasswordResetRequestPayloadResolvers<ContextType>;
  PostgraduateRecord?: PostgraduateRecordResolvers<ContextType>;
  PreRegistration?: PreRegistrationResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramCatalog?: ProgramCatalogResolvers<ContextType>;
  ProgramLevelGroup?: ProgramLevelGroupResolvers<ContextType>;
  ProgrammeChoice?: ProgrammeChoiceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueryPostPayload?: QueryPostPayloadResolvers<ContextType>;
  ScholarshipChoice?: ScholarshipChoiceResolvers<ContextType>;
  ScholarshipCodeConfirmPayload?: ScholarshipCodeConfirmPayloadResolvers<ContextType>;
  ScholarshipCodeSent?: ScholarshipCodeSentResolvers<ContextType>;
  ScholarshipEmailCheckPayload?: ScholarshipEmailCheckPayloadResolvers<ContextType>;
  SessionSignInPayload?: SessionSignInPayloadResolvers<ContextType>;
  SessionSignOutPayload?: SessionSignOutPayloadResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  SubjectGrade?: SubjectGradeResolvers<ContextType>;
  Upload?: UploadResolvers<ContextType>;
  UploadCreatePayload?: UploadCreatePayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  text?: TextDirectiveResolver<any, any, ContextType>;
}>;
