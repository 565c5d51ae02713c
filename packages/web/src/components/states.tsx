import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage, LOAD_FAILURE_COPY } from '../lib/failure';
import { Alert, Box, Button, EmptyState, Skeleton, SkeletonText, Spinner, Stack, Text, VStack } from '@chakra-ui/react';

/** A calm placeholder while a screen loads; `label` is what a screen reader hears. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <VStack py="12" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label}</Text>
    </VStack>
  );
}

/** Grey cards in the shape of what is coming, so the page does not jump. */
export function CardSkeletons({ count = 3, label = 'Loading…' }: { count?: number; label?: string }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label}>
      <Stack gap="4" direction={{ base: 'column', md: 'row' }} flexWrap="wrap">
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} flex="1" minW={{ md: '260px' }} borderWidth="1px" borderRadius="lg" p="4">
            <Skeleton height="120px" mb="4" />
            <SkeletonText noOfLines={3} gap="3" />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * What a screen or a part of it says when there is nothing to show: a block with an icon
 * and what to do next for a whole screen, or (`inline`) a muted line where a list or a
 * section would be ("No upcoming events"). Every "nothing here" of the portal is one of these.
 */
export function EmptyView({
  title,
  description,
  icon,
  action,
  link,
  inline = false,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** where to go instead, as the block's main button ("Apply for a program") */
  link?: { to: string; label: string };
  /** a line in the flow of a section, not a block of its own */
  inline?: boolean;
}) {
  if (inline) return <Text color="fg.muted">{title}</Text>;
  return (
    <EmptyState.Root size="md">
      <EmptyState.Content>
        {icon ? <EmptyState.Indicator>{icon}</EmptyState.Indicator> : null}
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
        {link ? (
          <Button asChild colorPalette="brand">
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ) : null}
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * A failed load, said plainly with a way to try again. The spec's older client
 * only logged failed data calls (spec part 1, section 8); we show them. Give it
 * `error` (what the query or mutation threw) and it says whether the connection
 * or the portal failed (lib/failure.ts); or give the `message` itself.
 */
export function ErrorView({
  title = 'We could not load this page',
  error,
  message = failureMessage(error, LOAD_FAILURE_COPY),
  onRetry,
}: {
  title?: string;
  /** what failed; without it (and without `message`) the copy is the lost connection's */
  error?: unknown;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry ? (
          <Box>
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
              Try again
            </Button>
          </Box>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
