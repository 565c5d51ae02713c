import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ViewerModel, EnrolledProgramModel, EnrolledCourseModel, CalendarEventModel, ProgramCatalogModel, ProgramLevelGroupModel, CatalogProgramModel, ProgramModel, InstructorGroupModel, InstructorModel, CurriculumTopicModel, FaqGroupModel, FaqModel } from '../modules/mappers.js';
import { ApplicationModel, ApplicationDocumentsModel, StoredFileModel, ApplyProgramModel, ApplyTabModel, PreRegistrationModel, PaperFormModel, ProgrammeChoiceModel, GeneralInfoModel, ScholarshipChoiceModel } from '../modules/admissions/mappers.js';
import { ProgramAnnouncementModel, ProgramAnnouncementsModel } from '../modules/announcements/mappers.js';
import { AssessmentModel, AssessmentAttemptModel } from '../modules/assessments/mappers.js';
import { AssignedTestModel, TestResultModel } from '../modules/assigned-tests/mappers.js';
import { CertificateModel, CertificateVerificationModel } from '../modules/certificates/mappers.js';
import { ComplaintModel } from '../modules/complaints/mappers.js';
import { CourseDiscussionModel } from '../modules/discussion/mappers.js';
import { FeedbackFormModel } from '../modules/feedback/mappers.js';
import { CourseModel, CourseUnitModel, LearningObjectModel, ContinueLearningModel, CaptionsModel } from '../modules/learning/mappers.js';
import { ProfileModel, ProgramCertificateModel } from '../modules/profile/mappers.js';
import { ProjectObjectiveModel, ProjectUnitModel, ProjectMessageModel, ProjectApprovedMessageModel } from '../modules/projects/mappers.js';
import { UnitQuizModel, UnitQuizItemModel } from '../modules/quizzes/mappers.js';
import { LearningReportModel } from '../modules/reports/mappers.js';
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
  /**
   * A calendar day with no time or zone, written YYYY-MM-DD (ISO 8601 / RFC 3339 full-date, for example
   * "1998-07-21"). Only real days pass: "2026-02-30", "21/07/1998" or an empty string are refused with
   * BAD_USER_INPUT before any resolver runs. A day that is not known is null, never an empty string.
   */
  Date: { input: string; output: string; }
  /**
   * An instant in time, as an ISO-8601 string in UTC with milliseconds (for example "2026-01-15T00:00:00.000Z").
   * As an input, any RFC 3339 date-time with a zone offset is accepted; anything else is refused with BAD_USER_INPUT.
   */
  DateTime: { input: Date; output: string; }
};

/** What `accountConfirmSignUp` takes, read from the Verify Email link. */
export type AccountConfirmSignUpInput = {
  /** The confirmation code from the Verify Email link. */
  code: Scalars['String']['input'];
  /** The user name (e-mail address) from the Verify Email link. */
  username: Scalars['String']['input'];
};

