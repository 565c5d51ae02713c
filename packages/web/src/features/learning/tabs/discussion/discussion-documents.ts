import { graphql } from '../../../../gql';

/** What the Discussion tab reads of a question, and of its answers (question-item.tsx shows it). */
export const DiscussionQuestionItem_question = graphql(`
  fragment DiscussionQuestionItem_question on DiscussionQuestion {
    id
    number
    text
    authorName
    mine
    postedAt
    answerCount
    answers {
      id
      number
      text
      authorName
      mine
      postedAt
    }
  }
`);

/** The tab's one query, polled while it shows; `mine` and the ids also tell the tab what is new. */
export const CourseDiscussionDocument = graphql(`
  query CourseDiscussion($courseId: ID!) {
    courseDiscussion(courseId: $courseId) {
      id
      questions {
        id
        number
        mine
        answers {
          id
          mine
        }
        ...DiscussionQuestionItem_question
      }
    }
  }
`);

export const DiscussionPostQuestionDocument = graphql(`
  mutation DiscussionPostQuestion($input: DiscussionPostQuestionInput!) {
    discussionPostQuestion(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

export const DiscussionPostAnswerDocument = graphql(`
  mutation DiscussionPostAnswer($input: DiscussionPostAnswerInput!) {
    discussionPostAnswer(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

export const DiscussionDeleteQuestionDocument = graphql(`
  mutation DiscussionDeleteQuestion($input: DiscussionDeleteQuestionInput!) {
    discussionDeleteQuestion(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

export const DiscussionDeleteAnswerDocument = graphql(`
  mutation DiscussionDeleteAnswer($input: DiscussionDeleteAnswerInput!) {
    discussionDeleteAnswer(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

/**
 * Every change answers the discussion after it: Apollo's cache puts it in the tab's list (spec part 2, section 4).
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const DiscussionPayloadFields = graphql(`
  fragment DiscussionPayloadFields on DiscussionPayload {
    discussion {
      id
      questions {
        id
        number
        mine
        answers {
          id
          mine
        }
        ...DiscussionQuestionItem_question
      }
    }
    message
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);
