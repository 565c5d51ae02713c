import { useEffect, useId, useRef, useState } from 'react';
import { Button, Heading, HStack, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Field } from '../../components/later-components';
import { FiArrowLeft, FiArrowRight, FiCheck } from 'react-icons/fi';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES, feedbackAnswerError, feedbackCommentRequired, feedbackHasComments, feedbackScale } from '@portal/domain';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form';
import { ScreenState, type ScreenStateProps } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { FeedbackKind } from '../../gql/graphql';
import { mutationOutcome, type UserError } from '../../lib/mutation-outcome';

/**
 * What a feedback form shows (issue 19): its state, its questions and, for instructor
 * feedback, whom it is about. Read by the program card's dialog, the course screen's
 * entries and the feedback-form unit's player alike.
 */
export const FeedbackForm_form = graphql(`
  fragment FeedbackForm_form on FeedbackForm {
    kind
    status
    message
    questions {
      id
      text
    }
    instructors {
      name
      email
    }
  }
`);

/**
 * What the form reads of a Submit's FeedbackSubmitPayload, whichever form was sent (course,
 * instructor or program feedback): submitted, or the gateway's userErrors.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const FeedbackSubmitPayloadFields = graphql(`
  fragment FeedbackSubmitPayloadFields on FeedbackSubmitPayload {
    submitted
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

export type FeedbackAnswer = { questionId: string; rating: number; comment: string | null };
/** What a submission came back with: submitted, or the gateway's userErrors (already submitted, disabled, a rule). */
export type FeedbackSubmitResult = { submitted: boolean; userErrors: readonly UserError[] };

type Draft = { rating: number | null; comment: string };

type FeedbackFormProps = {
  form: FragmentType<typeof FeedbackForm_form>;
  /** Sends the answers (the feature's mutation); the gateway checks them again by the same rule. */
  onSubmit: (answers: FeedbackAnswer[]) => Promise<FeedbackSubmitResult>;
  /** The heading level of each question's title: 3 inside a dialog or under the player's h2. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * A feedback form as its query brings it (the course and instructor feedback dialog, the
 * feedback unit's player, the program feedback dialog): opening, the error with Try again,
 * `missing` (the spec's words for a form that cannot be opened), then the form.
 */
export function LoadedFeedbackForm({
  query,
  form,
  missing,
  onSubmit,
}: {
  query: ScreenStateProps<unknown>['query'];
  form: FeedbackFormProps['form'] | null | undefined;
  missing: string;
  onSubmit: FeedbackFormProps['onSubmit'];
}) {
  return (
    <ScreenState
      query={query}
      value={form}
      loading={<LoadingState label="Opening the feedback form" />}
      errorTitle="We could not open the feedback form"
      isEmpty={() => false}
      missing={<EmptyView title={missing} />}
    >
      {(value) => <FeedbackForm form={value} onSubmit={onSubmit} />}
    </ScreenState>
  );
}

/**
 * A feedback form, one question at a time (spec part 2, sections 2 and 4): a labelled radio
 * group of the kind's ratings, a comment box for course and instructor feedback, Next disabled
 * until the step passes the domain's rule (a rating; for course feedback a comment), Submit on
 * the last question, then Confirm / Cancel. A closed form shows the spec's words instead.
 */
export function FeedbackForm({ form: ref, onSubmit, headingLevel = 'h3' }: FeedbackFormProps) {
  const form = getFragmentData(FeedbackForm_form, ref);
  const [done, setDone] = useState(false);
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) success.current?.focus();
  }, [done]);

  if (done) {
    return (
      <FormAlert ref={success} status="success" title={FEEDBACK_MESSAGES.submittedTitle} focusable>
        {FEEDBACK_MESSAGES.submitted}
      </FormAlert>
    );
  }
  if (form.status !== 'OPEN') return <FormAlert status="info">{form.message}</FormAlert>;
  if (form.questions.length === 0) return <EmptyView title="This feedback form has no questions yet." />;
  return <FeedbackSteps kind={form.kind} questions={form.questions} instructors={form.instructors} headingLevel={headingLevel} onSubmit={onSubmit} onDone={() => setDone(true)} />;
}

