import { courseInstructors } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

/** A course's instructor in the schema's words (spec part 2, section 3 "Instructor": name, emailid). */
export type Instructor = { name: string; email: string; designation: string };

/**
 * "get course instructor" (spec part 2, section 7): the instructors of a course as run in a batch.
 * Read by the discussion (its updates carry the list, as idata) and by instructor feedback.
 */
export async function getCourseInstructors(cloud: CloudSession, batchId: number, courseRunId: number): Promise<Instructor[]> {
  const answer = checkAnswer(cloud, '/getCourseInstructor', courseInstructors, await cloud.read<unknown>('/getCourseInstructor', { bpid: batchId, bcid: courseRunId }));
  return answer.map((i) => ({ name: i.name, email: i.emailid, designation: i.designation }));
}
