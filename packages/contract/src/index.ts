/**
 * The cloud API contract: one POST path per operation, JSON in and out, and
 * `oid` in every body. This file lists every path the portal uses, with the
 * body it takes and the shape it answers. Wire names are the older API's
 * (pid, bpid, tp, per ...); the gateway renames them for GraphQL.
 *
 * Errors: HTTP 4xx/5xx with `{ "error": { "code": string, "message": string } }`.
 *   400 MISSING_OID        the body has no oid (checked before anything else)
 *   403 INVALID_OID        oid is not this organisation's
 *   400 BAD_REQUEST        body fails its schema
 *   400 FILE_TOO_SMALL / SIZE_MISMATCH, 413 FILE_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE / CONTENT_MISMATCH   uploads
 *   403 INVALID_SIGNATURE / URL_EXPIRED / URL_USED   signed file URLs
 *   403 FORBIDDEN          not the author of the discussion post to delete
 *   400 BAD_IMAGE          /updateuserprofile: the profile photo is not a readable image (issue 20)
 *   400 BAD_TIME_ZONE      /updateUserTimeZone: the time zone is no zone (issue 31)
 *   404 NOT_FOUND          unknown path or record
 *   409 CONFLICT           state does not allow the change
 *   413 PAYLOAD_TOO_LARGE  request body over the limit
 *   500 INTERNAL           anything else
 *   5xx INJECTED_FAULT     fault injection (CLOUD_API_FAULTS), never by default
 *
 * Besides these POST paths the service answers, outside the contract:
 *   POST /  (X-Amz-Target)      the Cognito-compatible identity endpoint
 *   GET  /local_portal/.well-known/{jwks.json,openid-configuration}
 *   GET  /mailbox, /mailbox/messages?to=
 *   PUT  /files/<key>?expires=&signature=   presigned upload (see /getPreSignedURL)
 *   GET  /files/<key>?expires=&signature=   signed download (see /getFileURL)
 *   GET  /assets/...            demo images
 *   GET  /healthz
 *   GET  /test-provider/start?token=, POST /test-provider/finish   the local stand-in of the external
 *                               test provider: HTML pages, a single-use token, a CSRF-checked form
 *                               (spec part 3, 7.6; docs/decisions/238)
 *   POST /exam-provider/schedule  the local stand-in of the external exam provider: a browser form
 *                               post (urlencoded hidden fields, spec part 1, section 7), answered
 *                               with an HTML page (docs/decisions/125)
 *   POST|DELETE|GET /__faults   only when CLOUD_API_FAULT_ADMIN=true
 *   POST /__certificates/revoke  only when CLOUD_API_FAULT_ADMIN=true: revokes a certificate by code
 *                               (test-only, docs/decisions/219)
 *   POST /__assessments/{window,copy,learners}   only when CLOUD_API_FAULT_ADMIN=true: test-only
 *                               assessment windows relative to now, copies, bench learners
 *                               (docs/decisions/147)
 *   POST /__tests/assign        only when CLOUD_API_FAULT_ADMIN=true: a test assigned to one learner,
 *                               its window relative to now (test-only, docs/decisions/239)
 */
import { z } from 'zod';

const oid = z.string().min(1);
const eid = z.string().min(1);
/** The learner's e-mail in a GET query (spec part 3, 7.6: loginId). */
const loginId = z
  .string()
  .trim()
  .min(1)
  .max(320)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'no control characters');

/** The sections of an application, saved one by one as typeobj (spec part 3, 3.2); 'paper' is the paper-style form. */
export const APPLICATION_SECTIONS = ['generalinfo', 'education', 'uploaddoc', 'scholarship', 'paper'] as const;
export type ApplicationSection = (typeof APPLICATION_SECTIONS)[number];

/** The body both application paths share (spec part 3, 7.1). */
const applicationBody = z.object({
  oid,
  pid: z.number().int(),
  bpid: z.number().int(),
  /** 0 save, 1 load, 2 submit (spec part 3, 9) */
  action: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** the application id: the program base id, a dash and epoch seconds */
  appid: z
    .string()
    .regex(/^\d+-\d+$/)
    .optional(),
  bname: z.string().optional(),
  pname: z.string().optional(),
  psname: z.string().optional(),
  typeobj: z.enum(APPLICATION_SECTIONS).optional(),
  /** the section's fields under their wire keys (spec part 3, 3.2) */
  appobj: z.record(z.string(), z.unknown()).optional(),
  /** the status the applicant asks for: 1 with a save, 2 with a submit */
  pstatus: z.number().int().optional(),
  /** first, middle and last name joined */
  uname: z.string().optional(),
  /** 1 for a partner-channel (e-VBAB) applicant */
  evbab: z.union([z.number(), z.boolean(), z.string()]).optional(),
});

function refineApplicationBody(body: z.infer<typeof applicationBody>, ctx: z.RefinementCtx): void {
  if (body.action === 1) return;
  if (!body.appid) ctx.addIssue({ code: 'custom', path: ['appid'], message: 'appid is required to save or submit' });
  if (body.pstatus === undefined) ctx.addIssue({ code: 'custom', path: ['pstatus'], message: 'pstatus is required to save or submit' });
  if (body.action === 0 && (!body.typeobj || !body.appobj)) ctx.addIssue({ code: 'custom', path: ['typeobj'], message: 'a save carries typeobj and appobj' });
  if (Boolean(body.typeobj) !== Boolean(body.appobj)) ctx.addIssue({ code: 'custom', path: ['appobj'], message: 'typeobj and appobj go together' });
}

/**
 * One stored answer of an assessment attempt (spec part 2, section 3
 * "Response record": iid, response, type, fname, orgname), plus seq, the
 * browser's sequence number of the change. response: the chosen option ids
 * (choice kinds), the chosen option id per prompt (matching, '' for none),
 * the text (descriptive), or null (a removal, or a file answer named by
 * fname and orgname).
 */
const assessmentResponseInput = z.object({
  iid: z.string().min(1).max(100),
  response: z.union([z.string().max(20_000), z.array(z.string().max(100)).max(50), z.null()]),
  type: z.number().int().min(1).max(8),
  fname: z.string().max(300).nullish(),
  orgname: z.string().max(300).nullish(),
  seq: z.number().int().min(0).max(2_147_483_647),
});
export type AssessmentResponseInput = z.infer<typeof assessmentResponseInput>;

