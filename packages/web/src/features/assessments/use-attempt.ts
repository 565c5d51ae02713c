import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { shouldAutoSubmit } from '@portal/domain';
import type { AssessmentKind, AttemptView_AttemptFragment } from '../../gql/graphql';
import { failureCode, failureMessage, SAVE_FAILURE_COPY } from '../../lib/failure';
import { AnswerQueue, answerStorageKey, clearStoredQueue, overlayAnswers, type AnswerValue, type FailureClass } from './answer-queue';
import { AssessmentAnswerSaveDocument, AssessmentSubmitDocument } from './assessment-documents';
import { useServerCountdown } from './countdown';
import { useAssessmentClock } from './use-assessment-clock';

/** A save that got no answer in this long is treated as lost and retried. */
const SAVE_TIMEOUT_MS = 10_000;
/** How long Submit waits for the waiting answers to reach the server. */
const SUBMIT_FLUSH_MS = 8_000;
/** At the 2 s mark there is a little time left, and the server's grace after the end: the flush waits this long. */
const AUTO_SUBMIT_FLUSH_MS = 3_000;

export type AttemptRef = { courseId: string; kind: AssessmentKind; assessmentId: string; learnerId: string };

export type SubmitResult = { status: 'submitted' } | { status: 'refused'; message: string } | { status: 'unsaved' } | { status: 'failed'; message: string };

/** What a thrown save means for the queue: a lost session pauses it, a malformed answer is dropped, anything else is retried. */
function classifySaveFailure(error: unknown): FailureClass {
  const code = failureCode(error);
  if (code === 'UNAUTHENTICATED' || (ServerError.is(error) && error.statusCode === 401)) return 'signedOut';
  if (CombinedGraphQLErrors.is(error) && code === 'BAD_USER_INPUT') return 'refused';
  return 'retry';
}

/**
 * An open timed attempt (issue 9): the server's countdown on the monotonic clock,
 * re-synced by every save and every clock poll; the answer queue in the browser; the
 * answers to show; Submit, and the submit at about 2 s left.
 */
