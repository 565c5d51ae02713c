import { useEffect, useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiClipboard, FiEye, FiPlay, FiRotateCw } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { formatAssessmentDate, formatCountdown, formatDuration } from '@portal/domain';
import { ExamTime } from '../../components/dates/when';
import { ScreenState } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { getFragmentData, graphql } from '../../gql';
import type { AssessmentKind, AssessmentRow_AssessmentFragment } from '../../gql/graphql';
import { AssessmentRow_assessment } from './assessment-documents';
import { noneYetMessage, ONLINE_ONLY_NOTE } from './assessment-messages';
import { AttemptDialog } from './attempt-dialog';
import { useServerCountdown } from './countdown';
import { ReviewDialog } from './review-dialog';

const CourseAssessmentsDocument = graphql(`
  query CourseAssessments($courseId: ID!, $kind: AssessmentKind!) {
    viewer {
      id
      course(id: $courseId) {
        id
        assessments(kind: $kind) {
          id
          ...AssessmentRow_assessment
        }
      }
    }
  }
`);

/** How long after a date the list asks again: the server's clock may be a little behind this one. */
const REFETCH_GRACE_MS = 1_500;

/**
 * Milliseconds until the list should ask again: the next date whose grace has not run out,
 * or null when none comes within a day (a timer that long is not worth keeping).
 */
export function nextRefetchDelay(dates: readonly (string | null | undefined)[], now: number): number | null {
  const due = dates.map((at) => (at ? Date.parse(at) + REFETCH_GRACE_MS : NaN)).filter((t) => t > now);
  const next = Math.min(...due);
  return Number.isFinite(next) && next - now <= 86_400_000 + REFETCH_GRACE_MS ? next - now : null;
}

/** The address keeps the open attempt, so a reload comes back to it (docs/decisions/152). */
const OPEN_PARAM = 'attempt';

/**
 * The Assessment and Assignment tabs (spec part 2, section 2): each with its title, start
 * and end in the university's time (DD/MM/YYYY h:mm:ss a, Asia/Kolkata), Start while the
 * server says the window is open, the score after the end, and Answers once the answer
 * date has passed. One request; the quiz and answers modals bring their own.
 */
export function AssessmentsTab({ courseId, kind }: { courseId: string; kind: AssessmentKind }) {
  const query = useQuery(CourseAssessmentsDocument, { variables: { courseId, kind }, fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const [review, setReview] = useState<string | null>(null);
  const rows = query.data?.viewer?.course?.assessments?.map((r) => getFragmentData(AssessmentRow_assessment, r));
  // The dialog on screen holds its row, so it stays while its attempt turns SUBMITTED.
  const [held, setHeld] = useState<string | null>(null);
  const openId = params.get(OPEN_PARAM) ?? held;
  // A submitted attempt is not reopened from the address (a reload after Submit, a stale link): its card says Submitted.
  const open = openId ? rows?.find((r) => r.id === openId && r.kind === kind && (r.attemptStatus !== 'SUBMITTED' || r.id === held)) : undefined;
  const reviewed = review ? rows?.find((r) => r.id === review) : undefined;

  // The server decides the window; the list asks again just after the next start, end or answer
  // date (by this computer's clock, which only times the question), so Start, the score and
  // Answers appear without a reload. Scheduled from the answer, not from each render: a render
  // between a date and its grace (the list's own refetch landing then) keeps that date's turn.
  const refetch = query.refetch;
  const data = query.data;
  useEffect(() => {
    const dates = (data?.viewer?.course?.assessments ?? []).flatMap((r) => {
      const { startsAt, endsAt, answersAt } = getFragmentData(AssessmentRow_assessment, r);
      return [startsAt, endsAt, answersAt];
    });
    const delay = nextRefetchDelay(dates, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => void refetch(), delay);
    return () => window.clearTimeout(timer);
  }, [data, refetch]);

  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(OPEN_PARAM, id);
    else next.delete(OPEN_PARAM);
    setParams(next, { replace: !id });
  };

  const noun = kind === 'ASSIGNMENT' ? 'assignments' : 'assessments';
  return (
    <>
      {/* Issue 34: a timed attempt is never saved for offline; the server's clock decides its time. */}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {ONLINE_ONLY_NOTE}
      </Text>
      <ScreenState
        query={query}
        value={rows}
        loading={<LoadingState label={`Loading the ${noun}`} />}
        errorTitle={`We could not load the ${noun}`}
        empty={<EmptyView icon={<FiClipboard />} title={noneYetMessage(kind)} />}
      >
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={kind === 'ASSIGNMENT' ? 'Assignments' : 'Assessments'}>
            {list.map((row) => (
              <AssessmentRow key={row.id} row={row} onStart={() => setOpen(row.id)} onAnswers={() => setReview(row.id)} />
            ))}
          </Stack>
        )}
      </ScreenState>
      {open ? (
        <AttemptDialog
          key={open.id}
          courseId={courseId}
          kind={kind}
          assessment={open}
          onShown={() => setHeld(open.id)}
          // Submitted or over: the address forgets the attempt, so a reload shows the list, not this dialog again.
          onFinished={() => setOpen(null)}
          onClose={() => {
            setHeld(null);
            setOpen(null);
            // The list shows what the attempt changed (submitted, a score).
            void query.refetch();
          }}
        />
      ) : null}
      {reviewed ? <ReviewDialog courseId={courseId} kind={kind} assessment={reviewed} onClose={() => setReview(null)} /> : null}
    </>
  );
}

