import { notificationList, notificationsMarked, type NotificationList, type NotificationsMarked } from '@portal/contract';
import { NOTIFICATION_LIST_LIMIT } from '@portal/domain';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// Notifications (spec part 3, sections 3.9 and 7.5; issue 20). The eid passed here always
// comes from the verified token (invariant 1).

/** "get notifications" (POST with eid): the learner's newest, newest first, and the unread count. A read. */
export async function getNotifications(cloud: CloudSession, eid: string): Promise<NotificationList> {
  const answer = await cloud.read<unknown>('/getNotifications', { eid, limit: NOTIFICATION_LIST_LIMIT });
  return checkAnswer(cloud, '/getNotifications', notificationList, answer);
}

/** Marks read the learner's notifications up to id `upto`. A write, tried once (a second try would do nothing more). */
export async function markNotificationsRead(cloud: CloudSession, eid: string, upto: number): Promise<NotificationsMarked> {
  const answer = await cloud.write<unknown>('/markNotificationsRead', { eid, upto });
  return checkAnswer(cloud, '/markNotificationsRead', notificationsMarked, answer);
}