/** One value of a share link (docs/decisions/244): an identifier or a share code. */
const sharedValue = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const contract = {
  // ---- catalog ------------------------------------------------------------
  /** → { certificate, diploma, graduate, pgdiploma, undergraduate, DoctorofPharmacy }: ProgramListItem[] each */
  '/getAllProgramList': z.object({ oid }),
  /** → { bpid } of the program's current batch */
  '/getBatchID': z.object({ oid, pid: z.number().int() }),
  /** → ProgramDetail (with pstatus/enrolled for the learner when eid is given) */
  '/getProgram': z.object({ oid, pid: z.number().int(), bpid: z.number().int(), eid: eid.optional() }),

  // ---- dashboard ----------------------------------------------------------
  /** → { bpdata: ProgressProgram[] } */
  '/getUserTotalProgress': z.object({ oid, eid }),
  /** → { result: { events: { title, link, start }[] } } for the given batches and organisation-wide ones */
  '/getEvents': z.object({ oid, rtype: z.literal('get'), batchjson: z.array(z.number().int()) }),
  /** → { [bpid]: { usn } } */
  '/getusn': z.object({ oid, eid }),
  /** → { ok: true } */
  '/analyticsWebApp': z
    .object({ oid, eventtype: z.string().min(1), id: z.string().optional(), email: z.string().optional(), emailid: z.string().optional(), name: z.string().optional() })
    .passthrough(),

  /**
   * Announcements (spec part 3, sections 3.8 and 7.5): of a list of batches
   * with rtype 'getall', of one batch with rtype 'get'. → AnnouncementsResponse,
   * one group per batch that has any, newest entry first.
   */
  '/getAnnouncements': z.object({ oid, rtype: z.enum(['get', 'getall']), bpid: z.union([z.number().int(), z.array(z.number().int()).max(200)]) }),

  // ---- admissions ---------------------------------------------------------
  /** → ApplicationListItem[] */
  '/getApplication': z.object({ oid, eid }),
  /**
   * Scholarship e-mail check against the partner-country registrations
   * (spec part 1, sections 2 and 5). → ScholarshipCheck; message 'Successful'
   * when the e-mail is registered, another message otherwise (still HTTP 200).
   */
  '/getGoogleCloudResponse': z.object({ oid, emailid: z.string().min(1) }),
  /**
   * Mails a one-time code to a partner-country applicant, so that the portal
   * can check they own the e-mail the scholarship check found
   * (docs/decisions/078). The portal makes the code, keeps only a keyed hash
   * of it, and checks what the applicant types; this path only delivers it.
   * It mails nothing but the code, worded by the API, and only to an e-mail
   * the partner portal knows (else 404 NOT_FOUND), so it cannot be used to
   * send anything else to anyone else. Not retried by the portal (a second
   * mail would be a second code). → { sent: true }
   */
  '/sendScholarshipCode': z.object({
    oid,
    emailid: z.string().trim().min(1).max(320),
    code: z.string().regex(/^\d{6}$/),
    /** how long the code may be entered, for the mail's text */
    validMinutes: z.number().int().min(1).max(60),
  }),
  /**
   * The signed-in application (spec part 3, sections 3.2, 4.1, 4.2 and 7.1):
   * load (action 1), save a section (action 0, pstatus 1) or submit (action 2,
   * pstatus 2). The learner's application to a program is found by eid and
   * pid; appid, when given, must be that application's id. Saves and submits
   * answer 409 CONFLICT when the status does not allow them (a submitted or
   * approved application cannot be changed; only the university approves or
   * reopens). → ApplicationRecord
   */
  '/updateUserApplication': applicationBody.extend({ eid, emailid: z.string().optional() }).superRefine(refineApplicationBody),
  /**
   * The pre-registration variant: the same bodies, with the partner e-mail in
   * emailid instead of an eid. → ApplicationRecord
   */
  '/updatePreUserApplication': applicationBody.extend({ emailid: z.string().min(1) }).superRefine(refineApplicationBody),
  /**
   * Enrols the learner in a batch: the enrolment and a course_progress row (tp
   * 0) for each of the batch's courses (spec part 3, 4.1 "Start" and 7.1 item
   * 6). Allowed when the learner's application to the program is approved (3)
   * or the program takes learners without application (etype not 1), else 409.
   * Idempotent. programProgress is what the client knows of the program; the
   * course list is the batch's own. → SyncProgramResult
   */
  '/syncUserProgramProgress': z.object({
    oid,
    eid,
    bpid: z.number().int(),
    programProgress: z
      .object({ pd: z.record(z.string(), z.unknown()).optional(), courses: z.array(z.record(z.string(), z.unknown())).optional() })
      .passthrough()
      .optional(),
  }),

  // ---- files --------------------------------------------------------------
  /**
   * → { url, key, expiresAt } a PUT URL signed with HMAC that expires; the
   * store refuses a file whose size or content type differ from what was asked.
   */
  '/getPreSignedURL': z
    .object({
      oid,
      /** owner: the learner's eid, or the e-mail for uploads before sign-in */
      eid: z.string().optional(),
      email: z.string().optional(),
      /** the upload kind (files/upload-kinds.ts): application, profiledetails, complentsPreLogin ... */
      type: z.string().min(1),
      /** the MIME type the file will be PUT with */
      filetype: z.string().min(1),
      filename: z.string().min(1).max(200),
      /** declared size in bytes; the PUT must carry exactly this many */
      filesize: z.number().int().positive(),
      /** the quiz object a unit assignment's file answers (type 'minassign', spec part 2, section 7) */
      quizid: z.string().min(1).max(100).optional(),
      /** the project course and objective a project message's file is for (type 'project', spec part 2, section 7) */
      bcid: z.number().int().optional(),
      objid: z.string().min(1).max(100).optional(),
    })
    .refine((b) => Boolean(b.eid || b.email), { message: 'eid or email is required', path: ['eid'] }),
  /**
   * → { url, expiresAt } a signed GET URL valid for one hour. When eid or
   * email is given, the file must belong to that owner (else NOT_FOUND).
   * The file is named either by its key, or by its upload type, owner and the
   * file name it was presigned with (the stored name a form saves); NOT_FOUND
   * unless that owner finished uploading such a file. This is how a saved
   * form's file names are checked and shown.
   */
  '/getFileURL': z
    .object({
      oid,
      key: z.string().min(1).optional(),
      filename: z.string().min(1).max(200).optional(),
      type: z.string().min(1).optional(),
      eid: z.string().optional(),
      email: z.string().optional(),
    })
    .refine((b) => Boolean(b.key) || Boolean(b.filename && b.type && (b.eid || b.email)), {
      message: 'key, or filename with type and eid or email, is required',
      path: ['key'],
    }),
  // ---- learning -----------------------------------------------------------
  /**
   * The course screen (spec part 2, section 7 "get course"): the course as run
   * in batch course bcourseid, its units (nuggets) and objects with the
   * learner's op, and userProgressData keyed by bcid with tp and per. File
   * objects' ourl (and their captions' key) are storage keys, unsigned: the
   * gateway signs an address valid one hour (section 9) only for what the
   * learner may open (docs/decisions/115). 404 NOT_FOUND when eid is not enrolled in the course's
   * batch (a course id names nothing of another learner's). pid, bpid and
   * courseid, when given, must be that course's. → CourseData
   */
  '/getCourse': z.object({
    oid,
    eid,
    bcourseid: z.number().int(),
    pid: z.number().int().optional(),
    bpid: z.number().int().optional(),
    courseid: z.number().int().optional(),
    ptitle: z.string().optional(),
  }),
  /**
   * "sync user progress" (spec part 2, section 7): the changes the portal
   * decided, merged atomically per object, so two tabs completing objects at
   * once lose nothing and a change sent twice is harmless: op and tp only
   * rise (the stored value is the greater), timespent is added once, when
   * the object first reaches op 2. per (the course's share of complete
   * objects) and the program's per are recomputed from what is stored. Each
   * sync records its time as the course's lastact (/getUserTotalProgress).
   * With `completeWhenAllDone`, tp becomes 2 as well when, after the merge,
   * every object of the course is complete (two tabs may each complete one of
   * the last objects without either seeing the other's: docs/decisions/107).
   * The answer carries the course's progress as stored after the merge, so
   * the portal need not read it again (docs/decisions/185).
   * 404 NOT_FOUND as for /getCourse; 400 when an object is not the course's.
   * → SyncProgressResult
   */
  '/syncUserProgress': z.object({
    oid,
    eid,
    bcourseid: z.number().int(),
    pid: z.number().int().optional(),
    bpid: z.number().int().optional(),
    courseid: z.number().int().optional(),
    ptitle: z.string().optional(),
    courseProgress: z.object({
      /** the topic status to raise to, when it changes */
      tp: z.union([z.literal(1), z.literal(2)]).optional(),
      /** extension (docs/decisions/185): also raise tp to 2 when, after the merge, every object of the course is complete */
      completeWhenAllDone: z.boolean().optional(),
      objects: z.array(z.object({ objid: z.string().min(1).max(100), op: z.union([z.literal(1), z.literal(2)]), timespent: z.number().int().min(0).max(86_400).optional() })).max(100),
    }),
  }),
  // ---- assessments and assignments (spec part 2, sections 2, 4 and 7) ----
  //
  // quiztype 'assess' is the Assessment tab, 'assign' the Assignment tab. The
  // learner's eid must be enrolled in the assessment's batch: 404 NOT_FOUND
  // otherwise, so an id names nothing of another batch. Dates are ISO 8601.
  // These answers carry the answer KEYS (iopts[].correct, feedback, prompts'
  // answers, expected text), as the older API did: only the gateway reads
  // them, and it grades (docs/architecture.md invariant 2).
  /**
   * "get assessment": → AssessmentList, the batch course's assessments of
   * that quiztype, newest start first, each with the learner's attempt
   * summary in userlist (only this eid's; empty when never started). bcid
   * (extension) names the batch course; assessid, when given, picks one.
   */
  '/getAssessment': z.object({
    oid,
    eid,
    bpid: z.number().int().optional(),
    bcid: z.number().int(),
    assessid: z.number().int().optional(),
    quiztype: z.enum(['assess', 'assign']),
  }),
  /** "server time": → ServerTime { itime (epoch ms), delay (poll interval, ms) }. The only clock the portal trusts. */
  '/getServerTime': z.object({
    oid,
    eid,
    bpid: z.number().int().optional(),
    assessid: z.number().int().optional(),
    quiztype: z.enum(['assess', 'assign']).optional(),
  }),
  /**
   * "get assessment quiz": → AssessmentQuiz { qitems (with keys), response
   * (the stored attempt, or null when never started) }. quizid is accepted
   * for the older clients and must equal assessid when given.
   */
  '/getAssessmentQuiz': z.object({
    oid,
    eid,
    assessid: z.number().int(),
    quizid: z.number().int().optional(),
    quiztype: z.enum(['assess', 'assign']),
  }),
  /** "get assessment answers": as /getAssessmentQuiz, and 409 CONFLICT before the answer date. */
  '/getAssessmentAnswers': z.object({
    oid,
    eid,
    assessid: z.number().int(),
    quizid: z.number().int().optional(),
    quiztype: z.enum(['assess', 'assign']),
  }),
  /**
   * "update assessment", extended (docs/decisions/143): the responses are
   * merged per iid in one statement, keeping for each the one with the
   * highest seq (a replayed or late save never overwrites a newer one; a
   * response whose value is null is a removal that also keeps its seq).
   * status 0 saves (creating the attempt when there is none: a start);
   * status 1 submits, with the score the gateway graded; when expectedVersion
   * is given, the submit applies only if the attempt is still at that
   * version. Nothing changes a submitted attempt: 409 CONFLICT
   * (ALREADY_SUBMITTED), or 409 STALE_VERSION. → AssessmentAttempt after the change.
   */
  '/updateAssessment': z.object({
    oid,
    eid,
    bpid: z.number().int().optional(),
    cid: z.number().int().optional(),
    assessid: z.number().int(),
    quizid: z.number().int().optional(),
    quiztype: z.enum(['assess', 'assign']),
    quizdata: z.object({
      response: z.array(assessmentResponseInput).max(200),
      status: z.union([z.literal(0), z.literal(1)]),
      score: z.number().min(0).max(100_000).optional(),
      expectedVersion: z.number().int().min(0).optional(),
    }),
  }),
  // ---- learning: references, recorded sessions, podcasts, SCORM ----------
  /** → CourseReferences: the course's references (spec part 2, 7 "references": oid, cid, action 'get'); cid is the course (tid). */
  '/getReferences': z.object({ oid, cid: z.number().int(), action: z.literal('get') }),
  /** → CourseVideos: the course's recorded sessions (spec part 2, 7 "course video"); cid is the course (tid). */
  '/getCourseVideo': z.object({ oid, cid: z.number().int(), action: z.literal('get') }),
  /** → PodcastAnswer: the course's units that hold podcasts (spec part 2, 7 "POST /getpodcast"). */
  '/getpodcast': z.object({ oid, pid: z.number().int(), bpid: z.number().int(), courseid: z.number().int(), bcourseid: z.number().int() }),
  /**
   * → ScormData: the learner's SCORM runtime data of one object of a course
   * as run in a batch, and where its package is (404 NOT_FOUND unless the
   * learner is enrolled in that batch and the object is a scorm unit of it).
   */
  '/getScormData': z.object({ oid, eid, bcid: z.number().int(), objid: z.string().min(1).max(100) }),
  /**
   * Stores the SCORM runtime data (the whole cmi tree) of one object: a
   * commit replaces the stored one unless its sequence is lower (a late or
   * repeated commit changes nothing). A 1.2 lesson_status passed or
   * completed, or a 2004 completion_status completed, marks the object
   * complete (op 2) once. → ScormStored
   */
  '/updateScormData': z.object({
    oid,
    eid,
    bcid: z.number().int(),
    objid: z.string().min(1).max(100),
    version: z.enum(['1.2', '2004']),
    cmi: z.record(z.string(), z.unknown()),
    /** the client's commit counter for this object, from 0 */
    sequence: z.number().int().min(0).max(2_147_483_647),
  }),

  // ---- learning: unit quizzes and unit assignments -------------------------
  /**
   * "get quiz" (spec part 2, section 7): a quiz object's items WITH their
   * answer keys (correct flags, option feedback), qtype, cutoff, deadLine and
   * miniassignmenttype. Only the gateway reads it; it strips the keys before
   * anything reaches a browser (docs/architecture.md invariant 2). 404 NOT_FOUND
   * when quizid names no quiz object. → QuizData
   */
  '/getQuiz': z.object({ oid, quizid: z.string().min(1).max(100) }),
  /**
   * "get assignment data" (spec part 2, section 7): what the learner stored
   * for a quiz object with "update mini assignment" (the quizdata, with its
   * version), or { errorMessage } when nothing is stored. → AssignmentData
   */
  '/getAssignmentData': z.object({ oid, eid, quizid: z.string().min(1).max(100) }),
  /**
   * "update mini assignment" (spec part 2, section 7): stores the learner's
   * quizdata for a quiz object, replacing the stored one. With `version`, only
   * when the stored version is that one (0: none stored yet), else 409
   * CONFLICT, so that two submissions at once cannot both pass the gateway's
   * checks. 404 NOT_FOUND when objid is no quiz object. → MiniAssignmentStored
   */
  '/updateMiniAssignment': z.object({
    oid,
    eid,
    objid: z.string().min(1).max(100),
    quizdata: z.looseObject({
      response: z.array(z.record(z.string(), z.unknown())).max(200),
      score: z.number().nullable().optional(),
      feedback: z.string().max(10_000).nullable().optional(),
      resubmittedData: z.array(z.record(z.string(), z.unknown())).max(200).nullable().optional(),
    }),
    version: z.number().int().min(0).optional(),
  }),
  /**
   * "post quiz score" (spec part 2, section 7): rtype 'put' and scorejson
   * with bpid, the learner's name, cdate as d.m.yyyy, the score percent and the
   * object's score (obid, oscore); a later post replaces the earlier. → { ok }
   */
  '/postQuizScore': z.object({
    oid,
    eid,
    rtype: z.literal('put'),
    scorejson: z.object({
      bpid: z.number().int(),
      name: z.string().max(200),
      cdate: z.string().regex(/^\d{1,2}\.\d{1,2}\.\d{4}$/),
      score: z.number().min(0).max(100),
      obid: z.string().min(1).max(100),
      oscore: z.number().min(0),
    }),
  }),
  /** "get quiz score" (spec part 2, section 7): rtype 'get'; → QuizScore, score null when none was posted. */
  '/getQuizScore': z.object({ oid, eid, obid: z.string().min(1).max(100), rtype: z.literal('get') }),

  // ---- discussion (spec part 2, sections 2, 3, 4, 6 and 7) -----------------
  //
  // A course's discussion: questions numbered from 1 (qid) and each question's
  // answers numbered from 1 (aid), each "the last + 1" of that course or
  // question, never given twice even when two posts arrive at once and never
  // reused after a delete (docs/decisions/210). bcid (an extension) names the
  // course as run in the batch bpid: one discussion per course, not per program.
  /** "discussion data": → DiscussionData, the course's questions in qid order, each with its answers in aid order. 404 NOT_FOUND when bcid is not a course of bpid. */
  '/getDiscussion': z.object({ oid, bpid: z.number().int(), bcid: z.number().int() }),
  /**
   * "update discussion": qtype 0 new question (jdata.question), 1 new answer
   * to qid (jdata.answer), 2 delete question qid (with its answers), 3 delete
   * answer aid of qid. jdata carries the poster's emailId and username; a
   * delete is allowed only when emailId is the author's (spec part 2, section
   * 6): else 403 FORBIDDEN. idata is the course's instructor list ("get
   * course instructor"), told of each new question or answer by mail; without
   * idata (an extension, docs/decisions/301) the cloud API tells the course's
   * own list, which it knows, so the portal need not read it only to send it
   * back; cname
   * and pname name the course and program in that mail. 404 NOT_FOUND for a
   * question or answer that is not there. → DiscussionUpdated (the discussion
   * after the change, so the portal need not read it again; spec section 4:
   * "after each, the discussion is reloaded").
   */
  '/updateDiscussion': z
    .object({
      oid,
      bpid: z.number().int(),
      bcid: z.number().int(),
      qtype: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
      jdata: z.object({
        question: z.string().trim().min(1).max(20_000).optional(),
        answer: z.string().trim().min(1).max(20_000).optional(),
        emailId: z.string().trim().min(1).max(320),
        username: z.string().max(200),
      }),
      idata: z
        .array(z.object({ name: z.string().max(200), emailid: z.string().max(320), designation: z.string().max(200).optional() }))
        .max(100)
        .optional(),
      cname: z.string().max(500),
      pname: z.string().max(500),
      qid: z.number().int().positive().optional(),
      aid: z.number().int().positive().optional(),
    })
    .superRefine((b, ctx) => {
      if (b.qtype === 0 && !b.jdata.question) ctx.addIssue({ code: 'custom', path: ['jdata', 'question'], message: 'a new question carries jdata.question' });
      if (b.qtype === 1 && !b.jdata.answer) ctx.addIssue({ code: 'custom', path: ['jdata', 'answer'], message: 'a new answer carries jdata.answer' });
      if (b.qtype !== 0 && b.qid === undefined) ctx.addIssue({ code: 'custom', path: ['qid'], message: 'qid is required' });
      if (b.qtype === 3 && b.aid === undefined) ctx.addIssue({ code: 'custom', path: ['aid'], message: 'aid is required to delete an answer' });
    }),
  /** "get course instructor": → CourseInstructors, the instructors of course bcid of batch bpid (404 NOT_FOUND when it is not a course of bpid). */
  '/getCourseInstructor': z.object({ oid, bpid: z.number().int(), bcid: z.number().int() }),

  // ---- complaints ---------------------------------------------------------
  /**
   * A query before sign-in (name, emailid, description, fileName) or a
   * complaint after it (eid, emailid, bpid, description, fileName), spec
   * part 3, 7.4. fileName is the stored name of a file uploaded as
   * complentsPreLogin or complents ('' or absent: no file). → ComplaintAdded
   */
  '/addcomplent': z
    .object({
      oid,
      description: z.string().trim().min(1).max(10_000),
      emailid: z.string().trim().min(1).max(320),
      /** the visitor's name (before sign-in) */
      name: z.string().trim().max(200).optional(),
      /** the learner (after sign-in), with the program the complaint is about */
      eid: eid.optional(),
      bpid: z.number().int().optional(),
      fileName: z.string().max(200).nullable().optional(),
    })
    .refine((b) => (b.eid ? b.bpid !== undefined : Boolean(b.name)), {
      message: 'a query before sign-in needs name; a complaint after sign-in needs eid and bpid',
      path: ['name'],
    }),
  /** → ComplaintList: the learner's complaints, oldest first */
  '/getcomplents': z.object({ oid, eid }),

  // ---- feedback (issue 19) -----------------------------------------------
  /**
   * "get feedback" (spec part 2, section 7): the Overall Program Feedback of
   * the learner's enrolment. → FeedbackForm: { code: 0 } when an admin
   * disabled it, { code: 1 } when the learner already submitted it, else
   * { questions }. 404 NOT_FOUND unless the learner is enrolled in bpid.
   */
  '/getFeedback': z.object({ oid, eid, pid: z.number().int(), bpid: z.number().int() }),
  /**
   * "update feedback": the program feedback's answers (0 Strongly Agree to 4
   * Not Applicable, one per question); obid is the enrolment (bpid). Stored
   * once: 409 CONFLICT ALREADY_SUBMITTED after that, FEEDBACK_DISABLED when an
   * admin disabled it; 400 BAD_REQUEST unless every question has one answer.
   * → FeedbackStored
   */
  '/updateFeedback': z.object({
    oid,
    eid,
    obid: z.number().int(),
    response: z.array(z.object({ qid: z.string().min(1).max(100), answer: z.number().int().min(0).max(4) })).max(100),
  }),
  /**
   * "course/instructor feedback": crir 'cr' course or 'ir' instructor feedback
   * of a batch course. action 'get' → FeedbackForm ({ code } or { q }); action
   * 'update' stores resp (a rating 1 to 5 and a comment per question; course
   * feedback needs every comment) and irdt (the instructors rated) once, with
   * the same 409 and 400 answers as "update feedback". → FeedbackStored.
   * 404 NOT_FOUND unless the learner follows the course in that batch.
   */
  '/courseInstructorFeedback': z.object({
    oid,
    eid,
    crir: z.enum(['cr', 'ir']),
    action: z.enum(['get', 'update']),
    bcid: z.number().int(),
    bpid: z.number().int(),
    resp: z
      .array(z.object({ qid: z.string().min(1).max(100), rating: z.number().int().min(1).max(5), comment: z.string().max(2000).optional() }))
      .max(100)
      .optional(),
    irdt: z
      .array(z.object({ name: z.string().max(200), emailid: z.string().max(320) }))
      .max(50)
      .optional(),
  }),
  // ---- projects (issue 19: project objectives) ----------------------------
  /**
   * "getUserProjectObjects" (spec part 2, section 7): the learner's messages
   * on one objective of a project course, oldest first, each with its replies
   * and objStatus (1 Inprogress, 2 Approved, 3 Rejected). → ProjectMessages
   */
  '/getUserProjectObjects': z.object({ oid, eid, bcid: z.number().int(), objid: z.string().min(1).max(100) }),
  /**
   * "updateUserProjectObjects" (spec part 2, section 7): a new message
   * (projectObj: uname, message, fileName, fileUrlName) or, with type
   * 'reply', a reply (replyobj: uname, message) to the message projectObj.id.
   * 404 NOT_FOUND when the objective is not in the learner's project course
   * or the message not theirs; 409 OBJECTIVE_CLOSED when the objective takes
   * no message (op 0, op 2 or its unit disabled). → ProjectMessageStored
   */
  '/updateUserProjectObjects': z.object({
    oid,
    eid,
    bcid: z.number().int(),
    bpid: z.number().int().optional(),
    objid: z.string().min(1).max(100),
    type: z.literal('reply').optional(),
    projectObj: z.object({
      id: z.number().int().optional(),
      uname: z.string().max(200).optional(),
      message: z.string().max(10_000).optional(),
      fileName: z.string().max(200).nullable().optional(),
      fileUrlName: z.string().max(500).nullable().optional(),
    }),
    replyobj: z.object({ id: z.number().int().optional(), uname: z.string().max(200).optional(), message: z.string().max(10_000) }).optional(),
  }),
  /**
   * "getProjectApprovedMessage" (spec part 2, section 7): the learner's
   * approved messages in the project course btid, with their objective and
   * approval date. → ProjectApprovedMessages
   */
  '/getProjectApprovedMessage': z.object({ oid, eid, bpid: z.number().int(), tid: z.number().int(), btid: z.number().int() }),
  // ---- certificates (issue 19; docs/decisions/219, 220) -------------------
  /**
   * "/generateCertificate" (spec part 2, section 7: oid, eid, bpid, uname,
   * cid, email → statusCode 200): issues the certificate of course cid (the
   * course, tid) of batch bpid to a learner who completed it, once: a second
   * call answers the certificate already issued, unchanged. 404 NOT_FOUND
   * when the learner is not enrolled in such a course, 409 NOT_COMPLETED
   * before the course is complete. → CertificateIssued
   */
  '/generateCertificate': z.object({
    oid,
    eid,
    bpid: z.number().int(),
    uname: z.string().trim().min(1).max(200),
    cid: z.number().int(),
    email: z.string().trim().min(1).max(320),
  }),
  /** Extension (spec part 3, 2.15 leaves the call unnamed): → CertificateList, the learner's certificates, newest first, with signed download URLs. */
  '/getCertificates': z.object({ oid, eid }),
  /** Extension: the public facts of one certificate by its verification code → CertificateCheck; 404 NOT_FOUND for a code that names none. */
  '/verifyCertificate': z.object({ oid, code: z.string().min(1).max(64) }),
  /** Extension: the public keys that sign certificate credentials (a JWKS) → CredentialKeys. */
  '/getCredentialKeys': z.object({ oid }),
  // ---- notifications (issue 20; docs/decisions/233) -------------------------
  /**
   * "get notifications" (spec part 3, section 7.5: POST with eid → the notifications; 3.9:
   * title, msg, link): the learner's newest `limit` (default 50), newest first, with the
   * unread count of all of them. Before answering, the cloud API writes (once each) a
   * notification for every assessment of the learner's batches that opens within a day.
   * → NotificationList
   */
  '/getNotifications': z.object({ oid, eid, limit: z.number().int().min(1).max(200).optional() }),
  /**
   * Extension (the spec does not say how a notification becomes read): marks read every
   * notification of the learner's with id up to `upto` (the newest the list showed), so one
   * that arrives meanwhile stays unread. → NotificationsMarked
   */
  '/markNotificationsRead': z.object({ oid, eid, upto: z.number().int().min(1).max(2_147_483_647) }),
  // ---- Semester End Exam (issue 20; spec part 3, sections 3.10, 4.4 and 7.6) ----
  //
  // loginId and emailid name the learner: their e-mail, which the portal takes
  // from the verified token alone (docs/decisions/237). The two GET paths take
  // their fields, oid included, from the query (GET_PATHS), where no JSON check
  // refuses control characters: the schema does.
  /** "assigned-tests endpoint" (GET, query loginId): → AssignedTests, the learner's tests, earliest start first. */
  '/getAssignedTests': z.object({ oid, loginId }),
  /** "Indian-time endpoint": → IndianTime, the server's clock in India time. */
  '/getIndianTime': z.object({ oid }),
  /** "test-result endpoint": → TestResults, the learner's results keyed by test id (a test without one is absent). */
  '/getTestResult': z.object({ oid, emailid: z.string().trim().min(1).max(320) }),
  /**
   * "online-test token endpoint" (GET, query loginId; testId is an extension):
   * → OnlineTestToken, a token the test provider accepts once, for this
   * learner and this test, for a few minutes (docs/decisions/238). 404
   * NOT_FOUND when the test is not assigned to the learner; 409 CONFLICT with
   * code TEST_DEACTIVATED, TEST_TAKEN, TEST_NOT_STARTED or TEST_ENDED when it
   * cannot be started now (the domain's testStartRefusal, by the server's clock).
   */
  '/getOnlineTestToken': z.object({ oid, loginId, testId: z.coerce.number().int().positive().max(2_147_483_647) }),
  // ---- the rest of the route map (issue 20; docs/decisions/244) ----------
  /**
   * "/getSharedObject" (spec part 3, 7.5: val1 to val5 and val6 (oid) → ourl):
   * val1 the program (pid), val2 the batch (bpid), val3 the course (tid), val4
   * the learning object, val5 the share code; val6 repeats oid. → SharedObject;
   * 404 NOT_FOUND when the values name no shared object of this organisation.
   */
  '/getSharedObject': z.object({
    oid,
    val1: sharedValue,
    val2: sharedValue,
    val3: sharedValue,
    val4: sharedValue,
    val5: sharedValue,
    val6: oid,
  }),

  // ---- reports and analytics (issue 20) ----
  /**
   * Extension (the older client drew sample charts and named no call): the
   * learner's figures that no other call lists in one answer. → LearnerReport:
   * time spent per day (the university's days, Asia/Kolkata) over the last
   * `weeks` weeks, credited to the day each object was completed
   * (docs/decisions/241); every quiz score posted; and every assessment and
   * assignment of the courses the learner follows in their batches, with
   * their attempt summary and the most an attempt can score.
   */
  '/getLearnerReport': z.object({ oid, eid, weeks: z.number().int().min(1).max(53) }),

  // ---- profile (issue 20) ---------------------------------------------------
  /**
   * My Profile (spec part 3, 3.6 and 7.3): → ProfileAnswer, a list whose first
   * item has the profile fields and cert, the learner's program certificates
   * (3.11: cerurl, certificate). A learner who never saved one gets the
   * identity's name and e-mail and empty fields. File addresses are storage
   * keys, unsigned: the gateway signs what it shows (as course files).
   */
  '/getUserProfile': z.object({ oid, eid, email: z.string().max(320).optional() }),
  /**
   * Saves the profile (spec part 3, 7.3). profilepicname must be the current
   * photo or a finished 'profiledetails' upload of eid, which the API
   * re-encodes (orientation applied, metadata dropped, at most 512 px) so only
   * an image is kept; each docname the current list's or a finished
   * 'profiledocs' upload of eid. 404 NOT_FOUND naming the file otherwise,
   * 400 BAD_IMAGE when the photo is no readable image. → ProfileAnswer
   */
  '/updateuserprofile': z.object({
    oid,
    eid,
    uname: z.string().max(500),
    lstname: z.string().max(500),
    cno: z.string().max(500),
    ads: z.string().max(500),
    councode: z.string().max(500),
    dob: z.string().max(10),
    passportno: z.string().max(500),
    othergovid: z.string().max(500),
    highdeg: z.string().max(500),
    workexp: z.string().max(500),
    profilepicname: z.string().min(1).max(200),
    docname: z.array(z.string().min(1).max(200)).max(20),
  }),
  /**
   * The learner's time zone (issue 31, section 4; not in the spec): the IANA zone the
   * portal writes their times in (Intl.supportedValuesOf('timeZone') or another name of
   * one), '' for "the browser's". Saved alone, so choosing a zone never needs the whole
   * profile form. 400 BAD_TIME_ZONE when it is no zone. → ProfileAnswer (TIMEZONE)
   */
  '/updateUserTimeZone': z.object({ oid, eid, timezone: z.string().max(64) }),
} as const;

