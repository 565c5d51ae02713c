import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Accordion } from '../../components/later-components';
import { FiMessageCircle } from 'react-icons/fi';
import { LIST_PAGE_SIZE, THREAD_POLL_MS } from '@portal/domain';
import { LoadMore, pageOf } from '../../components/load-more';
import { ScreenState } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { bringIntoView } from '../../lib/focus';
import { useLive } from '../../lib/live/use-live';
import { pageHidden } from '../../lib/page-visibility';
import { toaster } from '../../lib/toaster';
import { AnswerDialog } from './answer-dialog';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import { CourseDiscussionDocument, CourseDiscussionLiveDocument } from './discussion-documents';
import { newPostsAnnouncement, type SeenQuestion } from './new-posts';
import { DISCUSSION_HEADING_ID, knownAnswers, knownQuestions, landingAfter, neighboursOf, questionDomId, type Landing, type OwnStep } from './own-post-focus';
import { QuestionBox } from './question-box';
import { QuestionItem } from './question-item';

/**
 * The course's Discussion tab (spec part 2, sections 2, 4 and 5): the question box, then the
 * questions. What others post appears without a reload: pushed over the event stream, each
 * event landing on the cached discussion the list reads (docs/decisions/302); without the
 * stream Apollo polls every THREAD_POLL_MS while the page shows and asks nothing while it is
 * hidden (docs/decisions/190, 211). A polite live region says what came ("1 new answer")
 * without moving focus. After the learner's own post or delete, focus goes to what it
 * changed, scrolled into view, and a second polite region says so (issue 31, section 3).
 * Newest first, a page at a time, with "Load more" under the list (docs/decisions/311).
 */
export default function DiscussionTab({ courseId }: { courseId: string }) {
  const { live } = useLive(CourseDiscussionLiveDocument, { variables: { courseId } });
  const query = useQuery(CourseDiscussionDocument, {
    variables: { courseId, first: LIST_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: live ? 0 : THREAD_POLL_MS,
    skipPollAttempt: pageHidden,
  });
  const page = query.data?.courseDiscussion.questionsConnection;
  const questions = page?.nodes;
  const client = useApolloClient();
  const [answering, setAnswering] = useState<{ id: string; text: string } | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const announcement = useNewPostsAnnouncement(questions);
  const own = useOwnStepLanding(questions, (id) => setOpen((now) => (now.includes(id) ? now : [...now, id])));
  // What the list held when the learner started a post: the new one is what was not there.
  const before = useRef<{ questions: ReadonlySet<string>; answers: ReadonlySet<string> }>({ questions: new Set(), answers: new Set() });

  return (
    <Stack gap="5" py="2">
      <Heading as="h2" size="md" id={DISCUSSION_HEADING_ID} tabIndex={-1} outline="none">
        Discussion
      </Heading>
      <QuestionBox
        courseId={courseId}
        onSending={() => (before.current = { ...before.current, questions: knownQuestions(questions) })}
        onPosted={() => own.took({ kind: 'asked', known: before.current.questions })}
      />
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {own.said}
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
            <Accordion.Root multiple collapsible variant="plain" value={open} onValueChange={(e) => setOpen(e.value)} asChild>
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Questions">
                {list.map((question) => (
                  <QuestionItem
                    key={question.id}
                    question={question}
                    justPosted={own.landedOn === question.id}
                    onAnswer={(q) => {
                      before.current = { ...before.current, answers: knownAnswers(questions, q.id) };
                      setAnswering(q);
                    }}
                    onDelete={setDeleting}
                  />
                ))}
              </Stack>
            </Accordion.Root>
            <Box mt="4">
              <LoadMore {...pageOf(page, query.fetchMore)} noun={{ one: 'question', many: 'questions' }} domIdOf={questionDomId} />
            </Box>
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
            own.took({ kind: 'answered', questionId: answering.id, known: before.current.answers });
            setAnswering(null);
            if (message) toaster.create({ type: 'success', title: message, closable: true });
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          courseId={courseId}
          target={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            // The change's answer refreshes the first page; a question on an older page leaves the list here.
            if (deleting.kind === 'question') client.cache.evict({ id: client.cache.identify({ __typename: 'DiscussionQuestion', id: deleting.id }) });
            own.took(
              deleting.kind === 'question'
                ? { kind: 'deletedQuestion', questionId: deleting.id, neighbours: neighboursOf(questions, deleting.id) }
                : { kind: 'deletedAnswer', questionId: deleting.questionId, answerId: deleting.id },
            );
            setDeleting(null);
          }}
        />
      ) : null}
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

/**
 * The learner's own step, landed once the list shows it (landingAfter): the question to open
 * first, then focus and scroll to what changed, and the sentence for the live region.
 */
function useOwnStepLanding(questions: readonly (SeenQuestion & { number: number })[] | undefined, openQuestion: (id: string) => void) {
  const [step, setStep] = useState<OwnStep | null>(null);
  const [landing, setLanding] = useState<Landing | null>(null);
  const [said, setSaid] = useState('');
  const [landedOn, setLandedOn] = useState<string | null>(null);
  useEffect(() => {
    if (!step || !questions) return;
    const found = landingAfter(step, questions);
    if (!found) return;
    setStep(null);
    if (found.open) openQuestion(found.open);
    setSaid(found.say);
    setLandedOn(found.highlight ?? null);
    setLanding(found);
  }, [step, questions, openQuestion]);
  useEffect(() => {
    if (!landing) return;
    // After the render that opened the question, so the answer is shown before it takes focus.
    const element = document.getElementById(landing.focus);
    setLanding(null);
    bringIntoView(element);
  }, [landing]);
  const took = (next: OwnStep) => {
    setSaid('');
    setStep(next);
  };
  return { took, said, landedOn };
}
