/**
 * The notification's wire words in (spec part 3, section 3.9: title, msg, link; with id,
 * created and read), the schema's out. A link the portal may not follow is no link.
 */
import type { NotificationList, NotificationRecord, NotificationsMarked } from '@portal/contract';
import { safeNotificationLink } from '@portal/domain';
import type { Notification } from '../../__generated__/resolvers-types.js';
import type { ListOrder } from '../connection.js';

/** The order of `notificationsConnection`: newest first by id, which only grows (docs/decisions/233, 310). */
export const NOTIFICATIONS_ORDER: ListOrder<Notification> = { name: 'notifications', shape: ['number'], keyOf: (n) => [Number(n.id)] };

export function notificationModel(n: NotificationRecord): Notification {
  return { id: String(n.id), title: n.title, message: n.msg, link: safeNotificationLink(n.link), createdAt: n.created, read: n.read };
}

/** The unread count of a "get notifications" or a mark-read answer (its wire word: unread). */
export const unreadCountOf = (answer: { unread: number }): number => answer.unread;

/** The list as read before marking, with those up to `upTo` read and the count the mark answered (the live bell, docs/decisions/300). */
export function listMarkedRead(list: NotificationList, upTo: number, marked: NotificationsMarked): NotificationList {
  return { ...list, notifications: list.notifications.map((n) => (n.id <= upTo ? { ...n, read: true } : n)), unread: marked.unread };
}
