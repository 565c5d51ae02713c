/**
 * The data model of the whole portal, designed once so that later areas add
 * tables rather than rewrite these. Column names are the learner's words; the
 * cloud API's wire names (pid, bpid, tid, bcid, tp, op, per) are produced by
 * the route handlers in ../routes. The areas up to profile keep their tables
 * here, under their banners; an area added since keeps its own in
 * tables/<area>.ts, which drizzle-kit reads too (drizzle.config.ts,
 * docs/decisions/397), so that it edits no shared file.
 *
 * Works unchanged on PGlite (embedded default) and PostgreSQL (DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The single tenant; every contract body's oid must name it. */
export const organisations = pgTable('organisations', {
  oid: text('oid').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  /** Base of media URLs (images, videos, PDFs) served for this organisation. */
  resourceBase: text('resource_base').notNull().default(''),
});

/** Program levels, as the catalogue groups them (spec part 1, section 3). */
export const PROGRAM_LEVELS = ['certificate', 'diploma', 'graduate', 'pgdiploma', 'undergraduate', 'DoctorofPharmacy'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const programs = pgTable('programs', {
  pid: integer('pid').primaryKey(),
  oid: text('oid')
    .notNull()
    .references(() => organisations.oid),
  level: text('level').$type<ProgramLevel>().notNull(),
  /** pname: may hold simple HTML, as the older API did. */
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  image: text('image').notNull(),
  duration: text('duration').notNull(),
  format: text('format').notNull(),
  credits: text('credits').notNull(),
  overviewHtml: text('overview_html').notNull().default(''),
  featuresHtml: text('features_html').notNull().default(''),
  outcomesHtml: text('outcomes_html').notNull().default(''),
  /** [{ title, value: [{ name, designation, org, pic }] }] */
  instructors: jsonb('instructors').$type<InstructorGroup[]>().notNull().default([]),
  /** [{ title, questions: [{ ques, ans }] }] */
  faq: jsonb('faq').$type<FaqGroup[]>().notNull().default([]),
  /** 1 = admission by application; anything else = learners may Start directly (spec part 3, 4.1). */
  enrolType: integer('enrol_type').notNull().default(1),
  /** Offered under the partner-country scholarship (e-VBAB). */
  scholarship: boolean('scholarship').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type InstructorGroup = { title: string; value: { name: string; designation: string; org: string; pic: string }[] };
export type FaqGroup = { title: string; questions: { ques: string; ans: string }[] };

/** A program runs in batches; a batch (bpid) is what learners enrol in. */
export const batches = pgTable(
  'batches',
  {
    bpid: integer('bpid').primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => programs.pid),
    name: text('name').notNull(),
    /** Epoch seconds (the wire may carry seconds or milliseconds; spec part 1, 4). */
    startsAt: bigint('starts_at', { mode: 'number' }).notNull(),
    endsAt: bigint('ends_at', { mode: 'number' }).notNull(),
    /** The batch currently open for applications and the catalogue. */
    current: boolean('current').notNull().default(true),
  },
  (t) => [index('batches_pid_idx').on(t.pid)],
);

export const courses = pgTable('courses', {
  tid: integer('tid').primaryKey(),
  oid: text('oid')
    .notNull()
    .references(() => organisations.oid),
  title: text('title').notNull(),
  image: text('image').notNull(),
  durationWeeks: integer('duration_weeks').notNull(),
  /** 'Course' or 'Project' (spec part 2, section 2). */
  courseType: text('course_type').notNull().default('Course'),
  description: text('description').notNull().default(''),
});

/** A course as run in one batch (bcid). */
export const batchCourses = pgTable(
  'batch_courses',
  {
    bcid: integer('bcid').primaryKey(),
    bpid: integer('bpid')
      .notNull()
      .references(() => batches.bpid),
    tid: integer('tid')
      .notNull()
      .references(() => courses.tid),
    semester: integer('semester').notNull().default(1),
    elective: boolean('elective').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    freeNavigation: boolean('free_navigation').notNull().default(false),
    topicLabel: text('topic_label').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('batch_courses_bpid_idx').on(t.bpid)],
);

/** Units ("nuggets") of a course. */
export const units = pgTable(
  'units',
  {
    nid: integer('nid').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => courses.tid),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('units_tid_idx').on(t.tid)],
);

/** Object kinds a unit can hold (spec part 2, section 3). */
export const OBJECT_KINDS = ['video', 'audio', 'pdf', 'html', 'interactivity', 'scorm', 'quiz', 'vimeo', 'youtube', 'podcast', 'assignment', 'feedback'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export const unitObjects = pgTable(
  'unit_objects',
  {
    objectId: text('object_id').primaryKey(),
    nid: integer('nid')
      .notNull()
      .references(() => units.nid),
    title: text('title').notNull(),
    kind: text('kind').$type<ObjectKind>().notNull(),
    url: text('url').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    fileEnabled: boolean('file_enabled').notNull().default(false),
    /** Quiz type: 0, 1, 2, 3, 'course', 'instructor' (spec part 2, section 3). */
    quizType: text('quiz_type'),
    miniAssignmentType: integer('mini_assignment_type'),
    /** Kind-specific content, e.g. quiz items with their answer keys. Never sent to browsers as is. */
    content: jsonb('content').$type<Record<string, unknown>>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('unit_objects_nid_idx').on(t.nid)],
);

/** Identity: the local, Cognito-compatible user pool. username is the eid (lower-cased e-mail). */
export const users = pgTable(
  'users',
  {
    username: text('username').primaryKey(),
    sub: text('sub').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** UNCONFIRMED | CONFIRMED | FORCE_CHANGE_PASSWORD | RESET_REQUIRED */
    status: text('status').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Wrong confirmation and reset codes since the last right one (Cognito's attempt limit). */
    codeFailures: integer('code_failures').notNull().default(0),
    /** While in the future, every code is refused with LimitExceededException. */
    codeLockedUntil: timestamp('code_locked_until', { withTimezone: true }),
    /** Wrong passwords since the last right one (Cognito's temporary lockout). */
    signInFailures: integer('sign_in_failures').notNull().default(0),
    /** While in the future, every password is refused with "Password attempts exceeded". */
    signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_sub_idx').on(t.sub), uniqueIndex('users_email_idx').on(t.email)],
);

/** One-time codes: sign-up confirmation and password reset. */
export const identityCodes = pgTable('identity_codes', {
  id: serial('id').primaryKey(),
  username: text('username')
    .notNull()
    .references(() => users.username),
  purpose: text('purpose').$type<'signup' | 'reset'>().notNull(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** NEW_PASSWORD_REQUIRED and other challenge sessions. */
export const identitySessions = pgTable('identity_sessions', {
  session: text('session').primaryKey(),
  username: text('username')
    .notNull()
    .references(() => users.username),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Refresh tokens are stored hashed; GlobalSignOut revokes them. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  username: text('username')
    .notNull()
    .references(() => users.username),
  clientId: text('client_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The token-signing key, generated on first start and stored with the data. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local mailbox: every e-mail the identity endpoint would have sent. */
export const mailbox = pgTable(
  'mailbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    code: text('code'),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_to_idx').on(t.toAddress)],
);

/** A learner's enrolment in a batch; per is the program progress percent. */
export const enrolments = pgTable(
  'enrolments',
  {
    eid: text('eid').notNull(),
    bpid: integer('bpid')
      .notNull()
      .references(() => batches.bpid),
    progressPercent: real('progress_percent').notNull().default(0),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eid, t.bpid] })],
);

/** Per learner and batch course: tp (0 not started, 1 started, 2 complete), per, elective choice, last activity. */
export const courseProgress = pgTable(
  'course_progress',
  {
    eid: text('eid').notNull(),
    bcid: integer('bcid')
      .notNull()
      .references(() => batchCourses.bcid),
    status: integer('status').notNull().default(0),
    progressPercent: real('progress_percent').notNull().default(0),
    score: real('score'),
    selected: boolean('selected').notNull().default(false),
    /** when the learner last made progress here (the last sync), null when never (docs/decisions/177) */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eid, t.bcid] })],
);

/** Per learner and object: op (0 not started, 1 in progress, 2 complete) and time spent. */
export const objectProgress = pgTable(
  'object_progress',
  {
    eid: text('eid').notNull(),
    bcid: integer('bcid')
      .notNull()
      .references(() => batchCourses.bcid),
    objectId: text('object_id')
      .notNull()
      .references(() => unitObjects.objectId),
    status: integer('status').notNull().default(0),
    secondsSpent: integer('seconds_spent').notNull().default(0),
    edited: boolean('edited').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** reports (issue 20): when the object first reached op 2, the day its secondsSpent is credited to (docs/decisions/241); null before */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eid, t.bcid, t.objectId] })],
);

