import { graphql } from '../../gql';

/** One row of the Assessment or Assignment tab (spec part 2, section 3: assessment list item). */
export const AssessmentRow_assessment = graphql(`
  fragment AssessmentRow_assessment on Assessment {
    id
    kind
    title
    startsAt
    endsAt
    answersAt
    instructions
    window
    attemptStatus
    score
    maximumScore
    questionCount
    answeredCount
    timeAllowedSeconds
    answersAvailable
  }
`);

/**
 * A stored answer, as the attempt resumes it and the review shows it ('Your Answer').
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const AssessmentAnswerFields = graphql(`
  fragment AssessmentAnswerFields on AssessmentAnswer {
    questionId
    optionIds
    matches
    text
    fileName
    originalFileName
  }
`);

/** An open attempt: its questions (never a key), the server's answers and its time. */
export const AttemptView_attempt = graphql(`
  fragment AttemptView_attempt on AssessmentAttempt {
    status
    secondsLeft
    clockPollMs
    questions {
      id
      number
      kind
      ...QuestionInput_question
    }
    answers {
      ...AssessmentAnswerFields @unmask
      sequence
    }
  }
`);

/**
 * What a start and a Submit both read of their AssessmentPayload: the assessment's row as it
 * now is (the list shows it at once), or why it was refused.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const AssessmentPayloadFields = graphql(`
  fragment AssessmentPayloadFields on AssessmentPayload {
    assessment {
      id
      ...AssessmentRow_assessment
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

/** The attempt screen's one request: starts the attempt, or resumes the one in progress. */
export const AssessmentStartDocument = graphql(`
  mutation AssessmentStart($input: AssessmentRefInput!) {
    assessmentStart(input: $input) {
      ...AssessmentPayloadFields @unmask
      assessment {
        id
        attempt {
          ...AttemptView_attempt
        }
      }
    }
  }
`);

/** One answer, autosaved (spec part 2, section 4: "each answer is autosaved with status 0"). */
export const AssessmentAnswerSaveDocument = graphql(`
  mutation AssessmentAnswerSave($input: AssessmentAnswerSaveInput!) {
    assessmentAnswerSave(input: $input) {
      savedSequence
      secondsLeft
      status
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Submit (status 1). */
export const AssessmentSubmitDocument = graphql(`
  mutation AssessmentSubmit($input: AssessmentRefInput!) {
    assessmentSubmit(input: $input) {
      ...AssessmentPayloadFields @unmask
    }
  }
`);

/** The light clock the attempt polls (spec part 2, section 4: server time at the returned delay). */
export const AssessmentClockDocument = graphql(`
  query AssessmentClock($courseId: ID!, $kind: AssessmentKind!, $assessmentId: ID!) {
    viewer {
      id
      assessmentClock(courseId: $courseId, kind: $kind, assessmentId: $assessmentId) {
        secondsLeft
        clockPollMs
        status
      }
    }
  }
`);
