import { Text } from '@chakra-ui/react';

/** A course tab whose screen comes in a later release. */
export function NextReleasePanel({ name }: { name: string }) {
  return (
    <Text color="fg.muted" py="6">
      {name} opens with the next release.
    </Text>
  );
}

/** What every course tab gets. */
export type CourseTabProps = { courseId: string };