/** Calendar events; bpid null means organisation-wide. start is 'YYYY-MM-DD'. */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  oid: text('oid')
    .notNull()
    .references(() => organisations.oid),
  bpid: integer('bpid').references(() => batches.bpid),
  title: text('title').notNull(),
  link: text('link'),
  start: text('start').notNull(),
});

/**
 * Applications. applicationid is the program base id, a dash, epoch seconds
 * (spec part 3, 4.2). Pre-registration applicants have an email and no eid.
 */
export const applications = pgTable(
  'applications',
  {
    applicationId: text('application_id').primaryKey(),
    eid: text('eid'),
    email: text('email').notNull(),
    pid: integer('pid')
      .notNull()
      .references(() => programs.pid),
    bpid: integer('bpid')
      .notNull()
      .references(() => batches.bpid),
    /** pstatus: 0 not started, 1 draft, 2 submitted, 3 approved, 5 editable. */
    status: integer('status').notNull().default(0),
    /** 'wizard' | 'preregistration' | 'paper' */
    variant: text('variant').notNull().default('wizard'),
    partnerChannel: boolean('partner_channel').notNull().default(false),
    applicantName: text('applicant_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_eid_idx').on(t.eid), index('applications_email_idx').on(t.email)],
);

/** Drafts are stored section by section so a reload loses nothing saved. */
export const applicationSections = pgTable(
  'application_sections',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.applicationId),
    /** generalinfo | education | uploaddoc | scholarship | paper */
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.section] })],
);

