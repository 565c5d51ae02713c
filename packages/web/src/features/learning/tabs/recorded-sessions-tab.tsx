import { useQuery } from '@apollo/client/react';
import { FiVideo } from 'react-icons/fi';
import { graphql } from '../../../gql';
import { MediaListTab } from './media-table';

const CourseRecordedSessionsDocument = graphql(`
  query CourseRecordedSessions($courseId: ID!) {
    courseRecordedSessions(courseId: $courseId) {
      id
      title
      kind
      url
      link
      date
    }
  }
`);

/** The Recorded session tab (spec part 2, section 2): the References table with a date column, DD-MM-YYYY. */
function RecordedSessionsTab({ courseId }: { courseId: string }) {
  const query = useQuery(CourseRecordedSessionsDocument, { variables: { courseId }, fetchPolicy: 'cache-and-network' });
  return (
    <MediaListTab query={query} rows={query.data?.courseRecordedSessions} noun="the recorded sessions" icon={<FiVideo />} emptyTitle="No recorded sessions yet" caption="Recorded sessions" showDate />
  );
}

export default RecordedSessionsTab;
