import { HStack, Progress } from '@chakra-ui/react';
import { progressPercent } from '@portal/domain';

/**
 * A labelled progress bar: the percent is both shown and announced
 * ("Progress in <what>: 45%"), since a bar alone tells a screen reader nothing.
 */
export function ProgressBar({ value, label, size = 'sm' }: { value: number; label: string; size?: 'xs' | 'sm' | 'md' }) {
  const percent = progressPercent(value);
  const shown = `${Math.round(percent)}%`;
  return (
    <Progress.Root value={percent} size={size} colorPalette="brand">
      <HStack gap="3">
        {/* The track carries role="progressbar"; its name says what progresses, not only the number. */}
        <Progress.Track flex="1" borderRadius="full" aria-label={`${label}: ${shown}`}>
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontSize="sm" minW="10" textAlign="end" color="fg.muted" aria-hidden>
          {shown}
        </Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}