/** Partner-country scholarship registrations (the iLearn portal), checked by e-mail. */
export const partnerApplicants = pgTable('partner_applicants', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  learningCenter: text('learning_center').notNull(),
  learningCenterName: text('learning_center_name').notNull(),
  country: text('country').notNull(),
});

/** Candidate numbers (usn) per learner and batch. */
export const candidateNumbers = pgTable(
  'candidate_numbers',
  {
    eid: text('eid').notNull(),
    bpid: integer('bpid')
      .notNull()
      .references(() => batches.bpid),
    usn: text('usn').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eid, t.bpid] })],
);

/** Files uploaded through presigned URLs. The bytes live in the data directory. */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  owner: text('owner').notNull(),
  /** application | profiledetails | profiledocs | complentsPreLogin | complents | minassign | workbook | project */
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  minBytes: integer('min_bytes').notNull(),
  maxBytes: integer('max_bytes').notNull(),
  size: integer('size'),
  storedAt: timestamp('stored_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The signature of the one upload URL that may still be used for this key;
   * null once a file was stored with it (a presigned URL stores one file:
   * docs/decisions/081-file-store-content-and-one-time-urls.md).
   */
  uploadSignature: text('upload_signature'),
});

/** Analytics events posted by clients ('AuthenticatedViaCognito', 'Program Subscribed', ...). */
export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  eventType: text('event_type').notNull(),
  eid: text('eid'),
  email: text('email'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Queries (before login) and complaints (after login). */
export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  eid: text('eid'),
  name: text('name'),
  email: text('email').notNull(),
  bpid: integer('bpid'),
  description: text('description').notNull(),
  fileName: text('file_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A course's references (spec part 2, sections 2 and 3): a file to preview (pdf, video, audio, image) or an external link. */
export const courseReferences = pgTable(
  'course_references',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => courses.tid),
    title: text('title').notNull(),
    /** pdf | video | audio | image; null for a link */
    kind: text('kind'),
    /** The file's path in the organisation's resource storage (a file-store key), or '' for a link. */
    url: text('url').notNull().default(''),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('course_references_tid_idx').on(t.tid)],
);

