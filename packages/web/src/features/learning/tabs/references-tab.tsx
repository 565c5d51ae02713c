import { useQuery } from '@apollo/client/react';
import { FiBookOpen } from 'react-icons/fi';
import { graphql } from '../../../gql';
import { MediaListTab } from './media-table';

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
function ReferencesTab({ courseId }: { courseId: string }) {
  // Signed addresses last an hour: a tab opened again asks again.
  const query = useQuery(CourseReferencesDocument, { variables: { courseId }, fetchPolicy: 'cache-and-network' });
  return <MediaListTab query={query} rows={query.data?.courseReferences} noun="the references" icon={<FiBookOpen />} emptyTitle="No references yet" caption="References" />;
}

export default ReferencesTab;
