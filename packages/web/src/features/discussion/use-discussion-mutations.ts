import { usePayloadMutation } from '../../lib/use-payload-mutation';
import { DiscussionDeleteAnswerDocument, DiscussionDeleteQuestionDocument, DiscussionPostAnswerDocument, DiscussionPostQuestionDocument } from './discussion-documents';

/** Asks a question (update discussion, qtype 0); the answer carries the discussion after it. */
export function useDiscussionPostQuestion() {
  return usePayloadMutation(DiscussionPostQuestionDocument, 'discussionPostQuestion');
}

/** Answers a question (qtype 1). */
export function useDiscussionPostAnswer() {
  return usePayloadMutation(DiscussionPostAnswerDocument, 'discussionPostAnswer');
}

/** Deletes the learner's own question (qtype 2). */
export function useDiscussionDeleteQuestion() {
  return usePayloadMutation(DiscussionDeleteQuestionDocument, 'discussionDeleteQuestion');
}

/** Deletes the learner's own answer (qtype 3). */
export function useDiscussionDeleteAnswer() {
  return usePayloadMutation(DiscussionDeleteAnswerDocument, 'discussionDeleteAnswer');
}
