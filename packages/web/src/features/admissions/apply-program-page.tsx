import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../components/later-components';
import { useQuery } from '@apollo/client/react';
import { FiBookOpen } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { NO_COURSES } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { ApplyProgramRow } from './apply-program-row';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { useApplicationStartMutation } from './use-application-start-mutation';
import { usePageTitle } from '../../components/page-title';

const ApplyProgramsDocument = graphql(`
  query ApplyPrograms {
    viewer {
      id
      applyTabs {
        label
        programs {
          id
          ...ApplyProgramRow_program
        }
      }
    }
  }
`);

/**
 * Apply for a program (/applyProgram; spec part 3, sections 2.2 and 4.1): tabs Under
 * Graduate, Post Graduate and Doctor Of Pharmacy, each listing its programs with the
 * learner's action, or "No courses". The wizard returns here after submitting.
 */
export default function ApplyProgramPage() {
  usePageTitle('Apply for a program');
  const query = useQuery(ApplyProgramsDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const viewerId = query.data?.viewer?.id;
  const { start } = useApplicationStartMutation(viewerId);

  const onStart = async (programId: string) => {
    const outcome = await mutationOutcome(() => start(programId));
    // A lost connection or a failed server, in words that tell which (lib/failure.ts).
    if (outcome.status === 'failed') return { ok: false as const, message: outcome.message };
    const result = outcome.payload;
    if (result.enrolledProgram) return { ok: true as const, title: result.enrolledProgram.title };
    return { ok: false as const, message: result.userErrors[0]?.message ?? 'The program could not be started. Please try again.' };
  };

  return (
    <Stack gap="5">
      <ScreenHeading
        title="Apply for a program"
        lead="Choose a program to apply to, continue an application, or start a program you were accepted to."
        action={
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <Link to={LEARNER_PATHS.myApplication}>My Application</Link>
          </Button>
        }
      />
      <ScreenState
        query={query}
        value={query.data?.viewer?.applyTabs}
        loading={<CardSkeletons count={2} label="Loading the programs" />}
        errorTitle="We could not load the programs"
        empty={<EmptyView icon={<FiBookOpen />} title={NO_COURSES} />}
      >
        {(tabs) => (
          <Tabs.Root defaultValue="0" variant="enclosed" colorPalette="brand">
            {/* Below 480 px the three tabs share the width and their labels may wrap, so none is hidden. */}
            <Box>
              <Tabs.List w={{ base: 'full', sm: 'auto' }}>
                {tabs.map((tab, i) => (
                  <Tabs.Trigger
                    key={tab.label}
                    value={String(i)}
                    flex={{ base: '1', sm: 'initial' }}
                    justifyContent="center"
                    textAlign="center"
                    whiteSpace={{ base: 'normal', sm: 'nowrap' }}
                    h="auto"
                    minH="10"
                    py="1.5"
                    lineHeight="short"
                  >
                    {tab.label}
                    <Badge size="sm" variant="subtle" colorPalette="gray" ms="1" hideBelow="sm">
                      {tab.programs.length}
                      <Text as="span" srOnly>
                        {tab.programs.length === 1 ? ' program' : ' programs'}
                      </Text>
                    </Badge>
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {tabs.map((tab, i) => (
              <Tabs.Content key={tab.label} value={String(i)} pt="5">
                {tab.programs.length === 0 ? (
                  <EmptyView icon={<FiBookOpen />} title={NO_COURSES} />
                ) : (
                  <Stack as="ul" listStyleType="none" m="0" p="0" gap="4" aria-label={tab.label}>
                    {tab.programs.map((program) => (
                      <ApplyProgramRow key={program.id} program={program} onStart={onStart} />
                    ))}
                  </Stack>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </ScreenState>
    </Stack>
  );
}
