import { useQuery } from '@apollo/client/react';
import { FiBookOpen } from 'react-icons/fi';
import { ScreenState } from '../../../components/screen-state';
import { EmptyView, LoadingState } from '../../../components/states';
import { graphql } from '../../../gql';
import { MediaTable } from './media-table';

const CourseReferencesDocument = graphql(`
  query CourseReferences($courseId: ID!) {
    courseReferences(courseId: $courseId) {
      id
      title
      kind
      url
      link
    }
  }
`);

/** The References tab (spec part 2, section 2): asked for when the tab opens. */
export function ReferencesTab({ courseId }: { courseId: string }) {
  // Signed addresses last an hour: a tab opened again asks again.
  const query = useQuery(CourseReferencesDocument, { variables: { courseId }, fetchPolicy: 'cache-and-network' });
  return (
    <ScreenState
      query={query}
      value={query.data?.courseReferences}
      loading={<LoadingState label="Loading the references" />}
      errorTitle="We could not load the references"
      empty={<EmptyView icon={<FiBookOpen />} title="No references yet" />}
    >
      {(rows) => <MediaTable rows={rows} caption="References" />}
    </ScreenState>
  );
}

export default ReferencesTab;