/** The contract paths asked with GET, their fields in the query string (spec part 3, 7.6); every other path is a POST with a JSON body. */
export const GET_PATHS: ReadonlySet<string> = new Set(['/getAssignedTests', '/getOnlineTestToken']);

export type ContractPath = keyof typeof contract;
export type ContractBody<P extends ContractPath> = z.infer<(typeof contract)[P]>;

// ---- response shapes -----------------------------------------------------
//
// Each answer as a zod schema, and its type inferred from it, so the shape is
// written once: the embedded cloud API answers these types, and the gateway
// checks every answer against the schema at its boundary (a malformed answer
// is UPSTREAM_INVALID at the field that needed it, docs/decisions/088).
// Objects are loose: keys the portal does not read pass through unchecked.
// Where the older client tolerated a missing value, the schema does too
// (nullish), and the reader picks the default.

const int = z.number().int();
const text = z.string();
/**
 * A value the older client did without: null or missing reads as `fallback`
 * (the gateway used to write `?? fallback` at each use; now the boundary does).
 */
const or = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => schema.nullish().transform((value): z.output<T> => value ?? fallback);

/** etype: 1 when admission is by application; any other value lets learners Start directly (spec part 3, 4.1). A list without it means by application. */
export const programListItem = z.looseObject({ pid: int, bpid: int, pname: text, pimage: text, pdur: text, etype: or(int, 1) });
export type ProgramListItem = z.infer<typeof programListItem>;