/** A course's recorded sessions ("course videos", spec part 2, sections 2 and 3), dated. */
export const courseVideos = pgTable(
  'course_videos',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => courses.tid),
    title: text('title').notNull(),
    /** pdf | video | audio | image; null for a link */
    kind: text('kind'),
    url: text('url').notNull().default(''),
    link: text('link'),
    /** 'YYYY-MM-DD', the day of the session */
    recordedOn: text('recorded_on').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('course_videos_tid_idx').on(t.tid)],
);

/**
 * A learner's SCORM runtime data for one object (the cmi tree scorm-again
 * keeps), replaced by each commit. sequence orders commits: one that arrives
 * late, or twice, changes nothing (docs/decisions/116).
 */
export const scormRuntime = pgTable(
  'scorm_runtime',
  {
    eid: text('eid').notNull(),
    bcid: integer('bcid')
      .notNull()
      .references(() => batchCourses.bcid),
    objectId: text('object_id')
      .notNull()
      .references(() => unitObjects.objectId),
    /** '1.2' or '2004' */
    version: text('version').notNull(),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull(),
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eid, t.bcid, t.objectId] })],
);

/**
 * Announcements of a batch (spec part 3, section 3.8): type, title, HTML
 * description, sdate in epoch seconds, and the fields of the richer kinds
 * (media file, web link, embedded code).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    oid: text('oid')
      .notNull()
      .references(() => organisations.oid),
    bpid: integer('bpid')
      .notNull()
      .references(() => batches.bpid),
    type: text('type').notNull(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** epoch seconds */
    postedAt: bigint('posted_at', { mode: 'number' }).notNull(),
    mediaFileName: text('media_file_name'),
    webText: text('web_text'),
    webUrl: text('web_url'),
    embeddedCode: text('embedded_code'),
  },
  (t) => [index('announcements_bpid_idx').on(t.bpid, t.postedAt)],
);

/**
 * What a learner stored for a quiz object with "update mini assignment"
 * (spec part 2, section 7): the quizdata (responses, score, feedback, the
 * resubmitted data of the one edit ...) as the portal sent it. version rises
 * with each store; a store that names another version is refused, so two
 * submissions at once cannot both succeed.
 */
export const miniAssignments = pgTable(
  'mini_assignments',
  {
    eid: text('eid').notNull(),
    objectId: text('object_id')
      .notNull()
      .references(() => unitObjects.objectId),
    quizdata: jsonb('quizdata').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eid, t.objectId] })],
);

/** Quiz scores posted with "post quiz score" (spec part 2, section 7): the percent, the object's score and the date (d.m.yyyy). */
export const quizScores = pgTable(
  'quiz_scores',
  {
    eid: text('eid').notNull(),
    objectId: text('object_id')
      .notNull()
      .references(() => unitObjects.objectId),
    bpid: integer('bpid').notNull(),
    name: text('name').notNull(),
    cdate: text('cdate').notNull(),
    scorePercent: real('score_percent').notNull(),
    objectScore: real('object_score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eid, t.objectId] })],
);

/** One answer of an attempt as stored, keyed by iid in `responses` (spec part 2, section 3 "Response record", plus seq). */
export type StoredAssessmentResponse = { iid: string; response: string | string[] | null; type: number; fname?: string | null; orgname?: string | null; seq: number };

/**
 * Timed assessments (quiztype 'assess', the Assessment tab) and assignments
 * ('assign', the Assignment tab) of a batch course (spec part 2, sections 2,
 * 3 and 7), with their items and the items' keys.
 */
export const assessments = pgTable(
  'assessments',
  {
    assessid: integer('assessid').primaryKey(),
    oid: text('oid')
      .notNull()
      .references(() => organisations.oid),
    bpid: integer('bpid')
      .notNull()
      .references(() => batches.bpid),
    bcid: integer('bcid')
      .notNull()
      .references(() => batchCourses.bcid),
    quiztype: text('quiztype').$type<'assess' | 'assign'>().notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    answersAt: timestamp('answers_at', { withTimezone: true }),
    instructions: jsonb('instructions').$type<string[]>().notNull().default([]),
    /** qitems with their keys (iopts[].correct and feedback, prompts[].answer, answer) */
    items: jsonb('items').$type<Record<string, unknown>[]>().notNull().default([]),
  },
  (t) => [index('assessments_bcid_idx').on(t.bcid, t.quiztype, t.startsAt), check('assessments_quiztype_check', sql`${t.quiztype} in ('assess', 'assign')`)],
);

/**
 * A learner's attempt: per eid, assessment and quiztype, the responses keyed
 * by iid (each with the highest seq sent for it), status 0 in progress or 1
 * submitted, the score the gateway graded, and a version that rises with
 * every applied change (docs/decisions/143).
 */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    eid: text('eid').notNull(),
    assessid: integer('assessid')
      .notNull()
      .references(() => assessments.assessid),
    quiztype: text('quiztype').$type<'assess' | 'assign'>().notNull(),
    responses: jsonb('responses').$type<Record<string, StoredAssessmentResponse>>().notNull().default({}),
    status: integer('status').notNull().default(0),
    score: real('score'),
    version: integer('version').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eid, t.assessid, t.quiztype] })],
);

