import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useHeadingFocusOnArrival } from '../lib/focus';
import { useSession } from '../lib/session';

/**
 * The width and padding of a content page. The same screen may sit in the public
 * layout (full-width main, no padding of its own) or inside the learner shell (main
 * already padded): the route set follows the session (spec part 3, section 2.1), so
 * the session says which one this is.
 */
export function PageContainer({ children, maxW = '6xl' }: { children: ReactNode; maxW?: string }) {
  const { state } = useSession();
  const inShell = state.status === 'signedIn';
  return (
    <Box maxW={maxW} mx="auto" w="full" px={inShell ? '0' : { base: '4', md: '6' }} py={inShell ? '0' : { base: '6', md: '10' }}>
      {children}
    </Box>
  );
}

/** A page's title (the one h1) and an optional lead paragraph and actions. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  const focusOnArrival = useHeadingFocusOnArrival();
  return (
    <Stack gap="2" mb={{ base: '6', md: '8' }}>
      <Heading ref={focusOnArrival} tabIndex={-1} outline="none" as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
        {title}
      </Heading>
      {lead ? (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {lead}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
