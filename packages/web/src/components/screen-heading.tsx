import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useHeadingFocusOnArrival } from '../lib/focus';

/**
 * A learner screen's title block: the screen's one h1, an optional lead line under it and an
 * optional action (a link button) at its right, wrapping below the title on a narrow screen.
 * Every screen of the learner shell opens with it, so the titles share one size and spacing.
 */
export function ScreenHeading({ title, lead, action, align = 'flex-end' }: { title: ReactNode; lead?: ReactNode; action?: ReactNode; align?: 'flex-start' | 'flex-end' }) {
  const focusOnArrival = useHeadingFocusOnArrival();
  const heading = (
    <Stack gap="1">
      <Heading ref={focusOnArrival} tabIndex={-1} outline="none" as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {lead ? <Text color="fg.muted">{lead}</Text> : null}
    </Stack>
  );
  if (action === undefined) return heading;
  return (
    <HStack justify="space-between" align={align} gap="3" flexWrap="wrap">
      {heading}
      {action}
    </HStack>
  );
}
