import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * A part of a screen set apart on a quiet card: a section named by its h2 (aria-labelledby),
 * a muted line under the heading, then what the part holds. Exam scheduling uses it on a
 * program's courses page and on the tests page.
 */
export function SectionCard({ headingId, title, lead, children }: { headingId: string; title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="subtle">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {lead}
          </Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
