import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Menu } from '../../components/later-components';
import { useNavigate } from 'react-router-dom';
import { plainText } from '@portal/domain';
import { programDetailPath } from '../../app/paths';
import { getFragmentData } from '../../gql';
import { ProgramsMenu_catalog, type CatalogState } from './catalog-fragment';
import { HeaderDropdown } from './header-dropdown';
import type { Arrival } from '../../lib/use-open-on-arrival';
import { rememberCatalogProgram } from '../../lib/current-program';
import { EmptyView } from '../../components/states';

type Program = { id: string; batchId: string; name: string };

/**
 * Choosing a program stores pid and bpid and opens /myProg/{pid}/0 (spec part 1,
 * section 4). The older client reloaded the page; a client-side navigation keeps
 * the same result without the reload (docs/decisions/022-route-sets-and-landing.md).
 */
function useChooseProgram() {
  const navigate = useNavigate();
  return (program: Program) => {
    rememberCatalogProgram({ programId: program.id, batchId: program.batchId, title: plainText(program.name) });
    navigate(programDetailPath(program.id, 0));
  };
}

/** The header's Programs menu, grouped by level as the catalogue gives them (spec part 1, section 1). */
export function ProgramsMenu({ state, arrival = { open: false, focus: false } }: { state: CatalogState; arrival?: Arrival }) {
  const choose = useChooseProgram();
  const catalog = state.status === 'ready' ? getFragmentData(ProgramsMenu_catalog, state.catalog) : null;
  const programs = new Map(catalog?.levels.flatMap((l) => l.programs.map((p) => [p.id, p] as const)));

  return (
    <HeaderDropdown
      label="Programs"
      arrival={arrival}
      onSelect={(value) => {
        if (value === 'retry' && state.status === 'error') return state.retry();
        const program = programs.get(value);
        if (program) choose(program);
      }}
      contentProps={{ maxH: '70vh', overflowY: 'auto', minW: '72', maxW: 'sm' }}
    >
      {state.status === 'loading' ? (
        <Menu.Item value="loading" disabled>
          Loading programs…
        </Menu.Item>
      ) : null}
      {state.status === 'error' ? <Menu.Item value="retry">The programs could not be loaded. Try again</Menu.Item> : null}
      {catalog && catalog.levels.length === 0 ? (
        <Menu.Item value="empty" disabled>
          No programs are open for enrolment yet.
        </Menu.Item>
      ) : null}
      {catalog?.levels.map((group, i) => (
        <Box key={group.level}>
          {i > 0 ? <Menu.Separator /> : null}
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel color="brand.fg">{group.label}</Menu.ItemGroupLabel>
            {group.programs.map((program) => (
              <Menu.Item key={program.id} value={program.id} whiteSpace="normal">
                {plainText(program.name)}
              </Menu.Item>
            ))}
          </Menu.ItemGroup>
        </Box>
      ))}
    </HeaderDropdown>
  );
}

/** The same catalogue as a plain list, for the drawer on narrow screens. */
export function ProgramsList({ state, onChoose }: { state: CatalogState; onChoose: () => void }) {
  const choose = useChooseProgram();
  if (state.status === 'loading') return <Text color="fg.muted">Loading programs…</Text>;
  if (state.status === 'error')
    return (
      <Button size="sm" variant="outline" onClick={state.retry}>
        The programs could not be loaded. Try again
      </Button>
    );
  const catalog = getFragmentData(ProgramsMenu_catalog, state.catalog);
  if (catalog.levels.length === 0) return <EmptyView inline title="No programs are open for enrolment yet." />;
  return (
    <Stack gap="4">
      {catalog.levels.map((group) => (
        <Box key={group.level} as="section" aria-label={group.label}>
          <Heading as="h3" size="xs" color="brand.fg" mb="1" textTransform="uppercase" letterSpacing="wide">
            {group.label}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {group.programs.map((program) => (
              <Box as="li" key={program.id}>
                <ChakraLink
                  as="button"
                  textAlign="start"
                  py="1"
                  onClick={() => {
                    onChoose();
                    choose(program);
                  }}
                >
                  {plainText(program.name)}
                </ChakraLink>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
