import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { FiExternalLink } from 'react-icons/fi';

/**
 * An event's own link (a meeting, a page), opened in a new tab: "Open link", and for a
 * screen reader which event it belongs to and that it opens a tab. Nothing without a link.
 */
export function EventLink({ event }: { event: { title: string; link?: string | null } }) {
  if (!event.link) return null;
  return (
    <ChakraLink href={event.link} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg">
      Open link <FiExternalLink aria-hidden />
      <Text as="span" srOnly>
        for {event.title} (opens in a new tab)
      </Text>
    </ChakraLink>
  );
}
