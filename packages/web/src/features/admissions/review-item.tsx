import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';

/** A value shown read-only in a review, as a term and its description. */
export function ReviewItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </Box>
  );
}