// ---- discussion (spec part 2, sections 3, 4 and 6; docs/decisions/210) --------

/**
 * One discussion per course as run in a batch: the last question number it
 * gave, raised in the same statement that reads it, so two questions posted
 * at once get two numbers and a deleted question's number is never reused.
 */
export const discussionThreads = pgTable('discussion_threads', {
  bcid: integer('bcid')
    .primaryKey()
    .references(() => batchCourses.bcid),
  lastQuestionNumber: integer('last_question_number').notNull().default(0),
});

/** A question (qid from 1 per course), its author by e-mail and name, and the last answer number it gave. */
export const discussionQuestions = pgTable(
  'discussion_questions',
  {
    bcid: integer('bcid')
      .notNull()
      .references(() => discussionThreads.bcid),
    qid: integer('qid').notNull(),
    question: text('question').notNull(),
    authorEmail: text('author_email').notNull(),
    authorName: text('author_name').notNull(),
    lastAnswerNumber: integer('last_answer_number').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bcid, t.qid] })],
);

/** An answer (aid from 1 per question); it goes with its question. */
export const discussionAnswers = pgTable(
  'discussion_answers',
  {
    bcid: integer('bcid').notNull(),
    qid: integer('qid').notNull(),
    aid: integer('aid').notNull(),
    answer: text('answer').notNull(),
    authorEmail: text('author_email').notNull(),
    authorName: text('author_name').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bcid, t.qid, t.aid] }), foreignKey({ columns: [t.bcid, t.qid], foreignColumns: [discussionQuestions.bcid, discussionQuestions.qid] }).onDelete('cascade')],
);

/** The instructors of a course as run in a batch ("get course instructor"); told of new posts by mail. */
export const courseInstructors = pgTable(
  'course_instructors',
  {
    id: serial('id').primaryKey(),
    bcid: integer('bcid')
      .notNull()
      .references(() => batchCourses.bcid),
    name: text('name').notNull(),
    email: text('email').notNull(),
    designation: text('designation').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('course_instructors_bcid_idx').on(t.bcid)],
);

// ---- feedback (issue 19) ---------------------------------------------------

/** What a feedback form asks about: the Overall Program Feedback, a course, or its instructors (spec part 2, sections 2 and 3). */
export const FEEDBACK_SCOPES = ['program', 'course', 'instructor'] as const;
export type FeedbackScope = (typeof FEEDBACK_SCOPES)[number];
export type StoredFeedbackQuestion = { qid: string; question: string };

/**
 * A feedback form's questions, and whether an admin left it on (spec part 2,
 * section 6: "An admin can disable feedback"). ref is the program (pid) for
 * program feedback, the course (tid) for course and instructor feedback.
 */
export const feedbackForms = pgTable(
  'feedback_forms',
  {
    scope: text('scope').$type<FeedbackScope>().notNull(),
    ref: integer('ref').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    questions: jsonb('questions').$type<StoredFeedbackQuestion[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.ref] })],
);

/**
 * A learner's submitted feedback, once per form: ref is the enrolment (bpid)
 * for program feedback, the batch course (bcid) for course and instructor
 * feedback. answers: [{ qid, answer }] (program, 0 to 4) or [{ qid, rating,
 * comment }] (course and instructor, 1 to 5); instructors: the irdt rated.
 */
export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    eid: text('eid').notNull(),
    scope: text('scope').$type<FeedbackScope>().notNull(),
    ref: integer('ref').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>[]>().notNull(),
    instructors: jsonb('instructors').$type<{ name: string; emailid: string }[]>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eid, t.scope, t.ref] })],
);

