import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';

/**
 * A post's outcome on its form: done, or its message under the text (the gateway's
 * `text` field is the form's one field) or above the button. What was typed stays
 * in the box either way until the post is done (docs/architecture.md invariant 7).
 */
type PostPayload = { message?: string | null; userErrors: readonly { field?: string | null; code?: string | null; message: string }[] } | null | undefined;

async function sendPost<T extends FieldValues>(
  call: () => Promise<PostPayload>,
  field: Path<T>,
  setError: UseFormSetError<T>,
): Promise<{ done: true; message: string | null } | { done: false; formError: string | null }> {
  const outcome = await mutationOutcome(call);
  if (outcome.status === 'failed') return { done: false, formError: outcome.message };
  if (outcome.status === 'refused') {
    const onField = outcome.userErrors.map((e) => (e.field === 'text' ? { ...e, field } : e));
    return { done: false, formError: showUserErrors(onField, [field], setError)[0] ?? null };
  }
  return { done: true, message: outcome.payload.message ?? null };
}

/**
 * The one-box form of a discussion post (the question box, the Post Answer pop-up): the
 * domain's rule checks the box on submit and again as the learner corrects it; `send` posts
 * the text; a refusal or failure shows its message (sendPost) and keeps what was typed; a
 * post that is done empties the box and goes to `onPosted` with the gateway's message.
 */
export function usePostForm<T extends Record<string, string>>({
  field,
  resolver,
  send,
  onSending,
  onPosted,
}: {
  field: Path<T> & keyof T;
  resolver: Resolver<T>;
  send: (text: string) => Promise<PostPayload>;
  onSending?: () => void;
  onPosted: (message: string | null) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const empty = { [field]: '' } as DefaultValues<T>;
  const form = useForm<T>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: empty });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    onSending?.();
    const result = await sendPost<T>(() => send(values[field]), field, form.setError);
    if (!result.done) return setFormError(result.formError);
    form.reset(empty);
    onPosted(result.message);
  });
  return { form, onSubmit, formError };
}
