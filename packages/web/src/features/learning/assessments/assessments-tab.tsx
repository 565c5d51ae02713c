import { useEffect, useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiClipboard, FiEye, FiPlay } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { formatAssessmentDate } from '@portal/domain';
import { ScreenState } from '../../../components/screen-state';
import { EmptyView, LoadingState } from '../../../components/states';
import { getFragmentData, graphql } from '../../../gql';
import type { AssessmentKind, AssessmentRow_AssessmentFragment } from '../../../gql/graphql';
import { AssessmentRow_assessment } from './assessment-documents';
import { noneYetMessage } from './assessment-messages';
import { AttemptDialog } from './attempt-dialog';
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
  const openId = params.get(OPEN_PARAM);
  const open = openId ? rows?.find((r) => r.id === openId && r.kind === kind) : undefined;
  const reviewed = review ? rows?.find((r) => r.id === review) : undefined;

  // The server decides the window; the list asks again just after the next start, end or answer
  // date (by this computer's clock, which only times the question), so Start, the score and
  // Answers appear without a reload.
  const refetch = query.refetch;
  useEffect(() => {
    const now = Date.now();
    const next = Math.min(
      ...(rows ?? []).flatMap((r) => [r.startsAt, r.endsAt, r.answersAt].map((at) => (at ? Date.parse(at) : NaN)).filter((t) => t > now)),
    );
    if (!Number.isFinite(next) || next - now > 86_400_000) return;
    const timer = window.setTimeout(() => void refetch(), next - now + 1_500);
    return () => window.clearTimeout(timer);
  }, [rows, refetch]);

  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(OPEN_PARAM, id);
    else next.delete(OPEN_PARAM);
    setParams(next, { replace: !id });
  };

  const noun = kind === 'ASSIGNMENT' ? 'assignments' : 'assessments';
  return (
    <>
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
          onClose={() => {
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
            ) : row.attemptStatus === 'IN_PROGRESS' && row.window === 'OPEN' ? (
              <Badge colorPalette="orange" variant="subtle">
                In progress
              </Badge>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Start: <time dateTime={row.startsAt}>{formatAssessmentDate(row.startsAt)}</time>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            End: <time dateTime={row.endsAt}>{formatAssessmentDate(row.endsAt)}</time>
          </Text>
          {/* spec part 2, section 4: after the end, the score is shown. */}
          {row.window === 'CLOSED' ? (
            <Text fontSize="sm" fontWeight="semibold">
              Score: {row.score ?? '—'}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2" flexShrink={0}>
          {row.answersAvailable ? (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={onAnswers} aria-describedby={headingId}>
              <FiEye aria-hidden /> Answers
            </Button>
          ) : null}
          {/* spec part 2, section 4: Start only while the server's time lies between start and end. */}
          {row.window === 'OPEN' ? (
            <Button size="sm" colorPalette="brand" onClick={onStart} aria-describedby={headingId}>
              <FiPlay aria-hidden /> Start
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
