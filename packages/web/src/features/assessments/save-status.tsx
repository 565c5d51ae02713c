import { HStack, Text } from '@chakra-ui/react';
import { FiAlertTriangle, FiCheck, FiLoader } from 'react-icons/fi';
import type { QueueStatus } from './answer-queue';

/** The words the learner sees at all times during an attempt (issue 9: "Saved" / "Saving…" / "Not saved — retrying"). */
const SAVE_STATUS_TEXT = {
  saved: 'Saved',
  saving: 'Saving…',
  retrying: 'Not saved — retrying',
  signedOut: 'Not saved — sign in to go on',
  closed: 'Saved',
} as const satisfies Record<QueueStatus, string>;

/**
 * Where the attempt's answers stand, announced politely as it changes (aria-live), so a
 * failed save is shown, not swallowed (docs/architecture.md invariant 7).
 */
export function SaveStatus({ status }: { status: QueueStatus }) {
  const failing = status === 'retrying' || status === 'signedOut';
  const Icon = failing ? FiAlertTriangle : status === 'saving' ? FiLoader : FiCheck;
  return (
    <HStack gap="1.5" color={failing ? 'red.fg' : 'fg.muted'} fontSize="sm" minW="0" data-status={status}>
      <Icon aria-hidden />
      <Text role="status" aria-live="polite" aria-atomic="true" truncate fontWeight={failing ? 'semibold' : 'normal'}>
        {SAVE_STATUS_TEXT[status]}
      </Text>
    </HStack>
  );
}
