import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { FiExternalLink } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { isPortalPath } from '@portal/domain';
import { Moment } from '../../components/dates/when';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    title
    message
    link
    createdAt
    read
  }
`);

/** The element of a notification that "Load more" moves focus to. */
export const notificationDomId = (id: string) => `notification-${id}`;

/**
 * One notification (spec part 3, section 3.9): its title, leading to its link (a portal
 * screen through the router, another site in a new tab), its message and when it came; "New"
 * while it was unread when the list opened.
 */
export function NotificationItem({ notification: ref }: { notification: FragmentType<typeof NotificationItem_notification> }) {
  const n = getFragmentData(NotificationItem_notification, ref);
  const title = (
    <Text as="span" fontWeight="semibold">
      {n.title}
    </Text>
  );
  return (
    <Box
      as="li"
      id={notificationDomId(n.id)}
      tabIndex={-1}
      borderWidth="1px"
      borderRadius="l2"
      p={{ base: '3', md: '4' }}
      bg={n.read ? 'bg' : 'brand.subtle'}
      borderColor={n.read ? 'border' : 'brand.muted'}
    >
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="3">
          {n.link === null ? (
            title
          ) : isPortalPath(n.link) ? (
            <ChakraLink asChild color="fg" textDecoration="underline" textUnderlineOffset="3px">
              <Link to={n.link}>{title}</Link>
            </ChakraLink>
          ) : (
            <ChakraLink href={n.link} target="_blank" rel="noopener noreferrer" color="fg" textDecoration="underline" textUnderlineOffset="3px">
              {title}
              <FiExternalLink aria-label="(opens in a new tab)" />
            </ChakraLink>
          )}
          {n.read ? null : (
            <Badge colorPalette="brand" variant="solid" flexShrink={0}>
              New
            </Badge>
          )}
        </HStack>
        {n.message ? <Text overflowWrap="anywhere">{n.message}</Text> : null}
        <Text fontSize="sm" color="fg.muted">
          <Moment as="span" at={n.createdAt} />
        </Text>
      </Stack>
    </Box>
  );
}
