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
    <Progress.Root value={percent} size={size} colorPalette="brand" aria-label={`${label}: ${shown}`} aria-valuetext={shown}>
      <HStack gap="3">
        <Progress.Track flex="1" borderRadius="full">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontSize="sm" minW="10" textAlign="end" color="fg.muted">
          {shown}
        </Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}
