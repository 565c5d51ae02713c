/** The cloud API contract of complaints: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, read } from '../wire.js';

export const complaintsPaths = {
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
  '/getcomplents': read(z.object({ oid, eid })),
} as const;

/** The complaint as stored (spec part 3, 3.7): description, uploaded file, e-mail, program batch. */
export const complaintItem = z.looseObject({ id: int, description: text, uploadedFile: text.nullable(), email: text, bpid: int.nullable(), createdAt: text });
export type ComplaintItem = z.infer<typeof complaintItem>;
export const complaintList = z.looseObject({ complents: z.array(complaintItem) });
export type ComplaintList = z.infer<typeof complaintList>;
export const complaintAdded = z.looseObject({ ok: z.literal(true), id: int });
export type ComplaintAdded = z.infer<typeof complaintAdded>;
