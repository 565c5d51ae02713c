import { z } from 'zod';

/** A standard e-mail pattern: something, @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reset and forced new password: 8-16 characters of letters, digits and
 * !@#$%^&*, with at least one digit and one special character
 * (spec part 1, section 5).
 */
export const RESET_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,16}$/;

/** A string field that may arrive missing; treated as empty so each field reports its own message. */
export const text = () => z.string().catch('');

export type FieldError = { field: string; message: string };

/**
 * Every field's first message, in the schema's field order. Forms show these at
 * once; the gateway returns them as userErrors.
 */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!first.has(field)) first.set(field, issue.message);
  }
  const order = fieldOrder(schema);
  return [...first.entries()].sort(([a], [b]) => rank(order, a) - rank(order, b)).map(([field, message]) => ({ field, message }));
}

function fieldOrder(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function rank(order: string[], field: string): number {
  const i = order.indexOf(field);
  return i === -1 ? order.length : i;
}