/** The result of `accountConfirmSignUp`. */
export type AccountConfirmSignUpPayload = {
  __typename?: 'AccountConfirmSignUpPayload';
  /** True when the e-mail address is confirmed and the learner can sign in. */
  confirmed: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** What `accountSignUp` takes; the fields of the Sign Up form. */
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

/** The result of `accountSignUp`. */
export type AccountSignUpPayload = {
  __typename?: 'AccountSignUpPayload';
  /** True when the account was created and the verification e-mail sent. */
  registered: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/**
 * The kinds of announcement (spec part 3, section 3.8), each opened by the player a course unit of that kind
 * uses. A kind the university adds later reads as TEXT: its title and text, nothing to play.
 */
export type AnnouncementKind =
  /** An audio the unit audio player plays (`contentUrl`). */
  | 'AUDIO'
  /** A file to download (`contentUrl`, named `fileName`). */
  | 'FILE'
  /** An HTML page, shown as an HTML lesson is: from course content's own origin, in a sandboxed frame (`contentUrl`). */
  | 'HTML'
  /** An image (`contentUrl`). */
  | 'IMAGE'
  /** An interactivity, shown as an interactivity unit is: course content's origin, a sandboxed frame (`contentUrl`). */
  | 'INTERACTIVITY'
  /** A PDF the unit PDF viewer shows (`contentUrl`). */
  | 'PDF'
  /** Its title and text only. */
  | 'TEXT'
  /** A video the unit video player plays (`contentUrl`). */
  | 'VIDEO'
  /** A Vimeo video through Vimeo's Do Not Track player (`contentUrl`). */
  | 'VIMEO'
  /** A web link (`linkUrl`, worded `linkText`). */
  | 'WEB'
  /** A YouTube video through YouTube's privacy-enhanced player (`contentUrl`). */
  | 'YOUTUBE';

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
  /** True for a partner-country scholarship applicant (pre-registration, or marked so by the university): scholarship is Yes and partner details are filled in. */
  partnerChannel: Scalars['Boolean']['output'];
  /** The program applied to, to link to its page. Asking for its `id` alone costs nothing. */
  program: Program;
  /**
   * The id of the program applied to.
   * @deprecated Use `program { id }`.
   */
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

/** Upload Documents of the wizard, as saved. A document not uploaded is null. */
export type ApplicationDocuments = {
  __typename?: 'ApplicationDocuments';
  /** The degree certificate (images, or PDF in the signed-in wizard). */
  certificate?: Maybe<StoredFile>;
  /** A national id document ("Other Govt Files" in the pre-registration wizard). */
  nationalId?: Maybe<StoredFile>;
  /** The passport; optional. */
  passport?: Maybe<StoredFile>;
  /** A passport-size profile photo on a white background; the same photo is used at convocation. */
  profilePhoto?: Maybe<StoredFile>;
  /** The transcripts (images, or PDF in the signed-in wizard). */
  transcripts?: Maybe<StoredFile>;
};

/** Stored names of uploaded documents to save (from uploadCreate). */
export type ApplicationDocumentsInput = {
  /** The degree certificate's stored name; required. */
  certificate: Scalars['String']['input'];
  /** The national id document's stored name; required. */
  nationalId: Scalars['String']['input'];
  /** The passport's stored name; optional. */
  passport?: InputMaybe<Scalars['String']['input']>;
  /** The profile photo's stored name; required. */
  profilePhoto: Scalars['String']['input'];
  /** The transcripts' stored name; required. */
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

/** What `applicationSaveDocuments` takes. */
export type ApplicationSaveDocumentsInput = {
  /** The stored names of the uploaded documents. */
  documents: ApplicationDocumentsInput;
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: Scalars['ID']['input'];
  /** Which wizard (default WIZARD). */
  variant?: InputMaybe<ApplicationVariant>;
};

/** What `applicationSaveEducation` takes. */
export type ApplicationSaveEducationInput = {
  /** The tab's fields. */
  education: EducationInput;
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: Scalars['ID']['input'];
  /** Which wizard (default WIZARD). */
  variant?: InputMaybe<ApplicationVariant>;
};

/** What `applicationSaveGeneralInfo` takes. */
export type ApplicationSaveGeneralInfoInput = {
  /** The tab's fields. */
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

/** What `applicationSaveScholarship` takes. */
export type ApplicationSaveScholarshipInput = {
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: Scalars['ID']['input'];
  /** The scholarship choice. */
  scholarship: ScholarshipInput;
  /** Which wizard (default WIZARD). */
  variant?: InputMaybe<ApplicationVariant>;
};

/** What `applicationStart` takes. */
export type ApplicationStartInput = {
  /** The approved (or directly open) program to start. */
  programId: Scalars['ID']['input'];
};

/** The result of starting an approved or open program. */
export type ApplicationStartPayload = {
  __typename?: 'ApplicationStartPayload';
  /** The program the learner is now enrolled in; null when not enrolled. */
  enrolledProgram?: Maybe<EnrolledProgram>;
  /** Why the program could not be started, with the product's messages. */
  userErrors: Array<UserError>;
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

/** A step of an application card: Fill Your Details, Under Review, Approved. */
export type ApplicationStep = {
  __typename?: 'ApplicationStep';
  /** The step's label. */
  label: Scalars['String']['output'];
  /** True when the application has reached it. */
  reached: Scalars['Boolean']['output'];
};

/** What `applicationSubmit` takes. */
export type ApplicationSubmitInput = {
  /** The program applied to (ignored for PRE_REGISTRATION). */
  programId: Scalars['ID']['input'];
  /** Which wizard (default WIZARD). */
  variant?: InputMaybe<ApplicationVariant>;
};

/** What `applicationSubmitPaperForm` takes. */
export type ApplicationSubmitPaperFormInput = {
  /** The whole paper form. */
  form: PaperFormInput;
  /** The program applied to. */
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

/** A program in the apply list, with the learner's action. */
export type ApplyProgram = {
  __typename?: 'ApplyProgram';
  /** What the learner can do; the client words the button. */
  action: ApplyAction;
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

/**
 * A timed assessment (Assessment tab) or assignment (Assignment tab) of a course, with the learner's attempt.
 * Its questions come without any answer key; the key is in `review`, only once the answer date has passed.
 */
export type Assessment = {
  __typename?: 'Assessment';
  /**
   * How many questions the learner has answered so far, by the rule of the warning 'You have not answered some
   * questions!' (a matching question counts only once every prompt is matched); null when never started.
   */
  answeredCount?: Maybe<Scalars['Int']['output']>;
  /** When the answers are shown (the Answers link); null when they never are. */
  answersAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * True once the attempt can no longer change (submitted, or the window closed) and the answer date has
   * passed: the 'Answers' link shows. Never while an attempt can still be saved (docs/decisions/174).
   */
  answersAvailable: Scalars['Boolean']['output'];
  /**
   * The learner's attempt; null when NOT_STARTED. Reading it closes an attempt whose time is over (it is
   * submitted with the answers saved so far).
   */
  attempt?: Maybe<AssessmentAttempt>;
  /** Where the learner's attempt stands (an expired attempt reads as SUBMITTED). */
  attemptStatus: AttemptStatus;
  /** When it ends: the countdown runs to here. */
  endsAt: Scalars['DateTime']['output'];
  /** The assessment's id (the wire's assessid). */
  id: Scalars['ID']['output'];
  /** The instruction page's paragraphs, in order. */
  instructions: Array<Scalars['String']['output']>;
  /** Assessment tab or Assignment tab. */
  kind: AssessmentKind;
  /**
   * What `score` is out of: the points of the questions marked automatically (choice and matching questions;
   * written and file answers are read by a person and not counted).
   */
  maximumScore: Scalars['Float']['output'];
  /** How many questions it has. */
  questionCount: Scalars['Int']['output'];
  /** The answers review (keys, the learner's answers, correct and wrong marks); null until `answersAvailable`. */
  review?: Maybe<AssessmentReview>;
  /** The learner's score, graded by the gateway; null until the assessment is CLOSED (or when never attempted). */
  score?: Maybe<Scalars['Float']['output']>;
  /** When it opens. */
  startsAt: Scalars['DateTime']['output'];
  /**
   * How long an attempt started now may run, in seconds: the countdown runs to the end, so while OPEN the time to
   * the end, while UPCOMING the whole window, and 0 once CLOSED.
   */
  timeAllowedSeconds: Scalars['Int']['output'];
  /** The assessment's title. */
  title: Scalars['String']['output'];
  /** Where it stands by the server's clock. Start shows only when OPEN and the attempt is not SUBMITTED. */
  window: AssessmentWindow;
};

/** An answer as the server stored it. */
export type AssessmentAnswer = {
  __typename?: 'AssessmentAnswer';
  /** FILE_UPLOAD: the stored name of the uploaded file. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** MATCHING: for each prompt in order, the chosen option's id (empty string when left unmatched). */
  matches: Array<Scalars['ID']['output']>;
  /** Choice kinds: the chosen options. */
  optionIds: Array<Scalars['ID']['output']>;
  /** FILE_UPLOAD: the file's name as the learner chose it. */
  originalFileName?: Maybe<Scalars['String']['output']>;
  /** The question answered. */
  questionId: Scalars['ID']['output'];
  /** The browser's sequence number of this answer; the highest sent for the question is the one kept. */
  sequence: Scalars['Int']['output'];
  /** TEXT: the text written. */
  text?: Maybe<Scalars['String']['output']>;
};

/** One answer to save. Give the field of the question's kind; a blank text removes the answer. */
export type AssessmentAnswerInput = {
  /** FILE_UPLOAD: the stored name from `uploadCreate` with kind ASSESSMENT_ANSWER for this question. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** MATCHING: for each prompt in order, the chosen option's id (empty string for none). */
  matches?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Choice kinds: the chosen options (one for the single kinds). */
  optionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** FILE_UPLOAD: the file's name as the learner chose it. */
  originalFileName?: InputMaybe<Scalars['String']['input']>;
  /** The question, as in `AssessmentQuestion.id`. */
  questionId: Scalars['ID']['input'];
  /**
   * Increases with every change the browser makes in this attempt; the server keeps, per question, the answer
   * with the highest sequence and acknowledges stale ones without applying them (replays after reconnect are safe).
   */
  sequence: Scalars['Int']['input'];
  /** TEXT: the text; blank removes the answer. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** What `assessmentAnswerSave` takes. */
export type AssessmentAnswerSaveInput = {
  /** The answer. */
  answer: AssessmentAnswerInput;
  /** As in `Assessment.id`. */
  assessmentId: Scalars['ID']['input'];
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** Assessment tab or Assignment tab. */
  kind: AssessmentKind;
};

/** The result of saving one answer. */
export type AssessmentAnswerSavePayload = {
  __typename?: 'AssessmentAnswerSavePayload';
  /** The answer stored for the question after the save; null when it has none (a blank text removed it). */
  answer?: Maybe<AssessmentAnswer>;
  /**
   * The highest sequence stored for that question (the sent one when it was applied; a higher one when the save
   * was stale; 0 when it has none). Null only when the input was refused before the attempt was read (a text
   * over its limit), like `secondsLeft` and `status`.
   */
  savedSequence?: Maybe<Scalars['Int']['output']>;
  /** Seconds left by the server's time, to re-sync the countdown. */
  secondsLeft?: Maybe<Scalars['Int']['output']>;
  /** Where the attempt stands. */
  status?: Maybe<AttemptStatus>;
  /** Why the answer was not saved (ATTEMPT_CLOSED, ALREADY_SUBMITTED, INVALID ...). */
  userErrors: Array<UserError>;
};

/** The learner's attempt at an assessment: the questions without keys and what the server has stored. */
export type AssessmentAttempt = {
  __typename?: 'AssessmentAttempt';
  /** The answers the server has stored, one per answered question. */
  answers: Array<AssessmentAnswer>;
  /** How often to poll `Viewer.assessmentClock`, in milliseconds (the wire's delay; default 1000). */
  clockPollMs: Scalars['Int']['output'];
  /** The questions in order, never with a correct flag, expected answer or option feedback. */
  questions: Array<AssessmentQuestion>;
  /** Seconds from the server's time to the end; 0 once submitted or over. The browser counts down from it with a monotonic clock. */
  secondsLeft: Scalars['Int']['output'];
  /** IN_PROGRESS or SUBMITTED. */
  status: AttemptStatus;
};

/** The light clock the attempt polls every `clockPollMs`. */
export type AssessmentClock = {
  __typename?: 'AssessmentClock';
  /** When to poll again, in milliseconds (the wire's delay; default 1000). */
  clockPollMs: Scalars['Int']['output'];
  /** Seconds from the server's time to the end; 0 once submitted or over. */
  secondsLeft: Scalars['Int']['output'];
  /** Where the attempt stands (an expired attempt is closed by this read and reads SUBMITTED). */
  status: AttemptStatus;
};

/** Which tab an assessment belongs to (the wire's quiztype). */
export type AssessmentKind =
  /** The Assessment tab (quiztype 'assess'). */
  | 'ASSESSMENT'
  /** The Assignment tab (quiztype 'assign'). */
  | 'ASSIGNMENT';

/** An option of a choice or matching question: no correct flag, no feedback. */
export type AssessmentOption = {
  __typename?: 'AssessmentOption';
  /** The option's text. */
  content: Scalars['String']['output'];
  /** The option's id, stable within the question. */
  id: Scalars['ID']['output'];
  /** The option's picture (image kinds), signed; null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
};

/** The result of starting or submitting an attempt. */
export type AssessmentPayload = {
  __typename?: 'AssessmentPayload';
  /** The assessment as stored after the step; null when there is no such assessment. */
  assessment?: Maybe<Assessment>;
  /** Why the step was refused, with the spec's message where it has one. */
  userErrors: Array<UserError>;
};

/** One question of an assessment, as the learner sees it: no key. */
export type AssessmentQuestion = {
  __typename?: 'AssessmentQuestion';
  /** The question's id (the wire's iid). */
  id: Scalars['ID']['output'];
  /** The question's picture, signed; null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** What kind of answer it takes. */
  kind: AssessmentQuestionKind;
  /** MATCHING only: the prompts, in order, each to be matched with one option; empty otherwise. */
  matchPrompts: Array<Scalars['String']['output']>;
  /** Its number in the navigator, from 1. */
  number: Scalars['Int']['output'];
  /** The options to choose from (choice kinds), or to match the prompts with (MATCHING); empty otherwise. */
  options: Array<AssessmentOption>;
  /** The question text as sanitized HTML. */
  stemHtml: Scalars['String']['output'];
};

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
  assessmentId: Scalars['ID']['input'];
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** Assessment tab or Assignment tab. */
  kind: AssessmentKind;
};

/** The answers review, once the answer date has passed. */
export type AssessmentReview = {
  __typename?: 'AssessmentReview';
  /** Every question with its key and the learner's answer. */
  questions: Array<AssessmentReviewQuestion>;
  /** The learner's score (the sum over auto-graded questions); null when never attempted. */
  score?: Maybe<Scalars['Float']['output']>;
};

/** One question in the answers review. */
export type AssessmentReviewQuestion = {
  __typename?: 'AssessmentReviewQuestion';
  /** The learner's answer ('Your Answer'); null when unanswered. */
  answer?: Maybe<AssessmentAnswer>;
  /** Whether the answer is right; null for TEXT and FILE_UPLOAD, which are not graded automatically. */
  correct?: Maybe<Scalars['Boolean']['output']>;
  /** MATCHING: the correct option's id for each prompt, in order. */
  correctMatches: Array<Scalars['ID']['output']>;
  /** The correct options (choice kinds). */
  correctOptionIds: Array<Scalars['ID']['output']>;
  /** The question. */
  question: AssessmentQuestion;
};

/** A scored assessment or assignment. */
export type AssessmentScoreReport = {
  __typename?: 'AssessmentScoreReport';
  /** The course it belongs to, as run in the learner's batch (`EnrolledCourse.id`). */
  courseId: Scalars['ID']['output'];
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
  /** The assessment, as in `Assessment.id`. */
  id: Scalars['ID']['output'];
  /** ASSESSMENT or ASSIGNMENT (its tab). */
  kind: AssessmentKind;
  /** The most an attempt can score (the automatically graded questions' points). */
  maximumScore: Scalars['Float']['output'];
  /** The points scored (descriptive and file answers are read by a person and earn none automatically). */
  score: Scalars['Float']['output'];
  /** The score as a percent of the maximum, to one decimal; null when nothing can be scored automatically. */
  scorePercent?: Maybe<Scalars['Float']['output']>;
  /** When the learner submitted. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its title. */
  title: Scalars['String']['output'];
};

/** The question a file answer is uploaded for (`UploadCreateInput.assessment`). */
export type AssessmentUploadTargetInput = {
  /** As in `Assessment.id`. */
  assessmentId: Scalars['ID']['input'];
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** Assessment tab or Assignment tab. */
  kind: AssessmentKind;
  /** The FILE_UPLOAD question, as in `AssessmentQuestion.id`. */
  questionId: Scalars['ID']['input'];
};

/** Where an assessment stands by the server's clock (never the browser's). */
export type AssessmentWindow =
  /** After its end: the score shows. */
  | 'CLOSED'
  /** Between its start and its end: Start shows unless the attempt was submitted. */
  | 'OPEN'
  /** Before its start: no Start button. */
  | 'UPCOMING';

/**
 * A semester-end test assigned to the signed-in learner (spec part 3, 2.13, 2.14 and 3.10). Times are instants;
 * the portal shows them as YYYY-MM-DD h:mm a in Asia/Kolkata.
 */
export type AssignedTest = {
  __typename?: 'AssignedTest';
  /**
   * True when Start is shown now: no result, not deactivated, and the server's India time between start and end
   * (spec part 3, 4.4). The page re-checks every 5000 ms against the server's clock (`indiaTime`).
   */
  canStart: Scalars['Boolean']['output'];
  /** How long the test takes, in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** When the test closes. */
  endsAt: Scalars['DateTime']['output'];
  /** The test id. */
  id: Scalars['ID']['output'];
  /** The test's name. */
  name: Scalars['String']['output'];
  /** The learner's result; null while they have none. */
  result?: Maybe<TestResult>;
  /** When the test opens. */
  startsAt: Scalars['DateTime']['output'];
  /** ACTIVE, or DEACTIVATED (dimmed, cannot be opened). */
  status: AssignedTestStatus;
};

/** Whether a semester-end test may be opened (spec part 3, 3.10: testStatus Deactivated or other). */
export type AssignedTestStatus =
  /** The test can be opened (within its window). */
  | 'ACTIVE'
  /** The test is dimmed and cannot be opened. */
  | 'DEACTIVATED';

/** Where the learner's attempt stands (spec part 2, section 4). */
export type AttemptStatus =
  /** Started; every answer autosaves (status 0 on the wire). */
  | 'IN_PROGRESS'
  /** Never started. */
  | 'NOT_STARTED'
  /** Submitted (status 1 on the wire), by the learner, at the end of the time, or closed by the server after it. */
  | 'SUBMITTED';

/** An event on the learner's calendar. */
export type CalendarEvent = {
  __typename?: 'CalendarEvent';
  /** The day of the event. */
  date: Scalars['Date']['output'];
  /** A stable id for the event. */
  id: Scalars['ID']['output'];
  /** An optional link to follow for the event. */
  link?: Maybe<Scalars['String']['output']>;
  /** What the event is. */
  title: Scalars['String']['output'];
};

/** The learner's candidate id (USN) in one of their programs (spec part 3, 2.5 and 3.11). */
export type CandidateId = {
  __typename?: 'CandidateId';
  /** The candidate id (USN); null when the program has not given one yet. */
  candidateNumber?: Maybe<Scalars['String']['output']>;
  /** The program's title. */
  programTitle: Scalars['String']['output'];
};

/** A caption track of a video or audio object. */
export type Captions = {
  __typename?: 'Captions';
  /** The track's label in the player's menu. */
  label: Scalars['String']['output'];
  /** Signed address of the WebVTT file, valid one hour. */
  src: Scalars['String']['output'];
  /** The language of the captions (BCP 47, for example "en"). */
  srclang: Scalars['String']['output'];
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

/**
 * A course certificate the learner earned: a PDF, the image the Certificates screen shows, and a signed credential
 * (Open Badges 3.0 as a VC-JWT, signed with Ed25519; the key is published at `/.well-known/jwks.json`). Download
 * addresses are signed and last an hour, like every file address.
 */
export type Certificate = {
  __typename?: 'Certificate';
  /** The course's title as printed. */
  courseTitle: Scalars['String']['output'];
  /** The signed credential, a VC-JWT (signed address, an hour). */
  credentialUrl: Scalars['String']['output'];
  /** The verification code: anyone can check the certificate at `verifyUrl`. */
  id: Scalars['ID']['output'];
  /** The certificate as a PNG image (signed, an hour). */
  imageUrl: Scalars['String']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** The university that issued it. */
  issuer: Scalars['String']['output'];
  /** The learner's name as printed. */
  learnerName: Scalars['String']['output'];
  /** The certificate as a PDF (signed, an hour). */
  pdfUrl: Scalars['String']['output'];
  /** The program's title as printed. */
  programTitle: Scalars['String']['output'];
  /** VALID or REVOKED. */
  status: CertificateStatus;
  /** The public verification page of the portal, `/verify/<code>` (the QR code on the certificate points there). */
  verifyUrl: Scalars['String']['output'];
};

/** Whether a certificate still stands. */
export type CertificateStatus =
  /** Withdrawn by the university after it was issued. */
  | 'REVOKED'
  /** Issued and not revoked. */
  | 'VALID';

/** The steps to a course certificate, in the spec's order (part 2, section 2). */
export type CertificateStep =
  /** The course's Course Feedback is open and not given yet: it comes first. */
  | 'COURSE_FEEDBACK'
  /** The certificate is issued. */
  | 'EARNED'
  /** Nothing stands before the certificate: generate it. */
  | 'GENERATE'
  /** Some unit of the course is not complete yet: Mark Complete on each. */
  | 'MARK_COMPLETE';

/**
 * The public answer for a verification code: only the name, the course, the date, the issuer and the status.
 * A code that names no certificate has status NOT_FOUND and every other field null.
 */
export type CertificateVerification = {
  __typename?: 'CertificateVerification';
  /** The course's title; null when NOT_FOUND. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** The day it was issued (the university's day); null when NOT_FOUND. */
  issuedOn?: Maybe<Scalars['Date']['output']>;
  /** The university that issued it; null when NOT_FOUND. */
  issuer?: Maybe<Scalars['String']['output']>;
  /** The learner's name; null when NOT_FOUND. */
  learnerName?: Maybe<Scalars['String']['output']>;
  /** VALID, REVOKED or NOT_FOUND. */
  status: CertificateVerificationStatus;
};

/** What a verification page may tell anyone of a certificate. */
export type CertificateVerificationStatus =
  /** No certificate has this code (a code that was never issued and a malformed one alike). */
  | 'NOT_FOUND'
  /** The certificate exists and was revoked. */
  | 'REVOKED'
  /** The certificate exists and stands. */
  | 'VALID';

/** A complaint or grievance the learner filed (spec part 3, sections 2.7 and 3.7). */
export type Complaint = {
  __typename?: 'Complaint';
  /** What the learner wrote. */
  description: Scalars['String']['output'];
  /** The file sent with it, or null when none was. */
  file?: Maybe<ComplaintFile>;
  /** When it was filed (raised). */
  filedAt: Scalars['DateTime']['output'];
  /** The complaint's id. */
  id: Scalars['ID']['output'];
  /**
   * The learner's enrolment the complaint is about, to name its program; null when it names none or the learner is no
   * longer enrolled in that batch, or when the enrolments could not be read (then with an UPSTREAM_* error at this path).
   */
  program?: Maybe<EnrolledProgram>;
  /** The program the complaint is about, as in `EnrolledProgram.id` (its batch); null for a query sent before sign-in. */
  programId?: Maybe<Scalars['ID']['output']>;
};

/** What `complaintAdd` takes (spec part 3, sections 2.8 and 5.9). */
export type ComplaintAddInput = {
  /** The issue, several lines if need be; empty is refused with '*Please Enter the issue description.'. */
  description: Scalars['String']['input'];
  /** The stored name answered by `uploadCreate` (kind COMPLAINT) for a file this learner finished uploading, or null. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The program the complaint is about, as in `EnrolledProgram.id`; empty or '--Select--' is refused with '*Please Select the Program.'. */
  programId?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `complaintAdd`. */
export type ComplaintAddPayload = {
  __typename?: 'ComplaintAddPayload';
  /** The complaint as filed; null when refused. */
  complaint?: Maybe<Complaint>;
  /** Why it was refused: the spec's messages for the program and the description, or the file's. */
  userErrors: Array<UserError>;
};

/** A page of the learner's complaints, newest first. */
export type ComplaintConnection = {
  __typename?: 'ComplaintConnection';
  /** The page's complaints with their cursors. */
  edges: Array<ComplaintEdge>;
  /** The page's complaints (the edges' nodes). */
  nodes: Array<Complaint>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many complaints the learner has filed in all. */
  totalCount: Scalars['Int']['output'];
};

/** A complaint with its place in the list. */
export type ComplaintEdge = {
  __typename?: 'ComplaintEdge';
  /** The complaint's place, for `after`. */
  cursor: Scalars['String']['output'];
  /** The complaint. */
  node: Complaint;
};

/** The file sent with a complaint. Only its owner is ever given its address. */
export type ComplaintFile = {
  __typename?: 'ComplaintFile';
  /** How it opens: PDF viewer, image, or download. */
  kind: ComplaintFileKind;
  /** The file's name as the learner chose it (without the stored random prefix). */
  name: Scalars['String']['output'];
  /** A signed address of the file, valid for one hour; null when the file could not be found. */
  url?: Maybe<Scalars['String']['output']>;
};

/** How a complaint's file opens in the viewer. */
export type ComplaintFileKind =
  /** Any other document (a .docx): offered as a download only, never drawn in the page. */
  | 'DOCUMENT'
  /** A JPEG or PNG image, shown inline. */
  | 'IMAGE'
  /** A PDF document, shown in the portal's PDF viewer. */
  | 'PDF';

/**
 * Where the learner left off: the course they last made progress in, among those started and not finished
 * (docs/decisions/177), and what comes next in it.
 */
export type ContinueLearning = {
  __typename?: 'ContinueLearning';
  /** The course to go back to. */
  course: EnrolledCourse;
  /** The enrolment the course belongs to. */
  program: EnrolledProgram;
  /**
   * The learning object the course screen resumes at (`Course.resumeUnitId`); null when it could not be read
   * (then with an error at this path) or the course has none.
   */
  upNext?: Maybe<LearningObject>;
};

/** A course the learner follows, as run in their batch, with its units and the learner's progress. */
export type Course = {
  __typename?: 'Course';
  /** One assessment or assignment of the course; null when the course has none with that id. */
  assessment?: Maybe<Assessment>;
  /**
   * The course's timed assessments (Assessment tab) or assignments (Assignment tab), newest first (spec part 2,
   * section 2). An empty list shows 'No Assessments yet' / 'No Assignments yet'.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when they could not be fetched.
   */
  assessments?: Maybe<Array<Assessment>>;
  /** The learner's certificate of this course; null until it is generated. */
  certificate?: Maybe<Certificate>;
  /**
   * True when the learner may generate the course's certificate now: the course is complete and its Course
   * Feedback given, or disabled, or not offered (spec part 2, section 2: after course feedback, Mark Complete).
   */
  certificateAvailable: Scalars['Boolean']['output'];
  /**
   * Where the learner stands on the way to this course's certificate, in the spec's order (part 2, section 2:
   * "After course feedback, Mark Complete, then certificate generation"): the next step, which the course screen
   * names with the way there.
   */
  certificateStep: CertificateStep;
  /** The course itself, the same in every batch. */
  courseId: Scalars['ID']['output'];
  /**
   * False when an administrator disabled the course: the screen shows 'The Course Is Disabled From Admin.'
   * and nothing in it can be opened.
   */
  enabled: Scalars['Boolean']['output'];
  /**
   * The course's COURSE or INSTRUCTOR feedback form; null when the course does not offer feedback (`feedbackOffered`).
   * A PROGRAM kind is refused with BAD_USER_INPUT.
   */
  feedbackForm?: Maybe<FeedbackForm>;
  /**
   * Whether the course screen offers the Course Feedback and Instructor Feedback entries (spec part 2, section 6):
   * to a learner whose course progress is started or complete, unless the program is one of the two special ones.
   */
  feedbackOffered: Scalars['Boolean']['output'];
  /** True when the learner may open the objects in any order (free navigation). */
  freeNavigation: Scalars['Boolean']['output'];
  /** The course as run in the learner's batch (the same id as `EnrolledCourse.id`). */
  id: Scalars['ID']['output'];
  /** The enrolment (batch) the course belongs to, as in `EnrolledProgram.id`. */
  programId: Scalars['ID']['output'];
  /** The title of the program the course belongs to. */
  programTitle: Scalars['String']['output'];
  /** Share of the course's learning objects complete, 0 to 100. */
  progressPercent: Scalars['Float']['output'];
  /**
   * The learner's approved messages in this project course, newest approval first ('See approved message').
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when they could not be fetched.
   */
  projectApprovedMessages?: Maybe<Array<ProjectApprovedMessage>>;
  /** One project objective of this course, with its thread; null when the course has no objective with that id. */
  projectObjective?: Maybe<ProjectObjective>;
  /**
   * A project course's units with their project objectives, in order (spec part 2, section 2: its Course
   * structure tab); empty for a normal course.
   */
  projectUnits: Array<ProjectUnit>;
  /**
   * The first learning object not complete (in an enabled unit), where the learner resumes; the first
   * object when all are complete; null when the course has none.
   */
  resumeUnitId?: Maybe<Scalars['ID']['output']>;
  /**
   * True when the course belongs to one of the two special programs (spec part 2, section 6), whose units show
   * their pictures (`CourseUnit.imageUrl`); other programs' course screens show none.
   */
  showsUnitImages: Scalars['Boolean']['output'];
  /** Where the learner stands: NOT_STARTED shows Start (spec part 2, section 2). */
  status: CourseStatus;
  /** The course's title. */
  title: Scalars['String']['output'];
  /** Normal or project course. */
  type: CourseType;
  /**
   * The form a feedback-form unit of this course opens in the player (its kind is the unit's: course or
   * instructor feedback); null when the object is no feedback unit of this course, cannot be opened (locked or
   * disabled), or the course does not offer feedback.
   */
  unitFeedbackForm?: Maybe<FeedbackForm>;
  /**
   * A quiz or unit assignment of this course as the player opens it (spec part 2, section 4, "Unit quiz flow" and
   * "Unit assignment flow"): its questions without any answer key, and where the learner stands. Keys and
   * feedback appear only after the learner submitted (for a formative quiz with feedback, item by item once
   * answered). Null when the object is not a quiz of this course, or when it cannot be opened (locked or disabled).
   */
  unitQuiz?: Maybe<UnitQuiz>;
  /** The units ("nuggets") of the course, in order. */
  units: Array<CourseUnit>;
};


/** A course the learner follows, as run in their batch, with its units and the learner's progress. */
export type CourseAssessmentArgs = {
  id: Scalars['ID']['input'];
  kind: AssessmentKind;
};


/** A course the learner follows, as run in their batch, with its units and the learner's progress. */
export type CourseAssessmentsArgs = {
  kind: AssessmentKind;
};


/** A course the learner follows, as run in their batch, with its units and the learner's progress. */
export type CourseFeedbackFormArgs = {
  kind: FeedbackKind;
};


/** A course the learner follows, as run in their batch, with its units and the learner's progress. */
export type CourseProjectObjectiveArgs = {
  id: Scalars['ID']['input'];
};


/** A course the learner follows, as run in their batch, with its units and the learner's progress. */
export type CourseUnitFeedbackFormArgs = {
  objectId: Scalars['ID']['input'];
};


/** A course the learner follows, as run in their batch, with its units and the learner's progress. */
export type CourseUnitQuizArgs = {
  objectId: Scalars['ID']['input'];
};

/** What `courseCertificateGenerate` takes. */
export type CourseCertificateGenerateInput = {
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
};

/** The result of `courseCertificateGenerate`. */
export type CourseCertificateGeneratePayload = {
  __typename?: 'CourseCertificateGeneratePayload';
  /** The certificate, generated now or before; null when refused. */
  certificate?: Maybe<Certificate>;
  /** 'Success / You may now download the certificate from the certificate tab' when generated; null when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why it was refused: the course is not complete, or the learner follows no such course. */
  userErrors: Array<UserError>;
};

/**
 * A course's discussion: the questions learners asked, each with its answers. Everything in it is plain
 * text as the learner typed it: a client shows it as text, never as HTML.
 */
export type CourseDiscussion = {
  __typename?: 'CourseDiscussion';
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  id: Scalars['ID']['output'];
  /**
   * The questions, oldest first.
   * @deprecated The whole discussion in one answer; use `questionsConnection`, newest first, a page at a time (docs/decisions/310).
   */
  questions: Array<DiscussionQuestion>;
  /**
   * The questions a page at a time, newest first (the spec fixes no order; a new question, and one pushed to the
   * tab, comes at the top). Each question carries all its answers, oldest first. `first` is 1 to 100 (20 when
   * left out); anything else, or an `after` that is not a cursor of this discussion's list, is refused with
   * BAD_USER_INPUT.
   */
  questionsConnection: DiscussionQuestionConnection;
};


/**
 * A course's discussion: the questions learners asked, each with its answers. Everything in it is plain
 * text as the learner typed it: a client shows it as text, never as HTML.
 */
export type CourseDiscussionQuestionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** What `courseFeedbackSubmit` takes. */
export type CourseFeedbackSubmitInput = {
  /** One answer per question of the form. */
  answers: Array<FeedbackAnswerInput>;
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** COURSE or INSTRUCTOR. */
  kind: FeedbackKind;
};

/** A member of a course's teaching staff (spec part 2, section 3, "Instructor"). */
export type CourseInstructor = {
  __typename?: 'CourseInstructor';
  /** The instructor's e-mail address. */
  email: Scalars['String']['output'];
  /** The instructor's name. */
  name: Scalars['String']['output'];
};

/** The result of `courseStart`, `learningObjectOpen` and `learningObjectComplete`. */
export type CourseProgressPayload = {
  __typename?: 'CourseProgressPayload';
  /** The course as stored after the change (reloaded), or null when the learner follows no such course. */
  course?: Maybe<Course>;
  /**
   * The enrolment the course belongs to, with its courses' new percentages, so that the dashboard and My
   * Programs follow without a reload. Null when it could not be read.
   */
  program?: Maybe<EnrolledProgram>;
  /** Why the change was refused: 'Please Mark Complete previously viewed object.', 'This Unit is disabled from Admin' or 'The Course Is Disabled From Admin.'. */
  userErrors: Array<UserError>;
};

/** A reference of a course (spec part 2, sections 2 and 3): a file to preview, or an external link. */
export type CourseReference = {
  __typename?: 'CourseReference';
  /** A stable id within the course's list. */
  id: Scalars['ID']['output'];
  /** What the file is, for its preview; null for a link. */
  kind?: Maybe<MediaKind>;
  /** An external link; null for a file. */
  link?: Maybe<Scalars['String']['output']>;
  /** The reference's title. */
  title: Scalars['String']['output'];
  /** The file on the portal's own origin, signed for one hour (spec part 2, section 9); null for a link. */
  url?: Maybe<Scalars['String']['output']>;
};

/** What `courseStart` takes. */
export type CourseStartInput = {
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
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

/** A unit ("nugget") of a course: a group of learning objects. */
export type CourseUnit = {
  __typename?: 'CourseUnit';
  /** How long the unit takes, in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** False when an administrator disabled the unit: its objects show 'This Unit is disabled from Admin'. */
  enabled: Scalars['Boolean']['output'];
  /** The unit's id. */
  id: Scalars['ID']['output'];
  /** Address of the unit's image, or null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The unit's label in the course, for example "Unit 1". */
  label: Scalars['String']['output'];
  /** The unit's learning objects, in order. */
  objects: Array<LearningObject>;
  /** The unit's title. */
  title: Scalars['String']['output'];
};

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

/** An answer to a discussion question. */
export type DiscussionAnswer = {
  __typename?: 'DiscussionAnswer';
  /** The name of the learner who answered. */
  authorName: Scalars['String']['output'];
  /** Unique across courses: the course, the question's number and the answer's. */
  id: Scalars['ID']['output'];
  /** True when the signed-in learner wrote it (matched by e-mail): only then may they delete it. */
  mine: Scalars['Boolean']['output'];
  /** The answer's number under its question, from 1. */
  number: Scalars['Int']['output'];
  /** When it was posted; null when not known. */
  postedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The answer, as typed. */
  text: Scalars['String']['output'];
};

/** What `discussionDeleteAnswer` takes. */
export type DiscussionDeleteAnswerInput = {
  /** The answer, as in `DiscussionAnswer.id`. */
  answerId: Scalars['ID']['input'];
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: Scalars['ID']['input'];
};

/** What `discussionDeleteQuestion` takes. */
export type DiscussionDeleteQuestionInput = {
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: Scalars['ID']['input'];
  /** The question, as in `DiscussionQuestion.id`. */
  questionId: Scalars['ID']['input'];
};

/**
 * The answer to a discussion change: the discussion after it (spec part 2, section 4: "after each, the
 * discussion is reloaded"), or why it was refused.
 */
export type DiscussionPayload = {
  __typename?: 'DiscussionPayload';
  /** The course's discussion after the change; null when it was refused. */
  discussion?: Maybe<CourseDiscussion>;
  /** Said once it is posted: 'Posted Successfully'; null for a delete or a refusal. */
  message?: Maybe<Scalars['String']['output']>;
  /**
   * Why it was refused: the spec's messages (code INVALID, field text), posting too often (RATE_LIMITED), the
   * same text twice in a row (REPEATED_POST), a post that is not the learner's own (NOT_AUTHORIZED) or is no
   * longer there (NOT_FOUND), or the course's own refusal.
   */
  userErrors: Array<UserError>;
};

/** What `discussionPostAnswer` takes. */
export type DiscussionPostAnswerInput = {
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: Scalars['ID']['input'];
  /** The question answered, as in `DiscussionQuestion.id`. */
  questionId: Scalars['ID']['input'];
  /** The answer: not empty, under 200 words. */
  text: Scalars['String']['input'];
};

/** What `discussionPostQuestion` takes. */
export type DiscussionPostQuestionInput = {
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: Scalars['ID']['input'];
  /** The question: not empty, under 200 words. */
  text: Scalars['String']['input'];
};

/** A question of a course's discussion. */
export type DiscussionQuestion = {
  __typename?: 'DiscussionQuestion';
  /** How many answers it has. */
  answerCount: Scalars['Int']['output'];
  /** Its answers, oldest first. */
  answers: Array<DiscussionAnswer>;
  /** The name of the learner who asked it. */
  authorName: Scalars['String']['output'];
  /** Unique across courses: the course and the question's number. */
  id: Scalars['ID']['output'];
  /** True when the signed-in learner asked it (matched by e-mail): only then may they delete it. */
  mine: Scalars['Boolean']['output'];
  /** The question's number in its course, from 1 (a deleted question's number is never given again). */
  number: Scalars['Int']['output'];
  /** When it was posted; null when not known. */
  postedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The question, as typed. */
  text: Scalars['String']['output'];
};

/** A page of a course's discussion, newest question first. */
export type DiscussionQuestionConnection = {
  __typename?: 'DiscussionQuestionConnection';
  /** The page's questions with their cursors. */
  edges: Array<DiscussionQuestionEdge>;
  /** The page's questions (the edges' nodes), for a client that needs no cursor but the last. */
  nodes: Array<DiscussionQuestion>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many questions the discussion holds in all. */
  totalCount: Scalars['Int']['output'];
};

/** A question of a course's discussion, with its place in the list. */
export type DiscussionQuestionEdge = {
  __typename?: 'DiscussionQuestionEdge';
  /** The question's place, for `after`. */
  cursor: Scalars['String']['output'];
  /** The question. */
  node: DiscussionQuestion;
};

/** One entry of Due next. */
export type DueItem = {
  __typename?: 'DueItem';
  /** The course, for an assessment or assignment (`EnrolledCourse.id`); null for an event. */
  courseId?: Maybe<Scalars['ID']['output']>;
  /** The course's title; null for an event. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** When an assessment or assignment ends; null for an event, which has a day only. */
  dueAt?: Maybe<Scalars['DateTime']['output']>;
  /** The day it is due (the university's day): an assessment's end, an event's day. */
  dueOn: Scalars['Date']['output'];
  /** Stable for the same entry. */
  id: Scalars['ID']['output'];
  /** ASSESSMENT, ASSIGNMENT or EVENT. */
  kind: DueItemKind;
  /** An event's link; null otherwise. */
  link?: Maybe<Scalars['String']['output']>;
  /** When an assessment or assignment that has not started opens; null once open, and for an event. */
  opensAt?: Maybe<Scalars['DateTime']['output']>;
  /** What is due. */
  title: Scalars['String']['output'];
};

/** What a Due next entry is. */
export type DueItemKind =
  /** An assessment (the Assessment tab) to submit. */
  | 'ASSESSMENT'
  /** An assignment (the Assignment tab) to submit. */
  | 'ASSIGNMENT'
  /** A calendar event. */
  | 'EVENT';

/**
 * Education of the wizard (spec part 3, section 3.2), as saved. A field never filled in reads as
 * an empty string. The pre-registration wizard shows "Institution/College" where this says school.
 */
export type Education = {
  __typename?: 'Education';
  /** The kind of education from the list (for example "Graduation", "Post Graduation", "Others"); empty when not chosen. */
  educationType: Scalars['String']['output'];
  /** Work experience as the applicant words it; "NIL" for none. */
  experience: Scalars['String']['output'];
  /** School address, line 1. */
  schoolAddress1: Scalars['String']['output'];
  /** School address, line 2. */
  schoolAddress2: Scalars['String']['output'];
  /** School address, line 3. */
  schoolAddress3: Scalars['String']['output'];
  /** The school's country. */
  schoolCountry: Scalars['String']['output'];
  /** Name of the school (or institution/college). */
  schoolName: Scalars['String']['output'];
  /** The school's postal code. */
  schoolPincode: Scalars['String']['output'];
  /** The field of study from the list (Science, Arts, Commerce, Medicine, Dentistry, Pharma, Management, Others); empty when not chosen. */
  specialization: Scalars['String']['output'];
  /** University address, line 1. */
  universityAddress1: Scalars['String']['output'];
  /** University address, line 2. */
  universityAddress2: Scalars['String']['output'];
  /** University address, line 3. */
  universityAddress3: Scalars['String']['output'];
  /** The university's country. */
  universityCountry: Scalars['String']['output'];
  /** Name of the university. */
  universityName: Scalars['String']['output'];
  /** The university's postal code. */
  universityZip: Scalars['String']['output'];
  /** What the applicant's work was (designation and years), free text. */
  workDescription: Scalars['String']['output'];
};

/** Education to save (spec part 3, section 5.4: checked in order, first failure only). */
export type EducationInput = {
  /** A kind of education from the list; empty or left out for none. */
  educationType?: InputMaybe<Scalars['String']['input']>;
  /** Work experience; required, "NIL" for none. */
  experience: Scalars['String']['input'];
  /** School address, line 1; required. */
  schoolAddress1: Scalars['String']['input'];
  /** School address, line 2. */
  schoolAddress2?: InputMaybe<Scalars['String']['input']>;
  /** School address, line 3. */
  schoolAddress3?: InputMaybe<Scalars['String']['input']>;
  /** The school's country; required. */
  schoolCountry: Scalars['String']['input'];
  /** Name of the school (or institution/college); required. */
  schoolName: Scalars['String']['input'];
  /** The school's postal code; required. */
  schoolPincode: Scalars['String']['input'];
  /** A field of study from the list; empty or left out for none. */
  specialization?: InputMaybe<Scalars['String']['input']>;
  /** University address, line 1; required. */
  universityAddress1: Scalars['String']['input'];
  /** University address, line 2. */
  universityAddress2?: InputMaybe<Scalars['String']['input']>;
  /** University address, line 3. */
  universityAddress3?: InputMaybe<Scalars['String']['input']>;
  /** The university's country; required. */
  universityCountry: Scalars['String']['input'];
  /** Name of the university; required. */
  universityName: Scalars['String']['input'];
  /** The university's postal code; required ("Please enter the Pincode"). */
  universityZip: Scalars['String']['input'];
  /** What the work was (designation and years); required, up to 2000 characters. */
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
  /**
   * When the learner last made progress in the course (Start, an object opened for the first time or
   * completed); null when they never have.
   */
  lastActivityAt?: Maybe<Scalars['DateTime']['output']>;
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
  /**
   * The program's announcements for this batch, newest first (spec part 3, section 3.8). Null, with an
   * UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when they could not be fetched.
   * @deprecated The whole list in one answer; use `announcementsConnection`, a page at a time (docs/decisions/310).
   */
  announcements?: Maybe<Array<ProgramAnnouncement>>;
  /**
   * The program's announcements for this batch a page at a time, newest first (by the time posted, then the id).
   * `first` is 1 to 100 (20 when left out); anything else, or an `after` that is not a cursor of this list, is
   * refused with BAD_USER_INPUT. Null, with an UPSTREAM_* error at this path, when they could not be fetched.
   */
  announcementsConnection?: Maybe<ProgramAnnouncementConnection>;
  /** The learner's candidate number (USN) in this program, or null when none is assigned yet. */
  candidateNumber?: Maybe<Scalars['String']['output']>;
  /** The courses of the program that the learner follows, in order. Elective courses the learner did not select are left out. */
  courses: Array<EnrolledCourse>;
  /** How long the program runs, as the university words it (for example "3 Years"). */
  duration: Scalars['String']['output'];
  /** When the batch ends, or null when the university has not said. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The academic schedule: the events of this batch and of the whole university, earliest first. Null, with an
   * UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when they could not be fetched.
   */
  events?: Maybe<Array<CalendarEvent>>;
  /**
   * The form that hands the learner over to the exam provider to schedule an exam (spec part 1, sections 6
   * and 7). Its AUTH_HASH is computed by the gateway, whose secret never reaches the browser; the form is
   * valid until 14400 seconds after it was made, so read it fresh. Null when the learner has no candidate
   * number (USN) in this program yet, or when the university offers no exam scheduling.
   */
  examScheduling?: Maybe<ExamScheduling>;
  /**
   * The Overall Program Feedback of this enrolment (spec part 1, section 2: the modal on each My Programs card).
   * Null where the program has none (`offersFeedback` false), or, with an upstream error at this path, when it could
   * not be read.
   */
  feedbackForm?: Maybe<FeedbackForm>;
  /** The batch the learner is enrolled in (unique per enrolment). */
  id: Scalars['ID']['output'];
  /** Address of the program's image. */
  imageUrl: Scalars['String']['output'];
  /**
   * Whether this program has Overall Program Feedback: false for the two special programs of spec part 2, section 6,
   * which hide feedback entries (the same rule hides the course screen's).
   */
  offersFeedback: Scalars['Boolean']['output'];
  /**
   * The program this enrolment belongs to, to link to its page. Asking for its `id` alone costs nothing;
   * its other fields load the program's page.
   */
  program: Program;
  /**
   * The id of the program this enrolment belongs to.
   * @deprecated Use `program { id }`.
   */
  programId: Scalars['ID']['output'];
  /** Overall progress through the program, 0 to 100. */
  progressPercent: Scalars['Float']['output'];
  /** False for the two special programs (spec part 2, section 6), whose course pages hide the semester headings. */
  showsSemesterHeadings: Scalars['Boolean']['output'];
  /** True for the two special programs (spec part 2, section 6), whose units show their images. */
  showsUnitImages: Scalars['Boolean']['output'];
  /** When the batch starts, or null when the university has not said. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The program's title. */
  title: Scalars['String']['output'];
};


/** A program the learner is enrolled in, in one batch. */
export type EnrolledProgramAnnouncementsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** An examination record: year, registration number and subject rows. */
export type ExamRecord = {
  __typename?: 'ExamRecord';
  /** The candidate's registration number for the examination. */
  registrationNo: Scalars['String']['output'];
  /** The subjects and grades, in the form's fixed number of rows (empty rows are blank). */
  subjects: Array<SubjectGrade>;
  /** The year of the examination, as written (for example "2019"). */
  year: Scalars['String']['output'];
};

/** An examination record to save. */
export type ExamRecordInput = {
  /** The candidate's registration number. */
  registrationNo: Scalars['String']['input'];
  /** The subject rows; the first row must be filled to submit the 10th and 12th records. */
  subjects: Array<SubjectGradeInput>;
  /** The year of the examination. */
  year: Scalars['String']['input'];
};

/** The exam-scheduling form: the browser posts these hidden fields to `actionUrl` (spec part 1, section 7). */
export type ExamScheduling = {
  __typename?: 'ExamScheduling';
  /** Where the form posts: the exam provider. */
  actionUrl: Scalars['String']['output'];
  /** When the provider's session ends: 14400 seconds after the form was made. */
  expiresAt: Scalars['DateTime']['output'];
  /** The hidden fields, in order: client code, candidate id, timestamp, the return addresses, the session timeout, the action and the auth hash. */
  fields: Array<ExamSchedulingField>;
};

/** One hidden field of the exam-scheduling form. */
export type ExamSchedulingField = {
  __typename?: 'ExamSchedulingField';
  /** The field's name, as the provider expects it (for example CLIENT_CANDIDATE_ID). */
  name: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
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

/** One answer of a feedback form. */
export type FeedbackAnswerInput = {
  /** The comment (course feedback: required, not blank; instructor feedback: optional; program feedback: none). */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The question, as in `FeedbackQuestion.id`. */
  questionId: Scalars['ID']['input'];
  /** The rating chosen: 0 to 4 for program feedback, 1 to 5 for course and instructor feedback. */
  rating: Scalars['Int']['input'];
};

/**
 * A feedback form as the learner may fill it in. The ratings a kind offers, and whether it needs a comment, are
 * the domain's (`@portal/domain` feedbackScale, feedbackCommentRequired), shared by the web and the gateway.
 */
export type FeedbackForm = {
  __typename?: 'FeedbackForm';
  /** Whom instructor feedback is about: the course's instructors ('get course instructor'); empty for other kinds. */
  instructors: Array<CourseInstructor>;
  /** Which feedback this is. */
  kind: FeedbackKind;
  /** The spec's words when it is not open ('Feedback already submitted', 'Feedback is disabled from Admin'); null when open. */
  message?: Maybe<Scalars['String']['output']>;
  /** The questions in order; empty unless open. */
  questions: Array<FeedbackQuestion>;
  /** Whether it is open, already submitted or disabled. */
  status: FeedbackStatus;
};

/** Which feedback a form collects (spec part 2, sections 2 and 3; part 1, section 2). */
export type FeedbackKind =
  /** Feedback on a course: a rating 1 Not Applicable to 5 Strongly Agree and a comment (required) per question. */
  | 'COURSE'
  /** Feedback on a course's instructors: a rating 1 to 5 and an optional comment per question. */
  | 'INSTRUCTOR'
  /** The Overall Program Feedback of an enrolment (My Programs): answers 0 Strongly Agree to 4 Not Applicable. */
  | 'PROGRAM';

/** One question of a feedback form. */
export type FeedbackQuestion = {
  __typename?: 'FeedbackQuestion';
  /** The question's id, as answers name it. */
  id: Scalars['ID']['output'];
  /** The question, as plain text. */
  text: Scalars['String']['output'];
};

/** Whether the learner may give a form's feedback now (spec part 2, section 3: code 0 disabled, 1 already submitted). */
export type FeedbackStatus =
  /** The learner gave this feedback already: 'Feedback already submitted'. */
  | 'ALREADY_SUBMITTED'
  /** An admin switched this feedback off: 'Feedback is disabled from Admin'. */
  | 'DISABLED'
  /** The questions are there to answer. */
  | 'OPEN';

/** The result of submitting feedback. */
export type FeedbackSubmitPayload = {
  __typename?: 'FeedbackSubmitPayload';
  /** The form as it stands after the call (ALREADY_SUBMITTED once stored); null when it could not be read. */
  form?: Maybe<FeedbackForm>;
  /** True when the feedback was stored: the web shows 'Success / Feedback submitted successfully'. */
  submitted: Scalars['Boolean']['output'];
  /**
   * Why it was not stored: ALREADY_SUBMITTED ('Feedback already submitted'), FEEDBACK_DISABLED ('Feedback is
   * disabled from Admin'), INVALID (a question without a rating, a rating out of range, course feedback without a
   * comment), FEEDBACK_NOT_OFFERED, NOT_FOUND.
   */
  userErrors: Array<UserError>;
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
 * General Information of the wizard (spec part 3, section 3.2), as saved. A field never filled in
 * reads as an empty string.
 */
export type GeneralInfo = {
  __typename?: 'GeneralInfo';
  /** The country calling code chosen from the wizard's list, digits without a plus sign (for example "91" for India, "233" for Ghana). */
  countryCode: Scalars['String']['output'];
  /** Country of residence, from the wizard's list (spec part 3, section 3.4); never "Not Applicable" once saved. */
  countryOfResidence: Scalars['String']['output'];
  /** Date of birth; null when not given (or when what was stored is not a real day). */
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** The applicant's e-mail address: the signed-in learner's, or the partner's for a pre-registration; read-only in the wizard. */
  email: Scalars['String']['output'];
  /** Father's name (required in the signed-in wizard). */
  fatherName: Scalars['String']['output'];
  /** First name (required: "Name cannot be empty"). */
  firstName: Scalars['String']['output'];
  /** The applicant's gender; null when not chosen. */
  gender?: Maybe<Gender>;
  /** Whether the applicant studies from outside India (the wizard's International Student); null when not chosen. */
  internationalStudent?: Maybe<Scalars['Boolean']['output']>;
  /** Last name, if any. */
  lastName: Scalars['String']['output'];
  /** Middle name, if any. */
  middleName: Scalars['String']['output'];
  /** Mother's name (required in the signed-in wizard). */
  motherName: Scalars['String']['output'];
  /** A national id number (the pre-registration wizard calls it "Govt ID"). */
  nationalId: Scalars['String']['output'];
  /** Passport number; optional. */
  passportNumber: Scalars['String']['output'];
  /** Permanent address, line 1. */
  permanentAddress1: Scalars['String']['output'];
  /** Permanent address, line 2. */
  permanentAddress2: Scalars['String']['output'];
  /** Permanent address, line 3. */
  permanentAddress3: Scalars['String']['output'];
  /** Permanent address: city. */
  permanentCity: Scalars['String']['output'];
  /** Permanent address: country. */
  permanentCountry: Scalars['String']['output'];
  /** Permanent address: postal code (PIN). */
  permanentPin: Scalars['String']['output'];
  /** Permanent address: state or region. */
  permanentState: Scalars['String']['output'];
  /** The mobile (WhatsApp) number without the country code, digits only. */
  phone: Scalars['String']['output'];
  /** Present address, line 1. */
  presentAddress1: Scalars['String']['output'];
  /** Present address, line 2. */
  presentAddress2: Scalars['String']['output'];
  /** Present address, line 3. */
  presentAddress3: Scalars['String']['output'];
  /** Present address: city. */
  presentCity: Scalars['String']['output'];
  /** Present address: postal code (PIN). */
  presentPin: Scalars['String']['output'];
  /** True when the present address is the permanent one (the wizard then copies it). */
  presentSameAsPermanent: Scalars['Boolean']['output'];
  /** Present address: state or region. */
  presentState: Scalars['String']['output'];
};

/**
 * General Information to save (spec part 3, section 5.3: the checks run in order and the first
 * failure comes back as a user error with the spec's message). Optional fields left out are saved empty.
 */
export type GeneralInfoInput = {
  /** A country calling code of the wizard's list, digits without a plus sign (for example "91"). */
  countryCode: Scalars['String']['input'];
  /** A country of the wizard's country-of-residence list; "Not Applicable" is refused ("Select Country of residence"). */
  countryOfResidence: Scalars['String']['input'];
  /** Date of birth; required: null or left out is refused with the spec's "Date of Birth cannot be empty". */
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** Father's name; required in the signed-in wizard. */
  fatherName?: InputMaybe<Scalars['String']['input']>;
  /** First name; required ("Name cannot be empty"). */
  firstName: Scalars['String']['input'];
  /** The applicant's gender; null or left out for none. */
  gender?: InputMaybe<Gender>;
  /** Whether the applicant studies from outside India; null or left out for none. */
  internationalStudent?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Middle name. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** Mother's name; required in the signed-in wizard. */
  motherName?: InputMaybe<Scalars['String']['input']>;
  /** A national id number; required ("Please enter valid national ID"). */
  nationalId: Scalars['String']['input'];
  /** Passport number; optional. */
  passportNumber?: InputMaybe<Scalars['String']['input']>;
  /** Permanent address, line 1; required. */
  permanentAddress1: Scalars['String']['input'];
  /** Permanent address, line 2. */
  permanentAddress2?: InputMaybe<Scalars['String']['input']>;
  /** Permanent address, line 3. */
  permanentAddress3?: InputMaybe<Scalars['String']['input']>;
  /** Permanent address: city; required. */
  permanentCity: Scalars['String']['input'];
  /** Permanent address: country. */
  permanentCountry?: InputMaybe<Scalars['String']['input']>;
  /** Permanent address: postal code (PIN); required. */
  permanentPin: Scalars['String']['input'];
  /** Permanent address: state or region; required. */
  permanentState: Scalars['String']['input'];
  /** The mobile (WhatsApp) number without the country code, digits only; required. */
  phone: Scalars['String']['input'];
  /** Present address, line 1; required. */
  presentAddress1: Scalars['String']['input'];
  /** Present address, line 2. */
  presentAddress2?: InputMaybe<Scalars['String']['input']>;
  /** Present address, line 3. */
  presentAddress3?: InputMaybe<Scalars['String']['input']>;
  /** Present address: city; required. */
  presentCity: Scalars['String']['input'];
  /** Present address: postal code (PIN); required. */
  presentPin: Scalars['String']['input'];
  /** True when the present address is the permanent one; the present fields should then repeat it. */
  presentSameAsPermanent: Scalars['Boolean']['input'];
  /** Present address: state or region; required. */
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

/** One learning object of a unit: a video, a document, a lesson, a quiz ... */
export type LearningObject = {
  __typename?: 'LearningObject';
  /** Caption tracks of a video or audio object (empty when none, or when the object cannot be opened). */
  captions: Array<Captions>;
  /**
   * Where its content is read: for files, lessons and packages a signed address on the portal's own origin
   * valid one hour (spec part 2, section 9); for YouTube and Vimeo the privacy-enhanced embed address; null
   * for quizzes, assignments and feedback, and for an object that is locked or disabled.
   */
  contentUrl?: Maybe<Scalars['String']['output']>;
  /** How long the object takes, in minutes; null when the university gives no length for it. */
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  /** False when an admin disabled its course, its unit or the object itself (a podcast 'Disabled by admin'). */
  enabled: Scalars['Boolean']['output'];
  /** The object's id (the `unit` of the course address). */
  id: Scalars['ID']['output'];
  /** What it is, which decides its player. */
  kind: LearningObjectKind;
  /** Time the learner spent on it, in seconds, as recorded when they marked it complete. */
  secondsSpent: Scalars['Int']['output'];
  /** The learner's state with it. */
  state: LearningObjectState;
  /** The object's title. */
  title: Scalars['String']['output'];
  /**
   * Why the learner may not open it now, in the spec's words, decided by the one access rule every path
   * uses (docs/decisions/173): 'The Course Is Disabled From Admin.', 'This Unit is disabled from Admin',
   * 'Disabled by admin' (a podcast) or 'Please Mark Complete previously viewed object.'; null when it opens.
   */
  unavailableMessage?: Maybe<Scalars['String']['output']>;
  /** The unit the object belongs to. */
  unit: CourseUnit;
};

/** What `learningObjectComplete` takes. */
export type LearningObjectCompleteInput = {
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** The learning object marked complete, as in `LearningObject.id`. */
  objectId: Scalars['ID']['input'];
  /** Seconds the learner spent on it in this visit (0 to 86400). */
  secondsSpent: Scalars['Int']['input'];
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
  courseId: Scalars['ID']['input'];
  /** The learning object opened, as in `LearningObject.id`. */
  objectId: Scalars['ID']['input'];
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

/**
 * The learner's figures on Reports and analytics, beyond the completion per program and course that
 * `Viewer.programs` gives (docs/decisions/241). Every figure is the signed-in learner's own.
 */
export type LearningReport = {
  __typename?: 'LearningReport';
  /**
   * The assessments and assignments whose score the learner may see: submitted, and ended (as on the
   * Assessment and Assignment tabs), earliest end first.
   */
  assessmentScores: Array<AssessmentScoreReport>;
  /**
   * What is due next, soonest first, at most five: the assessments and assignments of the learner's courses that
   * have not ended and are not submitted yet, and the calendar events from today on. Null, with an error at this
   * path, when the calendar could not be fetched; the rest of the report still resolves.
   */
  dueNext?: Maybe<Array<DueItem>>;
  /** Every unit quiz score the learner posted in the programs they are enrolled in, oldest first. */
  quizScores: Array<QuizScoreReport>;
  /**
   * Time spent in each of the last eight weeks (Monday to Sunday, the university's weeks), oldest first, the
   * current week last; a week without activity counts 0. The time of a unit is what the learner spent on it
   * until they completed it, counted on the day it was completed (docs/decisions/241).
   */
  weeklyTime: Array<LearningWeek>;
};

/** The learner's time in one week. */
export type LearningWeek = {
  __typename?: 'LearningWeek';
  /** Seconds spent on the units completed that week. */
  secondsSpent: Scalars['Int']['output'];
  /** The week's Monday (the university's day). */
  weekStarting: Scalars['Date']['output'];
};

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

/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
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
  /** Saves General Information (status DRAFT) and unlocks Education. */
  applicationSaveGeneralInfo: ApplicationPayload;
  /** Saves the paper form as a draft (status DRAFT) without its submit checks, so the applicant can come back to it. */
  applicationSavePaperFormDraft: ApplicationPayload;
  /** Saves the Scholarship choice. Refused until Upload Documents is saved; a partner-channel application's scholarship is Yes at a learning centre. */
  applicationSaveScholarship: ApplicationPayload;
  /** Enrols the learner in an approved (or directly open) program: syncs the program, records 'Program Subscribed', refreshes progress. */
  applicationStart: ApplicationStartPayload;
  /** Submits the application (status SUBMITTED). A submitted application cannot be edited. */
  applicationSubmit: ApplicationPayload;
  /** Submits the paper-style form (status SUBMITTED). */
  applicationSubmitPaperForm: ApplicationPayload;
  /**
   * Autosaves one answer (status 0). Kept when it arrives before the end or within a 5-second grace after it;
   * a stale sequence is acknowledged without being applied.
   */
  assessmentAnswerSave: AssessmentAnswerSavePayload;
  /**
   * Starts the attempt (spec part 2, section 4): only while the server's time is between the start and the end.
   * Starting an attempt in progress returns it unchanged (a reload). Refused when submitted ('Assessment already
   * submitted.' / 'Assignment already submitted.'), before the start or after the end.
   */
  assessmentStart: AssessmentPayload;
  /**
   * Submits the attempt (status 1), graded by the gateway; the web shows 'Submitted successfully!'. A second
   * submit is refused with 'Assessment already submitted.' / 'Assignment already submitted.'.
   */
  assessmentSubmit: AssessmentPayload;
  /**
   * Files a complaint for the signed-in learner (spec part 3, section 7.4: /addcomplent signed-in) about one of their
   * own programs, with an optional file they uploaded. Every field's message at once, as the form shows them.
   */
  complaintAdd: ComplaintAddPayload;
  /**
   * Generates the course's certificate (spec part 2, section 7, /generateCertificate) for a learner who completed
   * the course; a second call answers the same certificate. The server checks completion.
   */
  courseCertificateGenerate: CourseCertificateGeneratePayload;
  /**
   * Submits course or instructor feedback on a course, once per kind (spec part 2, sections 4 and 7, "course/instructor
   * feedback"), from the course screen's entries or a feedback-form unit.
   */
  courseFeedbackSubmit: FeedbackSubmitPayload;
  /** Start (spec part 2, section 2): when the course is not started, marks it started and its first object done. */
  courseStart: CourseProgressPayload;
  /** Deletes one of the learner's own answers (update discussion, qtype 3). */
  discussionDeleteAnswer: DiscussionPayload;
  /** Deletes one of the learner's own questions, with its answers (update discussion, qtype 2). */
  discussionDeleteQuestion: DiscussionPayload;
  /** Answers a question (update discussion, qtype 1); the course's instructors are told. */
  discussionPostAnswer: DiscussionPayload;
  /** Asks a question in a course's discussion (update discussion, qtype 0); the course's instructors are told. */
  discussionPostQuestion: DiscussionPayload;
  /**
   * Mark Complete (spec part 2, section 4): the object becomes COMPLETED with the time spent, the next one
   * becomes current, and completing the last one completes the course when free navigation is on or every
   * object is complete. The gateway checks the rules; progress is synced upstream and the course reloaded.
   */
  learningObjectComplete: CourseProgressPayload;
  /**
   * Opens a learning object: a not-started object becomes the current one (IN_PROGRESS). Refused, with the
   * spec's message, when it is locked or its unit or course is disabled (spec part 2, section 4).
   */
  learningObjectOpen: CourseProgressPayload;
  /** Marks read the learner's notifications up to one they were shown (opening the list does this). */
  notificationsMarkRead: NotificationsMarkReadPayload;
  /** Sets a new password with the code from the password-reset e-mail. */
  passwordResetConfirm: PasswordResetConfirmPayload;
  /** Sends a password-reset code to the account's e-mail address. */
  passwordResetRequest: PasswordResetRequestPayload;
  /**
   * Removes one document (spec part 3, 4.3: Yes to 'Are you sure you want to delete ?'): the profile as saved,
   * without it. Fields typed but not submitted are not saved by this.
   */
  profileDocumentDelete: ProfileUpdatePayload;
  /**
   * Saves the time zone the portal writes the learner's times in, alone (the rest of the profile is left as it
   * is). A name that is no zone is refused with 'Choose a time zone from the list.'
   */
  profileTimeZoneUpdate: ProfileUpdatePayload;
  /**
   * Saves the profile (spec part 3, 5.7 and 7.3): the checks in the spec's order, first failure only; the photo
   * is re-encoded by the server, so only an image is kept.
   */
  profileUpdate: ProfileUpdatePayload;
  /** Submits the Overall Program Feedback of an enrolment, once (spec part 1, section 2; part 2, section 7 "update feedback"). */
  programFeedbackSubmit: FeedbackSubmitPayload;
  /** Replies in the thread of one of the learner's messages on an open project objective. */
  projectMessageReply: ProjectMessagePayload;
  /**
   * Sends a message (text and/or a file) on an open project objective. Refused with 'Please enter Message',
   * 'Please Complete previous object.' or a file's message (spec part 2, section 5).
   */
  projectMessageSend: ProjectMessagePayload;
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
  /**
   * Stores a SCORM package's runtime data; idempotent, and a 1.2 passed or completed or a 2004 completed marks
   * the unit done. A locked or disabled unit stores nothing: its userError is the course screen's.
   */
  scormCommit: ScormCommitPayload;
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
  /**
   * Asks the online-test token for the signed-in learner and the test (spec part 3, 7.6) and answers the test provider's
   * address with it. Refused unless Start would be shown (spec part 3, 4.4). The token is accepted once, for a few minutes.
   */
  testStart: TestStartPayload;
  /**
   * Submits a unit assignment (spec part 2, section 4), or its one edit, whose score is final; refused past the
   * deadline. An autoscored assignment is scored on the server.
   */
  unitAssignmentSubmit: UnitQuizPayload;
  /**
   * Formative quiz with feedback (spec part 2, section 4): checks one answer and reveals that question's key and
   * the options' feedback. The first answer to a question is the one kept; checking it again reveals the same.
   */
  unitQuizItemCheck: UnitQuizPayload;
  /**
   * Submits a summative or cutoff quiz: the gateway grades it, stores the answers and posts the score upstream.
   * A summative quiz is submitted once; a failed cutoff quiz may be tried once more, and that retry passes.
   */
  unitQuizSubmit: UnitQuizPayload;
  /** Checks a file and issues a presigned upload address for it. */
  uploadCreate: UploadCreatePayload;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationAccountConfirmSignUpArgs = {
  input: AccountConfirmSignUpInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationAccountSignUpArgs = {
  input: AccountSignUpInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationSaveDocumentsArgs = {
  input: ApplicationSaveDocumentsInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationSaveEducationArgs = {
  input: ApplicationSaveEducationInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationSaveGeneralInfoArgs = {
  input: ApplicationSaveGeneralInfoInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationSavePaperFormDraftArgs = {
  input: ApplicationSavePaperFormDraftInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationSaveScholarshipArgs = {
  input: ApplicationSaveScholarshipInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationStartArgs = {
  input: ApplicationStartInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationSubmitArgs = {
  input: ApplicationSubmitInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationApplicationSubmitPaperFormArgs = {
  input: ApplicationSubmitPaperFormInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationAssessmentAnswerSaveArgs = {
  input: AssessmentAnswerSaveInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationAssessmentStartArgs = {
  input: AssessmentRefInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationAssessmentSubmitArgs = {
  input: AssessmentRefInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationComplaintAddArgs = {
  input: ComplaintAddInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationCourseCertificateGenerateArgs = {
  input: CourseCertificateGenerateInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationCourseFeedbackSubmitArgs = {
  input: CourseFeedbackSubmitInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationCourseStartArgs = {
  input: CourseStartInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationDiscussionDeleteAnswerArgs = {
  input: DiscussionDeleteAnswerInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationDiscussionDeleteQuestionArgs = {
  input: DiscussionDeleteQuestionInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationDiscussionPostAnswerArgs = {
  input: DiscussionPostAnswerInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationDiscussionPostQuestionArgs = {
  input: DiscussionPostQuestionInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationLearningObjectCompleteArgs = {
  input: LearningObjectCompleteInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationLearningObjectOpenArgs = {
  input: LearningObjectOpenInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationNotificationsMarkReadArgs = {
  input: NotificationsMarkReadInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationPasswordResetConfirmArgs = {
  input: PasswordResetConfirmInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationPasswordResetRequestArgs = {
  input: PasswordResetRequestInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationProfileDocumentDeleteArgs = {
  input: ProfileDocumentDeleteInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationProfileTimeZoneUpdateArgs = {
  input: ProfileTimeZoneUpdateInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationProfileUpdateArgs = {
  input: ProfileUpdateInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationProgramFeedbackSubmitArgs = {
  input: ProgramFeedbackSubmitInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationProjectMessageReplyArgs = {
  input: ProjectMessageReplyInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationProjectMessageSendArgs = {
  input: ProjectMessageSendInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationQueryPostArgs = {
  input: QueryPostInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationScholarshipCodeConfirmArgs = {
  input: ScholarshipCodeConfirmInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationScholarshipEmailCheckArgs = {
  input: ScholarshipEmailCheckInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationScormCommitArgs = {
  input: ScormCommitInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationSessionCompleteNewPasswordArgs = {
  input: SessionCompleteNewPasswordInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationSessionSignInArgs = {
  input: SessionSignInInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationTestStartArgs = {
  input: TestStartInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationUnitAssignmentSubmitArgs = {
  input: UnitAssignmentSubmitInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationUnitQuizItemCheckArgs = {
  input: UnitQuizItemCheckInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationUnitQuizSubmitArgs = {
  input: UnitQuizSubmitInput;
};


/**
 * Everything that changes something: sign-in and account mutations here, admissions below.
 * Each takes one `input` and answers a payload whose `userErrors` carry the product's messages.
 */
export type MutationUploadCreateArgs = {
  input: UploadCreateInput;
};

/**
 * A notification to the signed-in learner (spec part 3, sections 2.12 and 3.9: title, msg and link), written when
 * something happens to them: a new announcement in their program, an instructor's reply, approval or rejection in a
 * project thread, an answer to their discussion question, an assessment opening within a day, a certificate ready.
 */
export type Notification = {
  __typename?: 'Notification';
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable id; newer notifications have greater ids. */
  id: Scalars['ID']['output'];
  /**
   * Where it leads: a path of the portal ('/course?course=301208&unit=...') or an http(s) address elsewhere; null when
   * it has none, or the upstream's link is not one the portal may follow.
   */
  link?: Maybe<Scalars['String']['output']>;
  /** More about it (the spec's msg). */
  message: Scalars['String']['output'];
  /** True once the learner has opened the list that showed it. */
  read: Scalars['Boolean']['output'];
  /** What happened, in a line. */
  title: Scalars['String']['output'];
};

/** A page of the learner's notifications, newest first. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The page's notifications with their cursors. */
  edges: Array<NotificationEdge>;
  /** The page's notifications (the edges' nodes). */
  nodes: Array<Notification>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many notifications the list holds in all (the newest 50 the cloud API answers). */
  totalCount: Scalars['Int']['output'];
};

/** A notification with its place in the list. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** The notification's place, for `after`. */
  cursor: Scalars['String']['output'];
  /** The notification. */
  node: Notification;
};

/**
 * The bell's state (spec part 3, section 2.12): how many of the signed-in learner's notifications are unread, and the
 * newest of them.
 */
export type NotificationsLive = {
  __typename?: 'NotificationsLive';
  /** The newest notifications (at most 50), newest first, as `notifications` lists them. */
  newest: Array<Notification>;
  /** How many are unread, as `notificationsUnreadCount` says. */
  unreadCount: Scalars['Int']['output'];
};

/** What `notificationsMarkRead` takes. */
export type NotificationsMarkReadInput = {
  /**
   * The newest notification the learner was shown, as in `Notification.id`: it and every older one become read, so
   * one that arrived after the list was drawn stays unread.
   */
  upToId: Scalars['ID']['input'];
};

/** The result of `notificationsMarkRead`. */
export type NotificationsMarkReadPayload = {
  __typename?: 'NotificationsMarkReadPayload';
  /** How many of the learner's notifications are unread now; null when refused. */
  unreadCount?: Maybe<Scalars['Int']['output']>;
  /** Why it was refused: `upToId` names no notification (NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** Another qualification on the paper form. */
export type OtherQualification = {
  __typename?: 'OtherQualification';
  /** The award obtained (certificate, diploma...). */
  award: Scalars['String']['output'];
  /** The course followed. */
  course: Scalars['String']['output'];
  /** How long the course lasted, as written. */
  duration: Scalars['String']['output'];
  /** The grade awarded. */
  gradeAwarded: Scalars['String']['output'];
  /** The year it was obtained. */
  year: Scalars['String']['output'];
};

/** Another qualification to save. */
export type OtherQualificationInput = {
  /** The award obtained. */
  award: Scalars['String']['input'];
  /** The course followed. */
  course: Scalars['String']['input'];
  /** How long the course lasted. */
  duration: Scalars['String']['input'];
  /** The grade awarded. */
  gradeAwarded: Scalars['String']['input'];
  /** The year it was obtained. */
  year: Scalars['String']['input'];
};

/**
 * Where a page of a connection stands (Relay's cursor connections). A cursor is the item's place in the list's
 * order, not an offset: items that arrive or go between two pages move no other cursor, so the next page has no
 * duplicate and no gap. A cursor belongs to its list: one of another list is refused with BAD_USER_INPUT.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last item, to pass as `after` for the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last of this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items come before the first of this page (it was asked with `after`). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the page's first item; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * The paper-style "APPLICATION FOR ADMISSION" form (spec part 3, sections 2.3 and 3.1), as saved.
 * A field never filled in reads as an empty string or false.
 */
export type PaperForm = {
  __typename?: 'PaperForm';
  /** Section C: GCE A level subjects, 4 rows. */
  aLevel: Array<SubjectGrade>;
  /** Postal address, possibly on several lines. */
  address: Scalars['String']['output'];
  /** Section E: the applicant confirmed that the attachments are theirs and true. */
  attachmentsConfirmed: Scalars['Boolean']['output'];
  /** Section D (Mauritian nationals only): an attestation is attached. */
  attestationAttached: Scalars['Boolean']['output'];
  /** Section D: the bank draft's number. */
  bankDraftNo: Scalars['String']['output'];
  /** Checklist: certificates are attached. */
  certificatesAttached: Scalars['Boolean']['output'];
  /** Date of birth; null when not given (or when what was stored is not a real day). The applicant is at least 10 years old. */
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** Section E: the applicant accepted the declaration. */
  declarationAccepted: Scalars['Boolean']['output'];
  /** Checklist: the applicant declares a disability. */
  disability: Scalars['Boolean']['output'];
  /** Section F: the stored names of the uploaded documents. */
  documents: PaperFormDocuments;
  /** Checklist: the bank draft is attached. */
  draftAttached: Scalars['Boolean']['output'];
  /** The signed-in learner's e-mail address (read-only on the form). */
  email: Scalars['String']['output'];
  /** Checklist: evidence is attached. */
  evidenceAttached: Scalars['Boolean']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Section C: the GCE O level examination, 8 subject rows. */
  gce: ExamRecord;
  /** Maiden name, if any. */
  maidenName: Scalars['String']['output'];
  /** National identity card number. */
  nationalId: Scalars['String']['output'];
  /** Nationality. */
  nationality: Scalars['String']['output'];
  /** Section C: other secondary qualifications, 3 rows. */
  otherSecondary: Array<OtherQualification>;
  /** Section C: the registration number of other secondary qualifications. */
  otherSecondaryRegistrationNo: Scalars['String']['output'];
  /** Section C: the year of other secondary qualifications. */
  otherSecondaryYear: Scalars['String']['output'];
  /** Passport number. */
  passport: Scalars['String']['output'];
  /** Section D: the pay slip is attached. */
  paySlipAttached: Scalars['Boolean']['output'];
  /** Phone number, digits only. */
  phone: Scalars['String']['output'];
  /** Section C: postgraduate records, 3 rows. */
  postgraduate: Array<PostgraduateRecord>;
  /** Stored name of the uploaded profile photo. */
  profilePhoto: Scalars['String']['output'];
  /** Section B: the programmes applied for, the first being the program chosen. */
  programmes: Array<ProgrammeChoice>;
  /** Checklist: every section is completed. */
  sectionsCompleted: Scalars['Boolean']['output'];
  /** Stored name of the uploaded signature image. */
  signatureFile: Scalars['String']['output'];
  /** The date of signing, today or later when submitted; null when not given. */
  signingDate?: Maybe<Scalars['Date']['output']>;
  /** Section C: subsidiary subjects, 3 rows. */
  subsidiary: Array<SubjectGrade>;
  /** Surname. */
  surname: Scalars['String']['output'];
  /** Section C: the 10th standard (SSC) examination, 8 subject rows. */
  tenth: ExamRecord;
  /** How the applicant is addressed; null when not chosen. */
  title?: Maybe<Title>;
  /** Section C: the 12th standard (HSC) examination, 4 subject rows. */
  twelfth: ExamRecord;
};

/** Stored file names of the paper form's documents (section F); empty when not uploaded. */
export type PaperFormDocuments = {
  __typename?: 'PaperFormDocuments';
  /** The degree's mark sheets. */
  degreeMarks: Scalars['String']['output'];
  /** A proof of identity (required to submit). */
  idProof: Scalars['String']['output'];
  /** The master's certificate. */
  masters: Scalars['String']['output'];
  /** The 6th form (higher school) certificate. */
  sixth: Scalars['String']['output'];
  /** The 6th form A level certificate. */
  sixthA: Scalars['String']['output'];
  /** The 10th standard certificate (required to submit). */
  tenth: Scalars['String']['output'];
  /** The 12th standard certificate (required to submit). */
  twelfth: Scalars['String']['output'];
};

/** Stored names (from uploadCreate with kind PAPER_FORM) of the paper form's documents; empty for none. */
export type PaperFormDocumentsInput = {
  /** The degree's mark sheets. */
  degreeMarks: Scalars['String']['input'];
  /** A proof of identity; required to submit ("Please select ID proof file"). */
  idProof: Scalars['String']['input'];
  /** The master's certificate. */
  masters: Scalars['String']['input'];
  /** The 6th form certificate. */
  sixth: Scalars['String']['input'];
  /** The 6th form A level certificate. */
  sixthA: Scalars['String']['input'];
  /** The 10th standard certificate; required to submit ("Please select 10th certificate"). */
  tenth: Scalars['String']['input'];
  /** The 12th standard certificate; required to submit ("Please select 12th certificate"). */
  twelfth: Scalars['String']['input'];
};

/** The paper form to submit; the gateway runs the 16 checks of spec part 3, section 5.2 in order. */
export type PaperFormInput = {
  /** GCE A level subjects. */
  aLevel: Array<SubjectGradeInput>;
  /** Postal address; required ("Please enter address"), up to 500 characters on several lines. */
  address: Scalars['String']['input'];
  /** Section E: the attachments are confirmed. */
  attachmentsConfirmed: Scalars['Boolean']['input'];
  /** Section D: an attestation is attached. */
  attestationAttached: Scalars['Boolean']['input'];
  /** Section D: the bank draft's number. */
  bankDraftNo: Scalars['String']['input'];
  /** Checklist: certificates are attached. */
  certificatesAttached: Scalars['Boolean']['input'];
  /** Date of birth, at least 10 years ago; required to submit: null or left out is refused with the spec's "Please select DOB". */
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** Section E: the declaration is accepted; required with `attachmentsConfirmed` ("Please enter declaration applicant fields"). */
  declarationAccepted: Scalars['Boolean']['input'];
  /** Checklist: the applicant declares a disability. */
  disability: Scalars['Boolean']['input'];
  /** Section F: stored names of the uploaded documents. */
  documents: PaperFormDocumentsInput;
  /** Checklist: the bank draft is attached. */
  draftAttached: Scalars['Boolean']['input'];
  /** Checklist: evidence is attached. */
  evidenceAttached: Scalars['Boolean']['input'];
  /** First name; required ("Name cannot be empty"). */
  firstName: Scalars['String']['input'];
  /** The GCE O level record. */
  gce: ExamRecordInput;
  /** Maiden name, if any. */
  maidenName: Scalars['String']['input'];
  /** National identity card number; required ("NIC number cannot be empty"). */
  nationalId: Scalars['String']['input'];
  /** Nationality; required ("Please enter nationality"). */
  nationality: Scalars['String']['input'];
  /** Other secondary qualifications. */
  otherSecondary: Array<OtherQualificationInput>;
  /** The registration number of other secondary qualifications. */
  otherSecondaryRegistrationNo: Scalars['String']['input'];
  /** The year of other secondary qualifications. */
  otherSecondaryYear: Scalars['String']['input'];
  /** Passport number. */
  passport: Scalars['String']['input'];
  /** Section D: the pay slip is attached. */
  paySlipAttached: Scalars['Boolean']['input'];
  /** Phone number, digits only; required ("Phone number cannot be empty"). */
  phone: Scalars['String']['input'];
  /** Postgraduate records. */
  postgraduate: Array<PostgraduateRecordInput>;
  /** Stored name of the uploaded profile photo; required ("Please select Profile photo"). */
  profilePhoto: Scalars['String']['input'];
  /** Section B: the programmes applied for; the first row is the program applied to. */
  programmes: Array<ProgrammeChoiceInput>;
  /** Checklist: every section is completed. */
  sectionsCompleted: Scalars['Boolean']['input'];
  /** Stored name of the uploaded signature; required ("Please select Signature file"). */
  signatureFile: Scalars['String']['input'];
  /** The date of signing, today or later; required to submit (null or left out is refused with a user error). */
  signingDate?: InputMaybe<Scalars['Date']['input']>;
  /** Subsidiary subjects. */
  subsidiary: Array<SubjectGradeInput>;
  /** Surname. */
  surname: Scalars['String']['input'];
  /** The 10th standard record; year, registration number and first subject and grade required. */
  tenth: ExamRecordInput;
  /** How the applicant is addressed; required to submit: null or left out is refused with "Please choose a title". */
  title?: InputMaybe<Title>;
  /** The 12th standard record; year, registration number and first subject and grade required. */
  twelfth: ExamRecordInput;
};

/** What `passwordResetConfirm` takes. */
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

/** The result of `passwordResetConfirm`. */
export type PasswordResetConfirmPayload = {
  __typename?: 'PasswordResetConfirmPayload';
  /** True when the password was changed. */
  passwordChanged: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** What `passwordResetRequest` takes. */
export type PasswordResetRequestInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

/** The result of `passwordResetRequest`. */
export type PasswordResetRequestPayload = {
  __typename?: 'PasswordResetRequestPayload';
  /** True when a code was sent. */
  codeSent: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** A podcast of a unit (spec part 2, section 2). */
export type Podcast = {
  __typename?: 'Podcast';
  /** The audio on the portal's own origin, signed for one hour; null when it does not play now. */
  audioUrl?: Maybe<Scalars['String']['output']>;
  /** False when an admin disabled it (or its unit). */
  enabled: Scalars['Boolean']['output'];
  /** The podcast's object id. */
  id: Scalars['ID']['output'];
  /** The podcast's title. */
  title: Scalars['String']['output'];
  /**
   * Why it does not play now, in the course screen's words (the one access rule, docs/decisions/173):
   * 'Disabled by admin', 'This Unit is disabled from Admin' or 'Please Mark Complete previously viewed
   * object.'; null when it plays.
   */
  unavailableMessage?: Maybe<Scalars['String']['output']>;
};

/** A unit of a course with its podcasts, for the Podcast tab's accordion (spec part 2, section 2). */
export type PodcastUnit = {
  __typename?: 'PodcastUnit';
  /** The unit's length in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** The unit's id. */
  id: Scalars['ID']['output'];
  /** The unit's podcasts, in order. */
  podcasts: Array<Podcast>;
  /** The unit's title. */
  title: Scalars['String']['output'];
};

/** A postgraduate record on the paper form. */
export type PostgraduateRecord = {
  __typename?: 'PostgraduateRecord';
  /** When the studies started, as written. */
  from: Scalars['String']['output'];
  /** The grade or class obtained. */
  grade: Scalars['String']['output'];
  /** The main subjects studied. */
  mainSubjects: Scalars['String']['output'];
  /** The qualification obtained. */
  qualification: Scalars['String']['output'];
  /** When they ended, as written. */
  to: Scalars['String']['output'];
  /** The university. */
  university: Scalars['String']['output'];
};

/** A postgraduate record to save. */
export type PostgraduateRecordInput = {
  /** When the studies started. */
  from: Scalars['String']['input'];
  /** The grade or class obtained. */
  grade: Scalars['String']['input'];
  /** The main subjects studied. */
  mainSubjects: Scalars['String']['input'];
  /** The qualification obtained. */
  qualification: Scalars['String']['input'];
  /** When they ended. */
  to: Scalars['String']['input'];
  /** The university. */
  university: Scalars['String']['input'];
};

/**
 * A partner-country scholarship applicant who proved their e-mail with the mailed code, and their
 * application (the pre-registration wizard).
 */
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

/** My Profile (spec part 3, 2.5 and 3.6): what the learner keeps about themselves. */
export type Profile = {
  __typename?: 'Profile';
  /** Postal address. */
  address: Scalars['String']['output'];
  /** The candidate id (USN) per program the learner follows; empty shows 'No USN'. */
  candidateIds: Array<CandidateId>;
  /** Certificates the university keeps in the profile. */
  certificateFiles: Array<ProfileFile>;
  /** Country calling code, without the plus sign. */
  countryCode: Scalars['String']['output'];
  /** Date of birth; null when not given. */
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** The learner's uploaded documents. */
  documents: Array<ProfileFile>;
  /** The e-mail address, from the verified token; read-only. */
  email: Scalars['String']['output'];
  /** First name (the wire's user name). */
  firstName: Scalars['String']['output'];
  /** Highest degree. */
  highestDegree: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Marks cards the university keeps in the profile. */
  marksCards: Array<ProfileFile>;
  /** Another government id number. */
  otherGovernmentId: Scalars['String']['output'];
  /** Passport number. */
  passportNumber: Scalars['String']['output'];
  /** Phone number, without the country code. */
  phone: Scalars['String']['output'];
  /** The profile photo as the server re-encoded it; null when none was ever saved. */
  photo?: Maybe<ProfileFile>;
  /**
   * The time zone the learner chose for the portal's times (an IANA name such as Africa/Lagos); null while they
   * keep their browser's (issue 31, section 4). Exam and test times also show India time.
   */
  timeZone?: Maybe<Scalars['String']['output']>;
  /** Work experience. */
  workExperience: Scalars['String']['output'];
};

/** What `profileDocumentDelete` takes. */
export type ProfileDocumentDeleteInput = {
  /** The stored name of the document to remove. */
  fileName: Scalars['String']['input'];
};

/** A file of the learner's profile: its name as uploaded and a signed address to open it (one hour). */
export type ProfileFile = {
  __typename?: 'ProfileFile';
  /** The stored name (a random number, a dash and the name as chosen). */
  fileName: Scalars['String']['output'];
  /** The name as the learner chose it, without the stored name's number. */
  name: Scalars['String']['output'];
  /** A signed address on the portal's own origin to open or download it (one hour). */
  url: Scalars['String']['output'];
};

/** What `profileTimeZoneUpdate` takes. */
export type ProfileTimeZoneUpdateInput = {
  /** A zone of Intl.supportedValuesOf('timeZone') (or another name of one); '' to keep the browser's. */
  timeZone: Scalars['String']['input'];
};

/** What `profileUpdate` takes: every field of the form, as typed (spec part 3, 7.3). */
export type ProfileUpdateInput = {
  /** Postal address. */
  address: Scalars['String']['input'];
  /** Country calling code. */
  countryCode: Scalars['String']['input'];
  /** Date of birth, YYYY-MM-DD, at most 2010-01-01; '' when none. */
  dateOfBirth: Scalars['String']['input'];
  /** Stored names of the documents to keep: current ones and new uploads (kind PROFILE_DOCUMENT). */
  documentFileNames: Array<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Highest degree. */
  highestDegree: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Another government id number. */
  otherGovernmentId: Scalars['String']['input'];
  /** Passport number. */
  passportNumber: Scalars['String']['input'];
  /** Phone number. */
  phone: Scalars['String']['input'];
  /** Stored name of the photo: the current one, or a new upload (uploadCreate, kind PROFILE_PICTURE). */
  photoFileName: Scalars['String']['input'];
  /** Work experience. */
  workExperience: Scalars['String']['input'];
};

/** The result of saving the profile. */
export type ProfileUpdatePayload = {
  __typename?: 'ProfileUpdatePayload';
  /** 'Submitted successfully' (or 'deleted successfully') when saved; null when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** The profile as saved; null when refused. */
  profile?: Maybe<Profile>;
  /** The first failing check of spec part 3, 5.7, with its words; or a file that was not uploaded. */
  userErrors: Array<UserError>;
};

/**
 * A program's full description, as its detail page shows it. Reached from `Query.program`, or by reference
 * from an enrolment or an application: then every field but `id` loads the page, and fails with NOT_FOUND
 * at its path when the university no longer lists the program.
 */
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
  /** The program's id (digits). */
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
  /**
   * The signed-in learner's application to this program (its `status` decides Apply, Continue Application and
   * the like); null for visitors and when never applied. Should there be several, the one for the batch on
   * offer, else the newest.
   */
  viewerApplication?: Maybe<Application>;
  /** True when the signed-in learner is enrolled (Continue Learning); false for visitors. */
  viewerEnrolled: Scalars['Boolean']['output'];
  /**
   * The signed-in learner's enrolment in this program (Continue Learning opens its courses); the newest when
   * there are several. Null for visitors and when the learner is not enrolled.
   */
  viewerEnrolment?: Maybe<EnrolledProgram>;
};

/** An announcement of a program (spec part 3, section 3.8). */
export type ProgramAnnouncement = {
  __typename?: 'ProgramAnnouncement';
  /**
   * What its player opens: a one-hour signed address of its file (FILE, VIDEO, AUDIO, IMAGE, PDF; on the portal's
   * origin), of its page on course content's own origin (HTML, INTERACTIVITY), or the privacy-enhanced embed address
   * (VIMEO, YOUTUBE). Null for TEXT and WEB, and when what the university stored cannot be opened.
   */
  contentUrl?: Maybe<Scalars['String']['output']>;
  /** Its text, as sanitised HTML. */
  descriptionHtml: Scalars['String']['output'];
  /** The file's name, for a FILE to save under (the last part of what the university stored); null for other kinds. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** A stable id for the announcement. */
  id: Scalars['ID']['output'];
  /** Its kind, which says how it opens (spec part 3, section 3.8: text, file, web, video, audio, image, pdf, html, Interactivity, vimeo, youtube). */
  kind: AnnouncementKind;
  /** The words of its web link, when it has one. */
  linkText?: Maybe<Scalars['String']['output']>;
  /** Its web link (http or https only), when it has one. */
  linkUrl?: Maybe<Scalars['String']['output']>;
  /** When it was posted. */
  postedAt: Scalars['DateTime']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** A page of a program's announcements, newest first. */
export type ProgramAnnouncementConnection = {
  __typename?: 'ProgramAnnouncementConnection';
  /** The page's announcements with their cursors. */
  edges: Array<ProgramAnnouncementEdge>;
  /** The page's announcements (the edges' nodes). */
  nodes: Array<ProgramAnnouncement>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many announcements the program has in all. */
  totalCount: Scalars['Int']['output'];
};

/** An announcement with its place in its program's list. */
export type ProgramAnnouncementEdge = {
  __typename?: 'ProgramAnnouncementEdge';
  /** The announcement's place, for `after`. */
  cursor: Scalars['String']['output'];
  /** The announcement. */
  node: ProgramAnnouncement;
};

/**
 * One of the learner's programs with its announcements: an accordion of the Announcements screen (spec part 3,
 * section 2.11).
 */
export type ProgramAnnouncements = {
  __typename?: 'ProgramAnnouncements';
  /**
   * Its announcements, newest first; empty when it has none.
   * @deprecated The whole list in one answer; use `announcementsConnection`, a page at a time (docs/decisions/310).
   */
  announcements: Array<ProgramAnnouncement>;
  /** The program's announcements a page at a time, newest first, as `EnrolledProgram.announcementsConnection`. */
  announcementsConnection: ProgramAnnouncementConnection;
  /** The learner's enrolment: the program in their batch. */
  enrolledProgram: EnrolledProgram;
};


/**
 * One of the learner's programs with its announcements: an accordion of the Announcements screen (spec part 3,
 * section 2.11).
 */
export type ProgramAnnouncementsAnnouncementsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The university's programs grouped by level. */
export type ProgramCatalog = {
  __typename?: 'ProgramCatalog';
  /** One group per level that has at least one program, in the order the Programs menu shows them. */
  levels: Array<ProgramLevelGroup>;
};

/** A program certificate of the profile's cert list (spec part 3, 2.15 and 3.11), shown on the Certificates screen. */
export type ProgramCertificate = {
  __typename?: 'ProgramCertificate';
  /** Stable id of the certificate. */
  id: Scalars['ID']['output'];
  /** A signed address on the portal's own origin of its image (PNG, one hour), so Download saves it as certificate.png. */
  imageUrl: Scalars['String']['output'];
  /** The certificate's name; null when it has none (the preview is then titled 'Certificate Preview'). */
  name?: Maybe<Scalars['String']['output']>;
};

/** What `programFeedbackSubmit` takes. */
export type ProgramFeedbackSubmitInput = {
  /** One answer per question of the form. */
  answers: Array<FeedbackAnswerInput>;
  /** The enrolment, as in `EnrolledProgram.id`. */
  programId: Scalars['ID']['input'];
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
  /** Whether it is wanted full time or part time; null when not said. */
  studyMode?: Maybe<StudyMode>;
  /** The programme's title; the first row is always the program applied to. */
  title: Scalars['String']['output'];
};

/** A programme choice to save. */
export type ProgrammeChoiceInput = {
  /** Full time or part time (they exclude each other); null when not said. */
  studyMode?: InputMaybe<StudyMode>;
  /** The programme's title; the first row's is replaced by the program applied to. */
  title: Scalars['String']['input'];
};

/**
 * The signed-in learner's progress, as the dashboard shows it: sent when a step changed it (another tab's Mark
 * Complete, a SCORM package's commit).
 */
export type ProgressLive = {
  __typename?: 'ProgressLive';
  /** The learner's enrolments with their progress, as `Viewer.programs` lists them. */
  programs: Array<EnrolledProgram>;
};

/** An approved project message, with its objective (the approved-messages dialog's row). */
export type ProjectApprovedMessage = {
  __typename?: 'ProjectApprovedMessage';
  /** When it was approved ('Approval Date'). */
  approvedAt: Scalars['DateTime']['output'];
  /** The approved message ('Approved Message', 'View message'). */
  message: ProjectMessage;
  /** The objective it approves ('Project Objective', 'Visit Thread'). */
  objective: ProjectObjective;
};

/** A file sent with a project message: preview and download. */
export type ProjectFile = {
  __typename?: 'ProjectFile';
  /** The viewer it opens in. */
  kind: ProjectFileKind;
  /** The file's name as the learner chose it. */
  name: Scalars['String']['output'];
  /** A signed address of the file, valid for one hour; null when the file could not be found. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Which of the portal's viewers a project file opens in. */
export type ProjectFileKind =
  /** A JPEG or PNG image. */
  | 'IMAGE'
  /** A PDF document. */
  | 'PDF';

/** A message the learner sent on a project objective (spec part 2, section 3), with its replies. */
export type ProjectMessage = {
  __typename?: 'ProjectMessage';
  /** The name of who sent it. */
  author: Scalars['String']['output'];
  /** When an instructor approved or rejected it; null while IN_PROGRESS. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file sent with it, or null. */
  file?: Maybe<ProjectFile>;
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** When it was posted. */
  postedAt: Scalars['DateTime']['output'];
  /** The day it was posted in the university's time zone, DD-MM-YYYY: the thread is grouped by it. */
  postedDate: Scalars['String']['output'];
  /** The time it was posted in the university's time zone, for example "04:05 PM". */
  postedTime: Scalars['String']['output'];
  /** The replies of the thread, oldest first. */
  replies: Array<ProjectReply>;
  /** What an instructor decided. */
  status: ProjectMessageStatus;
  /** What the learner typed: plain text, never HTML ('' for a file alone). */
  text: Scalars['String']['output'];
};

/** The result of sending a project message or a reply. */
export type ProjectMessagePayload = {
  __typename?: 'ProjectMessagePayload';
  /** The objective with its thread as it is now; null when refused. */
  objective?: Maybe<ProjectObjective>;
  /** Why it was refused, with the spec's words ('Please enter Message', 'Please Complete previous object.' ...). */
  userErrors: Array<UserError>;
};

/** What `projectMessageReply` takes: a reply in the thread of one of the learner's messages. */
export type ProjectMessageReplyInput = {
  /** The project course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** The message replied to, as in `ProjectMessage.id`. */
  messageId: Scalars['ID']['input'];
  /** The objective, as in `ProjectObjective.id`. */
  objectiveId: Scalars['ID']['input'];
  /** The reply. */
  text: Scalars['String']['input'];
};

/** What `projectMessageSend` takes: a message with text and/or a file on an open objective. */
export type ProjectMessageSendInput = {
  /** The project course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** Stored name of a file uploaded with uploadCreate kind PROJECT_FILE for this objective, if any. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The objective, as in `ProjectObjective.id`. */
  objectiveId: Scalars['ID']['input'];
  /** What the learner typed; may be empty when a file is sent. */
  text: Scalars['String']['input'];
};

/** What an instructor decided about a project message (spec part 2, section 3: objStatus). */
export type ProjectMessageStatus =
  /** 2 Approved. */
  | 'APPROVED'
  /** 1 Inprogress: not decided yet. */
  | 'IN_PROGRESS'
  /** 3 Rejected. */
  | 'REJECTED';

/** A project objective: one learning object of a project course, with the learner's message thread. */
export type ProjectObjective = {
  __typename?: 'ProjectObjective';
  /** The objective's id (its learning object's id). */
  id: Scalars['ID']['output'];
  /**
   * Why no message can be sent, in the words shown ('Please Complete previous object.', 'This Unit is disabled
   * from Admin'); null when the objective is OPEN.
   */
  lockedMessage?: Maybe<Scalars['String']['output']>;
  /**
   * The learner's messages on this objective, oldest first; empty for a LOCKED one. Null, with an
   * UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when they could not be fetched.
   */
  messages?: Maybe<Array<ProjectMessage>>;
  /** Where it stands: only an OPEN objective takes messages. */
  state: ProjectObjectiveState;
  /** The objective's title. */
  title: Scalars['String']['output'];
};

/** Where a project objective stands (spec part 2, section 4). */
export type ProjectObjectiveState =
  /** Complete (op 2): the thread is shown, the message input is hidden. */
  | 'COMPLETE'
  /** Not yet open (op 0), or in a disabled unit: 'Please Complete previous object.' */
  | 'LOCKED'
  /** Open: the learner exchanges messages with the instructors (op 1). */
  | 'OPEN';

/** The project objective a PROJECT_FILE upload is for. */
export type ProjectObjectiveUploadTargetInput = {
  /** The project course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** The objective, as in `ProjectObjective.id`. */
  objectiveId: Scalars['ID']['input'];
};

/** A reply in a project message's thread: the learner's or an instructor's. */
export type ProjectReply = {
  __typename?: 'ProjectReply';
  /** The name of who replied. */
  author: Scalars['String']['output'];
  /** True when an instructor wrote it. */
  fromInstructor: Scalars['Boolean']['output'];
  /** The reply's number in its thread, from 1. */
  id: Scalars['ID']['output'];
  /** When it was posted; null when not known. */
  postedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The reply: plain text, never HTML. */
  text: Scalars['String']['output'];
};

/** A unit ("nugget") of a project course, with its objectives (spec part 2, section 2). */
export type ProjectUnit = {
  __typename?: 'ProjectUnit';
  /** False when an administrator disabled the unit: it is greyed out and its objectives are locked. */
  enabled: Scalars['Boolean']['output'];
  /** The unit's id, as in `CourseUnit.id`. */
  id: Scalars['ID']['output'];
  /** The unit's label in the course, for example "Unit 1". */
  label: Scalars['String']['output'];
  /** The unit's objectives, in order. */
  objectives: Array<ProjectObjective>;
  /** The unit's title. */
  title: Scalars['String']['output'];
};

/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type Query = {
  __typename?: 'Query';
  /** One of the signed-in learner's tests by its id; null when they have no such test. */
  assignedTest?: Maybe<AssignedTest>;
  /** The signed-in learner's semester-end tests, earliest start first (the Semester End Exam screen). */
  assignedTests: Array<AssignedTest>;
  /**
   * Anyone, signed in or not: the public facts of a certificate by its verification code. Rate limited per
   * address; over the limit, a RATE_LIMITED error (extensions.code BAD_USER_INPUT, reason RATE_LIMITED).
   */
  certificateVerification: CertificateVerification;
  /** The signed-in learner's course certificates, newest first (the Certificates screen). */
  certificates: Array<Certificate>;
  /**
   * The discussion of a course the learner follows (spec part 2, section 2, Discussion tab). NOT_FOUND for a
   * course that is not the learner's; FORBIDDEN (extensions.reason COURSE_DISABLED) for a course disabled from
   * Admin, as for the References tab.
   */
  courseDiscussion: CourseDiscussion;
  /** The units of a course that hold podcasts (spec part 2, section 2, Podcast tab); empty shows 'No Data'. */
  coursePodcasts: Array<PodcastUnit>;
  /** The recorded sessions of a course the learner follows (spec part 2, section 2, Recorded session tab). */
  courseRecordedSessions: Array<RecordedSession>;
  /**
   * The references of a course the learner follows (spec part 2, section 2, References tab); courseId is
   * EnrolledCourse.id. NOT_FOUND for a course that is not the learner's; FORBIDDEN (extensions.reason
   * COURSE_DISABLED, 'The Course Is Disabled From Admin.') for a course disabled from Admin. The same holds
   * for the recorded sessions and the podcasts.
   */
  courseReferences: Array<CourseReference>;
  /** The server's clock (the Indian-time call of spec part 3, 7.6): the time Start is decided by. */
  indiaTime: Scalars['DateTime']['output'];
  /**
   * The signed-in learner's newest notifications (at most 50), newest first (the /notification screen).
   * @deprecated The whole list in one answer; use `notificationsConnection`, a page at a time (docs/decisions/310).
   */
  notifications: Array<Notification>;
  /**
   * The signed-in learner's notifications a page at a time, newest first (the /notification screen): the newest 50
   * the cloud API keeps answering. `first` is 1 to 100 (20 when left out); anything else, or an `after` that is not
   * a cursor of this list, is refused with BAD_USER_INPUT.
   */
  notificationsConnection: NotificationConnection;
  /** How many of the signed-in learner's notifications are unread (the header's bell). */
  notificationsUnreadCount: Scalars['Int']['output'];
  /**
   * The partner-channel (pre-registration) applicant who proved their e-mail with the mailed code in
   * this browser, with their application. Null when no check has passed or it has expired.
   */
  preRegistration?: Maybe<PreRegistration>;
  /** The signed-in learner's profile (My Profile). */
  profile: Profile;
  /**
   * A program's detail page, for visitors and learners alike. Its HTML is sanitised by the gateway.
   * Null when there is no such program.
   */
  program?: Maybe<Program>;
  /**
   * The university's programs, grouped by level, as the public Programs menu shows them.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when the catalogue could not be fetched, or with UPSTREAM_INVALID when the answer could not be read.
   */
  programCatalog?: Maybe<ProgramCatalog>;
  /** The signed-in learner's program certificates, from the profile's cert list (the Certificates screen). */
  programCertificates: Array<ProgramCertificate>;
  /**
   * The SCORM package of a unit and the learner's stored runtime data. Refused as the course screen refuses
   * the unit: FORBIDDEN with the spec's message and extensions.reason (OBJECT_LOCKED, UNIT_DISABLED,
   * OBJECT_DISABLED, COURSE_DISABLED); NOT_FOUND for a course or unit that is not the learner's.
   */
  scormRuntime: ScormRuntime;
  /**
   * The learning object a share link names, for visitors and learners alike (/sharingobject). Null when the link names
   * no object, when a value is malformed (nothing is asked upstream then), when the object's address is not a page
   * the portal can isolate (no other address is ever handed out), or when this address has followed too many links
   * that named nothing (RATE_LIMIT_SHARED_OBJECT_MISSES_PER_IP_PER_10_MINUTES): the viewer then says
   * 'There is nothing here to display'.
   */
  sharedObject?: Maybe<SharedObject>;
  /** The signed-in learner, or null when there is no valid session. */
  viewer?: Maybe<Viewer>;
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryAssignedTestArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryCertificateVerificationArgs = {
  code: Scalars['String']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryCourseDiscussionArgs = {
  courseId: Scalars['ID']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryCoursePodcastsArgs = {
  courseId: Scalars['ID']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryCourseRecordedSessionsArgs = {
  courseId: Scalars['ID']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryCourseReferencesArgs = {
  courseId: Scalars['ID']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryNotificationsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryProgramArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QueryScormRuntimeArgs = {
  courseId: Scalars['ID']['input'];
  objectId: Scalars['ID']['input'];
};


/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type QuerySharedObjectArgs = {
  link: SharedObjectLinkInput;
};

/** What `queryPost` takes: the Report A Query form. */
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
  /** What was wrong with the form, with the spec's messages. */
  userErrors: Array<UserError>;
};

/** A unit quiz's score, as the learner posted it. */
export type QuizScoreReport = {
  __typename?: 'QuizScoreReport';
  /** The course it belongs to, as run in the learner's batch (`EnrolledCourse.id`). */
  courseId: Scalars['ID']['output'];
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
  /** The quiz (a learning object's id). */
  id: Scalars['ID']['output'];
  /** The score, 0 to 100. */
  scorePercent: Scalars['Float']['output'];
  /** The day the score was posted; null when the stored date is not a day. */
  takenOn?: Maybe<Scalars['Date']['output']>;
  /** The quiz's title. */
  title: Scalars['String']['output'];
};

/** A recorded session (a course video) of a course (spec part 2, sections 2 and 3). */
export type RecordedSession = {
  __typename?: 'RecordedSession';
  /** The day of the session (shown DD-MM-YYYY). */
  date?: Maybe<Scalars['Date']['output']>;
  /** A stable id within the course's list. */
  id: Scalars['ID']['output'];
  /** What the file is, for its preview; null for a link. */
  kind?: Maybe<MediaKind>;
  /** An external link; null for a file. */
  link?: Maybe<Scalars['String']['output']>;
  /** The session's title. */
  title: Scalars['String']['output'];
  /** The file on the portal's own origin, signed for one hour; null for a link. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Scholarship of the wizard, as saved. */
export type ScholarshipChoice = {
  __typename?: 'ScholarshipChoice';
  /** The learning center's name as shown. */
  learningCenter: Scalars['String']['output'];
  /** The partner learning center's code (pre-registration). */
  learningCenterCode: Scalars['String']['output'];
  /** The partner learning center's full name (pre-registration). */
  learningCenterName: Scalars['String']['output'];
  /** Whether the applicant asks for a scholarship; null when not chosen. */
  scholarship?: Maybe<Scalars['Boolean']['output']>;
};

/** What `scholarshipCodeConfirm` takes. */
export type ScholarshipCodeConfirmInput = {
  /** The six-digit code from the e-mail that `scholarshipEmailCheck` sent (spaces are ignored). */
  code: Scalars['String']['input'];
};

/** The result of entering the mailed code. */
export type ScholarshipCodeConfirmPayload = {
  __typename?: 'ScholarshipCodeConfirmPayload';
  /** The applicant whose pre-registration wizard is now open in this browser; null when the code was not accepted. */
  preRegistration?: Maybe<PreRegistration>;
  /** Why the code was not accepted (wrong, expired, too many attempts). */
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

/** What `scholarshipEmailCheck` takes. */
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
  /** Why no code was sent (not registered on the partner portal, too many attempts...). */
  userErrors: Array<UserError>;
};

/** Scholarship to save. */
export type ScholarshipInput = {
  /** One of the learning-centre list (LEARNING_CENTERS in @portal/domain) or the partner's own centre; empty for none, or the partner's centre. */
  learningCenter?: InputMaybe<Scalars['String']['input']>;
  /** Whether the applicant asks for a scholarship; null for none. A partner-channel applicant's is true (null counts as true). */
  scholarship?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One commit of a SCORM package's runtime data. */
export type ScormCommitInput = {
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: Scalars['ID']['input'];
  /** The whole cmi tree as JSON text. */
  data: Scalars['String']['input'];
  /** The SCORM object's id. */
  objectId: Scalars['ID']['input'];
  /** This commit's number for the object, increasing; a commit with a lower number than the stored one changes nothing. */
  sequence: Scalars['Int']['input'];
  /** The package's SCORM version. */
  version: ScormVersion;
};

/** The answer to a SCORM commit. */
export type ScormCommitPayload = {
  __typename?: 'ScormCommitPayload';
  /** True once the object is complete. */
  completed: Scalars['Boolean']['output'];
  /** False when a newer commit was already stored (a late or repeated one is harmless). */
  stored: Scalars['Boolean']['output'];
  /** Why the commit was refused, if it was. */
  userErrors: Array<UserError>;
};

/** What the SCORM player needs to open a package where the learner left it (issue 8). */
export type ScormRuntime = {
  __typename?: 'ScormRuntime';
  /** True once the package reported the lesson done (1.2 passed or completed, 2004 completed). */
  completed: Scalars['Boolean']['output'];
  /** The runtime data stored by the last commit (the cmi tree as JSON text), or null before the first. */
  data?: Maybe<Scalars['String']['output']>;
  /** The package's launch page on the portal's own origin, under a prefix signed for one hour so its relative links work. */
  launchUrl: Scalars['String']['output'];
  /** The SCORM object's id. */
  objectId: Scalars['ID']['output'];
  /** The number of the last stored commit, or -1 before the first; the next commit carries a higher one. */
  sequence: Scalars['Int']['output'];
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
  confirmPassword: Scalars['String']['input'];
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: Scalars['String']['input'];
};

/** What `sessionSignIn` takes. */
export type SessionSignInInput = {
  /** The account's password. */
  password: Scalars['String']['input'];
  /** The user name, which is the account's e-mail address. It is compared lower-cased. */
  username: Scalars['String']['input'];
};

/** The result of `sessionSignIn` and `sessionCompleteNewPassword`. */
export type SessionSignInPayload = {
  __typename?: 'SessionSignInPayload';
  /** True when the account must choose a new password before it can sign in. */
  newPasswordRequired: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
  /** The signed-in learner, or null when the sign-in did not complete. */
  viewer?: Maybe<Viewer>;
};

/** The result of `sessionSignOut`. */
export type SessionSignOutPayload = {
  __typename?: 'SessionSignOutPayload';
  /** True once the session is gone. */
  signedOut: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** A learning object shared by link (spec part 3, section 2.9: /sharingobject), to show in a full-page frame. */
export type SharedObject = {
  __typename?: 'SharedObject';
  /** The object's title, to name the frame; 'Shared content' when the university gave none. */
  title: Scalars['String']['output'];
  /**
   * The address to frame: a one-hour signed address of the object's page on the course content's own origin
   * (docs/decisions/170, 244). Frame it as lesson content is framed, `sandbox="allow-scripts allow-forms"`,
   * so it runs with no access to the portal, its session or its storage.
   */
  url: Scalars['String']['output'];
};

/**
 * The five values of a share link, /sharingobject?val1=…&val5= (spec part 3, sections 2.9 and 7.5; docs/decisions/244).
 * Each is 1 to 64 letters, digits, '-' or '_'; a link with any other value names nothing.
 */
export type SharedObjectLinkInput = {
  /** val2: the batch of that program. */
  batchId: Scalars['String']['input'];
  /** val3: the course. */
  courseId: Scalars['String']['input'];
  /** val4: the learning object. */
  objectId: Scalars['String']['input'];
  /** val1: the program the object belongs to. */
  programId: Scalars['String']['input'];
  /** val5: the share code that makes the link unguessable. */
  shareCode: Scalars['String']['input'];
};

/** An uploaded document: the stored name, and a signed address to view it for one hour. */
export type StoredFile = {
  __typename?: 'StoredFile';
  /** The stored name (a 4-digit prefix, a dash, the original name). */
  name: Scalars['String']['output'];
  /** A signed download address, valid for one hour; null when the file could not be found. */
  url?: Maybe<Scalars['String']['output']>;
};

/** How a programme chosen on the paper form is to be studied; full time and part time exclude each other. */
export type StudyMode =
  /** Full time. */
  | 'FULL_TIME'
  /** Part time. */
  | 'PART_TIME';

/** A subject and its grade, one row of an examination record. */
export type SubjectGrade = {
  __typename?: 'SubjectGrade';
  /** The grade obtained, as written on the certificate. */
  grade: Scalars['String']['output'];
  /** The subject, as the applicant wrote it. */
  subject: Scalars['String']['output'];
};

/** A subject and its grade to save. */
export type SubjectGradeInput = {
  /** The grade obtained. */
  grade: Scalars['String']['input'];
  /** The subject. */
  subject: Scalars['String']['input'];
};

/**
 * What the portal pushes over its event stream (GraphQL over Server-Sent Events at /graphql/stream, docs/decisions/300).
 * Every subscription's first event is the current state, then one event whenever it changes, so a client that
 * reconnects misses nothing. Only the signed-in learner's own state, and discussions of courses they may open.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * A course's discussion, whole, whenever a question or answer is posted or deleted (refused as `courseDiscussion`
   * is for a course the learner may not open).
   */
  courseDiscussionChanged: CourseDiscussion;
  /** The bell: the unread count and the newest notifications. */
  notificationsChanged: NotificationsLive;
  /** The learner's progress, whenever a step changed it (another tab). */
  progressChanged: ProgressLive;
  /**
   * One project objective of the learner's own, with its messages and the instructors' replies and decisions; null
   * when the course has no such objective for the learner.
   */
  projectObjectiveChanged?: Maybe<ProjectObjective>;
};


/**
 * What the portal pushes over its event stream (GraphQL over Server-Sent Events at /graphql/stream, docs/decisions/300).
 * Every subscription's first event is the current state, then one event whenever it changes, so a client that
 * reconnects misses nothing. Only the signed-in learner's own state, and discussions of courses they may open.
 */
export type SubscriptionCourseDiscussionChangedArgs = {
  courseId: Scalars['ID']['input'];
};


/**
 * What the portal pushes over its event stream (GraphQL over Server-Sent Events at /graphql/stream, docs/decisions/300).
 * Every subscription's first event is the current state, then one event whenever it changes, so a client that
 * reconnects misses nothing. Only the signed-in learner's own state, and discussions of courses they may open.
 */
export type SubscriptionProjectObjectiveChangedArgs = {
  courseId: Scalars['ID']['input'];
  objectiveId: Scalars['ID']['input'];
};

/** The learner's result of a test, as the test provider recorded it. */
export type TestResult = {
  __typename?: 'TestResult';
  /** When the learner finished. */
  finishedAt: Scalars['DateTime']['output'];
  /** The points scored. */
  score: Scalars['Int']['output'];
  /** The points there were. */
  total: Scalars['Int']['output'];
};

/** What `testStart` takes. */
export type TestStartInput = {
  /** The test, as in `AssignedTest.id`. */
  testId: Scalars['ID']['input'];
};

/** The result of `testStart`. */
export type TestStartPayload = {
  __typename?: 'TestStartPayload';
  /** The test provider's address with a single-use token for this learner and test; open it in a new tab. Null when refused. */
  providerUrl?: Maybe<Scalars['String']['output']>;
  /** Why the test cannot be started now: no such test, deactivated, already taken, not started or ended. */
  userErrors: Array<UserError>;
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
  courseId: Scalars['ID']['input'];
  /** The assignment, as in `LearningObject.id`. */
  objectId: Scalars['ID']['input'];
};

/** The unit assignment an uploaded file answers. */
export type UnitAssignmentUploadTargetInput = {
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** The unit assignment's learning object, as in `LearningObject.id`. */
  objectId: Scalars['ID']['input'];
};

/** A unit quiz or unit assignment, as the player shows it. */
export type UnitQuiz = {
  __typename?: 'UnitQuiz';
  /** True for an assignment scored on submission (the qscore of the questions answered correctly). */
  autoscored: Scalars['Boolean']['output'];
  /** True when the quiz is passed or submitted, so Mark Complete completes it. */
  canComplete: Scalars['Boolean']['output'];
  /** True when a submitted assignment may still be edited (once), before the deadline. */
  canEdit: Scalars['Boolean']['output'];
  /** True when a failed FORMATIVE_CUTOFF quiz may be tried again (once). */
  canRetry: Scalars['Boolean']['output'];
  /** For FORMATIVE_CUTOFF: the score percent that passes (half the questions when the quiz gives none); else null. */
  cutoffPercent?: Maybe<Scalars['Float']['output']>;
  /** For an assignment: when submissions close; null when there is no deadline. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  /** True when the deadline has passed: 'DeadLine is Over for Submission Of Assignment'. */
  deadlinePassed: Scalars['Boolean']['output'];
  /** The questions, in order, without answer keys until they are revealed. */
  items: Array<UnitQuizItem>;
  /** What the quiz is worth: 10, or the sum of the questions' points for mini-assignments. */
  maxScore: Scalars['Float']['output'];
  /** The quiz's learning object id. */
  objectId: Scalars['ID']['output'];
  /** The learner's last submission, or null before the first. */
  result?: Maybe<UnitQuizResult>;
  /** The quiz's title. */
  title: Scalars['String']['output'];
  /** Its kind, which decides its flow. */
  type: UnitQuizType;
};

/** A learner's answer to a question. */
export type UnitQuizAnswer = {
  __typename?: 'UnitQuizAnswer';
  /** The stored name of the uploaded file, or null. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** A signed address to view the uploaded file (one hour), or null. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** The chosen options' indexes. */
  options: Array<Scalars['Int']['output']>;
  /** The typed answer, or null. */
  text?: Maybe<Scalars['String']['output']>;
};

/** A learner's answer to one question. */
export type UnitQuizAnswerInput = {
  /** The stored name of a file uploaded with `uploadCreate` (kind UNIT_ASSIGNMENT). */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The question, as in `UnitQuizItem.id`. */
  itemId: Scalars['ID']['input'];
  /** The chosen options' indexes (one for single-choice kinds). */
  options?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** A typed answer (DESCRIPTIVE). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** One question of a unit quiz. */
export type UnitQuizItem = {
  __typename?: 'UnitQuizItem';
  /** The learner's stored answer, or null when none. */
  answer?: Maybe<UnitQuizAnswer>;
  /** The question's id. */
  id: Scalars['ID']['output'];
  /** A picture that goes with the question, signed for one hour; null when none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** How it is answered. */
  kind: UnitQuizItemKind;
  /** The options, in order, without keys (empty for DESCRIPTIVE). */
  options: Array<UnitQuizOption>;
  /** Its points in a mini-assignment; null when it has none. */
  points?: Maybe<Scalars['Float']['output']>;
  /** Whether the answer was right and each option's key and feedback: null until revealed. */
  review?: Maybe<UnitQuizItemReview>;
  /** The question, as sanitised HTML. */
  stemHtml: Scalars['String']['output'];
};

/** What `unitQuizItemCheck` takes. */
export type UnitQuizItemCheckInput = {
  /** The answer to one question. */
  answer: UnitQuizAnswerInput;
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** The quiz, as in `LearningObject.id`. */
  objectId: Scalars['ID']['input'];
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

/** A question's key and feedback, revealed after the learner answered (formative with feedback) or submitted. */
export type UnitQuizItemReview = {
  __typename?: 'UnitQuizItemReview';
  /** True when the answer was right; false for a descriptive answer, which an instructor marks. */
  correct: Scalars['Boolean']['output'];
  /** The indexes of the correct options. */
  correctOptions: Array<Scalars['Int']['output']>;
  /** Each option's feedback, by index ('' when it has none). */
  optionFeedback: Array<Scalars['String']['output']>;
};

/** An option of a question, without its key. */
export type UnitQuizOption = {
  __typename?: 'UnitQuizOption';
  /** The option, as sanitised HTML. */
  contentHtml: Scalars['String']['output'];
  /** The option's picture (IMAGE_CHOICE), signed for one hour; null when none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The option's place in the question, from 0; answers name options by it. */
  index: Scalars['Int']['output'];
};

/** The result of `unitQuizItemCheck`, `unitQuizSubmit` and `unitAssignmentSubmit`. */
export type UnitQuizPayload = {
  __typename?: 'UnitQuizPayload';
  /** The quiz as stored after the change (with what is now revealed), or null when there is no such quiz. */
  quiz?: Maybe<UnitQuiz>;
  /**
   * Why it was refused: 'DeadLine is Over for Submission Of Assignment', already submitted, an edit already used, a
   * question without a response.
   */
  userErrors: Array<UserError>;
};

/** The learner's last submission of a unit quiz or assignment. */
export type UnitQuizResult = {
  __typename?: 'UnitQuizResult';
  /** For FORMATIVE_FEEDBACK: how many questions are answered so far. */
  answeredCount: Scalars['Int']['output'];
  /** How many times it was submitted. */
  attempts: Scalars['Int']['output'];
  /** For an assignment: true once its one edit was used (its score is final). */
  edited: Scalars['Boolean']['output'];
  /** The instructor's feedback on an assignment, or null when none yet. */
  feedback?: Maybe<Scalars['String']['output']>;
  /** True when it passed (or, for types without a cutoff, was submitted). */
  passed: Scalars['Boolean']['output'];
  /** For FORMATIVE_CUTOFF: true when it passed on its one Try Again with a score under the cutoff (a retry also passes). */
  passedByRetry: Scalars['Boolean']['output'];
  /** The score percent, capped at 100; null for an assignment not scored yet. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** The points earned out of `UnitQuiz.maxScore`; null when not scored yet. */
  score?: Maybe<Scalars['Float']['output']>;
  /**
   * For an assignment: true while its score waits for the instructor (it has written or file answers, or is not
   * autoscored); `score` then counts the automatically marked questions only, and is not a mark out of `maxScore`.
   */
  scorePending: Scalars['Boolean']['output'];
  /** When it was last submitted. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What `unitQuizSubmit` takes. */
export type UnitQuizSubmitInput = {
  /** An answer per question. */
  answers: Array<UnitQuizAnswerInput>;
  /** The course, as in `Course.id`. */
  courseId: Scalars['ID']['input'];
  /** The quiz, as in `LearningObject.id`. */
  objectId: Scalars['ID']['input'];
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

/** What `uploadCreate` takes: the file's kind, name, type and size, checked before any address is issued. */
export type UploadCreateInput = {
  /** For ASSESSMENT_ANSWER (required there): the question the file answers. The attempt must be open. */
  assessment?: InputMaybe<AssessmentUploadTargetInput>;
  /** The file's content type. */
  contentType: Scalars['String']['input'];
  /** The file's name as chosen by the person. */
  fileName: Scalars['String']['input'];
  /** What the file is for; decides the allowed size and types. */
  kind: UploadKind;
  /** For PROJECT_FILE (required there): the objective the file is sent on. It must be OPEN. */
  projectObjective?: InputMaybe<ProjectObjectiveUploadTargetInput>;
  /** The file's size in bytes. */
  size: Scalars['Int']['input'];
  /** For UNIT_ASSIGNMENT: the unit assignment the file answers (refused past its deadline). Ignored for other kinds. */
  unitAssignment?: InputMaybe<UnitAssignmentUploadTargetInput>;
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
  /** Why the file was refused (size, extension, type), with the spec's messages. */
  userErrors: Array<UserError>;
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
  /** A signed-in learner's complaint file: images, pdf or docx, as the query form's (spec part 3, sections 2.8 and 7.3: 'complents'). */
  | 'COMPLAINT'
  /** Wizard: national id (images). */
  | 'NATIONAL_ID'
  /** Paper form: any of its documents, photo or signature (images). */
  | 'PAPER_FORM'
  /** Wizard: passport (images). */
  | 'PASSPORT'
  /** A My Profile document: pdf, doc or docx, 50 KB to 256000 bytes (spec part 3, 5.7). */
  | 'PROFILE_DOCUMENT'
  /** Wizard: profile photo (images). */
  | 'PROFILE_PHOTO'
  /** My Profile's photo: jpg, jpeg or png, 50 KB to 1024 KB (spec part 3, 5.7). */
  | 'PROFILE_PICTURE'
  /** A project message's file: pdf, jpg, jpeg or png up to 52428800 bytes (spec part 2, sections 5 and 9). */
  | 'PROJECT_FILE'
  /** Pre-login query: images, pdf or docx. */
  | 'QUERY'
  /** Wizard: transcripts (images or pdf). */
  | 'TRANSCRIPTS'
  /** A unit assignment's answer: pdf, jpg, jpeg or png up to 512000 bytes (spec part 2, section 5); needs `unitAssignment`. */
  | 'UNIT_ASSIGNMENT';

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
  /** The course's Course Feedback is open and not given yet: the certificate comes after it (spec part 2, section 2). */
  | 'COURSE_FEEDBACK_PENDING'
  /** The course is not complete yet, so it has no certificate. */
  | 'COURSE_NOT_COMPLETED'
  /** The assignment's deadline has passed: 'DeadLine is Over for Submission Of Assignment'. */
  | 'DEADLINE_PASSED'
  /** An admin switched this feedback off: 'Feedback is disabled from Admin'. */
  | 'FEEDBACK_DISABLED'
  /**
   * The course does not offer feedback to this learner now (not started, or one of the two special programs), or the
   * program has no Overall Program Feedback (one of the two special programs).
   */
  | 'FEEDBACK_NOT_OFFERED'
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
  /** The project objective takes no message: locked ('Please Complete previous object.'), complete, or its unit disabled. */
  | 'OBJECTIVE_CLOSED'
  /** An admin disabled the object on its own: a podcast 'Disabled by admin', any other object 'This Unit is disabled from Admin'. */
  | 'OBJECT_DISABLED'
  /** The previous object must be completed first: 'Please Mark Complete previously viewed object.' */
  | 'OBJECT_LOCKED'
  /** Mark Complete on a quiz that is not passed or submitted yet. */
  | 'QUIZ_NOT_PASSED'
  /** Too many attempts from this address; wait and try again. */
  | 'RATE_LIMITED'
  /** The learner posted this same text just before (docs/decisions/210). */
  | 'REPEATED_POST'
  /** The test is deactivated and cannot be opened. */
  | 'TEST_DEACTIVATED'
  /** The test's end has passed by the server's India time. */
  | 'TEST_ENDED'
  /** The test's start is still ahead by the server's India time. */
  | 'TEST_NOT_STARTED'
  /** The learner already has a result for the test. */
  | 'TEST_TAKEN'
  /** The object's unit is disabled: 'This Unit is disabled from Admin' */
  | 'UNIT_DISABLED'
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
   * The announcements of every program the learner is enrolled in, in the order of My Programs, read in one call
   * with the list of their batches (spec part 3, sections 2.11 and 7.5). The same announcements as
   * `EnrolledProgram.announcements`. Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path,
   * when they could not be fetched.
   */
  announcements?: Maybe<Array<ProgramAnnouncements>>;
  /**
   * The learner's application to a program, with every section saved so far; a new, unsaved
   * application (status NOT_STARTED) when there is none yet.
   */
  application?: Maybe<Application>;
  /**
   * The learner's applications (My Application), one per program applied to.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when they could not be fetched, or with UPSTREAM_INVALID when the answer could not be read.
   */
  applications?: Maybe<Array<Application>>;
  /** Programs open for application, in the tabs of the apply list, each with the action the learner can take. */
  applyTabs?: Maybe<Array<ApplyTab>>;
  /**
   * The clock of the learner's attempt at an assessment, by the server's time; null when the course has no such
   * assessment. Reading it closes an expired attempt.
   */
  assessmentClock?: Maybe<AssessmentClock>;
  /**
   * The address of the learner's own calendar feed (iCal), to subscribe to from Google, Apple or Outlook
   * calendars. Anyone holding it can read the learner's events and nothing else; it needs no session.
   * The university revokes every address by changing its key (docs/decisions/124).
   */
  calendarFeedUrl: Scalars['String']['output'];
  /**
   * The learner's complaints, newest first (spec part 3, sections 2.7 and 7.4: /getcomplents; issue 31: the one just
   * raised is the one looked for). Only the verified learner's own. Null, with an UPSTREAM_* error at this path, when
   * they could not be fetched.
   * @deprecated The whole list in one answer; use `complaintsConnection`, a page at a time (docs/decisions/310).
   */
  complaints?: Maybe<Array<Complaint>>;
  /**
   * The learner's complaints a page at a time, newest first (by the time filed, then the id), as `complaints`.
   * `first` is 1 to 100 (20 when left out); anything else, or an `after` that is not a cursor of this list, is
   * refused with BAD_USER_INPUT. Null, with an UPSTREAM_* error at this path, when they could not be fetched.
   */
  complaintsConnection?: Maybe<ComplaintConnection>;
  /**
   * "Continue where you left off" on the dashboard: null when no course is started and not finished.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when progress could not be fetched.
   */
  continueLearning?: Maybe<ContinueLearning>;
  /**
   * A course the learner follows, with its units and the learner's progress (the course screen, spec part 2,
   * section 2). `id` is `EnrolledCourse.id`, the course as run in the learner's batch. Null when the learner
   * follows no such course (another learner's course id gives nothing).
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when it could not be fetched.
   */
  course?: Maybe<Course>;
  /** The learner's e-mail address, from the verified token. */
  email: Scalars['String']['output'];
  /**
   * One of the learner's enrolments, for the program courses page and the program-info tabs; null when the
   * learner is not enrolled in that batch. Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at
   * this path, when progress could not be fetched.
   */
  enrolledProgram?: Maybe<EnrolledProgram>;
  /**
   * Calendar events of the learner's programs and of the university, earliest first.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when events could not be fetched, or with UPSTREAM_INVALID when the answer could not be read.
   */
  events?: Maybe<Array<CalendarEvent>>;
  /** The learner's stable id (the identity provider's subject). */
  id: Scalars['ID']['output'];
  /**
   * The learner's report (Reports and analytics): time per week, scores and what is due next. Null, with an
   * UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT, UPSTREAM_INVALID) error at this path, when it could not be fetched.
   */
  learningReport?: Maybe<LearningReport>;
  /** The learner's display name. */
  name: Scalars['String']['output'];
  /**
   * The programs the learner is enrolled in, with progress (My Programs).
   * Unselected elective courses are left out.
   * Null, with an UPSTREAM_UNAVAILABLE (or UPSTREAM_TIMEOUT) error at this path, when progress could not be fetched, or with UPSTREAM_INVALID when the answer could not be read;
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


/** The signed-in learner. */
export type ViewerAssessmentClockArgs = {
  assessmentId: Scalars['ID']['input'];
  courseId: Scalars['ID']['input'];
  kind: AssessmentKind;
};


/** The signed-in learner. */
export type ViewerComplaintsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The signed-in learner. */
export type ViewerCourseArgs = {
  id: Scalars['ID']['input'];
};


/** The signed-in learner. */
export type ViewerEnrolledProgramArgs = {
  id: Scalars['ID']['input'];
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
  AnnouncementKind: AnnouncementKind;
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
  Assessment: ResolverTypeWrapper<AssessmentModel>;
  AssessmentAnswer: ResolverTypeWrapper<AssessmentAnswer>;
  AssessmentAnswerInput: AssessmentAnswerInput;
  AssessmentAnswerSaveInput: AssessmentAnswerSaveInput;
  AssessmentAnswerSavePayload: ResolverTypeWrapper<AssessmentAnswerSavePayload>;
  AssessmentAttempt: ResolverTypeWrapper<AssessmentAttemptModel>;
  AssessmentClock: ResolverTypeWrapper<AssessmentClock>;
  AssessmentKind: AssessmentKind;
  AssessmentOption: ResolverTypeWrapper<AssessmentOption>;
  AssessmentPayload: ResolverTypeWrapper<Omit<AssessmentPayload, 'assessment'> & { assessment?: Maybe<ResolversTypes['Assessment']> }>;
  AssessmentQuestion: ResolverTypeWrapper<AssessmentQuestion>;
  AssessmentQuestionKind: AssessmentQuestionKind;
  AssessmentRefInput: AssessmentRefInput;
  AssessmentReview: ResolverTypeWrapper<AssessmentReview>;
  AssessmentReviewQuestion: ResolverTypeWrapper<AssessmentReviewQuestion>;
  AssessmentScoreReport: ResolverTypeWrapper<AssessmentScoreReport>;
  AssessmentUploadTargetInput: AssessmentUploadTargetInput;
  AssessmentWindow: AssessmentWindow;
  AssignedTest: ResolverTypeWrapper<AssignedTestModel>;
  AssignedTestStatus: AssignedTestStatus;
  AttemptStatus: AttemptStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarEvent: ResolverTypeWrapper<CalendarEventModel>;
  CandidateId: ResolverTypeWrapper<CandidateId>;
  Captions: ResolverTypeWrapper<CaptionsModel>;
  CatalogProgram: ResolverTypeWrapper<CatalogProgramModel>;
  Certificate: ResolverTypeWrapper<CertificateModel>;
  CertificateStatus: CertificateStatus;
  CertificateStep: CertificateStep;
  CertificateVerification: ResolverTypeWrapper<CertificateVerificationModel>;
  CertificateVerificationStatus: CertificateVerificationStatus;
  Complaint: ResolverTypeWrapper<ComplaintModel>;
  ComplaintAddInput: ComplaintAddInput;
  ComplaintAddPayload: ResolverTypeWrapper<Omit<ComplaintAddPayload, 'complaint'> & { complaint?: Maybe<ResolversTypes['Complaint']> }>;
  ComplaintConnection: ResolverTypeWrapper<Omit<ComplaintConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ComplaintEdge']>, nodes: Array<ResolversTypes['Complaint']> }>;
  ComplaintEdge: ResolverTypeWrapper<Omit<ComplaintEdge, 'node'> & { node: ResolversTypes['Complaint'] }>;
  ComplaintFile: ResolverTypeWrapper<ComplaintFile>;
  ComplaintFileKind: ComplaintFileKind;
  ContinueLearning: ResolverTypeWrapper<ContinueLearningModel>;
  Course: ResolverTypeWrapper<CourseModel>;
  CourseCertificateGenerateInput: CourseCertificateGenerateInput;
  CourseCertificateGeneratePayload: ResolverTypeWrapper<Omit<CourseCertificateGeneratePayload, 'certificate'> & { certificate?: Maybe<ResolversTypes['Certificate']> }>;
  CourseDiscussion: ResolverTypeWrapper<CourseDiscussionModel>;
  CourseFeedbackSubmitInput: CourseFeedbackSubmitInput;
  CourseInstructor: ResolverTypeWrapper<CourseInstructor>;
  CourseProgressPayload: ResolverTypeWrapper<Omit<CourseProgressPayload, 'course' | 'program'> & { course?: Maybe<ResolversTypes['Course']>, program?: Maybe<ResolversTypes['EnrolledProgram']> }>;
  CourseReference: ResolverTypeWrapper<CourseReference>;
  CourseStartInput: CourseStartInput;
  CourseStatus: CourseStatus;
  CourseType: CourseType;
  CourseUnit: ResolverTypeWrapper<CourseUnitModel>;
  CurriculumTopic: ResolverTypeWrapper<CurriculumTopicModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DiscussionAnswer: ResolverTypeWrapper<DiscussionAnswer>;
  DiscussionDeleteAnswerInput: DiscussionDeleteAnswerInput;
  DiscussionDeleteQuestionInput: DiscussionDeleteQuestionInput;
  DiscussionPayload: ResolverTypeWrapper<Omit<DiscussionPayload, 'discussion'> & { discussion?: Maybe<ResolversTypes['CourseDiscussion']> }>;
  DiscussionPostAnswerInput: DiscussionPostAnswerInput;
  DiscussionPostQuestionInput: DiscussionPostQuestionInput;
  DiscussionQuestion: ResolverTypeWrapper<DiscussionQuestion>;
  DiscussionQuestionConnection: ResolverTypeWrapper<DiscussionQuestionConnection>;
  DiscussionQuestionEdge: ResolverTypeWrapper<DiscussionQuestionEdge>;
  DueItem: ResolverTypeWrapper<DueItem>;
  DueItemKind: DueItemKind;
  Education: ResolverTypeWrapper<Education>;
  EducationInput: EducationInput;
  EnrolledCourse: ResolverTypeWrapper<EnrolledCourseModel>;
  EnrolledProgram: ResolverTypeWrapper<EnrolledProgramModel>;
  ExamRecord: ResolverTypeWrapper<ExamRecord>;
  ExamRecordInput: ExamRecordInput;
  ExamScheduling: ResolverTypeWrapper<ExamScheduling>;
  ExamSchedulingField: ResolverTypeWrapper<ExamSchedulingField>;
  Faq: ResolverTypeWrapper<FaqModel>;
  FaqGroup: ResolverTypeWrapper<FaqGroupModel>;
  FeedbackAnswerInput: FeedbackAnswerInput;
  FeedbackForm: ResolverTypeWrapper<FeedbackFormModel>;
  FeedbackKind: FeedbackKind;
  FeedbackQuestion: ResolverTypeWrapper<FeedbackQuestion>;
  FeedbackStatus: FeedbackStatus;
  FeedbackSubmitPayload: ResolverTypeWrapper<Omit<FeedbackSubmitPayload, 'form'> & { form?: Maybe<ResolversTypes['FeedbackForm']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  GeneralInfo: ResolverTypeWrapper<GeneralInfoModel>;
  GeneralInfoInput: GeneralInfoInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Instructor: ResolverTypeWrapper<InstructorModel>;
  InstructorGroup: ResolverTypeWrapper<InstructorGroupModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LearningObject: ResolverTypeWrapper<LearningObjectModel>;
  LearningObjectCompleteInput: LearningObjectCompleteInput;
  LearningObjectKind: LearningObjectKind;
  LearningObjectOpenInput: LearningObjectOpenInput;
  LearningObjectState: LearningObjectState;
  LearningReport: ResolverTypeWrapper<LearningReportModel>;
  LearningWeek: ResolverTypeWrapper<LearningWeek>;
  MediaKind: MediaKind;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnection>;
  NotificationEdge: ResolverTypeWrapper<NotificationEdge>;
  NotificationsLive: ResolverTypeWrapper<NotificationsLive>;
  NotificationsMarkReadInput: NotificationsMarkReadInput;
  NotificationsMarkReadPayload: ResolverTypeWrapper<NotificationsMarkReadPayload>;
  OtherQualification: ResolverTypeWrapper<OtherQualification>;
  OtherQualificationInput: OtherQualificationInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaperForm: ResolverTypeWrapper<PaperFormModel>;
  PaperFormDocuments: ResolverTypeWrapper<PaperFormDocuments>;
  PaperFormDocumentsInput: PaperFormDocumentsInput;
  PaperFormInput: PaperFormInput;
  PasswordResetConfirmInput: PasswordResetConfirmInput;
  PasswordResetConfirmPayload: ResolverTypeWrapper<PasswordResetConfirmPayload>;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PasswordResetRequestPayload: ResolverTypeWrapper<PasswordResetRequestPayload>;
  Podcast: ResolverTypeWrapper<Podcast>;
  PodcastUnit: ResolverTypeWrapper<PodcastUnit>;
  PostgraduateRecord: ResolverTypeWrapper<PostgraduateRecord>;
  PostgraduateRecordInput: PostgraduateRecordInput;
  PreRegistration: ResolverTypeWrapper<PreRegistrationModel>;
  Profile: ResolverTypeWrapper<ProfileModel>;
  ProfileDocumentDeleteInput: ProfileDocumentDeleteInput;
  ProfileFile: ResolverTypeWrapper<ProfileFile>;
  ProfileTimeZoneUpdateInput: ProfileTimeZoneUpdateInput;
  ProfileUpdateInput: ProfileUpdateInput;
  ProfileUpdatePayload: ResolverTypeWrapper<Omit<ProfileUpdatePayload, 'profile'> & { profile?: Maybe<ResolversTypes['Profile']> }>;
  Program: ResolverTypeWrapper<ProgramModel>;
  ProgramAnnouncement: ResolverTypeWrapper<ProgramAnnouncementModel>;
  ProgramAnnouncementConnection: ResolverTypeWrapper<Omit<ProgramAnnouncementConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProgramAnnouncementEdge']>, nodes: Array<ResolversTypes['ProgramAnnouncement']> }>;
  ProgramAnnouncementEdge: ResolverTypeWrapper<Omit<ProgramAnnouncementEdge, 'node'> & { node: ResolversTypes['ProgramAnnouncement'] }>;
  ProgramAnnouncements: ResolverTypeWrapper<ProgramAnnouncementsModel>;
  ProgramCatalog: ResolverTypeWrapper<ProgramCatalogModel>;
  ProgramCertificate: ResolverTypeWrapper<ProgramCertificateModel>;
  ProgramFeedbackSubmitInput: ProgramFeedbackSubmitInput;
  ProgramLevel: ProgramLevel;
  ProgramLevelGroup: ResolverTypeWrapper<ProgramLevelGroupModel>;
  ProgrammeChoice: ResolverTypeWrapper<ProgrammeChoiceModel>;
  ProgrammeChoiceInput: ProgrammeChoiceInput;
  ProgressLive: ResolverTypeWrapper<Omit<ProgressLive, 'programs'> & { programs: Array<ResolversTypes['EnrolledProgram']> }>;
  ProjectApprovedMessage: ResolverTypeWrapper<ProjectApprovedMessageModel>;
  ProjectFile: ResolverTypeWrapper<ProjectFile>;
  ProjectFileKind: ProjectFileKind;
  ProjectMessage: ResolverTypeWrapper<ProjectMessageModel>;
  ProjectMessagePayload: ResolverTypeWrapper<Omit<ProjectMessagePayload, 'objective'> & { objective?: Maybe<ResolversTypes['ProjectObjective']> }>;
  ProjectMessageReplyInput: ProjectMessageReplyInput;
  ProjectMessageSendInput: ProjectMessageSendInput;
  ProjectMessageStatus: ProjectMessageStatus;
  ProjectObjective: ResolverTypeWrapper<ProjectObjectiveModel>;
  ProjectObjectiveState: ProjectObjectiveState;
  ProjectObjectiveUploadTargetInput: ProjectObjectiveUploadTargetInput;
  ProjectReply: ResolverTypeWrapper<ProjectReply>;
  ProjectUnit: ResolverTypeWrapper<ProjectUnitModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryPostInput: QueryPostInput;
  QueryPostPayload: ResolverTypeWrapper<QueryPostPayload>;
  QuizScoreReport: ResolverTypeWrapper<QuizScoreReport>;
  RecordedSession: ResolverTypeWrapper<RecordedSession>;
  ScholarshipChoice: ResolverTypeWrapper<ScholarshipChoiceModel>;
  ScholarshipCodeConfirmInput: ScholarshipCodeConfirmInput;
  ScholarshipCodeConfirmPayload: ResolverTypeWrapper<Omit<ScholarshipCodeConfirmPayload, 'preRegistration'> & { preRegistration?: Maybe<ResolversTypes['PreRegistration']> }>;
  ScholarshipCodeSent: ResolverTypeWrapper<ScholarshipCodeSent>;
  ScholarshipEmailCheckInput: ScholarshipEmailCheckInput;
  ScholarshipEmailCheckPayload: ResolverTypeWrapper<ScholarshipEmailCheckPayload>;
  ScholarshipInput: ScholarshipInput;
  ScormCommitInput: ScormCommitInput;
  ScormCommitPayload: ResolverTypeWrapper<ScormCommitPayload>;
  ScormRuntime: ResolverTypeWrapper<ScormRuntime>;
  ScormVersion: ScormVersion;
  SessionCompleteNewPasswordInput: SessionCompleteNewPasswordInput;
  SessionSignInInput: SessionSignInInput;
  SessionSignInPayload: ResolverTypeWrapper<Omit<SessionSignInPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  SessionSignOutPayload: ResolverTypeWrapper<SessionSignOutPayload>;
  SharedObject: ResolverTypeWrapper<SharedObject>;
  SharedObjectLinkInput: SharedObjectLinkInput;
  StoredFile: ResolverTypeWrapper<StoredFileModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StudyMode: StudyMode;
  SubjectGrade: ResolverTypeWrapper<SubjectGrade>;
  SubjectGradeInput: SubjectGradeInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TestResult: ResolverTypeWrapper<TestResultModel>;
  TestStartInput: TestStartInput;
  TestStartPayload: ResolverTypeWrapper<TestStartPayload>;
  Title: Title;
  UnitAssignmentSubmitInput: UnitAssignmentSubmitInput;
  UnitAssignmentUploadTargetInput: UnitAssignmentUploadTargetInput;
  UnitQuiz: ResolverTypeWrapper<UnitQuizModel>;
  UnitQuizAnswer: ResolverTypeWrapper<UnitQuizAnswer>;
  UnitQuizAnswerInput: UnitQuizAnswerInput;
  UnitQuizItem: ResolverTypeWrapper<UnitQuizItemModel>;
  UnitQuizItemCheckInput: UnitQuizItemCheckInput;
  UnitQuizItemKind: UnitQuizItemKind;
  UnitQuizItemReview: ResolverTypeWrapper<UnitQuizItemReview>;
  UnitQuizOption: ResolverTypeWrapper<UnitQuizOption>;
  UnitQuizPayload: ResolverTypeWrapper<Omit<UnitQuizPayload, 'quiz'> & { quiz?: Maybe<ResolversTypes['UnitQuiz']> }>;
  UnitQuizResult: ResolverTypeWrapper<UnitQuizResult>;
  UnitQuizSubmitInput: UnitQuizSubmitInput;
  UnitQuizType: UnitQuizType;
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
  Assessment: AssessmentModel;
  AssessmentAnswer: AssessmentAnswer;
  AssessmentAnswerInput: AssessmentAnswerInput;
  AssessmentAnswerSaveInput: AssessmentAnswerSaveInput;
  AssessmentAnswerSavePayload: AssessmentAnswerSavePayload;
  AssessmentAttempt: AssessmentAttemptModel;
  AssessmentClock: AssessmentClock;
  AssessmentOption: AssessmentOption;
  AssessmentPayload: Omit<AssessmentPayload, 'assessment'> & { assessment?: Maybe<ResolversParentTypes['Assessment']> };
  AssessmentQuestion: AssessmentQuestion;
  AssessmentRefInput: AssessmentRefInput;
  AssessmentReview: AssessmentReview;
  AssessmentReviewQuestion: AssessmentReviewQuestion;
  AssessmentScoreReport: AssessmentScoreReport;
  AssessmentUploadTargetInput: AssessmentUploadTargetInput;
  AssignedTest: AssignedTestModel;
  Boolean: Scalars['Boolean']['output'];
  CalendarEvent: CalendarEventModel;
  CandidateId: CandidateId;
  Captions: CaptionsModel;
  CatalogProgram: CatalogProgramModel;
  Certificate: CertificateModel;
  CertificateVerification: CertificateVerificationModel;
  Complaint: ComplaintModel;
  ComplaintAddInput: ComplaintAddInput;
  ComplaintAddPayload: Omit<ComplaintAddPayload, 'complaint'> & { complaint?: Maybe<ResolversParentTypes['Complaint']> };
  ComplaintConnection: Omit<ComplaintConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ComplaintEdge']>, nodes: Array<ResolversParentTypes['Complaint']> };
  ComplaintEdge: Omit<ComplaintEdge, 'node'> & { node: ResolversParentTypes['Complaint'] };
  ComplaintFile: ComplaintFile;
  ContinueLearning: ContinueLearningModel;
  Course: CourseModel;
  CourseCertificateGenerateInput: CourseCertificateGenerateInput;
  CourseCertificateGeneratePayload: Omit<CourseCertificateGeneratePayload, 'certificate'> & { certificate?: Maybe<ResolversParentTypes['Certificate']> };
  CourseDiscussion: CourseDiscussionModel;
  CourseFeedbackSubmitInput: CourseFeedbackSubmitInput;
  CourseInstructor: CourseInstructor;
  CourseProgressPayload: Omit<CourseProgressPayload, 'course' | 'program'> & { course?: Maybe<ResolversParentTypes['Course']>, program?: Maybe<ResolversParentTypes['EnrolledProgram']> };
  CourseReference: CourseReference;
  CourseStartInput: CourseStartInput;
  CourseUnit: CourseUnitModel;
  CurriculumTopic: CurriculumTopicModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DiscussionAnswer: DiscussionAnswer;
  DiscussionDeleteAnswerInput: DiscussionDeleteAnswerInput;
  DiscussionDeleteQuestionInput: DiscussionDeleteQuestionInput;
  DiscussionPayload: Omit<DiscussionPayload, 'discussion'> & { discussion?: Maybe<ResolversParentTypes['CourseDiscussion']> };
  DiscussionPostAnswerInput: DiscussionPostAnswerInput;
  DiscussionPostQuestionInput: DiscussionPostQuestionInput;
  DiscussionQuestion: DiscussionQuestion;
  DiscussionQuestionConnection: DiscussionQuestionConnection;
  DiscussionQuestionEdge: DiscussionQuestionEdge;
  DueItem: DueItem;
  Education: Education;
  EducationInput: EducationInput;
  EnrolledCourse: EnrolledCourseModel;
  EnrolledProgram: EnrolledProgramModel;
  ExamRecord: ExamRecord;
  ExamRecordInput: ExamRecordInput;
  ExamScheduling: ExamScheduling;
  ExamSchedulingField: ExamSchedulingField;
  Faq: FaqModel;
  FaqGroup: FaqGroupModel;
  FeedbackAnswerInput: FeedbackAnswerInput;
  FeedbackForm: FeedbackFormModel;
  FeedbackQuestion: FeedbackQuestion;
  FeedbackSubmitPayload: Omit<FeedbackSubmitPayload, 'form'> & { form?: Maybe<ResolversParentTypes['FeedbackForm']> };
  Float: Scalars['Float']['output'];
  GeneralInfo: GeneralInfoModel;
  GeneralInfoInput: GeneralInfoInput;
  ID: Scalars['ID']['output'];
  Instructor: InstructorModel;
  InstructorGroup: InstructorGroupModel;
  Int: Scalars['Int']['output'];
  LearningObject: LearningObjectModel;
  LearningObjectCompleteInput: LearningObjectCompleteInput;
  LearningObjectOpenInput: LearningObjectOpenInput;
  LearningReport: LearningReportModel;
  LearningWeek: LearningWeek;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationConnection: NotificationConnection;
  NotificationEdge: NotificationEdge;
  NotificationsLive: NotificationsLive;
  NotificationsMarkReadInput: NotificationsMarkReadInput;
  NotificationsMarkReadPayload: NotificationsMarkReadPayload;
  OtherQualification: OtherQualification;
  OtherQualificationInput: OtherQualificationInput;
  PageInfo: PageInfo;
  PaperForm: PaperFormModel;
  PaperFormDocuments: PaperFormDocuments;
  PaperFormDocumentsInput: PaperFormDocumentsInput;
  PaperFormInput: PaperFormInput;
  PasswordResetConfirmInput: PasswordResetConfirmInput;
  PasswordResetConfirmPayload: PasswordResetConfirmPayload;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PasswordResetRequestPayload: PasswordResetRequestPayload;
  Podcast: Podcast;
  PodcastUnit: PodcastUnit;
  PostgraduateRecord: PostgraduateRecord;
  PostgraduateRecordInput: PostgraduateRecordInput;
  PreRegistration: PreRegistrationModel;
  Profile: ProfileModel;
  ProfileDocumentDeleteInput: ProfileDocumentDeleteInput;
  ProfileFile: ProfileFile;
  ProfileTimeZoneUpdateInput: ProfileTimeZoneUpdateInput;
  ProfileUpdateInput: ProfileUpdateInput;
  ProfileUpdatePayload: Omit<ProfileUpdatePayload, 'profile'> & { profile?: Maybe<ResolversParentTypes['Profile']> };
  Program: ProgramModel;
  ProgramAnnouncement: ProgramAnnouncementModel;
  ProgramAnnouncementConnection: Omit<ProgramAnnouncementConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProgramAnnouncementEdge']>, nodes: Array<ResolversParentTypes['ProgramAnnouncement']> };
  ProgramAnnouncementEdge: Omit<ProgramAnnouncementEdge, 'node'> & { node: ResolversParentTypes['ProgramAnnouncement'] };
  ProgramAnnouncements: ProgramAnnouncementsModel;
  ProgramCatalog: ProgramCatalogModel;
  ProgramCertificate: ProgramCertificateModel;
  ProgramFeedbackSubmitInput: ProgramFeedbackSubmitInput;
  ProgramLevelGroup: ProgramLevelGroupModel;
  ProgrammeChoice: ProgrammeChoiceModel;
  ProgrammeChoiceInput: ProgrammeChoiceInput;
  ProgressLive: Omit<ProgressLive, 'programs'> & { programs: Array<ResolversParentTypes['EnrolledProgram']> };
  ProjectApprovedMessage: ProjectApprovedMessageModel;
  ProjectFile: ProjectFile;
  ProjectMessage: ProjectMessageModel;
  ProjectMessagePayload: Omit<ProjectMessagePayload, 'objective'> & { objective?: Maybe<ResolversParentTypes['ProjectObjective']> };
  ProjectMessageReplyInput: ProjectMessageReplyInput;
  ProjectMessageSendInput: ProjectMessageSendInput;
  ProjectObjective: ProjectObjectiveModel;
  ProjectObjectiveUploadTargetInput: ProjectObjectiveUploadTargetInput;
  ProjectReply: ProjectReply;
  ProjectUnit: ProjectUnitModel;
  Query: Record<PropertyKey, never>;
  QueryPostInput: QueryPostInput;
  QueryPostPayload: QueryPostPayload;
  QuizScoreReport: QuizScoreReport;
  RecordedSession: RecordedSession;
  ScholarshipChoice: ScholarshipChoiceModel;
  ScholarshipCodeConfirmInput: ScholarshipCodeConfirmInput;
  ScholarshipCodeConfirmPayload: Omit<ScholarshipCodeConfirmPayload, 'preRegistration'> & { preRegistration?: Maybe<ResolversParentTypes['PreRegistration']> };
  ScholarshipCodeSent: ScholarshipCodeSent;
  ScholarshipEmailCheckInput: ScholarshipEmailCheckInput;
  ScholarshipEmailCheckPayload: ScholarshipEmailCheckPayload;
  ScholarshipInput: ScholarshipInput;
  ScormCommitInput: ScormCommitInput;
  ScormCommitPayload: ScormCommitPayload;
  ScormRuntime: ScormRuntime;
  SessionCompleteNewPasswordInput: SessionCompleteNewPasswordInput;
  SessionSignInInput: SessionSignInInput;
  SessionSignInPayload: Omit<SessionSignInPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  SessionSignOutPayload: SessionSignOutPayload;
  SharedObject: SharedObject;
  SharedObjectLinkInput: SharedObjectLinkInput;
  StoredFile: StoredFileModel;
  String: Scalars['String']['output'];
  SubjectGrade: SubjectGrade;
  SubjectGradeInput: SubjectGradeInput;
  Subscription: Record<PropertyKey, never>;
  TestResult: TestResultModel;
  TestStartInput: TestStartInput;
  TestStartPayload: TestStartPayload;
  UnitAssignmentSubmitInput: UnitAssignmentSubmitInput;
  UnitAssignmentUploadTargetInput: UnitAssignmentUploadTargetInput;
  UnitQuiz: UnitQuizModel;
  UnitQuizAnswer: UnitQuizAnswer;
  UnitQuizAnswerInput: UnitQuizAnswerInput;
  UnitQuizItem: UnitQuizItemModel;
  UnitQuizItemCheckInput: UnitQuizItemCheckInput;
  UnitQuizItemReview: UnitQuizItemReview;
  UnitQuizOption: UnitQuizOption;
  UnitQuizPayload: Omit<UnitQuizPayload, 'quiz'> & { quiz?: Maybe<ResolversParentTypes['UnitQuiz']> };
  UnitQuizResult: UnitQuizResult;
  UnitQuizSubmitInput: UnitQuizSubmitInput;
  Upload: Upload;
  UploadCreateInput: UploadCreateInput;
  UploadCreatePayload: UploadCreatePayload;
  UserError: UserError;
  Viewer: ViewerModel;
}>;

export type TextDirectiveArgs = {
  max?: Maybe<Scalars['Int']['input']>;
  multiline?: Maybe<Scalars['Boolean']['input']>;
  seenByOthers?: Maybe<Scalars['Boolean']['input']>;
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
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
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

export type AssessmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Assessment'] = ResolversParentTypes['Assessment']> = ResolversObject<{
  answeredCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  answersAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  answersAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attempt?: Resolver<Maybe<ResolversTypes['AssessmentAttempt']>, ParentType, ContextType>;
  attemptStatus?: Resolver<ResolversTypes['AttemptStatus'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AssessmentKind'], ParentType, ContextType>;
  maximumScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['AssessmentReview']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  timeAllowedSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['AssessmentWindow'], ParentType, ContextType>;
}>;

export type AssessmentAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentAnswer'] = ResolversParentTypes['AssessmentAnswer']> = ResolversObject<{
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  optionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  originalFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AssessmentAnswerSavePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentAnswerSavePayload'] = ResolversParentTypes['AssessmentAnswerSavePayload']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['AssessmentAnswer']>, ParentType, ContextType>;
  savedSequence?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  secondsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AttemptStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AssessmentAttemptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentAttempt'] = ResolversParentTypes['AssessmentAttempt']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['AssessmentAnswer']>, ParentType, ContextType>;
  clockPollMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['AssessmentQuestion']>, ParentType, ContextType>;
  secondsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AttemptStatus'], ParentType, ContextType>;
}>;

export type AssessmentClockResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentClock'] = ResolversParentTypes['AssessmentClock']> = ResolversObject<{
  clockPollMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AttemptStatus'], ParentType, ContextType>;
}>;

export type AssessmentOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentOption'] = ResolversParentTypes['AssessmentOption']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AssessmentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentPayload'] = ResolversParentTypes['AssessmentPayload']> = ResolversObject<{
  assessment?: Resolver<Maybe<ResolversTypes['Assessment']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AssessmentQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentQuestion'] = ResolversParentTypes['AssessmentQuestion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AssessmentQuestionKind'], ParentType, ContextType>;
  matchPrompts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AssessmentOption']>, ParentType, ContextType>;
  stemHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssessmentReviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentReview'] = ResolversParentTypes['AssessmentReview']> = ResolversObject<{
  questions?: Resolver<Array<ResolversTypes['AssessmentReviewQuestion']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AssessmentReviewQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentReviewQuestion'] = ResolversParentTypes['AssessmentReviewQuestion']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['AssessmentAnswer']>, ParentType, ContextType>;
  correct?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  correctMatches?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  correctOptionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['AssessmentQuestion'], ParentType, ContextType>;
}>;

export type AssessmentScoreReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssessmentScoreReport'] = ResolversParentTypes['AssessmentScoreReport']> = ResolversObject<{
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  courseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AssessmentKind'], ParentType, ContextType>;
  maximumScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scorePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssignedTestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssignedTest'] = ResolversParentTypes['AssignedTest']> = ResolversObject<{
  canStart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['TestResult']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AssignedTestStatus'], ParentType, ContextType>;
}>;

export type CalendarEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarEvent'] = ResolversParentTypes['CalendarEvent']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CandidateIdResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CandidateId'] = ResolversParentTypes['CandidateId']> = ResolversObject<{
  candidateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CaptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Captions'] = ResolversParentTypes['Captions']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srclang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CatalogProgram'] = ResolversParentTypes['CatalogProgram']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CertificateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = ResolversObject<{
  courseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  learnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
  verifyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CertificateVerificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CertificateVerification'] = ResolversParentTypes['CertificateVerification']> = ResolversObject<{
  courseTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  issuer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  learnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateVerificationStatus'], ParentType, ContextType>;
}>;

export type ComplaintResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Complaint'] = ResolversParentTypes['Complaint']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['ComplaintFile']>, ParentType, ContextType>;
  filedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['EnrolledProgram']>, ParentType, ContextType>;
  programId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ComplaintAddPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ComplaintAddPayload'] = ResolversParentTypes['ComplaintAddPayload']> = ResolversObject<{
  complaint?: Resolver<Maybe<ResolversTypes['Complaint']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ComplaintConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ComplaintConnection'] = ResolversParentTypes['ComplaintConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ComplaintEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Complaint']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ComplaintEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ComplaintEdge'] = ResolversParentTypes['ComplaintEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType>;
}>;

export type ComplaintFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ComplaintFile'] = ResolversParentTypes['ComplaintFile']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['ComplaintFileKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContinueLearningResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContinueLearning'] = ResolversParentTypes['ContinueLearning']> = ResolversObject<{
  course?: Resolver<ResolversTypes['EnrolledCourse'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['EnrolledProgram'], ParentType, ContextType>;
  upNext?: Resolver<Maybe<ResolversTypes['LearningObject']>, ParentType, ContextType>;
}>;

export type CourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = ResolversObject<{
  assessment?: Resolver<Maybe<ResolversTypes['Assessment']>, ParentType, ContextType, RequireFields<CourseAssessmentArgs, 'id' | 'kind'>>;
  assessments?: Resolver<Maybe<Array<ResolversTypes['Assessment']>>, ParentType, ContextType, RequireFields<CourseAssessmentsArgs, 'kind'>>;
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  certificateAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificateStep?: Resolver<ResolversTypes['CertificateStep'], ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedbackForm?: Resolver<Maybe<ResolversTypes['FeedbackForm']>, ParentType, ContextType, RequireFields<CourseFeedbackFormArgs, 'kind'>>;
  feedbackOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freeNavigation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  projectApprovedMessages?: Resolver<Maybe<Array<ResolversTypes['ProjectApprovedMessage']>>, ParentType, ContextType>;
  projectObjective?: Resolver<Maybe<ResolversTypes['ProjectObjective']>, ParentType, ContextType, RequireFields<CourseProjectObjectiveArgs, 'id'>>;
  projectUnits?: Resolver<Array<ResolversTypes['ProjectUnit']>, ParentType, ContextType>;
  resumeUnitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  showsUnitImages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CourseStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CourseType'], ParentType, ContextType>;
  unitFeedbackForm?: Resolver<Maybe<ResolversTypes['FeedbackForm']>, ParentType, ContextType, RequireFields<CourseUnitFeedbackFormArgs, 'objectId'>>;
  unitQuiz?: Resolver<Maybe<ResolversTypes['UnitQuiz']>, ParentType, ContextType, RequireFields<CourseUnitQuizArgs, 'objectId'>>;
  units?: Resolver<Array<ResolversTypes['CourseUnit']>, ParentType, ContextType>;
}>;

export type CourseCertificateGeneratePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseCertificateGeneratePayload'] = ResolversParentTypes['CourseCertificateGeneratePayload']> = ResolversObject<{
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CourseDiscussionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseDiscussion'] = ResolversParentTypes['CourseDiscussion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['DiscussionQuestion']>, ParentType, ContextType>;
  questionsConnection?: Resolver<ResolversTypes['DiscussionQuestionConnection'], ParentType, ContextType, RequireFields<CourseDiscussionQuestionsConnectionArgs, 'first'>>;
}>;

export type CourseInstructorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseInstructor'] = ResolversParentTypes['CourseInstructor']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CourseProgressPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseProgressPayload'] = ResolversParentTypes['CourseProgressPayload']> = ResolversObject<{
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['EnrolledProgram']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CourseReferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseReference'] = ResolversParentTypes['CourseReference']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['MediaKind']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CourseUnitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseUnit'] = ResolversParentTypes['CourseUnit']> = ResolversObject<{
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objects?: Resolver<Array<ResolversTypes['LearningObject']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurriculumTopicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CurriculumTopic'] = ResolversParentTypes['CurriculumTopic']> = ResolversObject<{
  durationWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DiscussionAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DiscussionAnswer'] = ResolversParentTypes['DiscussionAnswer']> = ResolversObject<{
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DiscussionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DiscussionPayload'] = ResolversParentTypes['DiscussionPayload']> = ResolversObject<{
  discussion?: Resolver<Maybe<ResolversTypes['CourseDiscussion']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DiscussionQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DiscussionQuestion'] = ResolversParentTypes['DiscussionQuestion']> = ResolversObject<{
  answerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['DiscussionAnswer']>, ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DiscussionQuestionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DiscussionQuestionConnection'] = ResolversParentTypes['DiscussionQuestionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DiscussionQuestionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DiscussionQuestion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DiscussionQuestionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DiscussionQuestionEdge'] = ResolversParentTypes['DiscussionQuestionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DiscussionQuestion'], ParentType, ContextType>;
}>;

export type DueItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DueItem'] = ResolversParentTypes['DueItem']> = ResolversObject<{
  courseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  courseTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DueItemKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

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
  lastActivityAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  semester?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CourseStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnrolledProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolledProgram'] = ResolversParentTypes['EnrolledProgram']> = ResolversObject<{
  announcements?: Resolver<Maybe<Array<ResolversTypes['ProgramAnnouncement']>>, ParentType, ContextType>;
  announcementsConnection?: Resolver<Maybe<ResolversTypes['ProgramAnnouncementConnection']>, ParentType, ContextType, RequireFields<EnrolledProgramAnnouncementsConnectionArgs, 'first'>>;
  candidateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['EnrolledCourse']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  events?: Resolver<Maybe<Array<ResolversTypes['CalendarEvent']>>, ParentType, ContextType>;
  examScheduling?: Resolver<Maybe<ResolversTypes['ExamScheduling']>, ParentType, ContextType>;
  feedbackForm?: Resolver<Maybe<ResolversTypes['FeedbackForm']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offersFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  showsSemesterHeadings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showsUnitImages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExamRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExamRecord'] = ResolversParentTypes['ExamRecord']> = ResolversObject<{
  registrationNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['SubjectGrade']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExamSchedulingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExamScheduling'] = ResolversParentTypes['ExamScheduling']> = ResolversObject<{
  actionUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ExamSchedulingField']>, ParentType, ContextType>;
}>;

export type ExamSchedulingFieldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExamSchedulingField'] = ResolversParentTypes['ExamSchedulingField']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqGroup'] = ResolversParentTypes['FaqGroup']> = ResolversObject<{
  questions?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedbackFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackForm'] = ResolversParentTypes['FeedbackForm']> = ResolversObject<{
  instructors?: Resolver<Array<ResolversTypes['CourseInstructor']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FeedbackKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['FeedbackQuestion']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FeedbackStatus'], ParentType, ContextType>;
}>;

export type FeedbackQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackQuestion'] = ResolversParentTypes['FeedbackQuestion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedbackSubmitPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackSubmitPayload'] = ResolversParentTypes['FeedbackSubmitPayload']> = ResolversObject<{
  form?: Resolver<Maybe<ResolversTypes['FeedbackForm']>, ParentType, ContextType>;
  submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type GeneralInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GeneralInfo'] = ResolversParentTypes['GeneralInfo']> = ResolversObject<{
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryOfResidence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fatherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  internationalStudent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
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

export type LearningObjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LearningObject'] = ResolversParentTypes['LearningObject']> = ResolversObject<{
  captions?: Resolver<Array<ResolversTypes['Captions']>, ParentType, ContextType>;
  contentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LearningObjectKind'], ParentType, ContextType>;
  secondsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LearningObjectState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unavailableMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['CourseUnit'], ParentType, ContextType>;
}>;

export type LearningReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LearningReport'] = ResolversParentTypes['LearningReport']> = ResolversObject<{
  assessmentScores?: Resolver<Array<ResolversTypes['AssessmentScoreReport']>, ParentType, ContextType>;
  dueNext?: Resolver<Maybe<Array<ResolversTypes['DueItem']>>, ParentType, ContextType>;
  quizScores?: Resolver<Array<ResolversTypes['QuizScoreReport']>, ParentType, ContextType>;
  weeklyTime?: Resolver<Array<ResolversTypes['LearningWeek']>, ParentType, ContextType>;
}>;

export type LearningWeekResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LearningWeek'] = ResolversParentTypes['LearningWeek']> = ResolversObject<{
  secondsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStarting?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
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
  assessmentAnswerSave?: Resolver<ResolversTypes['AssessmentAnswerSavePayload'], ParentType, ContextType, RequireFields<MutationAssessmentAnswerSaveArgs, 'input'>>;
  assessmentStart?: Resolver<ResolversTypes['AssessmentPayload'], ParentType, ContextType, RequireFields<MutationAssessmentStartArgs, 'input'>>;
  assessmentSubmit?: Resolver<ResolversTypes['AssessmentPayload'], ParentType, ContextType, RequireFields<MutationAssessmentSubmitArgs, 'input'>>;
  complaintAdd?: Resolver<ResolversTypes['ComplaintAddPayload'], ParentType, ContextType, RequireFields<MutationComplaintAddArgs, 'input'>>;
  courseCertificateGenerate?: Resolver<ResolversTypes['CourseCertificateGeneratePayload'], ParentType, ContextType, RequireFields<MutationCourseCertificateGenerateArgs, 'input'>>;
  courseFeedbackSubmit?: Resolver<ResolversTypes['FeedbackSubmitPayload'], ParentType, ContextType, RequireFields<MutationCourseFeedbackSubmitArgs, 'input'>>;
  courseStart?: Resolver<ResolversTypes['CourseProgressPayload'], ParentType, ContextType, RequireFields<MutationCourseStartArgs, 'input'>>;
  discussionDeleteAnswer?: Resolver<ResolversTypes['DiscussionPayload'], ParentType, ContextType, RequireFields<MutationDiscussionDeleteAnswerArgs, 'input'>>;
  discussionDeleteQuestion?: Resolver<ResolversTypes['DiscussionPayload'], ParentType, ContextType, RequireFields<MutationDiscussionDeleteQuestionArgs, 'input'>>;
  discussionPostAnswer?: Resolver<ResolversTypes['DiscussionPayload'], ParentType, ContextType, RequireFields<MutationDiscussionPostAnswerArgs, 'input'>>;
  discussionPostQuestion?: Resolver<ResolversTypes['DiscussionPayload'], ParentType, ContextType, RequireFields<MutationDiscussionPostQuestionArgs, 'input'>>;
  learningObjectComplete?: Resolver<ResolversTypes['CourseProgressPayload'], ParentType, ContextType, RequireFields<MutationLearningObjectCompleteArgs, 'input'>>;
  learningObjectOpen?: Resolver<ResolversTypes['CourseProgressPayload'], ParentType, ContextType, RequireFields<MutationLearningObjectOpenArgs, 'input'>>;
  notificationsMarkRead?: Resolver<ResolversTypes['NotificationsMarkReadPayload'], ParentType, ContextType, RequireFields<MutationNotificationsMarkReadArgs, 'input'>>;
  passwordResetConfirm?: Resolver<ResolversTypes['PasswordResetConfirmPayload'], ParentType, ContextType, RequireFields<MutationPasswordResetConfirmArgs, 'input'>>;
  passwordResetRequest?: Resolver<ResolversTypes['PasswordResetRequestPayload'], ParentType, ContextType, RequireFields<MutationPasswordResetRequestArgs, 'input'>>;
  profileDocumentDelete?: Resolver<ResolversTypes['ProfileUpdatePayload'], ParentType, ContextType, RequireFields<MutationProfileDocumentDeleteArgs, 'input'>>;
  profileTimeZoneUpdate?: Resolver<ResolversTypes['ProfileUpdatePayload'], ParentType, ContextType, RequireFields<MutationProfileTimeZoneUpdateArgs, 'input'>>;
  profileUpdate?: Resolver<ResolversTypes['ProfileUpdatePayload'], ParentType, ContextType, RequireFields<MutationProfileUpdateArgs, 'input'>>;
  programFeedbackSubmit?: Resolver<ResolversTypes['FeedbackSubmitPayload'], ParentType, ContextType, RequireFields<MutationProgramFeedbackSubmitArgs, 'input'>>;
  projectMessageReply?: Resolver<ResolversTypes['ProjectMessagePayload'], ParentType, ContextType, RequireFields<MutationProjectMessageReplyArgs, 'input'>>;
  projectMessageSend?: Resolver<ResolversTypes['ProjectMessagePayload'], ParentType, ContextType, RequireFields<MutationProjectMessageSendArgs, 'input'>>;
  queryPost?: Resolver<ResolversTypes['QueryPostPayload'], ParentType, ContextType, RequireFields<MutationQueryPostArgs, 'input'>>;
  scholarshipCodeConfirm?: Resolver<ResolversTypes['ScholarshipCodeConfirmPayload'], ParentType, ContextType, RequireFields<MutationScholarshipCodeConfirmArgs, 'input'>>;
  scholarshipEmailCheck?: Resolver<ResolversTypes['ScholarshipEmailCheckPayload'], ParentType, ContextType, RequireFields<MutationScholarshipEmailCheckArgs, 'input'>>;
  scormCommit?: Resolver<ResolversTypes['ScormCommitPayload'], ParentType, ContextType, RequireFields<MutationScormCommitArgs, 'input'>>;
  sessionCompleteNewPassword?: Resolver<ResolversTypes['SessionSignInPayload'], ParentType, ContextType, RequireFields<MutationSessionCompleteNewPasswordArgs, 'input'>>;
  sessionSignIn?: Resolver<ResolversTypes['SessionSignInPayload'], ParentType, ContextType, RequireFields<MutationSessionSignInArgs, 'input'>>;
  sessionSignOut?: Resolver<ResolversTypes['SessionSignOutPayload'], ParentType, ContextType>;
  testStart?: Resolver<ResolversTypes['TestStartPayload'], ParentType, ContextType, RequireFields<MutationTestStartArgs, 'input'>>;
  unitAssignmentSubmit?: Resolver<ResolversTypes['UnitQuizPayload'], ParentType, ContextType, RequireFields<MutationUnitAssignmentSubmitArgs, 'input'>>;
  unitQuizItemCheck?: Resolver<ResolversTypes['UnitQuizPayload'], ParentType, ContextType, RequireFields<MutationUnitQuizItemCheckArgs, 'input'>>;
  unitQuizSubmit?: Resolver<ResolversTypes['UnitQuizPayload'], ParentType, ContextType, RequireFields<MutationUnitQuizSubmitArgs, 'input'>>;
  uploadCreate?: Resolver<ResolversTypes['UploadCreatePayload'], ParentType, ContextType, RequireFields<MutationUploadCreateArgs, 'input'>>;
}>;

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
}>;

export type NotificationsLiveResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationsLive'] = ResolversParentTypes['NotificationsLive']> = ResolversObject<{
  newest?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationsMarkReadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationsMarkReadPayload'] = ResolversParentTypes['NotificationsMarkReadPayload']> = ResolversObject<{
  unreadCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OtherQualificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OtherQualification'] = ResolversParentTypes['OtherQualification']> = ResolversObject<{
  award?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  course?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradeAwarded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaperFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaperForm'] = ResolversParentTypes['PaperForm']> = ResolversObject<{
  aLevel?: Resolver<Array<ResolversTypes['SubjectGrade']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachmentsConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attestationAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bankDraftNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificatesAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  declarationAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documents?: Resolver<ResolversTypes['PaperFormDocuments'], ParentType, ContextType>;
  draftAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidenceAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gce?: Resolver<ResolversTypes['ExamRecord'], ParentType, ContextType>;
  maidenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  signingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  subsidiary?: Resolver<Array<ResolversTypes['SubjectGrade']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenth?: Resolver<ResolversTypes['ExamRecord'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['Title']>, ParentType, ContextType>;
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

export type PodcastResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Podcast'] = ResolversParentTypes['Podcast']> = ResolversObject<{
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unavailableMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PodcastUnitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PodcastUnit'] = ResolversParentTypes['PodcastUnit']> = ResolversObject<{
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  podcasts?: Resolver<Array<ResolversTypes['Podcast']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  candidateIds?: Resolver<Array<ResolversTypes['CandidateId']>, ParentType, ContextType>;
  certificateFiles?: Resolver<Array<ResolversTypes['ProfileFile']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ProfileFile']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highestDegree?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marksCards?: Resolver<Array<ResolversTypes['ProfileFile']>, ParentType, ContextType>;
  otherGovernmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['ProfileFile']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workExperience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileFile'] = ResolversParentTypes['ProfileFile']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileUpdatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileUpdatePayload'] = ResolversParentTypes['ProfileUpdatePayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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
  viewerApplication?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  viewerEnrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerEnrolment?: Resolver<Maybe<ResolversTypes['EnrolledProgram']>, ParentType, ContextType>;
}>;

export type ProgramAnnouncementResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramAnnouncement'] = ResolversParentTypes['ProgramAnnouncement']> = ResolversObject<{
  contentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AnnouncementKind'], ParentType, ContextType>;
  linkText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgramAnnouncementConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramAnnouncementConnection'] = ResolversParentTypes['ProgramAnnouncementConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProgramAnnouncementEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProgramAnnouncement']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProgramAnnouncementEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramAnnouncementEdge'] = ResolversParentTypes['ProgramAnnouncementEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProgramAnnouncement'], ParentType, ContextType>;
}>;

export type ProgramAnnouncementsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramAnnouncements'] = ResolversParentTypes['ProgramAnnouncements']> = ResolversObject<{
  announcements?: Resolver<Array<ResolversTypes['ProgramAnnouncement']>, ParentType, ContextType>;
  announcementsConnection?: Resolver<ResolversTypes['ProgramAnnouncementConnection'], ParentType, ContextType, RequireFields<ProgramAnnouncementsAnnouncementsConnectionArgs, 'first'>>;
  enrolledProgram?: Resolver<ResolversTypes['EnrolledProgram'], ParentType, ContextType>;
}>;

export type ProgramCatalogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramCatalog'] = ResolversParentTypes['ProgramCatalog']> = ResolversObject<{
  levels?: Resolver<Array<ResolversTypes['ProgramLevelGroup']>, ParentType, ContextType>;
}>;

export type ProgramCertificateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramCertificate'] = ResolversParentTypes['ProgramCertificate']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProgramLevelGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramLevelGroup'] = ResolversParentTypes['ProgramLevelGroup']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ProgramLevel'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['CatalogProgram']>, ParentType, ContextType>;
}>;

export type ProgrammeChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgrammeChoice'] = ResolversParentTypes['ProgrammeChoice']> = ResolversObject<{
  studyMode?: Resolver<Maybe<ResolversTypes['StudyMode']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgressLiveResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgressLive'] = ResolversParentTypes['ProgressLive']> = ResolversObject<{
  programs?: Resolver<Array<ResolversTypes['EnrolledProgram']>, ParentType, ContextType>;
}>;

export type ProjectApprovedMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectApprovedMessage'] = ResolversParentTypes['ProjectApprovedMessage']> = ResolversObject<{
  approvedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['ProjectMessage'], ParentType, ContextType>;
  objective?: Resolver<ResolversTypes['ProjectObjective'], ParentType, ContextType>;
}>;

export type ProjectFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectFile'] = ResolversParentTypes['ProjectFile']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['ProjectFileKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProjectMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectMessage'] = ResolversParentTypes['ProjectMessage']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['ProjectFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  postedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['ProjectReply']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectMessageStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectMessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectMessagePayload'] = ResolversParentTypes['ProjectMessagePayload']> = ResolversObject<{
  objective?: Resolver<Maybe<ResolversTypes['ProjectObjective']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProjectObjectiveResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectObjective'] = ResolversParentTypes['ProjectObjective']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockedMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<Maybe<Array<ResolversTypes['ProjectMessage']>>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ProjectObjectiveState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectReplyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectReply'] = ResolversParentTypes['ProjectReply']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromInstructor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectUnitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectUnit'] = ResolversParentTypes['ProjectUnit']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectives?: Resolver<Array<ResolversTypes['ProjectObjective']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  assignedTest?: Resolver<Maybe<ResolversTypes['AssignedTest']>, ParentType, ContextType, RequireFields<QueryAssignedTestArgs, 'id'>>;
  assignedTests?: Resolver<Array<ResolversTypes['AssignedTest']>, ParentType, ContextType>;
  certificateVerification?: Resolver<ResolversTypes['CertificateVerification'], ParentType, ContextType, RequireFields<QueryCertificateVerificationArgs, 'code'>>;
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  courseDiscussion?: Resolver<ResolversTypes['CourseDiscussion'], ParentType, ContextType, RequireFields<QueryCourseDiscussionArgs, 'courseId'>>;
  coursePodcasts?: Resolver<Array<ResolversTypes['PodcastUnit']>, ParentType, ContextType, RequireFields<QueryCoursePodcastsArgs, 'courseId'>>;
  courseRecordedSessions?: Resolver<Array<ResolversTypes['RecordedSession']>, ParentType, ContextType, RequireFields<QueryCourseRecordedSessionsArgs, 'courseId'>>;
  courseReferences?: Resolver<Array<ResolversTypes['CourseReference']>, ParentType, ContextType, RequireFields<QueryCourseReferencesArgs, 'courseId'>>;
  indiaTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  notificationsConnection?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<QueryNotificationsConnectionArgs, 'first'>>;
  notificationsUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preRegistration?: Resolver<Maybe<ResolversTypes['PreRegistration']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'id'>>;
  programCatalog?: Resolver<Maybe<ResolversTypes['ProgramCatalog']>, ParentType, ContextType>;
  programCertificates?: Resolver<Array<ResolversTypes['ProgramCertificate']>, ParentType, ContextType>;
  scormRuntime?: Resolver<ResolversTypes['ScormRuntime'], ParentType, ContextType, RequireFields<QueryScormRuntimeArgs, 'courseId' | 'objectId'>>;
  sharedObject?: Resolver<Maybe<ResolversTypes['SharedObject']>, ParentType, ContextType, RequireFields<QuerySharedObjectArgs, 'link'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type QueryPostPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QueryPostPayload'] = ResolversParentTypes['QueryPostPayload']> = ResolversObject<{
  posted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type QuizScoreReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuizScoreReport'] = ResolversParentTypes['QuizScoreReport']> = ResolversObject<{
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  courseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scorePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  takenOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecordedSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordedSession'] = ResolversParentTypes['RecordedSession']> = ResolversObject<{
  date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['MediaKind']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ScholarshipChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScholarshipChoice'] = ResolversParentTypes['ScholarshipChoice']> = ResolversObject<{
  learningCenter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  learningCenterCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  learningCenterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scholarship?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
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

export type ScormCommitPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScormCommitPayload'] = ResolversParentTypes['ScormCommitPayload']> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ScormRuntimeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScormRuntime'] = ResolversParentTypes['ScormRuntime']> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  launchUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['ScormVersion'], ParentType, ContextType>;
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

export type SharedObjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SharedObject'] = ResolversParentTypes['SharedObject']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoredFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubjectGradeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubjectGrade'] = ResolversParentTypes['SubjectGrade']> = ResolversObject<{
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  courseDiscussionChanged?: SubscriptionResolver<ResolversTypes['CourseDiscussion'], "courseDiscussionChanged", ParentType, ContextType, RequireFields<SubscriptionCourseDiscussionChangedArgs, 'courseId'>>;
  notificationsChanged?: SubscriptionResolver<ResolversTypes['NotificationsLive'], "notificationsChanged", ParentType, ContextType>;
  progressChanged?: SubscriptionResolver<ResolversTypes['ProgressLive'], "progressChanged", ParentType, ContextType>;
  projectObjectiveChanged?: SubscriptionResolver<Maybe<ResolversTypes['ProjectObjective']>, "projectObjectiveChanged", ParentType, ContextType, RequireFields<SubscriptionProjectObjectiveChangedArgs, 'courseId' | 'objectiveId'>>;
}>;

export type TestResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TestResult'] = ResolversParentTypes['TestResult']> = ResolversObject<{
  finishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TestStartPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TestStartPayload'] = ResolversParentTypes['TestStartPayload']> = ResolversObject<{
  providerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UnitQuizResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitQuiz'] = ResolversParentTypes['UnitQuiz']> = ResolversObject<{
  autoscored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cutoffPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deadlinePassed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['UnitQuizItem']>, ParentType, ContextType>;
  maxScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['UnitQuizResult']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UnitQuizType'], ParentType, ContextType>;
}>;

export type UnitQuizAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitQuizAnswer'] = ResolversParentTypes['UnitQuizAnswer']> = ResolversObject<{
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UnitQuizItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitQuizItem'] = ResolversParentTypes['UnitQuizItem']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['UnitQuizAnswer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['UnitQuizItemKind'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['UnitQuizOption']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['UnitQuizItemReview']>, ParentType, ContextType>;
  stemHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnitQuizItemReviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitQuizItemReview'] = ResolversParentTypes['UnitQuizItemReview']> = ResolversObject<{
  correct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correctOptions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  optionFeedback?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UnitQuizOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitQuizOption'] = ResolversParentTypes['UnitQuizOption']> = ResolversObject<{
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UnitQuizPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitQuizPayload'] = ResolversParentTypes['UnitQuizPayload']> = ResolversObject<{
  quiz?: Resolver<Maybe<ResolversTypes['UnitQuiz']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UnitQuizResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitQuizResult'] = ResolversParentTypes['UnitQuizResult']> = ResolversObject<{
  answeredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  edited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passedByRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scorePending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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
  announcements?: Resolver<Maybe<Array<ResolversTypes['ProgramAnnouncements']>>, ParentType, ContextType>;
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<ViewerApplicationArgs, 'programId'>>;
  applications?: Resolver<Maybe<Array<ResolversTypes['Application']>>, ParentType, ContextType>;
  applyTabs?: Resolver<Maybe<Array<ResolversTypes['ApplyTab']>>, ParentType, ContextType>;
  assessmentClock?: Resolver<Maybe<ResolversTypes['AssessmentClock']>, ParentType, ContextType, RequireFields<ViewerAssessmentClockArgs, 'assessmentId' | 'courseId' | 'kind'>>;
  calendarFeedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  complaints?: Resolver<Maybe<Array<ResolversTypes['Complaint']>>, ParentType, ContextType>;
  complaintsConnection?: Resolver<Maybe<ResolversTypes['ComplaintConnection']>, ParentType, ContextType, RequireFields<ViewerComplaintsConnectionArgs, 'first'>>;
  continueLearning?: Resolver<Maybe<ResolversTypes['ContinueLearning']>, ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<ViewerCourseArgs, 'id'>>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolledProgram?: Resolver<Maybe<ResolversTypes['EnrolledProgram']>, ParentType, ContextType, RequireFields<ViewerEnrolledProgramArgs, 'id'>>;
  events?: Resolver<Maybe<Array<ResolversTypes['CalendarEvent']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  learningReport?: Resolver<Maybe<ResolversTypes['LearningReport']>, ParentType, ContextType>;
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
  Assessment?: AssessmentResolvers<ContextType>;
  AssessmentAnswer?: AssessmentAnswerResolvers<ContextType>;
  AssessmentAnswerSavePayload?: AssessmentAnswerSavePayloadResolvers<ContextType>;
  AssessmentAttempt?: AssessmentAttemptResolvers<ContextType>;
  AssessmentClock?: AssessmentClockResolvers<ContextType>;
  AssessmentOption?: AssessmentOptionResolvers<ContextType>;
  AssessmentPayload?: AssessmentPayloadResolvers<ContextType>;
  AssessmentQuestion?: AssessmentQuestionResolvers<ContextType>;
  AssessmentReview?: AssessmentReviewResolvers<ContextType>;
  AssessmentReviewQuestion?: AssessmentReviewQuestionResolvers<ContextType>;
  AssessmentScoreReport?: AssessmentScoreReportResolvers<ContextType>;
  AssignedTest?: AssignedTestResolvers<ContextType>;
  CalendarEvent?: CalendarEventResolvers<ContextType>;
  CandidateId?: CandidateIdResolvers<ContextType>;
  Captions?: CaptionsResolvers<ContextType>;
  CatalogProgram?: CatalogProgramResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  CertificateVerification?: CertificateVerificationResolvers<ContextType>;
  Complaint?: ComplaintResolvers<ContextType>;
  ComplaintAddPayload?: ComplaintAddPayloadResolvers<ContextType>;
  ComplaintConnection?: ComplaintConnectionResolvers<ContextType>;
  ComplaintEdge?: ComplaintEdgeResolvers<ContextType>;
  ComplaintFile?: ComplaintFileResolvers<ContextType>;
  ContinueLearning?: ContinueLearningResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CourseCertificateGeneratePayload?: CourseCertificateGeneratePayloadResolvers<ContextType>;
  CourseDiscussion?: CourseDiscussionResolvers<ContextType>;
  CourseInstructor?: CourseInstructorResolvers<ContextType>;
  CourseProgressPayload?: CourseProgressPayloadResolvers<ContextType>;
  CourseReference?: CourseReferenceResolvers<ContextType>;
  CourseUnit?: CourseUnitResolvers<ContextType>;
  CurriculumTopic?: CurriculumTopicResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DiscussionAnswer?: DiscussionAnswerResolvers<ContextType>;
  DiscussionPayload?: DiscussionPayloadResolvers<ContextType>;
  DiscussionQuestion?: DiscussionQuestionResolvers<ContextType>;
  DiscussionQuestionConnection?: DiscussionQuestionConnectionResolvers<ContextType>;
  DiscussionQuestionEdge?: DiscussionQuestionEdgeResolvers<ContextType>;
  DueItem?: DueItemResolvers<ContextType>;
  Education?: EducationResolvers<ContextType>;
  EnrolledCourse?: EnrolledCourseResolvers<ContextType>;
  EnrolledProgram?: EnrolledProgramResolvers<ContextType>;
  ExamRecord?: ExamRecordResolvers<ContextType>;
  ExamScheduling?: ExamSchedulingResolvers<ContextType>;
  ExamSchedulingField?: ExamSchedulingFieldResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  FaqGroup?: FaqGroupResolvers<ContextType>;
  FeedbackForm?: FeedbackFormResolvers<ContextType>;
  FeedbackQuestion?: FeedbackQuestionResolvers<ContextType>;
  FeedbackSubmitPayload?: FeedbackSubmitPayloadResolvers<ContextType>;
  GeneralInfo?: GeneralInfoResolvers<ContextType>;
  Instructor?: InstructorResolvers<ContextType>;
  InstructorGroup?: InstructorGroupResolvers<ContextType>;
  LearningObject?: LearningObjectResolvers<ContextType>;
  LearningReport?: LearningReportResolvers<ContextType>;
  LearningWeek?: LearningWeekResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationsLive?: NotificationsLiveResolvers<ContextType>;
  NotificationsMarkReadPayload?: NotificationsMarkReadPayloadResolvers<ContextType>;
  OtherQualification?: OtherQualificationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaperForm?: PaperFormResolvers<ContextType>;
  PaperFormDocuments?: PaperFormDocumentsResolvers<ContextType>;
  PasswordResetConfirmPayload?: PasswordResetConfirmPayloadResolvers<ContextType>;
  PasswordResetRequestPayload?: PasswordResetRequestPayloadResolvers<ContextType>;
  Podcast?: PodcastResolvers<ContextType>;
  PodcastUnit?: PodcastUnitResolvers<ContextType>;
  PostgraduateRecord?: PostgraduateRecordResolvers<ContextType>;
  PreRegistration?: PreRegistrationResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileFile?: ProfileFileResolvers<ContextType>;
  ProfileUpdatePayload?: ProfileUpdatePayloadResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramAnnouncement?: ProgramAnnouncementResolvers<ContextType>;
  ProgramAnnouncementConnection?: ProgramAnnouncementConnectionResolvers<ContextType>;
  ProgramAnnouncementEdge?: ProgramAnnouncementEdgeResolvers<ContextType>;
  ProgramAnnouncements?: ProgramAnnouncementsResolvers<ContextType>;
  ProgramCatalog?: ProgramCatalogResolvers<ContextType>;
  ProgramCertificate?: ProgramCertificateResolvers<ContextType>;
  ProgramLevelGroup?: ProgramLevelGroupResolvers<ContextType>;
  ProgrammeChoice?: ProgrammeChoiceResolvers<ContextType>;
  ProgressLive?: ProgressLiveResolvers<ContextType>;
  ProjectApprovedMessage?: ProjectApprovedMessageResolvers<ContextType>;
  ProjectFile?: ProjectFileResolvers<ContextType>;
  ProjectMessage?: ProjectMessageResolvers<ContextType>;
  ProjectMessagePayload?: ProjectMessagePayloadResolvers<ContextType>;
  ProjectObjective?: ProjectObjectiveResolvers<ContextType>;
  ProjectReply?: ProjectReplyResolvers<ContextType>;
  ProjectUnit?: ProjectUnitResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueryPostPayload?: QueryPostPayloadResolvers<ContextType>;
  QuizScoreReport?: QuizScoreReportResolvers<ContextType>;
  RecordedSession?: RecordedSessionResolvers<ContextType>;
  ScholarshipChoice?: ScholarshipChoiceResolvers<ContextType>;
  ScholarshipCodeConfirmPayload?: ScholarshipCodeConfirmPayloadResolvers<ContextType>;
  ScholarshipCodeSent?: ScholarshipCodeSentResolvers<ContextType>;
  ScholarshipEmailCheckPayload?: ScholarshipEmailCheckPayloadResolvers<ContextType>;
  ScormCommitPayload?: ScormCommitPayloadResolvers<ContextType>;
  ScormRuntime?: ScormRuntimeResolvers<ContextType>;
  SessionSignInPayload?: SessionSignInPayloadResolvers<ContextType>;
  SessionSignOutPayload?: SessionSignOutPayloadResolvers<ContextType>;
  SharedObject?: SharedObjectResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  SubjectGrade?: SubjectGradeResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TestResult?: TestResultResolvers<ContextType>;
  TestStartPayload?: TestStartPayloadResolvers<ContextType>;
  UnitQuiz?: UnitQuizResolvers<ContextType>;
  UnitQuizAnswer?: UnitQuizAnswerResolvers<ContextType>;
  UnitQuizItem?: UnitQuizItemResolvers<ContextType>;
  UnitQuizItemReview?: UnitQuizItemReviewResolvers<ContextType>;
  UnitQuizOption?: UnitQuizOptionResolvers<ContextType>;
  UnitQuizPayload?: UnitQuizPayloadResolvers<ContextType>;
  UnitQuizResult?: UnitQuizResultResolvers<ContextType>;
  Upload?: UploadResolvers<ContextType>;
  UploadCreatePayload?: UploadCreatePayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  text?: TextDirectiveResolver<any, any, ContextType>;
}>;
