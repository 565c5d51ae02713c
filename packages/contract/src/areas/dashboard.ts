/** The cloud API contract of dashboard: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

export const dashboardPaths = {
  /** → { bpdata: ProgressProgram[] } */
  '/getUserTotalProgress': read(z.object({ oid, eid })),
  /** → { result: { events: { title, link, start }[] } } for the given batches and organisation-wide ones */
  '/getEvents': read(z.object({ oid, rtype: z.literal('get'), batchjson: z.array(z.number().int()) })),
  /** → { [bpid]: { usn } } */
  '/getusn': read(z.object({ oid, eid })),
  /** → { ok: true } */
  '/analyticsWebApp': z
    .object({ oid, eventtype: z.string().min(1), id: z.string().optional(), email: z.string().optional(), emailid: z.string().optional(), name: z.string().optional() })
    .passthrough(),
  /**
   * Announcements (spec part 3, sections 3.8 and 7.5): of a list of batches
   * with rtype 'getall', of one batch with rtype 'get'. → AnnouncementsResponse,
   * one group per batch that has any, newest entry first.
   */
  '/getAnnouncements': read(z.object({ oid, rtype: z.enum(['get', 'getall']), bpid: z.union([z.number().int(), z.array(z.number().int()).max(200)]) })),
} as const;

export const progressCourse = z.looseObject({
  tid: int,
  ttitle: text,
  /** duration in weeks */
  tdur: z.number(),
  per: z.number(),
  bcid: int,
  selected: z.boolean(),
  telective: z.boolean(),
  timage: text,
  semester: int,
  /** tp: 0 not started, 1 started, 2 complete */
  tp: int,
  /**
   * An addition to the older API (docs/decisions/177): when the learner last
   * made progress in the course (epoch milliseconds of the last
   * /syncUserProgress: Start, an object opened or completed), null when never.
   */
  lastact: or(int.nullable(), null),
});
export type ProgressCourse = z.infer<typeof progressCourse>;
export const progressProgram = z.looseObject({
  pid: int,
  bpid: int,
  ptitle: text,
  pimage: text,
  /** start and end: epoch seconds (10 digits) or milliseconds */
  psd: z.number(),
  ped: z.number(),
  pdur: text,
  per: z.number(),
  tcourses: or(z.array(progressCourse), []),
});
export type ProgressProgram = z.infer<typeof progressProgram>;
export const calendarEvent = z.looseObject({ title: text, link: text.nullable(), start: text });
export type EventItem = z.infer<typeof calendarEvent>;
export const eventsResponse = z.looseObject({ result: or(z.looseObject({ events: or(z.array(calendarEvent), []) }), { events: [] }) });
export type EventsResponse = z.infer<typeof eventsResponse>;
export const progressResponse = z.looseObject({ bpdata: or(z.array(progressProgram), []) });
export type ProgressResponse = z.infer<typeof progressResponse>;
/** One announcement (spec part 3, section 3.8); sdate is epoch seconds. */
export const announcementEntry = z.looseObject({
  type: text,
  title: or(text, ''),
  description: or(text, ''),
  sdate: z.number(),
  mfname: text.nullish(),
  webtext: text.nullish(),
  weburl: text.nullish(),
  embeddedcode: text.nullish(),
  otype: text.nullish(),
});
export type AnnouncementEntry = z.infer<typeof announcementEntry>;
/** /getAnnouncements: a group per batch (tid is the program's id), under Response. */
export const announcementsResponse = z.looseObject({
  Response: or(z.array(z.looseObject({ tid: int, bpid: int, json: or(z.array(announcementEntry), []) })), []),
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponse>;
/** /getusn: the learner's candidate numbers by batch id (null: none). */
export const usnResponse = or(z.record(z.string(), z.looseObject({ usn: text.nullish() })), {});
export type UsnResponse = z.infer<typeof usnResponse>;
