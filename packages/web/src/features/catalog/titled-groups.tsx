import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { EmptyView } from '../../components/states';

/**
 * The grouped lists of a program page's tabs (the FAQs, the instructors): a section a group
 * that has something in it (`items`), named by its h2 (`${idPrefix}-${index}`), then what
 * `children` draws of it; `empty` says so when no group has anything.
 */
export function TitledGroups<Group extends { title: string }>({
  groups,
  items,
  idPrefix,
  headingGap,
  empty,
  children,
}: {
  groups: readonly Group[];
  items: (group: Group) => readonly unknown[];
  idPrefix: string;
  headingGap: string;
  empty: string;
  children: (group: Group, index: number) => ReactNode;
}) {
  const shown = groups.filter((group) => items(group).length > 0);
  if (shown.length === 0) return <EmptyView inline title={empty} />;
  return (
    <Stack gap="8">
      {shown.map((group, g) => (
        <Box as="section" key={`${group.title}-${g}`} aria-labelledby={`${idPrefix}-${g}`}>
          <Heading as="h2" id={`${idPrefix}-${g}`} size="lg" mb={headingGap}>
            {group.title}
          </Heading>
          {children(group, g)}
        </Box>
      ))}
    </Stack>
  );
}
