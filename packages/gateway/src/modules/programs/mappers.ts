/**
 * The programs area's wire words in, the schema's words out (docs/decisions/182):
 * the enrolment facts the area reads. (Announcements have their own module, issue 20.)
 */
import type { ProgressProgram } from '@portal/contract';

/** The enrolment in this batch, among the learner's. */
export const enrolmentInBatch = (programs: ProgressProgram[], batchId: string): ProgressProgram | undefined => programs.find((p) => String(p.bpid) === batchId);

/** The learner's enrolments in one program (progress lists them oldest first). */
export const enrolmentsInProgram = (programs: ProgressProgram[], programId: number): ProgressProgram[] => programs.filter((p) => p.pid === programId);
