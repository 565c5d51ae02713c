import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { failureMessage, SEND_FAILURE_COPY, type FailureCopy } from './failure';

/** One of a payload's userErrors (docs/architecture.md, Errors). */
export type UserError = { field?: string | null; code?: string | null; message: string };

/** What became of a mutation: done (the payload, with the changed object), refused by the gateway's checks, or failed. */
export type MutationOutcome<P> =
  | { status: 'done'; payload: P }
  /** the gateway's checks refused it: its userErrors, the first one first */
  | { status: 'refused'; payload: P; userErrors: readonly UserError[] }
  /** it never happened (no connection, a failed server): what to say, and the error */
  | { status: 'failed'; message: string; error: unknown };

/**
 * The one way a mutation's payload becomes an outcome, for every form (auth, admissions,
 * complaints): a thrown error or no payload is a failure, worded by `copy` (a lost
 * connection is not a failed server, docs/decisions/097); a payload with userErrors is
 * a refusal; anything else is done. The hooks return the changed object in the payload,
 * so Apollo's cache has it already.
 */
export async function mutationOutcome<P extends { userErrors: readonly UserError[] }>(call: () => Promise<P | null | undefined>, copy: FailureCopy = SEND_FAILURE_COPY): Promise<MutationOutcome<P>> {
  let payload: P | null | undefined;
  try {
    payload = await call();
  } catch (error) {
    return { status: 'failed', message: failureMessage(error, copy), error };
  }
  // An answer without the payload: the portal answered, so it is not the connection.
  if (!payload) return { status: 'failed', message: copy.server, error: null };
  if (payload.userErrors.length > 0) return { status: 'refused', payload, userErrors: payload.userErrors };
  return { status: 'done', payload };
}

/**
 * A refusal's userErrors on a react-hook-form form: a message about one of `fields` goes
 * under that field (focused), anything else is returned to show above the buttons.
 */
export function showUserErrors<T extends FieldValues>(userErrors: readonly UserError[], fields: readonly Path<T>[], setError: UseFormSetError<T>): string[] {
  const formLevel: string[] = [];
  for (const error of userErrors) {
    const field = fields.find((f) => f === error.field);
    if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    else formLevel.push(error.message);
  }
  return formLevel;
}
