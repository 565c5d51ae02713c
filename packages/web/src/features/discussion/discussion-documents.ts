import { graphql } from '../../gql';

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

/**
 * The tab's one query, polled while it shows; `mine` and the ids also tell the tab what is new.
 * The questions come a page at a time, newest first (docs/decisions/311): a poll asks the first
 * page again, and the cache puts it on top of the older pages already loaded (lib/paged-list.ts).
 */
export const CourseDiscussionDocument = graphql(`
  query CourseDiscussion($courseId: ID!, $first: Int!, $after: String) {
    courseDiscussion(courseId: $courseId) {
      id
      questionsConnection(first: $first, after: $after) {
        ...DiscussionQuestionsPage @unmask
      }
    }
  }
`);

/**
 * A page of questions as the tab reads it: the questions, where the page stands, the total.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const DiscussionQuestionsPage = graphql(`
  fragment DiscussionQuestionsPage on DiscussionQuestionConnection {
    nodes {
      id
      number
      mine
      answers {
        id
        mine
      }
      ...DiscussionQuestionItem_question
    }
    pageInfo {
      ...LoadMore_pageInfo @unmask
    }
    totalCount
  }
`);

/**
 * The same discussion pushed over the event stream whenever it changes (docs/decisions/302): its
 * first page with the tab's fields, which the cache puts on top of the pages already loaded, as
 * a poll's first page (docs/decisions/311): no duplicate, no gap, and no request per viewer.
 */
export const CourseDiscussionLiveDocument = graphql(`
  subscription CourseDiscussionLive($courseId: ID!, $first: Int! = 20) {
    courseDiscussionChanged(courseId: $courseId) {
      id
      questionsConnection(first: $first) {
        ...DiscussionQuestionsPage @unmask
      }
    }
  }
`);

export const DiscussionPostQuestionDocument = graphql(`
  mutation DiscussionPostQuestion($input: DiscussionPostQuestionInput!, $first: Int! = 20) {
    discussionPostQuestion(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

export const DiscussionPostAnswerDocument = graphql(`
  mutation DiscussionPostAnswer($input: DiscussionPostAnswerInput!, $first: Int! = 20) {
    discussionPostAnswer(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

export const DiscussionDeleteQuestionDocument = graphql(`
  mutation DiscussionDeleteQuestion($input: DiscussionDeleteQuestionInput!, $first: Int! = 20) {
    discussionDeleteQuestion(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

export const DiscussionDeleteAnswerDocument = graphql(`
  mutation DiscussionDeleteAnswer($input: DiscussionDeleteAnswerInput!, $first: Int! = 20) {
    discussionDeleteAnswer(input: $input) {
      ...DiscussionPayloadFields @unmask
    }
  }
`);

/**
 * Every change answers the discussion after it: Apollo's cache puts its first page on top of the
 * tab's list (spec part 2, section 4). `$first` defaults to 20, LIST_PAGE_SIZE, the tab's page:
 * a variable, as in the tab's query, since the cost limit counts a literal `first: 20` twenty
 * times over (docs/decisions/310).
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const DiscussionPayloadFields = graphql(`
  fragment DiscussionPayloadFields on DiscussionPayload {
    discussion {
      id
      questionsConnection(first: $first) {
        ...DiscussionQuestionsPage @unmask
      }
    }
    message
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);
