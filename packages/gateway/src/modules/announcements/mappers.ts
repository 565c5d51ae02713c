/**
 * Announcements' wire words in, the schema's words out (spec part 3, section
 * 3.8; docs/decisions/182, 231): the one mapper of the Announcements screen and
 * of the program-info Announcements tab.
 */
import type { AnnouncementEntry, AnnouncementsResponse } from '@portal/contract';
import type { AnnouncementKind, Resolvers } from '../../__generated__/resolvers-types.js';
import { connectionOf, type ListOrder } from '../connection.js';
import { enrolmentBatchId } from '../dashboard/index.js';
import type { EnrolledProgramModel } from '../mappers.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import type { MediaUrls } from '../../media/media-urls.js';
import { storedContentUrl, vimeoEmbedUrl, youtubeEmbedUrl } from '../learning/index.js';

/** One announcement of a batch, with the batch it was posted to (for a stable id). */
export type ProgramAnnouncementModel = {
  entry: AnnouncementEntry;
  bpid: number;
};

/** One of the learner's programs with its announcements (an accordion of /announcements). */
export type ProgramAnnouncementsModel = {
  enrolment: EnrolledProgramModel;
  announcements: ProgramAnnouncementModel[];
};

/** The wire's type words (spec part 3, section 3.8), matched without regard to case. */
const KINDS: Record<string, AnnouncementKind> = {
  text: 'TEXT',
  file: 'FILE',
  web: 'WEB',
  video: 'VIDEO',
  audio: 'AUDIO',
  image: 'IMAGE',
  pdf: 'PDF',
  html: 'HTML',
  interactivity: 'INTERACTIVITY',
  vimeo: 'VIMEO',
  youtube: 'YOUTUBE',
};

/** An entry's kind: its type (or, failing that, its otype); a word the spec does not list reads as TEXT (docs/decisions/231). */
export function announcementKind(entry: Pick<AnnouncementEntry, 'type' | 'otype'>): AnnouncementKind {
  return KINDS[entry.type.trim().toLowerCase()] ?? KINDS[(entry.otype ?? '').trim().toLowerCase()] ?? 'TEXT';
}

/** Kinds whose content is a stored file (or page), named by mfname. */
const STORED: ReadonlySet<AnnouncementKind> = new Set(['FILE', 'VIDEO', 'AUDIO', 'IMAGE', 'PDF', 'HTML', 'INTERACTIVITY']);
/** Kinds that run as pages: only a stored page (served from course content's own origin, docs/decisions/170) or an https page. */
const PAGES: ReadonlySet<AnnouncementKind> = new Set(['HTML', 'INTERACTIVITY']);

/** The address an embed code points at: its frame's src, or the code itself when it is an address. */
function embeddedAddress(code: string | null | undefined): string | null {
  if (!code) return null;
  const src = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(code)?.[1];
  return (src ?? code).trim().replace(/&amp;/g, '&');
}

/**
 * What the announcement's player opens (docs/decisions/231): a stored file by a
 * one-hour signed address, a page on course content's own origin, or a video
 * site's privacy-enhanced embed address from its link or its embed code. Null
 * when there is nothing to open or what was stored cannot be opened safely.
 */
export function announcementContentUrl(media: Pick<MediaUrls, 'file' | 'folderFile'>, entry: AnnouncementEntry): string | null {
  const kind = announcementKind(entry);
  if (kind === 'YOUTUBE' || kind === 'VIMEO') {
    const embed = kind === 'YOUTUBE' ? youtubeEmbedUrl : vimeoEmbedUrl;
    for (const candidate of [entry.weburl, embeddedAddress(entry.embeddedcode), entry.mfname]) {
      const url = candidate ? embed(candidate) : null;
      if (url) return url;
    }
    return null;
  }
  if (!STORED.has(kind) || !entry.mfname) return null;
  const key = entry.mfname.trim();
  const url = storedContentUrl(media, key);
  if (!url || !PAGES.has(kind)) return url;
  // A page is opened only from the content origin or another https host, never from the portal's.
  return /^https:\/\//i.test(key) || /\.(html?|xhtml)$/i.test(key) ? url : null;
}

/**
 * Its web link (http or https only). A Vimeo or YouTube announcement's link is its video when the
 * player plays it, so it is not offered twice; another link beside the video still is.
 */
export function announcementLinkUrl(entry: AnnouncementEntry): string | null {
  if (!entry.weburl || !/^https?:\/\//i.test(entry.weburl)) return null;
  const kind = announcementKind(entry);
  if ((kind === 'YOUTUBE' && youtubeEmbedUrl(entry.weburl)) || (kind === 'VIMEO' && vimeoEmbedUrl(entry.weburl))) return null;
  return entry.weburl;
}

/** The file name to save a FILE under: the last part of what was stored. */
export function announcementFileName(entry: AnnouncementEntry): string | null {
  if (announcementKind(entry) !== 'FILE' || !entry.mfname) return null;
  const name = entry.mfname.split(/[/?#]/).filter(Boolean).pop();
  return name ? decodeURIComponent(name) : null;
}

/** One batch's announcements, newest first, out of an answer that may hold several batches. */
export function announcementsOfBatch(groups: AnnouncementsResponse['Response'], batchId: number): ProgramAnnouncementModel[] {
  return groups
    .filter((group) => group.bpid === batchId)
    .flatMap((group) => group.json.map((entry) => ({ entry, bpid: group.bpid })))
    .sort((a, b) => b.entry.sdate - a.entry.sdate);
}

/** An announcement's id: the cloud API gives none, so its batch, time and title make one. */
const announcementIdOf = ({ entry, bpid }: ProgramAnnouncementModel) => `${bpid}-${entry.sdate}-${Buffer.from(entry.title).toString('base64url').slice(0, 24)}`;

/** The order of a batch's `announcementsConnection`: newest first by time posted, then by id (docs/decisions/310). */
export const announcementsOrder = (batchId: number): ListOrder<ProgramAnnouncementModel> => ({
  name: `announcements/${batchId}`,
  shape: ['number', 'string'],
  keyOf: (a) => [a.entry.sdate, announcementIdOf(a)],
});

export const announcementTypeResolvers: Resolvers = {
  ProgramAnnouncement: {
    id: (announcement) => announcementIdOf(announcement),
    kind: ({ entry }) => announcementKind(entry),
    title: ({ entry }) => entry.title,
    descriptionHtml: ({ entry }) => sanitizeHtml(entry.description),
    // sdate is epoch seconds (spec part 3, section 3.8).
    postedAt: ({ entry }) => new Date(entry.sdate * 1000).toISOString(),
    linkText: ({ entry }) => entry.webtext || null,
    linkUrl: ({ entry }) => announcementLinkUrl(entry),
    contentUrl: ({ entry }, _args, ctx) => announcementContentUrl(ctx.media, entry),
    fileName: ({ entry }) => announcementFileName(entry),
  },
  ProgramAnnouncements: {
    enrolledProgram: ({ enrolment }) => enrolment,
    announcements: ({ announcements }) => announcements,
    announcementsConnection: ({ enrolment, announcements }, args) => connectionOf(announcementsOrder(enrolmentBatchId(enrolment.program)), announcements, args),
  },
};
