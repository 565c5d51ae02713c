import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { FiBell } from 'react-icons/fi';
import { LIST_PAGE_SIZE, NOTIFICATION_MESSAGES } from '@portal/domain';
import { LoadMore, pageOf } from '../../components/load-more';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyView, LoadingState } from '../../components/states';
import { getFragmentData, graphql } from '../../gql';
import { NotificationItem, NotificationItem_notification, notificationDomId } from './notification-item';
import { useNotificationsMarkReadMutation } from './use-notifications-mark-read-mutation';

const NotificationsDocument = graphql(`
  query Notifications($first: Int!, $after: String) {
    notificationsConnection(first: $first, after: $after) {
      nodes {
        id
        ...NotificationItem_notification
      }
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      totalCount
    }
    notificationsUnreadCount
  }
`);

/**
 * Notifications (spec part 3, section 2.12; issue 20): the learner's notifications, newest
 * first, each with its title, message and link; "No Notifications" when there are none.
 * Opening the list marks what it shows read, once per visit, up to the newest shown, so one
 * that arrives meanwhile stays unread; the bell's count follows at once.
 */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const query = useQuery(NotificationsDocument, { variables: { first: LIST_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const markRead = useNotificationsMarkReadMutation();
  const marked = useRef<string | null>(null);
  const page = query.data?.notificationsConnection;
  const list = page?.nodes;
  // Only the network's answer counts as "shown": a cached list may be older than the server's.
  const fresh = !query.loading && list !== undefined;
  const newestUnread = fresh ? list.find((n) => !getFragmentData(NotificationItem_notification, n).read) : undefined;
  const newest = newestUnread ? list?.[0]?.id : undefined;

  useEffect(() => {
    if (!newest || marked.current === newest) return;
    marked.current = newest;
    // A failure leaves them unread: the bell keeps counting them, and the next visit tries again.
    markRead(newest).catch(() => {
      marked.current = null;
    });
  }, [newest, markRead]);

  return (
    <Stack gap="5" maxW="3xl">
      <ScreenHeading title="Notifications" lead="Replies, decisions, answers, announcements and what opens soon, newest first." />
      <ScreenState
        query={query}
        value={list}
        loading={<LoadingState label="Loading your notifications" />}
        errorTitle="We could not load your notifications"
        empty={<EmptyView icon={<FiBell />} title={NOTIFICATION_MESSAGES.empty} description="When something happens in your courses, you will find it here." />}
      >
        {(items) => (
          <Stack gap="4">
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Notifications">
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} />
              ))}
            </Stack>
            {/* A page at a time, newest first (docs/decisions/311). */}
            <LoadMore {...pageOf(page, query.fetchMore)} noun={{ one: 'notification', many: 'notifications' }} domIdOf={notificationDomId} />
          </Stack>
        )}
      </ScreenState>
    </Stack>
  );
}