/** /getAllProgramList: the programs of each level; a level may be missing (none). */
export const programList = z.looseObject({
  certificate: or(z.array(programListItem), []),
  diploma: or(z.array(programListItem), []),
  graduate: or(z.array(programListItem), []),
  pgdiploma: or(z.array(programListItem), []),
  undergraduate: or(z.array(programListItem), []),
  DoctorofPharmacy: or(z.array(programListItem), []),
});
export type ProgramList = z.infer<typeof programList>;

export const progressCourse = z.looseObject({
  tid: int,
  ttitle: text,
  /** duration in weeks */
  tdur: z.number(),
  per: z.number(),
  bcid: int,
  selected: z.boolean(),
  telective: z.boolean(),
  timage: text,
  semester: int,
  /** tp: 0 not started, 1 started, 2 complete */
  tp: int,
  /**
   * An addition to the older API (docs/decisions/177): when the learner last
   * made progress in the course (epoch milliseconds of the last
   * /syncUserProgress: Start, an object opened or completed), null when never.
   */
  lastact: or(int.nullable(), null),
});
export type ProgressCourse = z.infer<typeof progressCourse>;

export const progressProgram = z.looseObject({
  pid: int,
  bpid: int,
  ptitle: text,
  pimage: text,
  /** start and end: epoch seconds (10 digits) or milliseconds */
  psd: z.number(),
  ped: z.number(),
  pdur: text,
  per: z.number(),
  tcourses: or(z.array(progressCourse), []),
});
export type ProgressProgram = z.infer<typeof progressProgram>;

