import { useQuery } from '@apollo/client/react';
import { FiVideo } from 'react-icons/fi';
import { ScreenState } from '../../../components/screen-state';
import { EmptyView, LoadingState } from '../../../components/states';
import { graphql } from '../../../gql';
import { MediaTable } from './media-table';

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
export function RecordedSessionsTab({ courseId }: { courseId: string }) {
  const query = useQuery(CourseRecordedSessionsDocument, { variables: { courseId }, fetchPolicy: 'cache-and-network' });
  return (
    <ScreenState
      query={query}
      value={query.data?.courseRecordedSessions}
      loading={<LoadingState label="Loading the recorded sessions" />}
      errorTitle="We could not load the recorded sessions"
      empty={<EmptyView icon={<FiVideo />} title="No recorded sessions yet" />}
    >
      {(rows) => <MediaTable rows={rows} caption="Recorded sessions" showDate />}
    </ScreenState>
  );
}

export default RecordedSessionsTab;
