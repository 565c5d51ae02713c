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
 *   POST /exam-provider/schedule  the local stand-in of the external exam provider: a browser form
 *                               post (urlencoded hidden fields, spec part 1, section 7), answered
 *                               with an HTML page (docs/decisions/125)
 *   POST|DELETE|GET /__faults   only when CLOUD_API_FAULT_ADMIN=true
 */
import { z } from 'zod';

const oid = z.string().min(1);
const eid = z.string().min(1);

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
  appid: z.string().regex(/^\d+-\d+$/).optional(),
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
} as const;

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
export const signedFileUrl = z.looseObject({ url: text, expiresAt: text });
export type SignedFileUrl = z.infer<typeof signedFileUrl>;

/** The complaint as stored (spec part 3, 3.7): description, uploaded file, e-mail, program batch. */
export const complaintItem = z.looseObject({ id: int, description: text, uploadedFile: text.nullable(), email: text, bpid: int.nullable(), createdAt: text });
export type ComplaintItem = z.infer<typeof complaintItem>;
export const complaintList = z.looseObject({ complents: z.array(complaintItem) });
export type ComplaintList = z.infer<typeof complaintList>;
export const complaintAdded = z.looseObject({ ok: z.literal(true), id: int });
export type ComplaintAdded = z.infer<typeof complaintAdded>;
