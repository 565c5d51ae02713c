/** The cloud API contract of catalog: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

export const catalogPaths = {
  /** → { certificate, diploma, graduate, pgdiploma, undergraduate, DoctorofPharmacy }: ProgramListItem[] each */
  '/getAllProgramList': read(z.object({ oid })),
  /** → { bpid } of the program's current batch */
  '/getBatchID': read(z.object({ oid, pid: z.number().int() })),
  /** → ProgramDetail (with pstatus/enrolled for the learner when eid is given) */
  '/getProgram': read(z.object({ oid, pid: z.number().int(), bpid: z.number().int(), eid: eid.optional() })),
} as const;

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
/** /getBatchID: the batch on offer. */
export const batchIdResponse = z.looseObject({ bpid: int });
