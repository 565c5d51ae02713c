/**
 * Notifications (issue 20; docs/decisions/233): a few for the demo learner, so that the
 * list and the bell have something to show on `npm start` (one unread), and a learner of
 * their own for the notifications journey: Ravi, in the MBA, whose message on the open
 * project objective awaits the instructor. The journey has the instructor reply to it in
 * the console and watches Ravi's bell; no other journey reads Ravi's state.
 */
import { notificationText } from '@portal/domain';
import { schema } from '../db/client.js';
import type { DemoData, DemoSeed, SeedTx } from './demo-data.js';
import { PROJECT_DEMO } from './projects-demo.js';

const LEARNER = 'learner@demo.university';

export const NOTIFICATIONS_DEMO = {
  learner: { email: 'notified@demo.university', password: 'Notified@2026', name: 'Ravi Shankar' },
  /** the message of Ravi's the instructor answers in the journey */
  awaitingReply: 'May the SWOT rest on the company\u2019s annual reports of the last two years only?',
} as const;

/** Ravi's progress in the project course: the first objective approved, the second open. */
export function shapeNotificationsDemo(data: DemoData): void {
  const eid = NOTIFICATIONS_DEMO.learner.email;
  data.objectProgress.push(
    { eid, bcid: PROJECT_DEMO.bcid, objectId: PROJECT_DEMO.approved, status: 2, secondsSpent: 600, edited: false },
    { eid, bcid: PROJECT_DEMO.bcid, objectId: PROJECT_DEMO.inProgress, status: 1, secondsSpent: 60, edited: false },
  );
  data.courseProgress = data.courseProgress.filter((p) => !(p.eid === eid && p.bcid === PROJECT_DEMO.bcid));
  data.courseProgress.push({ eid, bcid: PROJECT_DEMO.bcid, status: 1, progressPercent: 25, score: null, selected: false });
}

export async function seedNotifications(tx: SeedTx, { now }: DemoSeed): Promise<void> {
  const hour = 3_600_000;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
  await tx.insert(schema.projectMessages).values({
    eid: NOTIFICATIONS_DEMO.learner.email,
    bcid: PROJECT_DEMO.bcid,
    objectId: PROJECT_DEMO.inProgress,
    uname: NOTIFICATIONS_DEMO.learner.name,
    message: NOTIFICATIONS_DEMO.awaitingReply,
    status: 1,
    postedAt: at(3),
  });
  // The demo learner's: what the seeded project threads and announcements would have told them.
  const objective = { courseId: PROJECT_DEMO.bcid, objectId: PROJECT_DEMO.inProgress, objective: 'SWOT of the chosen company' };
  const rows = [
    {
      ...notificationText.projectDecision({ approved: true, objective: 'Industry analysis: Porter\u2019s five forces', courseId: PROJECT_DEMO.bcid, objectId: PROJECT_DEMO.approved }),
      createdAt: at(5 * 24),
      readAt: at(5 * 24 - 2),
    },
    {
      ...notificationText.projectReply({ ...objective, instructor: PROJECT_DEMO.instructor.name, reply: 'Yes, keep the same company so the project reads as one.' }),
      createdAt: at(2 * 24 - 3),
      readAt: at(2 * 24 - 4),
    },
    { ...notificationText.announcement({ programTitle: 'Master of Business Administration', title: 'Semester 2 timetable published' }), createdAt: at(24), readAt: null },
  ];
  await tx.insert(schema.notifications).values(rows.map((r) => ({ eid: LEARNER, ...r })));
}