function AssessmentRow({ row, onStart, onAnswers }: { row: AssessmentRow_AssessmentFragment; onStart: () => void; onAnswers: () => void }) {
  const headingId = `assessment-${row.id}`;
  const submitted = row.attemptStatus === 'SUBMITTED';
  const inProgress = row.attemptStatus === 'IN_PROGRESS' && row.window === 'OPEN';
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} aria-labelledby={headingId}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }}>
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm" id={headingId}>
              {row.title}
            </Heading>
            {submitted ? (
              <Badge colorPalette="green" variant="subtle">
                Submitted
              </Badge>
            ) : inProgress ? (
              <Badge colorPalette="orange" variant="subtle">
                In progress
              </Badge>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Start: <ExamTime at={row.startsAt} india={formatAssessmentDate} />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            End: <ExamTime at={row.endsAt} india={formatAssessmentDate} />
          </Text>
          <AttemptFacts row={row} />
        </Stack>
        <HStack gap="2" flexShrink={0}>
          {row.answersAvailable ? (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={onAnswers} aria-describedby={headingId}>
              <FiEye aria-hidden /> Answers
            </Button>
          ) : null}
          {/* spec part 2, section 4: Start only while the server's time lies between start and end; a submitted attempt has none. */}
          {row.window === 'OPEN' && !submitted ? (
            <Button size="sm" colorPalette="brand" onClick={onStart} aria-describedby={headingId}>
              {inProgress ? <FiRotateCw aria-hidden /> : <FiPlay aria-hidden />} {inProgress ? 'Resume' : 'Start'}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}

const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

/**
 * What the learner needs before and during an attempt (issue 17): how many questions and
 * how long an attempt may run, then how many are answered and the time left; after the
 * end, the score out of the automatically marked points (spec part 2, section 4: the
 * score is shown after the end). The time is the server's, counted on by the browser's
 * monotonic clock (docs/decisions/151, 179).
 */
function AttemptFacts({ row }: { row: AssessmentRow_AssessmentFragment }) {
  const open = row.window === 'OPEN';
  const { secondsLeft } = useServerCountdown(row.timeAllowedSeconds, { key: row.timeAllowedSeconds });
  const facts = (text: string) => (
    <Text fontSize="sm" fontWeight="semibold">
      {text}
    </Text>
  );
  if (row.window === 'CLOSED') {
    if (row.attemptStatus === 'NOT_STARTED') return facts('Not attempted');
    return facts(`Score: ${row.score ?? '—'} / ${row.maximumScore}`);
  }
  if (row.attemptStatus === 'SUBMITTED') return facts('Your score shows after the end.');
  if (row.attemptStatus === 'IN_PROGRESS' && open) return facts(`${row.answeredCount ?? 0} of ${questions(row.questionCount)} answered \u00b7 ${formatCountdown(secondsLeft)}`);
  // Before starting: the attempt runs to the end (spec part 2, section 4).
  return facts(`${questions(row.questionCount)} \u00b7 Time allowed: ${open ? formatCountdown(secondsLeft) : formatDuration(row.timeAllowedSeconds)}`);
}
