/**
 * The machinery of the admissions forms' ordered checks. Unlike the sign-in
 * forms, an application shows only the first failing check, in the spec's
 * order (spec part 3, sections 5.2-5.5), so a form is a list of checks run
 * top to bottom.
 */
import { z } from 'zod';
import type { FieldError } from '../validation/rules.js';

/** One check: when `fails` holds for the value, `message` is shown for `field`. */
export type Check<T> = { field: string; fails: (value: T) => boolean; message: string };

/** The first failing check, or null when all pass. */
export function firstFailure<T>(checks: readonly Check<T>[], value: T): FieldError | null {
  for (const check of checks) {
    if (check.fails(value)) return { field: check.field, message: check.message };
  }
  return null;
}

/** Empty, or only spaces: nothing a reviewer could read. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** The fields of `T` that hold text. */
type TextField<T> = { [K in keyof T & string]: T[K] extends string | null | undefined ? K : never }[keyof T & string];

/** The commonest check: `field` is blank (isBlank). */
export function blankCheck<T>(field: TextField<T>, message: string): Check<T> {
  return { field, message, fails: (value) => isBlank(value[field] as string | null | undefined) };
}

/**
 * Empty or 0: the older client's test for phone and national id, where a
 * cleared number input leaves 0 behind (section 5.3).
 */
export function isBlankOrZero(value: string | null | undefined): boolean {
  return isBlank(value) || (value ?? '').trim() === '0';
}

/**
 * A text field as it may arrive from a stored draft or a number input: a
 * number becomes its digits, null, undefined or anything else becomes ''. So a
 * check never crashes on a missing field and reports its own message instead.
 */
export const looseText = () => z.union([z.string(), z.number()]).transform(String).catch('');

/** A flag stored as true/false, 'true'/'false', 'Yes'/'No' or 1/0. */
export const looseFlag = () =>
  z
    .union([z.boolean(), z.number(), z.string()])
    .transform((v) => v === true || v === 1 || (typeof v === 'string' && ['true', 'yes', '1'].includes(v.trim().toLowerCase())))
    .catch(false);

/** One of a closed set of strings, or '' when absent or not one of them. */
export const looseChoice = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]).catch('' as const);

/**
 * A phone number as every form takes it: digits only (spec part 3, sections 5.1 and 5.6: "Phone
 * input is numeric"; the country code is a field of its own). My Profile applies it too (issue 31:
 * 'call me maybe' was saved).
 */
export function isPhoneNumber(value: string | null | undefined): boolean {
  return /^\d+$/.test(value ?? '');
}
