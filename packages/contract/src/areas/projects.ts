/** The cloud API contract of projects: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

export const projectsPaths = {
  /**
   * "getUserProjectObjects" (spec part 2, section 7): the learner's messages
   * on one objective of a project course, oldest first, each with its replies
   * and objStatus (1 Inprogress, 2 Approved, 3 Rejected). → ProjectMessages
   */
  '/getUserProjectObjects': read(z.object({ oid, eid, bcid: z.number().int(), objid: z.string().min(1).max(100) })),
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
  '/getProjectApprovedMessage': read(z.object({ oid, eid, bpid: z.number().int(), tid: z.number().int(), btid: z.number().int() })),
} as const;

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
