/**
 * Notifications (spec part 3, sections 2.12, 3.9 and 7.5; issue 20; docs/decisions/233):
 * "get notifications" (POST with eid → title, msg, link per notification) and the
 * extension that marks them read. They are real: `notify` is the one way a notification is
 * written, called where something happens to a learner (a new announcement in the instructor
 * console, an instructor's reply, approval or rejection of a project message, an answer to
 * their discussion question, a certificate issued); an assessment of their batch that opens
 * within a day is written when the list is read, once per assessment and start time.
 */
import { and, asc, count, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { NotificationList, NotificationsMarked } from '@portal/contract';
import { ASSESSMENT_OPENING_NOTICE_MS, NOTIFICATION_LIST_LIMIT, notificationText, type NotificationText } from '@portal/domain';
import { schema, type Db } from '../db/client.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { seedNotifications } from '../seed/notifications-demo.js';

const { notifications, assessments, enrolments, batchCourses, courses } = schema;

type Writer = Pick<Db, 'insert'>;

/**
 * Writes a notification to each learner named (the same text to each). With a key, at most
 * one per learner and key (a second write is ignored). A failure is logged, never thrown: the
 * reply, the announcement or the certificate that caused it stands without its notification.
 */
export async function notify(db: Writer, log: Logger, to: string | string[], text: NotificationText, key?: string): Promise<void> {
  const eids = [...new Set((Array.isArray(to) ? to : [to]).filter((eid) => eid.trim() !== ''))];
  if (eids.length === 0) return;
  try {
    await db
      .insert(notifications)
      .values(eids.map((eid) => ({ eid, title: text.title, msg: text.msg, link: text.link, key: key ?? null })))
      .onConflictDoNothing();
  } catch (error) {
    log.error({ err: error, title: text.title, learners: eids.length }, 'a notification was not written');
  }
}

/** The learners enrolled in a batch (whom a batch's announcement concerns). */
export async function learnersOfBatch(db: Db, bpid: number): Promise<string[]> {
  const rows = await db.select({ eid: enrolments.eid }).from(enrolments).where(eq(enrolments.bpid, bpid));
  return rows.map((r) => r.eid);
}

/**
 * Issue 20: "an assessment opening within a day". Written when the learner's list is read
 * (no timer runs in the cloud API, and a replica that reads it writes it): each assessment
 * or assignment of the learner's batches, in an enabled course, starting after now and within
 * 24 hours. The key holds the start time, so a moved assessment is told again.
 */
async function writeAssessmentsOpening(db: Db, log: Logger, eid: string, now: number): Promise<void> {
  const rows = await db
    .select({ assessid: assessments.assessid, title: assessments.title, kind: assessments.quiztype, startsAt: assessments.startsAt, bcid: assessments.bcid, courseTitle: courses.title })
    .from(assessments)
    .innerJoin(enrolments, and(eq(enrolments.bpid, assessments.bpid), eq(enrolments.eid, eid)))
    .innerJoin(batchCourses, and(eq(batchCourses.bcid, assessments.bcid), eq(batchCourses.enabled, true)))
    .innerJoin(courses, eq(courses.tid, batchCourses.tid))
    .where(and(gt(assessments.startsAt, new Date(now)), lte(assessments.startsAt, new Date(now + ASSESSMENT_OPENING_NOTICE_MS))))
    .orderBy(asc(assessments.startsAt));
  for (const a of rows) {
    const text = notificationText.assessmentOpening({ title: a.title, kind: a.kind, courseTitle: a.courseTitle, courseId: a.bcid, startsAt: a.startsAt });
    await notify(db, log, eid, text, `assessment-opening:${a.assessid}:${a.kind}:${a.startsAt.getTime()}`);
  }
}

async function unreadOf(db: Db, eid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.eid, eid), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

function notificationsRoutes({ db, log, clock }: RouteContext): ContractRoutes {
  return {
    '/getNotifications': async ({ eid, limit }): Promise<NotificationList> => {
      await writeAssessmentsOpening(db, log, eid, clock());
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.eid, eid))
        .orderBy(desc(notifications.id))
        .limit(limit ?? NOTIFICATION_LIST_LIMIT);
      return {
        notifications: rows.map((n) => ({ id: n.id, title: n.title, msg: n.msg, link: n.link, created: n.createdAt.toISOString(), read: n.readAt !== null })),
        unread: await unreadOf(db, eid),
      };
    },

    '/markNotificationsRead': async ({ eid, upto }): Promise<NotificationsMarked> => {
      const marked = await db
        .update(notifications)
        .set({ readAt: new Date(clock()) })
        .where(and(eq(notifications.eid, eid), lte(notifications.id, upto), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return { marked: marked.length, unread: await unreadOf(db, eid) };
    },
  };
}

/** The area's piece (areas.ts): its paths and the demo notifications. */
export const notificationsArea: CloudArea = {
  routes: notificationsRoutes,
  seed: (demo) => (tx) => seedNotifications(tx, demo),
};