// ---- projects (issue 19: project objectives) --------------------------------

/** A reply in a project message's thread: the learner's or an instructor's (spec part 2, section 3). */
export type StoredProjectReply = { id: number; uname: string; message: string; byInstructor: boolean; postedAt: string };

/**
 * A learner's message on one objective (a unit object) of a project course
 * (spec part 2, sections 3 and 7): text and/or a file in the file store
 * (type 'project', owned by the learner), objStatus 1 Inprogress, 2
 * Approved, 3 Rejected set by an instructor, and the thread's replies.
 */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: serial('id').primaryKey(),
    eid: text('eid').notNull(),
    bcid: integer('bcid')
      .notNull()
      .references(() => batchCourses.bcid),
    objectId: text('object_id')
      .notNull()
      .references(() => unitObjects.objectId),
    uname: text('uname').notNull(),
    message: text('message').notNull().default(''),
    fileName: text('file_name'),
    fileUrlName: text('file_url_name'),
    status: integer('status').notNull().default(1),
    replies: jsonb('replies').$type<StoredProjectReply[]>().notNull().default([]),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** the instructor who approved or rejected it (their e-mail) */
    decidedBy: text('decided_by'),
  },
  (t) => [index('project_messages_thread_idx').on(t.eid, t.bcid, t.objectId, t.postedAt), check('project_messages_status_check', sql`${t.status} in (1, 2, 3)`)],
);

/**
 * Instructors who may answer project messages in the instructor console (a
 * local stand-in, docs/decisions/213): their e-mail, name, a scrypt password
 * hash and the batch courses they teach.
 */
export const projectInstructors = pgTable('project_instructors', {
  email: text('email').primaryKey(),
  oid: text('oid')
    .notNull()
    .references(() => organisations.oid),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  bcids: jsonb('bcids').$type<number[]>().notNull().default([]),
});
// ---- certificates (issue 19; docs/decisions/219) ---------------------------

/**
 * A course certificate: one per learner and batch course, issued once
 * (spec part 2, section 2). `code` is the public verification code (128
 * random bits, base32); the PDF, the PNG and the signed credential are in the
 * file store under the keys kept here. Name, course, program and issuer are
 * kept as issued, so a later rename does not change a certificate.
 */
export const certificates = pgTable(
  'certificates',
  {
    code: text('code').primaryKey(),
    eid: text('eid').notNull(),
    bcid: integer('bcid')
      .notNull()
      .references(() => batchCourses.bcid),
    bpid: integer('bpid').notNull(),
    learnerName: text('learner_name').notNull(),
    email: text('email').notNull(),
    courseTitle: text('course_title').notNull(),
    programTitle: text('program_title').notNull(),
    issuer: text('issuer').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    pdfKey: text('pdf_key').notNull(),
    pngKey: text('png_key').notNull(),
    credentialKey: text('credential_key').notNull(),
  },
  (t) => [uniqueIndex('certificates_eid_bcid_idx').on(t.eid, t.bcid)],
);

// ---- notifications (issue 20; docs/decisions/233) --------------------------

/**
 * A notification to a learner (spec part 3, section 3.9: title, msg, link), written by the
 * cloud API when something happens to them (routes/notifications.ts, notify). `key` makes a
 * notification that may be written more than once (an assessment opening, materialised when
 * read) idempotent: one per learner and key. read_at is null while unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    eid: text('eid').notNull(),
    title: text('title').notNull(),
    msg: text('msg').notNull(),
    link: text('link').notNull().default(''),
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_eid_idx').on(t.eid, t.id), uniqueIndex('notifications_eid_key_idx').on(t.eid, t.key)],
);

// ---- Semester End Exam (issue 20; docs/decisions/237, 238) -----------------

/** One question of a test as the local test provider shows it; `answer` is the right option's index and never leaves the provider. */
export type StoredTestQuestion = { text: string; options: string[]; answer: number };

/**
 * A semester-end test (spec part 3, 3.10): its window in absolute time, its
 * length in minutes and testStatus ('Deactivated' or another value). The
 * questions are the local test provider's; a real provider keeps its own.
 */