export function useAttempt(ref: AttemptRef, attempt: AttemptView_AttemptFragment, { onClosedByServer }: { onClosedByServer: () => void }) {
  const client = useApolloClient();
  const { courseId, kind, assessmentId, learnerId } = ref;
  const storageKey = answerStorageKey({ learnerId, courseId, kind, assessmentId });
  const countdown = useServerCountdown(attempt.secondsLeft, { key: storageKey });
  const sync = countdown.sync;
  const [closedByServer, setClosedByServer] = useState(attempt.status === 'SUBMITTED');
  const closedHandler = useRef(onClosedByServer);
  closedHandler.current = onClosedByServer;

  const queue = useMemo(
    () =>
      new AnswerQueue({
        storageKey,
        target: window,
        classify: classifySaveFailure,
        onReply: (reply) => {
          if (reply.secondsLeft !== undefined) sync(reply.secondsLeft);
        },
        send: async (answer) => {
          const abort = new AbortController();
          const timer = window.setTimeout(() => abort.abort(), SAVE_TIMEOUT_MS);
          try {
            const { sequence, questionId, ...value } = answer;
            const { data } = await client.mutate({
              mutation: AssessmentAnswerSaveDocument,
              variables: {
                input: {
                  courseId,
                  kind,
                  assessmentId,
                  answer: {
                    questionId,
                    sequence,
                    optionIds: value.optionIds ?? null,
                    matches: value.matches ?? null,
                    text: value.text ?? null,
                    fileName: value.fileName ?? null,
                    originalFileName: value.originalFileName ?? null,
                  },
                },
              },
              context: { fetchOptions: { signal: abort.signal } },
            });
            const payload = data?.assessmentAnswerSave;
            if (!payload) throw new Error('No answer to assessmentAnswerSave');
            const refusal = payload.userErrors[0];
            if (refusal) return { kind: 'refused', code: refusal.code ?? null, message: refusal.message };
            // Null only beside a userError (the schema's empty reply); without one it is a broken reply: retry.
            if (payload.savedSequence == null) throw new Error('assessmentAnswerSave answered without a sequence');
            return { kind: 'saved', savedSequence: payload.savedSequence, secondsLeft: payload.secondsLeft ?? undefined, submitted: payload.status === 'SUBMITTED' };
          } finally {
            window.clearTimeout(timer);
          }
        },
      }),
    [client, storageKey, courseId, kind, assessmentId, sync],
  );

  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  useEffect(() => {
    if (attempt.status === 'SUBMITTED') {
      queue.close();
      return () => queue.dispose();
    }
    queue.start(Math.max(0, ...attempt.answers.map((a) => a.sequence)));
    // Closing the modal leaves the answers in this browser; what can still be sent is sent.
    return () => void queue.flush(5_000).finally(() => queue.dispose());
  }, [queue, attempt]);

  useEffect(() => {
    if (snapshot.status === 'closed' && !closedByServer) setClosedByServer(true);
  }, [snapshot.status, closedByServer]);
  useEffect(() => {
    if (closedByServer) closedHandler.current();
  }, [closedByServer]);

  useAssessmentClock(ref, {
    // Not while the session is gone: a poll then only says so again, and one still on its way
    // when the learner has signed in again in place would open the Login dialog once more.
    open: attempt.status !== 'SUBMITTED' && !closedByServer && snapshot.status !== 'signedOut',
    firstDelayMs: attempt.clockPollMs,
    onClock: (clock) => {
      sync(clock.secondsLeft);
      if (clock.status === 'SUBMITTED') setClosedByServer(true);
    },
  });

  const answers = useMemo(() => overlayAnswers(attempt.answers.map(serverAnswer), snapshot.saved, snapshot.pending), [attempt.answers, snapshot.saved, snapshot.pending]);

  const change = useCallback(
    (questionId: string, value: AnswerValue, options?: { delayMs?: number }) => {
      if (queue.getSnapshot().status === 'closed') return;
      queue.change(questionId, value, options);
    },
    [queue],
  );

  const submitting = useRef(false);
  const submit = useCallback(
    async ({ flushMs = SUBMIT_FLUSH_MS }: { flushMs?: number } = {}): Promise<SubmitResult> => {
      if (submitting.current) return { status: 'failed', message: '' };
      submitting.current = true;
      try {
        const flushed = await queue.flush(flushMs);
        if (!flushed && flushMs === SUBMIT_FLUSH_MS) return { status: 'unsaved' };
        const { data } = await client.mutate({ mutation: AssessmentSubmitDocument, variables: { input: { courseId, kind, assessmentId } } });
        const payload = data?.assessmentSubmit;
        if (!payload) return { status: 'failed', message: SAVE_FAILURE_COPY.server };
        const refusal = payload.userErrors[0];
        if (refusal) return { status: 'refused', message: refusal.message };
        queue.close();
        clearStoredQueue(window.localStorage, storageKey);
        return { status: 'submitted' };
      } catch (error) {
        return { status: 'failed', message: failureMessage(error, SAVE_FAILURE_COPY) };
      } finally {
        submitting.current = false;
      }
    },
    [client, queue, courseId, kind, assessmentId, storageKey],
  );

  return {
    secondsLeft: countdown.secondsLeft,
    dueForAutoSubmit: attempt.status !== 'SUBMITTED' && shouldAutoSubmit(countdown.secondsLeft),
    saveStatus: snapshot.status,
    refusal: snapshot.refusal,
    answers,
    change,
    submit,
    autoSubmit: () => submit({ flushMs: AUTO_SUBMIT_FLUSH_MS }),
    resume: () => queue.resume(),
    closedByServer,
  };
}

/** A stored answer as the queue's values (no empty lists, so "nothing chosen" reads the same from both). */
function serverAnswer(answer: AttemptView_AttemptFragment['answers'][number]): { questionId: string } & AnswerValue {
  return {
    questionId: answer.questionId,
    ...(answer.optionIds.length ? { optionIds: [...answer.optionIds] } : {}),
    ...(answer.matches.length ? { matches: [...answer.matches] } : {}),
    ...(answer.text ? { text: answer.text } : {}),
    ...(answer.fileName ? { fileName: answer.fileName, originalFileName: answer.originalFileName ?? undefined } : {}),
  };
}
