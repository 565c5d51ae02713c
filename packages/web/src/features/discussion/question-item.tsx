import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Accordion } from '../../components/later-components';
import { FiCornerUpLeft, FiTrash2 } from 'react-icons/fi';
import { Moment } from '../../components/dates/when';
import { type FragmentType, getFragmentData } from '../../gql';
import { DiscussionQuestionItem_question } from './discussion-documents';
import type { DeleteTarget } from './delete-dialog';
import { answerDomId, questionDomId } from './own-post-focus';
import { LinkedText } from './linked-text';

function Byline({ name, postedAt, verb }: { name: string; postedAt: string | null | undefined; verb: string }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {verb} {name}
      {postedAt ? (
        <>
          {' · '}
          <Moment as="span" at={postedAt} />
        </>
      ) : null}
    </Text>
  );
}

/**
 * One question of the Discussion tab (spec part 2, section 2): its text and author, the
 * accordion with its number of answers, the reply icon that opens 'Post Answer', and
 * delete icons on the learner's own question and answers only.
 */
export function QuestionItem({
  question: ref,
  justPosted = false,
  onAnswer,
  onDelete,
}: {
  question: FragmentType<typeof DiscussionQuestionItem_question>;
  /** the question the learner has just posted: marked, so the eye finds it where the list took them */
  justPosted?: boolean;
  onAnswer: (question: { id: string; text: string }) => void;
  onDelete: (target: DeleteTarget) => void;
}) {
  const question = getFragmentData(DiscussionQuestionItem_question, ref);
  const count = `${question.answerCount} ${question.answerCount === 1 ? 'answer' : 'answers'}`;
  return (
    <Accordion.Item
      value={question.id}
      borderWidth={justPosted ? '2px' : '1px'}
      borderColor={justPosted ? 'brand.solid' : undefined}
      borderRadius="lg"
      px={{ base: '3', md: '4' }}
      py="3"
      as="li"
      scrollMarginTop="20"
    >
      {/* Focus lands here after the learner's own post or delete (own-post-focus.ts). */}
      <Stack gap="1" id={questionDomId(question.id)} tabIndex={-1} borderRadius="sm" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}>
        <LinkedText text={question.text} fontWeight="medium" />
        <Byline name={question.authorName} postedAt={question.postedAt} verb="Asked by" />
      </Stack>
      <HStack gap="1" mt="2" justify="space-between">
        <Accordion.ItemTrigger w="auto" py="1" px="2" ms="-2" cursor="pointer" aria-label={`${count} to question ${question.number}`}>
          <Text fontSize="sm" fontWeight="semibold">
            {count}
          </Text>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <HStack gap="1">
          <IconButton variant="ghost" size="sm" aria-label={`Answer question ${question.number}`} onClick={() => onAnswer({ id: question.id, text: question.text })}>
            <FiCornerUpLeft />
          </IconButton>
          {question.mine ? (
            <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={`Delete your question ${question.number}`} onClick={() => onDelete({ kind: 'question', id: question.id })}>
              <FiTrash2 />
            </IconButton>
          ) : null}
        </HStack>
      </HStack>
      <Accordion.ItemContent>
        <Accordion.ItemBody pt="2" pb="0">
          {question.answers.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No answers yet.
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
              {question.answers.map((answer) => (
                <HStack as="li" key={answer.id} align="flex-start" gap="2" borderStartWidth="3px" borderColor="border.emphasized" ps="3">
                  <Stack
                    gap="0.5"
                    flex="1"
                    minW="0"
                    id={answerDomId(answer.id)}
                    tabIndex={-1}
                    scrollMarginTop="20"
                    borderRadius="sm"
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
                  >
                    <LinkedText text={answer.text} />
                    <Byline name={answer.authorName} postedAt={answer.postedAt} verb="Answered by" />
                  </Stack>
                  {answer.mine ? (
                    <IconButton
                      variant="ghost"
                      size="sm"
                      colorPalette="red"
                      aria-label={`Delete your answer ${answer.number}`}
                      onClick={() => onDelete({ kind: 'answer', id: answer.id, questionId: question.id })}
                    >
                      <FiTrash2 />
                    </IconButton>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          )}
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
