import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type UserErrorLike = { field?: string | null; message: string };

/** Said when the gateway could not be reached at all; nothing the learner typed is lost. */
export const UNREACHABLE_MESSAGE = 'The portal could not be reached. Please check your connection and try again.';

/**
 * The gateway's userErrors (ARCHITECTURE.md, Errors): a message about a field of this
 * form goes under that field, anything else is returned to show above the buttons.
 */
export function applyUserErrors<T extends FieldValues>(
  userErrors: readonly UserErrorLike[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const formLevel: string[] = [];
  for (const error of userErrors) {
    const field = fields.find((f) => f === error.field);
    if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    else formLevel.push(error.message);
  }
  return formLevel;
}
