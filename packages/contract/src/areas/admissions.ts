/** The cloud API contract of admissions: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

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
export const admissionsPaths = {
  /** → ApplicationListItem[] */
  '/getApplication': read(z.object({ oid, eid })),
  /**
   * Scholarship e-mail check against the partner-country registrations
   * (spec part 1, sections 2 and 5). → ScholarshipCheck; message 'Successful'
   * when the e-mail is registered, another message otherwise (still HTTP 200).
   */
  '/getGoogleCloudResponse': read(z.object({ oid, emailid: z.string().min(1) })),
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
   * reopens). → ApplicationRecord. Not read(): the gateway asks a load (action 1)
   * again after a failure, as a read, and tries saves and submits once.
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
} as const;

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