const instructor = z.looseObject({ name: or(text, ''), designation: or(text, ''), org: or(text, ''), pic: or(text, '') });
const curriculumTopic = z.looseObject({ tlabel: or(text, ''), tduration: or(z.number(), 0), ttitle: or(text, ''), tunits: or(z.array(text), []), tid: int, timage: or(text, '') });
const faq = z.looseObject({ ques: or(text, ''), ans: or(text, '') });

/** /getProgram: the program page (with pstatus/enrolled for the learner when eid is given). */
export const programDetail = z.looseObject({
  pid: int,
  bpid: int,
  pname: or(text, ''),
  pimage: or(text, ''),
  pstatus: int.nullable(),
  enrolled: z.boolean(),
  etype: int,
  poverview: or(text, ''),
  pfeatures: or(text, ''),
  poutcomes: or(text, ''),
  pinfo: or(z.looseObject({ duration: or(text, ''), format: or(text, ''), credits: or(text, '') }), { duration: '', format: '', credits: '' }),
  pinstructors: or(z.array(z.looseObject({ title: or(text, ''), value: or(z.array(instructor), []) })), []),
  pcurriculum: or(z.array(curriculumTopic), []),
  pfaq: or(z.array(z.looseObject({ title: or(text, ''), questions: or(z.array(faq), []) })), []),
});
export type ProgramDetail = z.infer<typeof programDetail>;

export const applicationListItem = z.looseObject({
  pid: int,
  bpid: int,
  pname: text,
  pimage: text,
  /** the wire's status number; the domain reads it (applicationStatusFromWire) */
  pstatus: int,
  applicationid: text,
  etype: or(int, 1),
  enrolled: or(z.boolean(), false),
  mpbpid: int,
});
export type ApplicationListItem = z.infer<typeof applicationListItem>;
/** /getApplication: the learner's applications, oldest first (null: none). */
export const applicationList = or(z.array(applicationListItem), []);

export const calendarEvent = z.looseObject({ title: text, link: text.nullable(), start: text });
export type EventItem = z.infer<typeof calendarEvent>;
export const eventsResponse = z.looseObject({ result: or(z.looseObject({ events: or(z.array(calendarEvent), []) }), { events: [] }) });
export type EventsResponse = z.infer<typeof eventsResponse>;

export const progressResponse = z.looseObject({ bpdata: or(z.array(progressProgram), []) });
export type ProgressResponse = z.infer<typeof progressResponse>;
/** One announcement (spec part 3, section 3.8); sdate is epoch seconds. */
export const announcementEntry = z.looseObject({
  type: text,
  title: or(text, ''),
  description: or(text, ''),
  sdate: z.number(),
  mfname: text.nullish(),
  webtext: text.nullish(),
  weburl: text.nullish(),
  embeddedcode: text.nullish(),
  otype: text.nullish(),
});
export type AnnouncementEntry = z.infer<typeof announcementEntry>;

