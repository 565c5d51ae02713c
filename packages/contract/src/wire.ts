/**
 * What every area of the contract is written with (docs/decisions/350): the ids in every body,
 * how a path is asked (read, byGet), and the helpers of the answers' schemas.
 */
import { z } from 'zod';

export const oid = z.string().min(1);
export const eid = z.string().min(1);
/** The learner's e-mail in a GET query (spec part 3, 7.6: loginId). */
export const loginId = z
  .string()
  .trim()
  .min(1)
  .max(320)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'no control characters');

/**
 * A path that changes nothing, so asking it twice does no harm: the gateway asks it through the
 * request's loader (equal bodies asked once) and asks it again after a failure. A path not marked
 * is a write, tried once (docs/decisions/397). Wrap the path's body: `'/getX': read(z.object(...))`.
 */
export function read<S extends z.ZodType>(body: S): S {
  return body.meta({ ...body.meta(), read: true });
}

/** A path asked with GET, its fields in the query string (spec part 3, 7.6); every other is a POST with a JSON body. */
export function byGet<S extends z.ZodType>(body: S): S {
  return body.meta({ ...body.meta(), get: true });
}

/** Whether a path's body was marked read() or byGet(). */
export function isMarked(body: z.ZodType, mark: 'read' | 'get'): boolean {
  return body.meta()?.[mark] === true;
}

// Each answer as a zod schema, and its type inferred from it, so the shape is
// written once: the embedded cloud API answers these types, and the gateway
// checks every answer against the schema at its boundary (a malformed answer
// is UPSTREAM_INVALID at the field that needed it, docs/decisions/088).
// Objects are loose: keys the portal does not read pass through unchecked.
// Where the older client tolerated a missing value, the schema does too
// (nullish), and the reader picks the default.

export const int = z.number().int();
export const text = z.string();
/**
 * A value the older client did without: null or missing reads as `fallback`
 * (the gateway used to write `?? fallback` at each use; now the boundary does).
 */
export const or = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => schema.nullish().transform((value): z.output<T> => value ?? fallback);
