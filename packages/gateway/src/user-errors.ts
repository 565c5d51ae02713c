import { fieldErrors } from '@portal/domain';
import type { z } from 'zod';
import type { UserError } from './__generated__/resolvers-types.js';

/**
 * A form's own rules (spec part 1, section 5), checked before any call: each failing
 * field as a userError with the spec's message. Every module's mutations use it, so it
 * lives outside modules/ (no module reaches into another's files).
 */
export function validationErrors(schema: z.ZodType, input: unknown): UserError[] {
  return fieldErrors(schema, input).map(({ field, message }) => ({ field, code: 'INVALID', message }));
}
