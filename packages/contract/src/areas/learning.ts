/** The cloud API contract of learning: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

/** A course as run in batch course bcourseid, for the learner eid; pid, bpid and courseid, when given, must be that course's. */
const courseRequest = z.object({
  oid,
  eid,
  bcourseid: z.number().int(),
  pid: z.number().int().optional(),
  bpid: z.number().int().optional(),
  courseid: z.number().int().optional(),
  ptitle: z.string().optional(),
});

export const learningPaths = {
  /**
   * The course screen (spec part 2, section 7 "get course"): the course as run
   * in batch course bcourseid, its units (nuggets) and objects with the
   * learner's op, and userProgressData keyed by bcid with tp and per. File
   * objects' ourl (and their captions' key) are storage keys, unsigned: the
   * gateway signs an address valid one hour (section 9) only for what the
   * learner may open (docs/decisions/115). 404 NOT_FOUND when eid is not enrolled in the course's
   * batch (a course id names nothing of another learner's). pid, bpid and
   * courseid, when given, must be that course's. → CourseData. A read: its
   * signed URLs are made afresh on each call, and change nothing.
   */
  '/getCourse': read(courseRequest),
  /**
   * "sync user progress" (spec part 2, section 7): the changes the portal
   * decided, merged atomically per object, so two tabs completing objects at
   * once lose nothing and a change sent twice is harmless: op and tp only
   * rise (the stored value is the greater), timespent is added once, when
   * the object first reaches op 2. per (the course's share of complete
   * objects) and the program's per are recomputed from what is stored. Each
   * sync records its time as the course's lastact (/getUserTotalProgress).
   * With `completeWhenAllDone`, tp becomes 2 as well when, after the merge,
   * every object of the course is complete (two tabs may each complete one of
   * the last objects without either seeing the other's: docs/decisions/107).
   * The answer carries the course's progress as stored after the merge, so
   * the portal need not read it again (docs/decisions/185).
   * 404 NOT_FOUND as for /getCourse; 400 when an object is not the course's.
   * → SyncProgressResult
   */
  '/syncUserProgress': courseRequest.extend({
    courseProgress: z.object({
      /** the topic status to raise to, when it changes */
      tp: z.union([z.literal(1), z.literal(2)]).optional(),
      /** extension (docs/decisions/185): also raise tp to 2 when, after the merge, every object of the course is complete */
      completeWhenAllDone: z.boolean().optional(),
      objects: z.array(z.object({ objid: z.string().min(1).max(100), op: z.union([z.literal(1), z.literal(2)]), timespent: z.number().int().min(0).max(86_400).optional() })).max(100),
    }),
  }),
} as const;

/** A caption track of a video or audio object; key is the WebVTT file's storage key, like ourl. */
export const courseCaption = z.looseObject({ key: text, srclang: or(text, 'en'), label: or(text, 'English') });
export type CourseCaption = z.infer<typeof courseCaption>;
/** An object of a unit (spec part 2, section 3): its id is `oid` on the wire, as in the older API. */
export const courseObject = z.looseObject({
  oid: text,
  otitle: text,
  /** video, audio, pdf, html, interactivity, scorm, quiz, vimeo, youtube, podcast, assignment, feedback */
  otype: text,
  /** the storage key for file kinds (the gateway signs it), the video's address for youtube/vimeo, '' when none */
  ourl: or(text, ''),
  nenabled: or(z.boolean(), true),
  qtype: text.nullish(),
  captions: or(z.array(courseCaption), []),
  /** An addition to the older API (docs/decisions/177): how long the object takes, in minutes; null when not known. */
  oduration: or(z.number().nullable(), null),
  userOP: or(z.looseObject({ op: or(int, 0), timespent: or(z.number(), 0) }), { op: 0, timespent: 0 }),
});
export type CourseObject = z.infer<typeof courseObject>;
export const courseNugget = z.looseObject({
  nid: int,
  /** the unit's label, e.g. "Unit 1" */
  unit: or(text, ''),
  ntitle: text,
  /** minutes */
  nduration: or(z.number(), 0),
  nenabled: or(z.boolean(), true),
  nimage: text.nullish(),
  objects: or(z.array(courseObject), []),
});
export type CourseNugget = z.infer<typeof courseNugget>;
/** /getCourse */
export const courseData = z.looseObject({
  tid: int,
  btid: int,
  ttitle: text,
  tdescription: or(text, ''),
  /** 'Course' or 'Project' (spec part 2, section 2) */
  coursetype: or(text, 'Course'),
  tenabled: or(z.boolean(), true),
  freenavigation: or(z.boolean(), false),
  pid: int,
  bpid: int,
  ptitle: or(text, ''),
  nuggets: or(z.array(courseNugget), []),
  /** keyed by bcid: tp 0 not started, 1 started, 2 complete; per 0 to 100 */
  userProgressData: or(z.record(z.string(), z.looseObject({ tp: or(int, 0), per: or(z.number(), 0), score: z.number().nullish() })), {}),
});
export type CourseData = z.infer<typeof courseData>;
/**
 * /syncUserProgress: the course's stored tp and per after the merge and, an
 * extension (docs/decisions/185), the rest of what the merge changed: every
 * object's op and timespent in the course (what /getCourse's userOP would
 * say), the course's lastact (epoch ms) and the program's per (what
 * /getUserTotalProgress would say).
 */
export const syncProgressResult = z.looseObject({
  bcid: int,
  tp: int,
  per: z.number(),
  objects: z.array(z.looseObject({ objid: text, op: int, timespent: z.number() })),
  lastact: int,
  programPer: z.number(),
});
export type SyncProgressResult = z.infer<typeof syncProgressResult>;
/** A reference (spec part 2, section 3): a file to preview (otype pdf, video, audio or image, at the storage path ourl) or a link. */
export const courseReference = z.looseObject({ title: text, otype: text.nullish().transform((v) => v ?? null), ourl: or(text, ''), link: text.nullish().transform((v) => v ?? null) });
export type CourseReference = z.infer<typeof courseReference>;
export const courseReferences = z.looseObject({ refer: or(z.array(courseReference), []) });
/** A course video (spec part 2, section 3), with its date 'YYYY-MM-DD'. */
export const courseVideo = courseReference.extend({ date: text });
export type CourseVideo = z.infer<typeof courseVideo>;
export const courseVideos = z.looseObject({ video: or(z.array(courseVideo), []) });
/** A podcast object of a unit; nenabled false: disabled by admin. */
export const podcastObject = z.looseObject({ objid: text, otitle: text, otype: text, ourl: or(text, ''), nenabled: or(z.boolean(), true) });
export const podcastNugget = z.looseObject({ nid: int, ntitle: text, nduration: or(z.number(), 0), nenabled: or(z.boolean(), true), objects: or(z.array(podcastObject), []) });
export type PodcastNugget = z.infer<typeof podcastNugget>;
export const podcastAnswer = z.looseObject({ nuggets: or(z.array(podcastNugget), []) });
/** /getScormData: the package (launch key and its folder) and the stored runtime data (cmi null: none yet); op is the object's progress. */
export const scormData = z.looseObject({
  objid: text,
  version: z.enum(['1.2', '2004']),
  launch: text,
  folder: text,
  cmi: z.record(z.string(), z.unknown()).nullable(),
  sequence: int,
  op: int,
});
export type ScormData = z.infer<typeof scormData>;
/** /updateScormData: whether this commit was stored (false: an older or repeated sequence), and the object's progress after it. */
export const scormStored = z.looseObject({ stored: z.boolean(), op: int });
export type ScormStored = z.infer<typeof scormStored>;
