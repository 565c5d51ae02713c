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

/** etype: 1 when admission is by application; any other value lets learners Start directly (spec part 3, 4.1). */
export type ProgramListItem = { pid: number; bpid: number; pname: string; pimage: string; pdur: string; etype: number };
export type ProgramList = Record<'certificate' | 'diploma' | 'graduate' | 'pgdiploma' | 'undergraduate' | 'DoctorofPharmacy', ProgramListItem[]>;

export type ProgressCourse = {
  tid: number;
  ttitle: string;
  /** duration in weeks */
  tdur: number;
  per: number;
  bcid: number;
  selected: boolean;
  telective: boolean;
  timage: string;
  semester: number;
  /** tp: 0 not started, 1 started, 2 complete */
  tp: number;
};
export type ProgressProgram = {
  pid: number;
  bpid: number;
  ptitle: string;
  pimage: string;
  /** start and end: epoch seconds (10 digits) or milliseconds */
  psd: number;
  ped: number;
  pdur: string;
  per: number;
  tcourses: ProgressCourse[];
};

export type ProgramDetail = {
  pid: number;
  bpid: number;
  pname: string;
  pimage: string;
  pstatus: number | null;
  enrolled: boolean;
  etype: number;
  poverview: string;
  pfeatures: string;
  poutcomes: string;
  pinfo: { duration: string; format: string; credits: string };
  pinstructors: { title: string; value: { name: string; designation: string; org: string; pic: string }[] }[];
  pcurriculum: { tlabel: string; tduration: number; ttitle: string; tunits: string[]; tid: number; timage: string }[];
  pfaq: { title: string; questions: { ques: string; ans: string }[] }[];
};

export type ApplicationListItem = {
  pid: number;
  bpid: number;
  pname: string;
  pimage: string;
  pstatus: number;
  applicationid: string;
  etype: number;
  enrolled: boolean;
  mpbpid: number;
};

export type EventItem = { title: string; link: string | null; start: string };
export type EventsResponse = { result: { events: EventItem[] } };

export type ProgressResponse = { bpdata: ProgressProgram[] };
export type UsnResponse = Record<string, { usn: string }>;
export type BatchIdResponse = { bpid: number };

export type ScholarshipCheck =
  | { message: 'Successful'; data: { first_name: string; last_name: string; email: string; learning_center: string; learning_center_name: string; country: string } }
  | { message: string; data?: undefined };

/**
 * An application as /updateUserApplication and /updatePreUserApplication
 * answer every action: its status and the sections saved so far, under their
 * wire keys; only the sections present are there. applicationid is null (and
 * pstatus 0) when the applicant has none for the program yet.
 */
export type ApplicationRecord = {
  applicationid: string | null;
  pid: number;
  bpid: number;
  pstatus: number;
  /** 1 for a partner-channel (e-VBAB) applicant, else 0 */
  evbab: number;
} & Partial<Record<ApplicationSection, Record<string, unknown>>>;

export type SyncProgramResult = { bpid: number; enrolled: true; created: boolean };

export type PresignedUpload = { url: string; key: string; expiresAt: string };
export type SignedFileUrl = { url: string; expiresAt: string };

export type ContractError = { error: { code: string; message: string } };

/** The complaint as stored (spec part 3, 3.7): description, uploaded file, e-mail, program batch. */
export type ComplaintItem = { id: number; description: string; uploadedFile: string | null; email: string; bpid: number | null; createdAt: string };
export type ComplaintList = { complents: ComplaintItem[] };
export type ComplaintAdded = { ok: true; id: number };