/** /getAnnouncements: a group per batch (tid is the program's id), under Response. */
export const announcementsResponse = z.looseObject({
  Response: or(z.array(z.looseObject({ tid: int, bpid: int, json: or(z.array(announcementEntry), []) })), []),
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponse>;

/** /getusn: the learner's candidate numbers by batch id (null: none). */
export const usnResponse = or(z.record(z.string(), z.looseObject({ usn: text.nullish() })), {});
export type UsnResponse = z.infer<typeof usnResponse>;
/** /getBatchID: the batch on offer. */
export const batchIdResponse = z.looseObject({ bpid: int });

/** The partner portal's data of a registered scholarship applicant. */
export const partnerData = z.looseObject({
  first_name: text,
  last_name: text,
  email: text,
  learning_center: text,
  learning_center_name: text,
  country: text,
});
export type PartnerData = z.infer<typeof partnerData>;
/**
 * /getGoogleCloudResponse: message 'Successful' with the partner's data
 * (partnerData), or any other message (spec part 1, section 5: every other
 * answer reads as "not registered there").
 */
export const scholarshipCheck = z.looseObject({ message: text, data: z.unknown().optional() });
export type ScholarshipCheck = z.infer<typeof scholarshipCheck>;

/** A section as stored: its fields under their wire keys. */
const storedSection = z.record(z.string(), z.unknown());

/**
 * An application as /updateUserApplication and /updatePreUserApplication
 * answer every action: its status and the sections saved so far, under their
 * wire keys; only the sections present are there. applicationid is null (and
 * pstatus 0) when the applicant has none for the program yet.
 */
export const applicationRecord = z.looseObject({
  applicationid: text.nullable(),
  pid: int,
  bpid: int,
  pstatus: int,
  /** 1 for a partner-channel (e-VBAB) applicant, else 0 */
  evbab: int,
  generalinfo: storedSection.optional(),
  education: storedSection.optional(),
  uploaddoc: storedSection.optional(),
  scholarship: storedSection.optional(),
  paper: storedSection.optional(),
});
export type ApplicationRecord = z.infer<typeof applicationRecord>;

export const syncProgramResult = z.looseObject({ bpid: int, enrolled: z.literal(true), created: z.boolean() });
export type SyncProgramResult = z.infer<typeof syncProgramResult>;

export const presignedUpload = z.looseObject({ url: text, key: text, expiresAt: text });
export type PresignedUpload = z.infer<typeof presignedUpload>;
/**
 * A signed download: the file store's address, and the file's storage key, which the gateway
 * signs on the portal's own origin (/media/) so that a Download saves the file there
 * (issue 31; docs/decisions/267).
 */
export const signedFileUrl = z.looseObject({ url: text, expiresAt: text, key: text });
export type SignedFileUrl = z.infer<typeof signedFileUrl>;

/** The complaint as stored (spec part 3, 3.7): description, uploaded file, e-mail, program batch. */
export const complaintItem = z.looseObject({ id: int, description: text, uploadedFile: text.nullable(), email: text, bpid: int.nullable(), createdAt: text });
export type ComplaintItem = z.infer<typeof complaintItem>;
export const complaintList = z.looseObject({ complents: z.array(complaintItem) });
export type ComplaintList = z.infer<typeof complaintList>;
export const complaintAdded = z.looseObject({ ok: z.literal(true), id: int });
export type ComplaintAdded = z.infer<typeof complaintAdded>;

// ---- learning ----------------------------------------------------------------

/** A caption track of a video or audio object; key is the WebVTT file's storage key, like ourl. */
export const courseCaption = z.looseObject({ key: text, srclang: or(text, 'en'), label: or(text, 'English') });
export type CourseCaption = z.infer<typeof courseCaption>;

/** An object of a unit (spec part 2, section 3): its id is `oid` on the wire, as in the older API. */
export const courseObject = z.looseObject({
  oid: text,
  otitle: text,
  /** video, audio, pdf, html, interactivity, scorm, quiz, vimeo, youtube, podcast, assignment, feedback */
  otype: text,
  /** the storage key for file kinds (the gateway signs it), the video's address for youtube/vimeo, '' when none */
  ourl: or(text, ''),
  nenabled: or(z.boolean(), true),
  qtype: text.nullish(),
  captions: or(z.array(courseCaption), []),
  /** An addition to the older API (docs/decisions/177): how long the object takes, in minutes; null when not known. */
  oduration: or(z.number().nullable(), null),
  userOP: or(z.looseObject({ op: or(int, 0), timespent: or(z.number(), 0) }), { op: 0, timespent: 0 }),
});
export type CourseObject = z.infer<typeof courseObject>;

export const courseNugget = z.looseObject({
  nid: int,
  /** the unit's label, e.g. "Unit 1" */
  unit: or(text, ''),
  ntitle: text,
  /** minutes */
  nduration: or(z.number(), 0),
  nenabled: or(z.boolean(), true),
  nimage: text.nullish(),
  objects: or(z.array(courseObject), []),
});
export type CourseNugget = z.infer<typeof courseNugget>;

/** /getCourse */
export const courseData = z.looseObject({
  tid: int,
  btid: int,
  ttitle: text,
  tdescription: or(text, ''),
  /** 'Course' or 'Project' (spec part 2, section 2) */
  coursetype: or(text, 'Course'),
  tenabled: or(z.boolean(), true),
  freenavigation: or(z.boolean(), false),
  pid: int,
  bpid: int,
  ptitle: or(text, ''),
  nuggets: or(z.array(courseNugget), []),
  /** keyed by bcid: tp 0 not started, 1 started, 2 complete; per 0 to 100 */
  userProgressData: or(z.record(z.string(), z.looseObject({ tp: or(int, 0), per: or(z.number(), 0), score: z.number().nullish() })), {}),
});
export type CourseData = z.infer<typeof courseData>;

/**
 * /syncUserProgress: the course's stored tp and per after the merge and, an
 * extension (docs/decisions/185), the rest of what the merge changed: every
 * object's op and timespent in the course (what /getCourse's userOP would
 * say), the course's lastact (epoch ms) and the program's per (what
 * /getUserTotalProgress would say).
 */
export const syncProgressResult = z.looseObject({
  bcid: int,
  tp: int,
  per: z.number(),
  objects: z.array(z.looseObject({ objid: text, op: int, timespent: z.number() })),
  lastact: int,
  programPer: z.number(),
});
export type SyncProgressResult = z.infer<typeof syncProgressResult>;
/** A reference (spec part 2, section 3): a file to preview (otype pdf, video, audio or image, at the storage path ourl) or a link. */
export const courseReference = z.looseObject({ title: text, otype: text.nullish().transform((v) => v ?? null), ourl: or(text, ''), link: text.nullish().transform((v) => v ?? null) });
export type CourseReference = z.infer<typeof courseReference>;
export const courseReferences = z.looseObject({ refer: or(z.array(courseReference), []) });
/** A course video (spec part 2, section 3), with its date 'YYYY-MM-DD'. */
export const courseVideo = courseReference.extend({ date: text });
export type CourseVideo = z.infer<typeof courseVideo>;
export const courseVideos = z.looseObject({ video: or(z.array(courseVideo), []) });

/** A podcast object of a unit; nenabled false: disabled by admin. */
export const podcastObject = z.looseObject({ objid: text, otitle: text, otype: text, ourl: or(text, ''), nenabled: or(z.boolean(), true) });
export const podcastNugget = z.looseObject({ nid: int, ntitle: text, nduration: or(z.number(), 0), nenabled: or(z.boolean(), true), objects: or(z.array(podcastObject), []) });
export type PodcastNugget = z.infer<typeof podcastNugget>;
export const podcastAnswer = z.looseObject({ nuggets: or(z.array(podcastNugget), []) });

/** /getScormData: the package (launch key and its folder) and the stored runtime data (cmi null: none yet); op is the object's progress. */
export const scormData = z.looseObject({
  objid: text,
  version: z.enum(['1.2', '2004']),
  launch: text,
  folder: text,
  cmi: z.record(z.string(), z.unknown()).nullable(),
  sequence: int,
  op: int,
});
export type ScormData = z.infer<typeof scormData>;
/** /updateScormData: whether this commit was stored (false: an older or repeated sequence), and the object's progress after it. */
export const scormStored = z.looseObject({ stored: z.boolean(), op: int });
export type ScormStored = z.infer<typeof scormStored>;

// ---- unit quizzes and unit assignments ----------------------------------------

/** An option of a quiz item, with its key (correct, feedback): for the gateway only. */
export const quizOption = z.looseObject({ content: or(text, ''), url: text.nullish(), correct: or(z.boolean(), false), feedback: or(text, '') });
export type QuizOption = z.infer<typeof quizOption>;
/** A quiz item (spec part 2, section 3): atype decides how it is answered; qscore its points in a mini assignment. */
export const quizItem = z.looseObject({
  iid: text,
  istem: or(text, ''),
  imageurl: text.nullish(),
  img: text.nullish(),
  atype: or(z.union([int, text]), 1),
  iopts: or(z.array(quizOption), []),
  qscore: z.number().nullish(),
});
export type QuizItem = z.infer<typeof quizItem>;
/** /getQuiz */
export const quizData = z.looseObject({
  quizid: text,
  qtype: z.union([int, text]),
  qitems: or(z.array(quizItem), []),
  cutoff: z.union([z.number(), text]).nullish(),
  deadLine: z.union([text, z.number()]).nullish(),
  miniassignmenttype: int.nullish(),
});
export type QuizData = z.infer<typeof quizData>;
/** A response record (spec part 2, section 3): iid, response (option indexes or text), type, fname, orgname. */
export const responseRecord = z.looseObject({
  iid: text,
  response: z.union([z.array(int), text]).nullish(),
  type: text.nullish(),
  fname: text.nullish(),
  orgname: text.nullish(),
});
export type ResponseRecord = z.infer<typeof responseRecord>;
/** /getAssignmentData: the stored quizdata and its version, or errorMessage when none is stored. */
export const assignmentData = z.looseObject({
  errorMessage: text.nullish(),
  version: or(int, 0),
  response: or(z.array(responseRecord), []),
  score: z.number().nullish(),
  feedback: text.nullish(),
  resubmittedData: z.array(responseRecord).nullish(),
});
export type AssignmentData = z.infer<typeof assignmentData>;
export const miniAssignmentStored = z.looseObject({ stored: z.literal(true), version: int });
export type MiniAssignmentStored = z.infer<typeof miniAssignmentStored>;
export const quizScore = z.looseObject({ score: z.number().nullish(), oscore: z.number().nullish(), cdate: text.nullish() });
export type QuizScore = z.infer<typeof quizScore>;
// ---- assessments and assignments ------------------------------------------

export const ASSESSMENT_WIRE_KINDS = ['assess', 'assign'] as const;
export type AssessmentWireKind = (typeof ASSESSMENT_WIRE_KINDS)[number];

/** One stored answer (see assessmentResponseInput). */
export const assessmentResponse = z.looseObject({
  iid: text,
  response: z.union([text, z.array(text), z.null()]),
  type: int,
  fname: text.nullish().transform((v) => v ?? null),
  orgname: text.nullish().transform((v) => v ?? null),
  seq: int,
});
export type AssessmentResponse = z.infer<typeof assessmentResponse>;

/** The learner's attempt as stored: status 0 in progress, 1 submitted. */
export const assessmentAttempt = z.looseObject({
  status: z.union([z.literal(0), z.literal(1)]),
  response: or(z.array(assessmentResponse), []),
  score: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  version: or(int, 0),
  startedAt: text.nullish().transform((v) => v ?? null),
  submittedAt: text.nullish().transform((v) => v ?? null),
});
export type AssessmentAttemptData = z.infer<typeof assessmentAttempt>;

/** A list item of "get assessment" (spec part 2, section 3), with the learner's attempt summary. */
export const assessmentListItem = z.looseObject({
  assessid: int,
  bcid: int,
  quiztype: z.enum(ASSESSMENT_WIRE_KINDS),
  title: text,
  startdate: text,
  enddate: text,
  answerdate: text.nullish().transform((v) => v ?? null),
  instructions: or(z.array(text), []),
  userlist: or(
    z.array(
      z.looseObject({
        eid: text,
        score: z
          .number()
          .nullish()
          .transform((v) => v ?? null),
        status: z.union([z.literal(0), z.literal(1)]),
      }),
    ),
    [],
  ),
});
export type AssessmentListItem = z.infer<typeof assessmentListItem>;
export const assessmentList = z.looseObject({ assessment: or(z.array(assessmentListItem), []) });
export type AssessmentList = z.infer<typeof assessmentList>;

export const serverTime = z.looseObject({ itime: z.number(), delay: or(int, 1000) });
export type ServerTime = z.infer<typeof serverTime>;

/** An option of an item, WITH its key: correct and feedback never leave the gateway before the answer date. */
export const assessmentOption = z.looseObject({
  id: text,
  content: or(text, ''),
  url: text.nullish().transform((v) => v ?? null),
  correct: or(z.boolean(), false),
  feedback: text.nullish().transform((v) => v ?? null),
});
/** A matching prompt with the id of the option it matches (its key). */
export const assessmentPrompt = z.looseObject({ text: text, answer: text });
/** One item (spec part 2, section 3 "Quiz" qitems), WITH its key. atype 1 to 8. */
export const assessmentItem = z.looseObject({
  iid: text,
  atype: int,
  istem: or(text, ''),
  imageurl: text.nullish().transform((v) => v ?? null),
  iopts: or(z.array(assessmentOption), []),
  prompts: or(z.array(assessmentPrompt), []),
  /** the expected answer of a descriptive item, for whoever marks it */
  answer: text.nullish().transform((v) => v ?? null),
  qscore: or(z.number(), 1),
});
export type AssessmentItem = z.infer<typeof assessmentItem>;
export const assessmentQuiz = z.looseObject({
  qitems: or(z.array(assessmentItem), []),
  response: assessmentAttempt.nullish().transform((v) => v ?? null),
  /** extension: the assessment's list item (dates, attempt summary), so a save needs one read */
  assessment: assessmentListItem.nullish().transform((v) => v ?? null),
  /** extension (docs/decisions/185): "server time" as of this answer, so a save needs no call of its own for the clock */
  servertime: serverTime.nullish().transform((v) => v ?? null),
});
export type AssessmentQuiz = z.infer<typeof assessmentQuiz>;

// ---- discussion ------------------------------------------------------------

/** An answer (spec part 2, section 3): aid, answer, emailId, username; posted (an extension) is ISO 8601. */
export const discussionAnswer = z.looseObject({ aid: int, answer: text, emailId: text, username: or(text, ''), posted: text.nullish().transform((v) => v ?? null) });
export type DiscussionAnswer = z.infer<typeof discussionAnswer>;
/** A question (spec part 2, section 3): qid, question, emailId, username, answers[]; posted (an extension) is ISO 8601. */
export const discussionQuestion = z.looseObject({
  qid: int,
  question: text,
  emailId: text,
  username: or(text, ''),
  posted: text.nullish().transform((v) => v ?? null),
  answers: or(z.array(discussionAnswer), []),
});
export type DiscussionQuestion = z.infer<typeof discussionQuestion>;
/** /getDiscussion */
export const discussionData = z.looseObject({ discussion: or(z.array(discussionQuestion), []) });
export type DiscussionData = z.infer<typeof discussionData>;
/** /updateDiscussion: the question or answer made (qid, and aid for an answer) and the discussion after the change. */
export const discussionUpdated = z.looseObject({ qid: int.nullish(), aid: int.nullish(), discussion: or(z.array(discussionQuestion), []) });
export type DiscussionUpdated = z.infer<typeof discussionUpdated>;
// ---- feedback (issue 19) ---------------------------------------------------
/** A feedback question (spec part 2, section 3 "Feedback"). */
export const feedbackQuestion = z.looseObject({ qid: text, question: text });
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;
/**
 * "get feedback" and "course/instructor feedback" (action 'get'): code 0
 * disabled, 1 already submitted; otherwise the questions (questions for the
 * program's form, q for the course's and the instructors').
 */
export const feedbackForm = z.looseObject({
  code: z
    .union([z.literal(0), z.literal(1)])
    .nullish()
    .transform((v) => v ?? null),
  questions: z
    .array(feedbackQuestion)
    .nullish()
    .transform((v) => v ?? null),
  q: z
    .array(feedbackQuestion)
    .nullish()
    .transform((v) => v ?? null),
});
export type FeedbackForm = z.infer<typeof feedbackForm>;
export const feedbackStored = z.looseObject({ ok: z.literal(true) });
export type FeedbackStored = z.infer<typeof feedbackStored>;
/** "get course instructor": name and e-mail (spec part 2, section 3 "Instructor"); designation is an extension. */
export const courseInstructor = z.looseObject({ name: or(text, ''), emailid: or(text, ''), designation: or(text, '') });
export type CourseInstructor = z.infer<typeof courseInstructor>;
/** /getCourseInstructor: the list, [] when none. */
export const courseInstructors = or(z.array(courseInstructor), []);
// ---- projects (issue 19: project objectives) --------------------------------

/** A reply in a project message's thread (spec part 2, section 3: reply[] of {id, uname, message}); byinstructor and postedAt are extensions. */
export const projectReply = z.looseObject({ id: int, uname: or(text, ''), message: or(text, ''), byinstructor: or(z.boolean(), false), postedAt: text.nullish().transform((v) => v ?? null) });
/** A project message (spec part 2, section 3). postedDate DD-MM-YYYY and postedTime hh:mm a in Asia/Kolkata; postedAt (ISO) and approvedAt are extensions. */
export const projectMessage = z.looseObject({
  id: int,
  uname: or(text, ''),
  message: or(text, ''),
  fileName: text.nullish().transform((v) => v ?? null),
  fileUrlName: text.nullish().transform((v) => v ?? null),
  postedDate: or(text, ''),
  postedTime: or(text, ''),
  postedAt: text,
  objStatus: or(int, 1),
  approvedAt: text.nullish().transform((v) => v ?? null),
  reply: or(z.array(projectReply), []),
});
export type ProjectMessage = z.infer<typeof projectMessage>;
export const projectMessages = z.looseObject({ messages: or(z.array(projectMessage), []) });
export type ProjectMessages = z.infer<typeof projectMessages>;
export const projectMessageStored = z.looseObject({ ok: z.literal(true), id: int });
export type ProjectMessageStored = z.infer<typeof projectMessageStored>;
/** An approved message with the objective it approves (its objid and title). */
export const projectApprovedMessage = projectMessage.extend({ objid: text, otitle: or(text, '') });
export type ProjectApprovedMessage = z.infer<typeof projectApprovedMessage>;
export const projectApprovedMessages = z.looseObject({ approved: or(z.array(projectApprovedMessage), []) });
export type ProjectApprovedMessages = z.infer<typeof projectApprovedMessages>;
// ---- certificates (issue 19) ----------------------------------------------

/** A learner's certificate as issued, with signed download URLs (an hour, like every file URL). */
export const certificateRecord = z.looseObject({
  code: text,
  bcid: int,
  bpid: int,
  /** the course (tid) */
  cid: int,
  uname: text,
  ctitle: text,
  ptitle: text,
  issuer: text,
  /** ISO 8601 */
  issued: text,
  /** ISO 8601, or null while valid */
  revoked: text.nullish().transform((v) => v ?? null),
  /** the portal's public /verify/<code> address (the QR code's) */
  verifyurl: text,
  pdfurl: text,
  pngurl: text,
  credentialurl: text,
  expiresAt: text,
  /**
   * Extension (issue 31): the files' storage keys, which the portal signs on its own origin (as the
   * profile's cert list, docs/decisions/225), so a download saves under the name the portal gives it.
   */
  pdfkey: text,
  pngkey: text,
  credentialkey: text,
});
export type CertificateRecord = z.infer<typeof certificateRecord>;
/** The answer also carries the spec's statusCode 200, unread: the HTTP status says as much (its key is another service's word elsewhere). */
export const certificateIssued = z.looseObject({ certificate: certificateRecord });
export type CertificateIssued = z.infer<typeof certificateIssued>;
export const certificateList = z.looseObject({ certificates: or(z.array(certificateRecord), []) });
export type CertificateList = z.infer<typeof certificateList>;
/** What anyone may know of a certificate: name, course, date, issuer and status, nothing else. */
export const certificateCheck = z.looseObject({
  uname: text,
  ctitle: text,
  issuer: text,
  issued: text,
  status: z.enum(['valid', 'revoked']),
});
export type CertificateCheck = z.infer<typeof certificateCheck>;
/**
 * A JSON Web Key Set (RFC 7517) of public keys: another standard's document,
 * passed on whole, so its words are not the cloud API's (checked as one value).
 */
export type CredentialKeys = { keys: ({ kty: string; kid: string } & Record<string, unknown>)[] };
export const credentialKeys = z.custom<CredentialKeys>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as CredentialKeys).keys) &&
    (value as CredentialKeys).keys.every((k) => typeof k === 'object' && k !== null && typeof k.kty === 'string' && typeof k.kid === 'string' && !('d' in k)),
  'a JSON Web Key Set of public keys',
);

