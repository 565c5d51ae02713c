/** The cloud API contract of feedback: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, text, or, read } from '../wire.js';

export const feedbackPaths = {
  /**
   * "get feedback" (spec part 2, section 7): the Overall Program Feedback of
   * the learner's enrolment. → FeedbackForm: { code: 0 } when an admin
   * disabled it, { code: 1 } when the learner already submitted it, else
   * { questions }. 404 NOT_FOUND unless the learner is enrolled in bpid.
   */
  '/getFeedback': read(z.object({ oid, eid, pid: z.number().int(), bpid: z.number().int() })),
  /**
   * "update feedback": the program feedback's answers (0 Strongly Agree to 4
   * Not Applicable, one per question); obid is the enrolment (bpid). Stored
   * once: 409 CONFLICT ALREADY_SUBMITTED after that, FEEDBACK_DISABLED when an
   * admin disabled it; 400 BAD_REQUEST unless every question has one answer.
   * → FeedbackStored
   */
  '/updateFeedback': z.object({
    oid,
    eid,
    obid: z.number().int(),
    response: z.array(z.object({ qid: z.string().min(1).max(100), answer: z.number().int().min(0).max(4) })).max(100),
  }),
  /**
   * "course/instructor feedback": crir 'cr' course or 'ir' instructor feedback
   * of a batch course. action 'get' → FeedbackForm ({ code } or { q }); action
   * 'update' stores resp (a rating 1 to 5 and a comment per question; course
   * feedback needs every comment) and irdt (the instructors rated) once, with
   * the same 409 and 400 answers as "update feedback". → FeedbackStored.
   * 404 NOT_FOUND unless the learner follows the course in that batch. Not
   * read(): its 'get' shares the path with the update, so it is tried once.
   */
  '/courseInstructorFeedback': z.object({
    oid,
    eid,
    crir: z.enum(['cr', 'ir']),
    action: z.enum(['get', 'update']),
    bcid: z.number().int(),
    bpid: z.number().int(),
    resp: z
      .array(z.object({ qid: z.string().min(1).max(100), rating: z.number().int().min(1).max(5), comment: z.string().max(2000).optional() }))
      .max(100)
      .optional(),
    irdt: z
      .array(z.object({ name: z.string().max(200), emailid: z.string().max(320) }))
      .max(50)
      .optional(),
  }),
} as const;

/** A feedback question (spec part 2, section 3 "Feedback"). */
export const feedbackQuestion = z.looseObject({ qid: text, question: text });
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;
/**
 * "get feedback" and "course/instructor feedback" (action 'get'): code 0
 * disabled, 1 already submitted; otherwise the questions (questions for the
 * program's form, q for the course's and the instructors').
 */
export const feedbackForm = z.looseObject({
  code: z
    .union([z.literal(0), z.literal(1)])
    .nullish()
    .transform((v) => v ?? null),
  questions: z
    .array(feedbackQuestion)
    .nullish()
    .transform((v) => v ?? null),
  q: z
    .array(feedbackQuestion)
    .nullish()
    .transform((v) => v ?? null),
});
export type FeedbackForm = z.infer<typeof feedbackForm>;
export const feedbackStored = z.looseObject({ ok: z.literal(true) });
export type FeedbackStored = z.infer<typeof feedbackStored>;
/** "get course instructor": name and e-mail (spec part 2, section 3 "Instructor"); designation is an extension. */
export const courseInstructor = z.looseObject({ name: or(text, ''), emailid: or(text, ''), designation: or(text, '') });
export type CourseInstructor = z.infer<typeof courseInstructor>;
/** /getCourseInstructor: the list, [] when none. */
export const courseInstructors = or(z.array(courseInstructor), []);
