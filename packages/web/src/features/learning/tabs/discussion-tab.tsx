import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Accordion, Box, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { FiMessageCircle } from 'react-icons/fi';
import { THREAD_POLL_MS } from '@portal/domain';
import { ScreenState } from '../../../components/screen-state';
import { EmptyView, LoadingState } from '../../../components/states';
import { pageHidden } from '../../../lib/page-visibility';
import { toaster } from '../../../lib/toaster';
import { AnswerDialog } from './discussion/answer-dialog';
import { DeleteDialog, type DeleteTarget } from './discussion/delete-dialog';
import { CourseDiscussionDocument } from './discussion/discussion-documents';
import { newPostsAnnouncement, type SeenQuestion } from './discussion/new-posts';
import { QuestionBox } from './discussion/question-box';
import { QuestionItem } from './discussion/question-item';
import type { CourseTabProps } from './next-release-panel';

/**
 * The course's Discussion tab (spec part 2, sections 2, 4 and 5): the question box, then the
 * questions. What others post appears without a reload: Apollo polls every
 * THREAD_POLL_MS while the page shows and asks nothing while it is hidden
 * (docs/decisions/190, 211), and a polite live region says what came ("1 new answer")
 * without moving focus.
 */
export default function DiscussionTab({ courseId }: CourseTabProps) {
  const query = useQuery(CourseDiscussionDocument, {
    variables: { courseId },
    fetchPolicy: 'cache-and-network',
    pollInterval: THREAD_POLL_MS,
    skipPollAttempt: pageHidden,
  });
  const questions = query.data?.courseDiscussion.questions;
  const [answering, setAnswering] = useState<{ id: string; text: string } | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const announcement = useNewPostsAnnouncement(questions);

  return (
    <Stack gap="5" py="2">
      <Heading as="h2" size="md">
        Discussion
      </Heading>
      <QuestionBox courseId={courseId} />
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <ScreenState
        query={query}
        value={questions}
        loading={<LoadingState label="Loading the discussion" />}
        errorTitle="We could not load the discussion"
        empty={<EmptyView icon={<FiMessageCircle />} title="No questions yet" description="Be the first to ask one." />}
      >
        {(list) => (
          <Box>
            <Accordion.Root multiple collapsible variant="plain" asChild>
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Questions">
                {list.map((question) => (
                  <QuestionItem key={question.id} question={question} onAnswer={setAnswering} onDelete={setDeleting} />
                ))}
              </Stack>
            </Accordion.Root>
          </Box>
        )}
      </ScreenState>
      {answering ? (
        <AnswerDialog
          courseId={courseId}
          questionId={answering.id}
          question={answering.text}
          onClose={() => setAnswering(null)}
          onPosted={(message) => {
            setAnswering(null);
            if (message) toaster.create({ type: 'success', title: message, closable: true });
          }}
        />
      ) : null}
      {deleting ? <DeleteDialog courseId={courseId} target={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}

/** The sentence for what the last answer brought that others posted; the first load says nothing. */
function useNewPostsAnnouncement(questions: readonly SeenQuestion[] | undefined): string {
  const seen = useRef<readonly SeenQuestion[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!questions) return;
    const said = newPostsAnnouncement(seen.current, questions);
    seen.current = questions;
    if (said) setAnnouncement(said);
  }, [questions]);
  return announcement;
}
