/**
 * Notifications (spec part 3, sections 2.12, 3.9 and 7.5; issue 20; docs/decisions/233): the
 * learner's list and unread count from one "get notifications" call (the request's loader asks
 * it once when a screen wants both), and marking read up to the newest one the list showed.
 * The learner is the verified token's, never an argument (invariant 1).
 */
import { NOTIFICATION_MESSAGES, parseRecordId } from '@portal/domain';
import type { Notification, NotificationsMarkReadInput, NotificationsMarkReadPayload } from '../../__generated__/resolvers-types.js';
import { getNotifications, markNotificationsRead } from '../../cloud/notifications.js';
import type { Context } from '../../context.js';
import { checkPageArgs, connectionOf, type Connection, type PageArgs } from '../connection.js';
import { notificationsTopic } from '../../live/topics.js';
import { listMarkedRead, NOTIFICATIONS_ORDER, notificationModel, unreadCountOf } from './mappers.js';

async function mine(ctx: Context) {
  const viewer = await ctx.requireViewer();
  return { eid: viewer.eid, list: await getNotifications(ctx.cloud, viewer.eid) };
}

export async function myNotifications(ctx: Context): Promise<Notification[]> {
  return (await mine(ctx)).list.notifications.map(notificationModel);
}

/** A page of them; `first` and `after` are checked before the cloud API is asked. */
export async function myNotificationsPage(ctx: Context, args: PageArgs): Promise<Connection<Notification>> {
  checkPageArgs(NOTIFICATIONS_ORDER, args);
  return connectionOf(NOTIFICATIONS_ORDER, await myNotifications(ctx), args);
}

export async function myUnreadCount(ctx: Context): Promise<number> {
  return unreadCountOf((await mine(ctx)).list);
}

/** Only a notification of the learner's own list may be named: another's id is NOT_FOUND, as an unknown one is. */
export async function markRead(ctx: Context, input: NotificationsMarkReadInput): Promise<NotificationsMarkReadPayload> {
  const notFound: NotificationsMarkReadPayload = { unreadCount: null, userErrors: [{ field: 'upToId', code: 'NOT_FOUND', message: NOTIFICATION_MESSAGES.noSuchNotification }] };
  const upTo = parseRecordId(input.upToId.trim());
  if (upTo === null) return notFound;
  const { eid, list } = await mine(ctx);
  if (!list.notifications.some((n) => n.id === upTo)) return notFound;
  const marked = await markNotificationsRead(ctx.cloud, eid, upTo);
  // The learner's other tabs' bells (docs/decisions/300): the list as read, marked up to upTo.
  void ctx.live.hub.publish(notificationsTopic(eid), listMarkedRead(list, upTo, marked));
  return { unreadCount: unreadCountOf(marked), userErrors: [] };
}
