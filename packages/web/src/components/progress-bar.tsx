import { Box, HStack, useSlotRecipe } from '@chakra-ui/react';
import { progressPercent } from '@portal/domain';

/**
 * A labelled progress bar: the percent is both shown and announced
 * ("Progress in <what>: 45%"), since a bar alone tells a screen reader nothing.
 *
 * Drawn with Chakra's progress recipe but without its component: a bar that only
 * shows a number needs no state machine, and Chakra's Progress would bring the
 * overlays' shared machine code into the dashboard's first screen (issue 7, section 5).
 */
export function ProgressBar({ value, label, size = 'sm' }: { value: number; label: string; size?: 'xs' | 'sm' | 'md' }) {
  const styles = useSlotRecipe({ key: 'progress' })({ size });
  const percent = progressPercent(value);
  const shown = `${Math.round(percent)}%`;
  return (
    <Box css={styles.root} colorPalette="brand">
      <HStack gap="3">
        {/* The track carries role="progressbar"; its name says what progresses, not only the number. */}
        <Box css={styles.track} flex="1" borderRadius="full" role="progressbar" aria-label={`${label}: ${shown}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <Box css={styles.range} w={`${percent}%`} />
        </Box>
        <Box as="span" css={styles.valueText} fontSize="sm" minW="10" textAlign="end" color="fg.muted" aria-hidden>
          {shown}
        </Box>
      </HStack>
    </Box>
  );
}
