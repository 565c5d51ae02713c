import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { FiMessageSquare, FiPlus } from 'react-icons/fi';
import { LIST_PAGE_SIZE, NO_COMPLAINTS } from '@portal/domain';
import { LoadMore, pageOf } from '../../components/load-more';
import { LEARNER_PATHS } from '../../app/paths';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { ComplaintsTable, complaintDomId } from './complaints-table';

const ComplaintsDocument = graphql(`
  query Complaints($first: Int!, $after: String) {
    viewer {
      id
      complaintsConnection(first: $first, after: $after) {
        nodes {
          id
          ...ComplaintsTable_complaint
        }
        pageInfo {
          ...LoadMore_pageInfo @unmask
        }
        totalCount
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
  const query = useQuery(ComplaintsDocument, { variables: { first: LIST_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const page = query.data?.viewer?.complaintsConnection;
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
        value={page?.nodes}
        loading={<CardSkeletons count={1} label="Loading your complaints" />}
        errorTitle="We could not load your complaints"
        empty={<EmptyView icon={<FiMessageSquare />} title={NO_COMPLAINTS} description="When something is wrong, use Add Complaints to tell us." />}
      >
        {(complaints) => (
          <Stack gap="4">
            <ComplaintsTable complaints={complaints} total={page?.totalCount ?? complaints.length} />
            {/* A page at a time, newest first (docs/decisions/311). */}
            <LoadMore {...pageOf(page, query.fetchMore)} noun={{ one: 'complaint', many: 'complaints' }} domIdOf={complaintDomId} />
          </Stack>
        )}
      </ScreenState>
    </Stack>
  );
}