export const assignedTests = pgTable(
  'assigned_tests',
  {
    testId: integer('test_id').primaryKey(),
    oid: text('oid')
      .notNull()
      .references(() => organisations.oid),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    status: text('status').notNull().default('Active'),
    questions: jsonb('questions').$type<StoredTestQuestion[]>().notNull().default([]),
  },
  (t) => [check('assigned_tests_window_check', sql`${t.endsAt} >= ${t.startsAt}`)],
);

/** Which learner (by login id, their e-mail) is assigned which test. */
export const testAssignments = pgTable(
  'test_assignments',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => assignedTests.testId),
    loginId: text('login_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.loginId, t.testId] })],
);

/** A learner's result of a test, recorded once by the test provider. */
export const testResults = pgTable(
  'test_results',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => assignedTests.testId),
    loginId: text('login_id').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.loginId, t.testId] })],
);

/**
 * Online-test tokens (docs/decisions/238): only a SHA-256 of the token is
 * kept; it is bound to one learner and one test, expires, and is spent when
 * the provider opens the test, which then keeps a hash of the attempt's own
 * secret (the finish form's CSRF token) until the learner finishes.
 */
export const testTokens = pgTable(
  'test_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => assignedTests.testId),
    loginId: text('login_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attemptHash: text('attempt_hash'),
  },
  (t) => [index('test_tokens_attempt_idx').on(t.attemptHash)],
);

// ---- the rest of the route map (issue 20; docs/decisions/244) -------------

/**
 * A learning object shared by link (spec part 3, sections 2.9 and 7.5): the
 * five values of the link (program, batch, course, learning object and a share
 * code that makes the link unguessable) name one row, whose `address` is the
 * storage key of the page the viewer frames.
 */
export const sharedObjects = pgTable(
  'shared_objects',
  {
    id: serial('id').primaryKey(),
    oid: text('oid')
      .notNull()
      .references(() => organisations.oid),
    programId: text('program_id').notNull(),
    batchId: text('batch_id').notNull(),
    courseId: text('course_id').notNull(),
    objectId: text('object_id').notNull(),
    shareCode: text('share_code').notNull(),
    title: text('title').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shared_objects_link_idx').on(t.oid, t.programId, t.batchId, t.courseId, t.objectId, t.shareCode)],
);

// ---- profile (issue 20) ----

/**
 * My Profile (spec part 3, 3.6 and 7.3), one row per learner once saved.
 * photoName is the upload the learner chose; photoKey the re-encoded image
 * kept in its place (only that is ever served). documents: stored names of
 * 'profiledocs' uploads; certificateFiles and marksCards: the university's
 * files of the learner, with their storage keys.
 */
export const profiles = pgTable('profiles', {
  eid: text('eid').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  countryCode: text('country_code').notNull().default(''),
  address: text('address').notNull().default(''),
  dateOfBirth: text('date_of_birth').notNull().default(''),
  passportNo: text('passport_no').notNull().default(''),
  otherGovId: text('other_gov_id').notNull().default(''),
  highestDegree: text('highest_degree').notNull().default(''),
  workExperience: text('work_experience').notNull().default(''),
  photoName: text('photo_name'),
  photoKey: text('photo_key'),
  documents: jsonb('documents').$type<string[]>().notNull().default([]),
  certificateFiles: jsonb('certificate_files').$type<{ name: string; key: string }[]>().notNull().default([]),
  marksCards: jsonb('marks_cards').$type<{ name: string; key: string }[]>().notNull().default([]),
  /** The zone the portal writes the learner's times in (issue 31, section 4); '' for the browser's. */
  timeZone: text('time_zone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The profile's cert list (spec part 3, 2.15 and 3.11): a program's
 * certificates as the university issues them, an image each (imageKey) and a
 * name or none. The image is drawn at start when missing, from the facts kept here.
 */
export const programCertificates = pgTable(
  'program_certificates',
  {
    id: serial('id').primaryKey(),
    eid: text('eid').notNull(),
    bpid: integer('bpid'),
    name: text('name'),
    learnerName: text('learner_name').notNull(),
    title: text('title').notNull(),
    programTitle: text('program_title').notNull(),
    issuer: text('issuer').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    imageKey: text('image_key').notNull(),
  },
  (t) => [index('program_certificates_eid_idx').on(t.eid)],
);
