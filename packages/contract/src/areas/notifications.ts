/** The cloud API contract of notifications: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

export const notificationsPaths = {
  /**
   * "get notifications" (spec part 3, section 7.5: POST with eid → the notifications; 3.9:
   * title, msg, link): the learner's newest `limit` (default 50), newest first, with the
   * unread count of all of them. Before answering, the cloud API writes (once each) a
   * notification for every assessment of the learner's batches that opens within a day.
   * → NotificationList. A read all the same: what it writes is written once by key, so
   * asking it again does no harm.
   */
  '/getNotifications': read(z.object({ oid, eid, limit: z.number().int().min(1).max(200).optional() })),
  /**
   * Extension (the spec does not say how a notification becomes read): marks read every
   * notification of the learner's with id up to `upto` (the newest the list showed), so one
   * that arrives meanwhile stays unread. → NotificationsMarked
   */
  '/markNotificationsRead': z.object({ oid, eid, upto: z.number().int().min(1).max(2_147_483_647) }),
} as const;

/** A notification (spec part 3, section 3.9: title, msg, link), with its id, when it came (ISO 8601) and whether it was read. */
export const notificationRecord = z.looseObject({
  id: int,
  title: or(text, ''),
  msg: or(text, ''),
  link: or(text, ''),
  created: text,
  read: or(z.boolean(), false),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;
export const notificationList = z.looseObject({ notifications: or(z.array(notificationRecord), []), unread: or(int, 0) });
export type NotificationList = z.infer<typeof notificationList>;
export const notificationsMarked = z.looseObject({ marked: int, unread: int });
export type NotificationsMarked = z.infer<typeof notificationsMarked>;
