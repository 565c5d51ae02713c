/**
 * The programs area's wire words in, the schema's words out (docs/decisions/182):
 * /getAnnouncements' entries and the enrolment facts the area reads.
 */
import type { AnnouncementEntry, AnnouncementsResponse, ProgressProgram } from '@portal/contract';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { sanitizeHtml } from '../../html/sanitize.js';

/** One announcement of a batch, with the batch it was posted to and its place in the list (for a stable id). */
export type ProgramAnnouncementModel = { entry: AnnouncementEntry; bpid: number };

/** The enrolment in this batch, among the learner's. */
export const enrolmentInBatch = (programs: ProgressProgram[], batchId: string): ProgressProgram | undefined => programs.find((p) => String(p.bpid) === batchId);

/** The learner's enrolments in one program (progress lists them oldest first). */
export const enrolmentsInProgram = (programs: ProgressProgram[], programId: number): ProgressProgram[] => programs.filter((p) => p.pid === programId);

/** One batch's announcements, newest first. */
export function announcementsOfBatch(groups: AnnouncementsResponse['Response'], batchId: number): ProgramAnnouncementModel[] {
  return groups
    .filter((group) => group.bpid === batchId)
    .flatMap((group) => group.json.map((entry) => ({ entry, bpid: group.bpid })))
    .sort((a, b) => b.entry.sdate - a.entry.sdate);
}

export const programsTypeResolvers: Resolvers = {
  ProgramAnnouncement: {
    id: ({ entry, bpid }) => `${bpid}-${entry.sdate}-${Buffer.from(entry.title).toString('base64url').slice(0, 24)}`,
    kind: ({ entry }) => entry.type,
    title: ({ entry }) => entry.title,
    descriptionHtml: ({ entry }) => sanitizeHtml(entry.description),
    // sdate is epoch seconds (spec part 3, section 3.8).
    postedAt: ({ entry }) => new Date(entry.sdate * 1000).toISOString(),
    linkText: ({ entry }) => entry.webtext || null,
    linkUrl: ({ entry }) => (entry.weburl && /^https?:\/\//i.test(entry.weburl) ? entry.weburl : null),
  },
};
