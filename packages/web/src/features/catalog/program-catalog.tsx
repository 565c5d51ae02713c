import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { FiBookOpen } from 'react-icons/fi';
import { ScreenState, type ScreenStateProps } from '../../components/screen-state';
import { CardSkeletons, EmptyView } from '../../components/states';

type CatalogLevel<Program> = { level: number | string; label: string; programs: readonly Program[] };

/**
 * The university's catalogue by level, as /onlineProgram and /allPrograms show it: a section
 * a level (its h2 named by `idPrefix`), its programs as a grid of cards drawn by `card`, with
 * the loading, error and "no programs" states of both screens.
 */
export function ProgramCatalog<Program>({
  query,
  levels,
  idPrefix,
  emptyDescription,
  card,
}: {
  query: ScreenStateProps<unknown>['query'];
  levels: readonly CatalogLevel<Program>[] | null | undefined;
  idPrefix: string;
  emptyDescription: string;
  card: (program: Program) => ReactNode;
}) {
  return (
    <ScreenState
      query={query}
      value={levels}
      loading={<CardSkeletons count={3} label="Loading the programs" />}
      errorTitle="We could not load the programs"
      empty={<EmptyView icon={<FiBookOpen />} title="No programs are open for enrolment yet" description={emptyDescription} />}
    >
      {(list) => (
        <Stack gap={{ base: '8', md: '10' }}>
          {list.map((group) => (
            <Box as="section" key={group.level} aria-labelledby={`${idPrefix}-${group.level}`}>
              <Heading as="h2" id={`${idPrefix}-${group.level}`} size={{ base: 'lg', md: 'xl' }} mb="4">
                {group.label}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
                {group.programs.map((program) => card(program))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
    </ScreenState>
  );
}
