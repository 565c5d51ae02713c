import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiCheckCircle, FiXCircle } from 'react-icons/fi';
import { DialogFrame } from '../../components/dialog-frame';
import { ErrorView } from '../../components/states';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { AssessmentKind, AssessmentRow_AssessmentFragment } from '../../gql/graphql';
import { loadFailureMessage } from '../../components/screen-state';
import { ATTEMPT_MESSAGES } from './assessment-messages';
import { QuestionStem } from './question-input';

const CourseAssessmentReviewDocument = graphql(`
  query CourseAssessmentReview($courseId: ID!, $kind: AssessmentKind!, $id: ID!) {
    viewer {
      id
      course(id: $courseId) {
        id
        assessment(kind: $kind, id: $id) {
          id
          review {
            score
            questions {
              question {
                id
              }
              ...ReviewItem_item
            }
          }
        }
      }
    }
  }
`);

/** One question of the review: the question as the attempt asked it, the learner's answer and the key. */
const ReviewItem_item = graphql(`
  fragment ReviewItem_item on AssessmentReviewQuestion {
    question {
      ...QuestionInput_question @unmask
    }
    answer {
      ...AssessmentAnswerFields @unmask
    }
    correctOptionIds
    correctMatches
    correct
  }
`);

/**
 * The answers review modal (spec part 2, section 2): every question with the correct and
 * wrong marks and 'Your Answer'; 'Loading..' while the answer data is missing. The gateway
 * gives the keys only once the answer date has passed (docs/architecture.md invariant 2).
 */
export function ReviewDialog({ courseId, kind, assessment, onClose }: { courseId: string; kind: AssessmentKind; assessment: AssessmentRow_AssessmentFragment; onClose: () => void }) {
  const query = useQuery(CourseAssessmentReviewDocument, { variables: { courseId, kind, id: assessment.id }, fetchPolicy: 'cache-and-network' });
  const review = query.data?.viewer?.course?.assessment?.review;
  return (
    <DialogFrame
      onClose={onClose}
      size="wide"
      scrollInside
      title={`Answers: ${assessment.title}`}
      subtitle={
        review ? (
          <Text color="fg.muted">
            Score: {review.score ?? assessment.score ?? '—'} / {assessment.maximumScore}
          </Text>
        ) : null
      }
    >
      {review ? (
        <Stack as="ol" gap="4" listStyleType="none">
          {review.questions.map((item) => (
            <ReviewItem key={item.question.id} item={item} />
          ))}
        </Stack>
      ) : query.error && !query.loading ? (
        <ErrorView title="We could not load the answers" message={loadFailureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        // spec part 2, section 2: "'Loading..' is shown while answer data is missing."
        <Text role="status" color="fg.muted" py="6" textAlign="center">
          {ATTEMPT_MESSAGES.reviewLoading}
        </Text>
      )}
    </DialogFrame>
  );
}

function Mark({ correct }: { correct: boolean | null | undefined }) {
  if (correct === null || correct === undefined) return null;
  return correct ? (
    <Badge colorPalette="green" variant="subtle" gap="1">
      <FiCheckCircle aria-hidden /> Correct
    </Badge>
  ) : (
    <Badge colorPalette="red" variant="subtle" gap="1">
      <FiXCircle aria-hidden /> Wrong
    </Badge>
  );
}

function YourAnswer() {
  return (
    <Badge colorPalette="brand" variant="outline" flexShrink={0}>
      Your Answer
    </Badge>
  );
}

function ReviewItem({ item: ref }: { item: FragmentType<typeof ReviewItem_item> }) {
  const item = getFragmentData(ReviewItem_item, ref);
  const { question, answer, correctOptionIds, correctMatches } = item;
  const chosen = new Set(answer?.optionIds ?? []);
  const correct = new Set(correctOptionIds);
  const optionText = (id: string | undefined) => question.options.find((o) => o.id === id)?.content ?? '—';
  let body;
  switch (question.kind) {
    case 'MATCHING':
      body = (
        <Stack as="ul" gap="2" listStyleType="none">
          {question.matchPrompts.map((prompt, i) => {
            const mine = answer?.matches[i];
            const right = correctMatches[i];
            const ok = Boolean(mine) && mine === right;
            return (
              <Box as="li" key={i} borderWidth="1px" borderRadius="md" p="2">
                <Text fontWeight="medium">{prompt}</Text>
                <HStack gap="2" wrap="wrap">
                  <YourAnswer />
                  <Text>{mine ? optionText(mine) : 'Not answered'}</Text>
                  <MarkIcon ok={ok} />
                </HStack>
                {!ok && right ? (
                  <Text fontSize="sm" color="green.fg">
                    Correct answer: {optionText(right)}
                  </Text>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      );
      break;
    case 'TEXT':
    case 'FILE_UPLOAD':
      body = (
        <Stack gap="1">
          <YourAnswer />
          <Text whiteSpace="pre-wrap">{question.kind === 'TEXT' ? answer?.text || 'Not answered' : answer?.originalFileName || answer?.fileName || 'Not answered'}</Text>
        </Stack>
      );
      break;
    default:
      body = (
        <Stack as="ul" gap="2" listStyleType="none">
          {question.options.map((option, i) => {
            const isCorrect = correct.has(option.id);
            const isChosen = chosen.has(option.id);
            return (
              <HStack
                as="li"
                key={option.id}
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                p="2"
                borderColor={isCorrect ? 'green.emphasized' : isChosen ? 'red.emphasized' : undefined}
                bg={isCorrect ? 'green.subtle' : isChosen ? 'red.subtle' : undefined}
                wrap="wrap"
              >
                {isCorrect ? <MarkIcon ok /> : isChosen ? <MarkIcon ok={false} /> : <Box w="4" aria-hidden />}
                {option.imageUrl ? <Image src={option.imageUrl} alt={option.content || `Option ${i + 1}`} maxH="24" objectFit="contain" /> : null}
                <Text flex="1" minW="0">
                  {option.content}
                  {isCorrect ? (
                    <Text as="span" srOnly>
                      {' '}
                      (correct answer)
                    </Text>
                  ) : null}
                </Text>
                {isChosen ? <YourAnswer /> : null}
              </HStack>
            );
          })}
        </Stack>
      );
  }
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <QuestionStem question={question} aside={<Mark correct={item.correct} />} />
        {body}
      </Stack>
    </Box>
  );
}

function MarkIcon({ ok }: { ok: boolean }) {
  return ok ? (
    <Box color="green.fg" flexShrink={0}>
      <FiCheckCircle aria-label="correct" role="img" />
    </Box>
  ) : (
    <Box color="red.fg" flexShrink={0}>
      <FiXCircle aria-label="wrong" role="img" />
    </Box>
  );
}
