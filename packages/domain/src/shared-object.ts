/**
 * The shared-object viewer's address (spec part 3, sections 2.9 and 7.5): /sharingobject
 * reads val1 to val5 from its query string and asks /getSharedObject for them. What each
 * value names is docs/decisions/244: val1 the program, val2 the batch, val3 the course,
 * val4 the learning object, val5 the share code that makes the address unguessable.
 * One rule for the browser (which asks nothing for an address that cannot name an object)
 * and the gateway (which refuses such values before any upstream call).
 */

/** The query parameters the viewer reads, in order (spec part 3, section 2.9). */
export const SHARED_OBJECT_PARAMS = ['val1', 'val2', 'val3', 'val4', 'val5'] as const;

/** The longest value a share link carries; anything longer names no object. */
export const SHARED_OBJECT_VALUE_MAX = 64;

/** Identifiers and share codes: letters, digits, '-' and '_', 1 to 64 of them. */
const VALUE = new RegExp(`^[A-Za-z0-9_-]{1,${SHARED_OBJECT_VALUE_MAX}}$`);

/** True when `value` can be one of the five values of a share link. */
export function isSharedObjectValue(value: unknown): value is string {
  return typeof value === 'string' && VALUE.test(value);
}

/**
 * The five values of a share link, trimmed, or null when one is missing or malformed
 * (the viewer then shows 'There is nothing here to display' without asking).
 */
export function sharedObjectValues(read: (name: string) => string | null | undefined): string[] | null {
  const values = SHARED_OBJECT_PARAMS.map((name) => (read(name) ?? '').trim());
  return values.every(isSharedObjectValue) ? values : null;
}
