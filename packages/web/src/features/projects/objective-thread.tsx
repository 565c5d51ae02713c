import { useEffect, useRef, useState } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PROJECT_MESSAGE_STATUS_LABEL, THREAD_POLL_MS } from '@portal/domain';
import { ScreenState } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { graphql } from '../../gql';
import type { ProjectThreadQuery } from '../../gql/graphql';
import { useLive } from '../../lib/live/use-live';
import { pageHidden } from '../../lib/page-visibility';
import { ThreadView } from './thread-view';

/**
 * Each poll reads, beside the thread, the project's objectives and the course's and the
 * program's progress (issue 31): an approval moves the objective's tab, the course screen's
 * bar and the dashboard, My Programs and reports figures in the cache at once. The gateway
 * reads them from the course and the progress it reads for the thread anyway.
 */
const ProjectThreadDocument = graphql(`
  query ProjectThread($courseId: ID!, $objectiveId: ID!, $programId: ID!) {
    viewer {
      id
      enrolledProgram(id: $programId) {
        ...CourseProgress_program
      }
      course(id: $courseId) {
        id
        ...ProjectProgress_course
        projectObjective(id: $objectiveId) {
          id
          title
          state
          ...ThreadView_objective
          # What the new-message announcement and the live events' comparison read.
          messages {
            id
            status
            author
            replies {
              id
              author
              text
            }
          }
        }
      }
    }
  }
`);

/**
 * The thread pushed over the event stream (docs/decisions/302): what the instructors replied and
 * decided. An event that differs from what the screen shows asks the thread's query once (with
 * the progress an approval moves); the first event after a reconnection so catches up too.
 */
const ProjectThreadLiveDocument = graphql(`
  subscription ProjectThreadLive($courseId: ID!, $objectiveId: ID!) {
    projectObjectiveChanged(courseId: $courseId, objectiveId: $objectiveId) {
      id
      state
      messages {
        id
        status
        replies {
          id
        }
      }
    }
  }
`);

/** The messages, their decisions and replies, as one text to compare. */
const threadKey = (
  messages:
    | readonly {
        id: string;
        status: string;
        replies: readonly { id: string }[];
      }[]
    | null
    | undefined,
) => (messages ?? []).map((m) => `${m.id}:${m.status}:${m.replies.map((r) => r.id).join(',')}`).join(';');

type Objective = NonNullable<NonNullable<NonNullable<ProjectThreadQuery['viewer']>['course']>['projectObjective']>;
type Message = NonNullable<Objective['messages']>[number];

/**
 * One objective's thread (spec part 2, sections 2, 4 and 5): messages grouped by posted date,
 * with replies, file preview and download, and the message input on an open objective.
 * Asked again every 5 s (section 9) while the page shows (decision 190's pattern); what is
 * new is said to screen readers in a polite live region, without moving their place.
 */
export function ObjectiveThread({
  courseId,
  programId,
  objectiveId,
}: {
  courseId: string;
  /** the enrolment the course belongs to (`Course.programId`), whose progress the poll keeps fresh */
  programId: string;
  objectiveId: string;
}) {
  const shown = useRef<string | null>(null);
  const { live } = useLive(ProjectThreadLiveDocument, {
    variables: { courseId, objectiveId },
    onData: (pushed) => {
      const now = pushed.projectObjectiveChanged;
      if (now && shown.current !== null && `${now.state}|${threadKey(now.messages)}` !== shown.current) void query.refetch();
    },
  });
  const query = useQuery(ProjectThreadDocument, {
    variables: { courseId, objectiveId, programId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    pollInterval: live ? 0 : THREAD_POLL_MS,
    skipPollAttempt: pageHidden,
  });
  const objective = query.data?.viewer?.course?.projectObjective;
  shown.current = objective ? `${objective.state}|${threadKey(objective.messages)}` : null;
  const messages = objective?.messages;
  const announcement = useNewMessageAnnouncement(objectiveId, messages);

  return (
    <Stack gap="4">
      <Box srOnly aria-live="polite" aria-atomic="true">
        {announcement}
      </Box>
      <ScreenState
        query={{
          loading: query.loading && !objective,
          error: objective ? undefined : query.error,
          refetch: query.refetch,
        }}
        value={objective ?? (query.data ? null : undefined)}
        loading={<LoadingState label="Loading the messages…" />}
        errorTitle="We could not load the messages"
        isEmpty={() => false}
        missing={<EmptyView title="This objective is not in your course" />}
      >
        {(o) => <ThreadView courseId={courseId} objective={o} onChanged={() => void query.refetch()} />}
      </ScreenState>
    </Stack>
  );
}

/** "1 new message from Dr. Meera Iyer": what arrived since the last answer, once the first one is in. */
function useNewMessageAnnouncement(objectiveId: string, messages: readonly Message[] | null | undefined): string {
  const seen = useRef<{ objectiveId: string; keys: Set<string> } | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!messages) return;
    const keys = new Set(messages.flatMap((m) => [`m${m.id}:${m.status}`, ...m.replies.map((r) => `m${m.id}r${r.id}`)]));
    const before = seen.current;
    seen.current = { objectiveId, keys };
    if (!before || before.objectiveId !== objectiveId) return;
    const fresh: string[] = [];
    for (const m of messages) {
      if (!before.keys.has(`m${m.id}:${m.status}`))
        fresh.push(before.keys.has(`m${m.id}:IN_PROGRESS`) ? `Your message is now ${PROJECT_MESSAGE_STATUS_LABEL[m.status]}.` : `New message from ${m.author}.`);
      for (const r of m.replies) if (!before.keys.has(`m${m.id}r${r.id}`)) fresh.push(`New reply from ${r.author}: ${r.text}`);
    }
    if (fresh.length) setText(fresh.join(' '));
  }, [objectiveId, messages]);
  return text;
}
