import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { FiMessageSquare, FiPlus } from 'react-icons/fi';
import { NO_COMPLAINTS } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { ComplaintsTable } from './complaints-table';

const ComplaintsDocument = graphql(`
  query Complaints {
    viewer {
      id
      complaints {
        id
        ...ComplaintsTable_complaint
      }
    }
  }
`);

/**
 * Complaints / Grievances Details (spec part 3, sections 2.7 and 7.4): the learner's own
 * complaints with their files, and Add Complaints. A file's address lasts an hour, so the
 * list is asked for on every visit.
 */
export default function ComplaintsPage() {
  usePageTitle('Complaints');
  const query = useQuery(ComplaintsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="5">
      <ScreenHeading
        title="Complaints / Grievances Details"
        lead="What you reported to the university, with the files you sent."
        align="flex-start"
        action={
          <Button asChild colorPalette="brand">
            <Link to={LEARNER_PATHS.addComplaint}>
              <FiPlus aria-hidden /> Add Complaints
            </Link>
          </Button>
        }
      />
      <ScreenState
        query={query}
        value={query.data?.viewer?.complaints}
        loading={<CardSkeletons count={1} label="Loading your complaints" />}
        errorTitle="We could not load your complaints"
        empty={<EmptyView icon={<FiMessageSquare />} title={NO_COMPLAINTS} description="When something is wrong, use Add Complaints to tell us." />}
      >
        {(complaints) => <ComplaintsTable complaints={complaints} />}
      </ScreenState>
    </Stack>
  );
}
