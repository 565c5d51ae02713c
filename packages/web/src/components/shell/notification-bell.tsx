import { useQuery } from '@apollo/client/react';
import { Box, IconButton } from '@chakra-ui/react';
import { FiBell } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { NOTIFICATION_POLL_MS, notificationBadgeText, notificationBellLabel } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { graphql } from '../../gql';
import { useLive } from '../../lib/live/use-live';
import { pageHidden, useRefetchWhenShown } from '../../lib/page-visibility';

const NotificationBellDocument = graphql(`
  query NotificationBell {
    notificationsUnreadCount
  }
`);

const NotificationBellLiveDocument = graphql(`
  subscription NotificationBellLive {
    notificationsChanged {
      unreadCount
    }
  }
`);

const stillThere = () => Promise.resolve();

/**
 * The header's bell (spec part 3, section 2.12; issue 20): it leads to /notification and says
 * how many notifications are unread, in its accessible name ("Notifications, 3 unread") and on
 * a badge. The count comes without a reload, pushed over the event stream (docs/decisions/302):
 * each event is written where the query reads it. Without the stream, Apollo asks every
 * NOTIFICATION_POLL_MS while the page shows, nothing while it is hidden, and at once when the
 * window regains focus or the page shows again (docs/decisions/235). Without an answer the
 * bell is just "Notifications".
 */
export function NotificationBell() {
  const { live } = useLive(NotificationBellLiveDocument, {
    onData: (pushed, client) => client.cache.writeQuery({ query: NotificationBellDocument, data: { notificationsUnreadCount: pushed.notificationsChanged.unreadCount } }),
  });
  const { data, refetch } = useQuery(NotificationBellDocument, {
    pollInterval: live ? 0 : NOTIFICATION_POLL_MS,
    skipPollAttempt: pageHidden,
    notifyOnNetworkStatusChange: false,
  });
  useRefetchWhenShown(live ? stillThere : refetch);
  const unread = data?.notificationsUnreadCount ?? 0;

  return (
    <IconButton asChild variant="ghost" aria-label={notificationBellLabel(unread)} position="relative">
      <Link to={LEARNER_PATHS.notifications}>
        <FiBell />
        {unread > 0 ? (
          <Box
            as="span"
            aria-hidden
            data-testid="notification-badge"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="18px"
            h="18px"
            px="1"
            borderRadius="full"
            bg="red.700"
            color="white"
            fontSize="11px"
            fontWeight="bold"
            lineHeight="1"
            pointerEvents="none"
          >
            {notificationBadgeText(unread)}
          </Box>
        ) : null}
      </Link>
    </IconButton>
  );
}
