/**
 * The feedback module's wire words in and schema words out (issue 19): whose
 * form it is (an enrolment's program, a course as run in a batch) and which
 * form a feedback-form unit opens.
 */
import type { ProgressProgram } from '@portal/contract';
import type { FeedbackKind } from '@portal/domain';
import type { FeedbackFormRead, FeedbackSubject } from '../../cloud/feedback.js';
import type { CourseModel, LearningObjectModel } from '../learning/index.js';

/** A feedback form in the schema's words, with whose it is (the instructors field reads the course). */
export type FeedbackFormModel = { kind: FeedbackKind; subject: FeedbackSubject; read: FeedbackFormRead };

/** The Overall Program Feedback of an enrolment. */
export const programSubject = (program: ProgressProgram): Extract<FeedbackSubject, { kind: 'PROGRAM' }> => ({ kind: 'PROGRAM', programId: program.pid, batchId: program.bpid });

/** The enrolment with that id (`EnrolledProgram.id`, the batch) among the learner's, or null. */
export const enrolmentWithId = (programs: readonly ProgressProgram[], id: string): ProgressProgram | null => programs.find((p) => String(p.bpid) === id) ?? null;

/** Course or instructor feedback of a course as the learner follows it. */
export const courseSubject = (course: CourseModel, kind: 'COURSE' | 'INSTRUCTOR'): FeedbackSubject => ({ kind, batchId: course.data.bpid, courseRunId: course.data.btid });

/** The program the course belongs to (the special programs are named by program id). */
export const courseProgramId = (course: CourseModel): number => course.data.pid;

/**
 * Which form a feedback-form unit opens (spec part 2, section 3: qtype
 * 'course' course feedback, 'instructor' instructor feedback); a feedback
 * unit without a qtype is course feedback; null for any other object.
 */
export function feedbackUnitKind(object: LearningObjectModel): 'COURSE' | 'INSTRUCTOR' | null {
  if (object.kind !== 'FEEDBACK') return null;
  const type = String(object.quizType ?? 'course').toLowerCase();
  if (type === 'instructor') return 'INSTRUCTOR';
  return type === 'course' ? 'COURSE' : null;
}
