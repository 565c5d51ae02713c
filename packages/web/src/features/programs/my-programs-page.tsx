import { Stack } from '@chakra-ui/react';
import { CardGrid } from '../../components/card-grid';
import { useQuery } from '@apollo/client/react';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons } from '../../components/states';
import { graphql } from '../../gql';
import { NotEnrolledYet } from './enrolment-screen';
import { ProgramCard, type ProgramFeedbackDialogType } from './program-card';
import { usePageTitle } from '../../components/page-title';

const MyProgramsDocument = graphql(`
  query MyPrograms {
    viewer {
      id
      programs {
        id
        ...ProgramCard_program
      }
    }
  }
`);

/**
 * My Programs, 'Choose a program' (spec part 1, section 2): one card per program.
 * Also the learner's home, '/'. The query goes to the network on every visit, which
 * is the session check of spec part 1, section 4.
 */
export default function MyProgramsPage({ FeedbackDialog }: { FeedbackDialog: ProgramFeedbackDialogType }) {
  usePageTitle('My Programs');
  // errorPolicy 'all': a failed progress fetch nulls only viewer.programs (schema.graphql).
  const query = useQuery(MyProgramsDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });

  return (
    <Stack gap="5">
      <ScreenHeading title="Choose a program" lead="Your programs, with your progress in each." />
      <ScreenState
        query={query}
        value={query.data?.viewer?.programs}
        loading={<CardSkeletons count={3} label="Loading your programs" />}
        errorTitle="We could not load your programs"
        empty={<NotEnrolledYet description="Browse the programs the university offers and apply for the one you want." />}
      >
        {(programs) => (
          <CardGrid>
            {programs.map((program) => (
              <ProgramCard key={program.id} program={program} FeedbackDialog={FeedbackDialog} />
            ))}
          </CardGrid>
        )}
      </ScreenState>
    </Stack>
  );
}
