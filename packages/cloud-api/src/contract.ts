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
 *   400 FILE_TOO_SMALL / SIZE_MISMATCH, 413 FILE_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE   uploads
 *   403 INVALID_SIGNATURE / URL_EXPIRED   signed file URLs
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
   */
  '/getFileURL': z.object({ oid, key: z.string().min(1), eid: z.string().optional(), email: z.string().optional() }),
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

export type ProgramListItem = { pid: number; bpid: number; pname: string; pimage: string; pdur: string };
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

export type PresignedUpload = { url: string; key: string; expiresAt: string };
export type SignedFileUrl = { url: string; expiresAt: string };

export type ContractError = { error: { code: string; message: string } };

/** The complaint as stored (spec part 3, 3.7): description, uploaded file, e-mail, program batch. */
export type ComplaintItem = { id: number; description: string; uploadedFile: string | null; email: string; bpid: number | null; createdAt: string };
export type ComplaintList = { complents: ComplaintItem[] };
export type ComplaintAdded = { ok: true; id: number };
