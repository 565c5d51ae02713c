import { Button, Stack } from '@chakra-ui/react';
import { CardGrid } from '../../components/card-grid';
import { useQuery } from '@apollo/client/react';
import { FiFileText } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { ApplicationCard } from './application-card';
import { usePageTitle } from '../../components/page-title';

const MyApplicationDocument = graphql(`
  query MyApplication {
    viewer {
      id
      applications {
        programId
        ...ApplicationCard_application
      }
    }
  }
`);

/**
 * My Application (/myApplication; spec part 1, section 2): one card per program applied
 * to. The query goes to the network on every visit: it is also the session check.
 */
export default function MyApplicationPage() {
  usePageTitle('My Application');
  // errorPolicy 'all': a failed upstream call nulls only viewer.applications (schema.graphql).
  const query = useQuery(MyApplicationDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const applications = query.data?.viewer?.applications;

  return (
    <Stack gap="5">
      <ScreenHeading
        title="My Application"
        lead="Where each of your applications stands."
        action={
          applications && applications.length > 0 ? (
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <Link to={LEARNER_PATHS.applyProgram}>Apply for another program</Link>
            </Button>
          ) : null
        }
      />
      <ScreenState
        query={query}
        value={applications}
        loading={<CardSkeletons count={3} label="Loading your applications" />}
        errorTitle="We could not load your applications"
        empty={
          <EmptyView
            icon={<FiFileText />}
            title="You have not applied to any program yet"
            description="Choose a program and fill in the application; you can save it and come back to it."
            link={{ to: LEARNER_PATHS.applyProgram, label: 'Apply for a program' }}
          />
        }
      >
        {(list) => (
          <CardGrid>
            {list.map((application) => (
              <ApplicationCard key={application.programId} application={application} />
            ))}
          </CardGrid>
        )}
      </ScreenState>
    </Stack>
  );
}
