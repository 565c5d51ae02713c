import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { mutationOutcome, showUserErrors } from '../../../../lib/mutation-outcome';

/**
 * A post's outcome on its form: done, or its message under the text (the gateway's
 * `text` field is the form's one field) or above the button. What was typed stays
 * in the box either way until the post is done (ARCHITECTURE.md invariant 7).
 */
export async function sendPost<T extends FieldValues>(
  call: () => Promise<{ message?: string | null; userErrors: readonly { field?: string | null; code?: string | null; message: string }[] } | null | undefined>,
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