// ---- notifications (issue 20) ---------------------------------------------

/** A notification (spec part 3, section 3.9: title, msg, link), with its id, when it came (ISO 8601) and whether it was read. */
export const notificationRecord = z.looseObject({
  id: int,
  title: or(text, ''),
  msg: or(text, ''),
  link: or(text, ''),
  created: text,
  read: or(z.boolean(), false),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;
export const notificationList = z.looseObject({ notifications: or(z.array(notificationRecord), []), unread: or(int, 0) });
export type NotificationList = z.infer<typeof notificationList>;
export const notificationsMarked = z.looseObject({ marked: int, unread: int });
export type NotificationsMarked = z.infer<typeof notificationsMarked>;

// ---- Semester End Exam (issue 20) ------------------------------------------
/** One assigned test (spec part 3, 3.10); times are ISO 8601 with the +05:30 offset, testTotalTime is in minutes. */
export const assignedTest = z.looseObject({
  test_id: int,
  test_name: text,
  start_time: text,
  end_time: text,
  /** 'Deactivated' or any other value (active) */
  testStatus: or(text, ''),
  testTotalTime: or(z.number(), 0),
});
export type AssignedTest = z.infer<typeof assignedTest>;
/** /getAssignedTests */
export const assignedTests = z.looseObject({ assignedTests: or(z.array(assignedTest), []) });
export type AssignedTests = z.infer<typeof assignedTests>;
/** /getIndianTime: now, ISO 8601 with the +05:30 offset. */
export const indianTime = z.looseObject({ itime: text });
export type IndianTime = z.infer<typeof indianTime>;
/** One result of /getTestResult: the score out of total, and when the learner finished (ISO 8601). */
export const testResult = z.looseObject({ score: z.number(), total: z.number(), finished_at: text });
export type TestResult = z.infer<typeof testResult>;
/** /getTestResult: keyed by test id (null: none). */
export const testResults = or(z.record(z.string(), testResult), {});
export type TestResults = z.infer<typeof testResults>;
/** /getOnlineTestToken: the token and when it stops being accepted (ISO 8601). */
export const onlineTestToken = z.looseObject({ token: z.string().min(16), expiresAt: text.nullish() });
export type OnlineTestToken = z.infer<typeof onlineTestToken>;
// ---- the rest of the route map (issue 20) ----------------------------------

/**
 * A shared object (spec part 3, 7.5: the response carries ourl): ourl is the
 * storage key of the object's page in the file store, or whatever a real
 * cloud API stores there (the gateway hands out only what it can isolate,
 * docs/decisions/244); otitle its title, when known.
 */
export const sharedObject = z.looseObject({ ourl: text, otitle: or(text, '') });
export type SharedObject = z.infer<typeof sharedObject>;
// ---- reports and analytics (issue 20) ----

/** Seconds spent on objects completed on one day ('YYYY-MM-DD', the university's day). */
export const reportDay = z.looseObject({ day: text, seconds: int });
export type ReportDay = z.infer<typeof reportDay>;
/** A quiz score as posted with /postQuizScore, with what it belongs to. cdate is d.m.yyyy. */
export const reportQuizScore = z.looseObject({ objid: text, title: text, bpid: int, bcid: int, ctitle: text, score: z.number(), cdate: text });
export type ReportQuizScore = z.infer<typeof reportQuizScore>;
/** An assessment's list item (as /getAssessment) with its batch, course title, the most an attempt can score, and when it was submitted (ISO, or null). */
export const reportAssessment = assessmentListItem.extend({
  bpid: int,
  ctitle: text,
  maxscore: z.number(),
  submitted: text.nullish().transform((v) => v ?? null),
});
export type ReportAssessment = z.infer<typeof reportAssessment>;
export const learnerReport = z.looseObject({
  /** the server's time, epoch ms */
  itime: z.number(),
  days: or(z.array(reportDay), []),
  quizscores: or(z.array(reportQuizScore), []),
  assessments: or(z.array(reportAssessment), []),
});
export type LearnerReport = z.infer<typeof learnerReport>;
// ---- profile (issue 20) ---------------------------------------------------

/** A stored file of the profile: its stored name and its storage key (unsigned). */
export const profileFile = z.looseObject({ name: text, key: text });
export type ProfileFile = z.infer<typeof profileFile>;
/** A program certificate of the profile's cert list (spec part 3, 3.11): cerurl, the image's storage key; certificate, its name or none. */
export const programCertificate = z.looseObject({ id: int, cerurl: text, certificate: text.nullish().transform((v) => v ?? null), bpid: int.nullish().transform((v) => v ?? null) });
export type ProgramCertificate = z.infer<typeof programCertificate>;
/** The profile record as read (spec part 3, 3.6), the wire's upper-case keys; profilepickey, docfiles and certificatefiles are extensions (storage keys). */
export const profileRecord = z.looseObject({
  UNAME: or(text, ''),
  LASTNAME: or(text, ''),
  EMAILID: or(text, ''),
  CNO: or(text, ''),
  ADS: or(text, ''),
  DOB: or(text, ''),
  HIGHDEG: or(text, ''),
  COUNTRYCODE: or(text, ''),
  PASSPORTNO: or(text, ''),
  OTHGOVID: or(text, ''),
  WORKEXP: or(text, ''),
  PROFILEPICNAME: or(text, ''),
  /** the re-encoded photo's storage key, null when there is none */
  profilepickey: text.nullish().transform((v) => v ?? null),
  DOCUMENTNAME: or(z.array(text), []),
  docfiles: or(z.array(profileFile), []),
  /** marks cards: file (the name) and curl (the storage key) */
  MARKSCARD: or(z.array(z.looseObject({ file: text, curl: text })), []),
  CERTIFICATE: or(z.array(text), []),
  certificatefiles: or(z.array(profileFile), []),
  cert: or(z.array(programCertificate), []),
  /** the learner's time zone (issue 31, section 4), '' while they keep the browser's; an extension */
  TIMEZONE: or(text, ''),
});
export type ProfileRecord = z.infer<typeof profileRecord>;
/** "a list whose first item has the profile fields, or cert" (spec part 3, 7.3). */
export const profileAnswer = z.array(profileRecord).min(1);
export type ProfileAnswer = z.infer<typeof profileAnswer>;