function FeedbackSteps({
  kind,
  questions,
  instructors,
  headingLevel,
  onSubmit,
  onDone,
}: {
  kind: FeedbackKind;
  questions: readonly { id: string; text: string }[];
  instructors: readonly { name: string; email: string }[];
  headingLevel: 'h2' | 'h3';
  onSubmit: FeedbackFormProps['onSubmit'];
  onDone: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const question = questions[index];
  const draft = drafts[question.id] ?? { rating: null, comment: '' };
  const last = index === questions.length - 1;
  // The domain's rule decides whether Next may go on (the gateway refuses by the same).
  const stepError = feedbackAnswerError(kind, { rating: draft.rating, comment: draft.comment });
  const titleId = `${baseId}-question`;
  const whyId = `${baseId}-why`;
  const commentRequired = feedbackCommentRequired(kind);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Focus follows the learner to the next question's title (heard by a screen reader).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const set = (change: Partial<Draft>) => setDrafts((all) => ({ ...all, [question.id]: { ...draft, ...change } }));
  const go = (to: number) => {
    moved.current = true;
    setIndex(to);
  };

  const send = async () => {
    setSending(true);
    setError(null);
    const answers = questions.map((q) => ({ questionId: q.id, rating: drafts[q.id]?.rating ?? -1, comment: feedbackHasComments(kind) ? drafts[q.id]?.comment.trim() || null : null }));
    const outcome = await mutationOutcome(() => onSubmit(answers));
    setSending(false);
    setConfirming(false);
    if (outcome.status === 'done' && outcome.payload.submitted) return onDone();
    setError(outcome.status === 'failed' ? outcome.message : ((outcome.status === 'refused' ? outcome.userErrors[0]?.message : null) ?? 'Your feedback was not submitted. Please try again.'));
  };

  return (
    <Stack gap="4">
      {kind === 'INSTRUCTOR' && instructors.length > 0 ? (
        <Text color="fg.muted" fontSize="sm">
          About: {instructors.map((i) => i.name).join(', ')}
        </Text>
      ) : null}
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        Question {index + 1} of {questions.length}
      </Text>
      <Heading as={headingLevel} size="md" id={titleId} ref={headingRef} tabIndex={-1} outline="none">
        {question.text}
      </Heading>
      <RadioGroup.Root
        key={question.id}
        aria-labelledby={titleId}
        value={draft.rating === null ? null : String(draft.rating)}
        onValueChange={(e) => set({ rating: e.value === null ? null : Number(e.value) })}
        colorPalette="brand"
      >
        <Stack gap="2" direction={{ base: 'column', md: 'row' }} wrap="wrap">
          {feedbackScale(kind).map((r) => (
            <RadioGroup.Item key={r.value} value={String(r.value)} borderWidth="1px" borderRadius="md" px="3" py="2" minH="11">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{r.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {feedbackHasComments(kind) ? (
        <Field.Root required={commentRequired}>
          <Field.Label>
            Comment
            {commentRequired ? (
              <Field.RequiredIndicator />
            ) : (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                (optional)
              </Text>
            )}
          </Field.Label>
          <Textarea value={draft.comment} onChange={(e) => set({ comment: e.target.value })} maxLength={FEEDBACK_COMMENT_MAX} rows={3} />
        </Field.Root>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {/*
        Why Next or Submit waits (issue 31, section 3): the domain's words for what the step
        lacks (a rating; for course feedback a comment too), beside the button that names it.
        The spec keeps the button disabled (part 2, section 4); this says why.
      */}
      {stepError ? (
        <Text id={whyId} fontSize="sm" color="fg.muted" aria-live="polite">
          {stepError}
        </Text>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <FiArrowLeft aria-hidden /> Back
        </Button>
        {last ? (
          <Button colorPalette="brand" onClick={() => setConfirming(true)} disabled={stepError !== null} aria-describedby={stepError ? whyId : undefined}>
            <FiCheck aria-hidden /> Submit
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => go(index + 1)} disabled={stepError !== null} aria-describedby={stepError ? whyId : undefined}>
            Next <FiArrowRight aria-hidden />
          </Button>
        )}
      </HStack>
      {confirming ? (
        <DialogFrame
          role="alertdialog"
          size="sm"
          title="Submit your feedback?"
          onClose={() => setConfirming(false)}
          keepOpenOnOutsideClick
          closeLabel={null}
          footer={
            <HStack gap="2">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={sending}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={() => void send()} loading={sending}>
                Confirm
              </Button>
            </HStack>
          }
        >
          <Text>Feedback is submitted once and cannot be changed afterwards.</Text>
        </DialogFrame>
      ) : null}
    </Stack>
  );
}
