/** The cloud API contract of references, recorded sessions, podcasts, SCORM: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, read } from '../wire.js';

export const learningMediaPaths = {
  /** → CourseReferences: the course's references (spec part 2, 7 "references": oid, cid, action 'get'); cid is the course (tid). */
  '/getReferences': read(z.object({ oid, cid: z.number().int(), action: z.literal('get') })),
  /** → CourseVideos: the course's recorded sessions (spec part 2, 7 "course video"); cid is the course (tid). */
  '/getCourseVideo': read(z.object({ oid, cid: z.number().int(), action: z.literal('get') })),
  /** → PodcastAnswer: the course's units that hold podcasts (spec part 2, 7 "POST /getpodcast"). */
  '/getpodcast': read(z.object({ oid, pid: z.number().int(), bpid: z.number().int(), courseid: z.number().int(), bcourseid: z.number().int() })),
  /**
   * → ScormData: the learner's SCORM runtime data of one object of a course
   * as run in a batch, and where its package is (404 NOT_FOUND unless the
   * learner is enrolled in that batch and the object is a scorm unit of it).
   */
  '/getScormData': read(z.object({ oid, eid, bcid: z.number().int(), objid: z.string().min(1).max(100) })),
  /**
   * Stores the SCORM runtime data (the whole cmi tree) of one object: a
   * commit replaces the stored one unless its sequence is lower (a late or
   * repeated commit changes nothing). A 1.2 lesson_status passed or
   * completed, or a 2004 completion_status completed, marks the object
   * complete (op 2) once. → ScormStored
   */
  '/updateScormData': z.object({
    oid,
    eid,
    bcid: z.number().int(),
    objid: z.string().min(1).max(100),
    version: z.enum(['1.2', '2004']),
    cmi: z.record(z.string(), z.unknown()),
    /** the client's commit counter for this object, from 0 */
    sequence: z.number().int().min(0).max(2_147_483_647),
  }),
} as const;
