import type { ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react';

/**
 * A screen's cards (My Programs, My Application, Certificates): one column on phones, two
 * from tablets, three on wide screens, the same gap everywhere.
 */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
      {children}
    </SimpleGrid>
  );
}
