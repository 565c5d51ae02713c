/**
 * Notifications (spec part 3, sections 2.12, 3.9 and 7.5; issue 20): a notification is a
 * title, a message (msg) and a link. The spec shows only the list; issue 20 makes them real
 * (docs/decisions/233): the embedded cloud API writes one when something happens to the
 * learner, with the words and the portal link written here once, and the bell says how many
 * are unread. The web and the gateway read the same rules.
 */
import { formatAssessmentDate } from './assessments/rules.js';
import { portalPath } from './site.js';
import { TIME_ZONE_LABELS } from './time-zones.js';

/**
 * How often the header's bell asks for the unread count while the page shows (Apollo's
 * pollInterval; a hidden page asks nothing, and a window that regains focus asks at once).
 * Issue 20: "the count updates without a reload, within a minute"; Apollo waits the interval
 * after each answer, so 30 s keeps even a slow answer inside the minute (docs/decisions/235).
 */
export const NOTIFICATION_POLL_MS = 30_000;

/** How many of the newest notifications the list shows (docs/decisions/233). */
export const NOTIFICATION_LIST_LIMIT = 50;

export const NOTIFICATION_MESSAGES = {
  /** Not in the spec (section 8 lists the other screens' empty states in the same words). */
  empty: 'No Notifications',
  /** Not in the spec: a mark-read that names no notification of the learner's. */
  noSuchNotification: 'There is no such notification.',
} as const;

/** The bell's accessible name (issue 20): "Notifications, 3 unread", or just "Notifications". */
export function notificationBellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The count drawn on the bell: up to 99, then "99+", so the badge keeps its size. */
export function notificationBadgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * A notification's link as the portal may follow it: a path of the portal ("/course?course=1"),
 * or an http(s) address of elsewhere; anything else (javascript:, //host, a path with a
 * backslash or a control character) is no link at all. The upstream in production is not ours.
 */
export function safeNotificationLink(link: string | null | undefined): string | null {
  const value = (link ?? '').trim();
  if (!value || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (value.startsWith('/')) return portalPath(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** True for a path of the portal itself (followed by the router), false for another site's address. */
export function isPortalPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** A notification as the cloud API stores it: the spec's three fields (section 3.9). */
export type NotificationText = { title: string; msg: string; link: string };

/** At most `max` characters of what someone wrote, cut at a word, with an ellipsis. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}\u2026`;
}

// The portal's screens a notification leads to (the web's app/paths.ts names the same paths;
// its test checks that they agree).
const course = (courseId: number, params: Record<string, string> = {}) => `/course?${new URLSearchParams({ course: String(courseId), ...params }).toString()}`;
export const NOTIFICATION_PATHS = { announcements: '/announcements', certificates: '/certificates', course: '/course' } as const;

/**
 * What each event tells the learner (issue 20: a new announcement, an instructor's reply,
 * an approval or a rejection, an answer to their question, an assessment opening within a
 * day, a certificate ready), with the screen it leads to.
 */
export const notificationText = {
  announcement: (a: { programTitle: string; title: string }): NotificationText => ({
    title: `New announcement in ${a.programTitle}`,
    msg: excerpt(a.title),
    link: NOTIFICATION_PATHS.announcements,
  }),
  projectReply: (r: { instructor: string; objective: string; courseId: number; objectId: string; reply: string }): NotificationText => ({
    title: `${r.instructor} replied to your project message`,
    msg: `${r.objective}: ${excerpt(r.reply)}`,
    link: course(r.courseId, { unit: r.objectId }),
  }),
  projectDecision: (d: { approved: boolean; objective: string; courseId: number; objectId: string }): NotificationText => ({
    title: d.approved ? 'Your project message was approved' : 'Your project message was rejected',
    msg: d.approved ? `${d.objective} is complete.` : `${d.objective}: please read the instructor's reply and send it again.`,
    link: course(d.courseId, { unit: d.objectId }),
  }),
  discussionAnswer: (a: { author: string; courseTitle: string; courseId: number; question: string }): NotificationText => ({
    title: `${a.author} answered your question in ${a.courseTitle}`,
    msg: excerpt(a.question),
    link: course(a.courseId, { tab: 'discussion' }),
  }),
  assessmentOpening: (a: { title: string; kind: 'assess' | 'assign'; courseTitle: string; courseId: number; startsAt: Date }): NotificationText => ({
    title: `${a.kind === 'assign' ? 'An assignment' : 'An assessment'} opens soon: ${a.title}`,
    // The assessment's own format in India time, labelled as every exam time is (docs/decisions/275):
    // the text is kept, so it cannot follow the zone the learner chooses later.
    msg: `${a.courseTitle}: opens ${formatAssessmentDate(a.startsAt)} ${TIME_ZONE_LABELS.india}.`,
    link: course(a.courseId, { tab: a.kind === 'assign' ? 'assignment' : 'assessment' }),
  }),
  certificateReady: (c: { courseTitle: string }): NotificationText => ({
    title: 'Your certificate is ready',
    msg: `The certificate of ${c.courseTitle} is ready to download.`,
    link: NOTIFICATION_PATHS.certificates,
  }),
};

/** An assessment "opening within a day" (issue 20): it starts after now and at most 24 hours from now (the cloud API asks its table so). */
export const ASSESSMENT_OPENING_NOTICE_MS = 24 * 3_600_000;
