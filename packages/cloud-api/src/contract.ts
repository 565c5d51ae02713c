/**
 * The cloud API contract: one POST path per operation, JSON in and out, and
 * `oid` in every body. This file lists every path the portal uses, with the
 * body it takes and the shape it answers. Wire names are the older API's
 * (pid, bpid, tp, per ...); the gateway renames them for GraphQL.
 *
 * Errors: HTTP 4xx/5xx with `{ "error": { "code": string, "message": string } }`.
 *   400 BAD_REQUEST        body fails its schema
 *   403 INVALID_OID        oid missing or not this organisation's
 *   404 NOT_FOUND          unknown path or record
 *   409 CONFLICT           state does not allow the change
 *   500 INTERNAL           anything else
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

  // ---- files --------------------------------------------------------------
  /**
   * → { url, key, expiresAt } a PUT URL signed with HMAC that expires; the
   * store refuses a file whose size or content type differ from what was asked.
   */
  '/getPreSignedURL': z.object({
    oid,
    eid: z.string().optional(),
    email: z.string().optional(),
    type: z.string().min(1),
    filetype: z.string().min(1),
    filename: z.string().min(1),
    filesize: z.number().int().positive(),
  }),
  /** → { url } a signed GET URL valid for one hour */
  '/getFileURL': z.object({ oid, key: z.string().min(1) }),
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
