/**
 * Lists that grow without bound (a course's discussion, a learner's notifications and complaints, a
 * program's announcements; issue 32, section 3; docs/decisions/310) come a page at a time. The
 * gateway checks `first` against these bounds and the web asks this many per "Load more".
 */
export const LIST_PAGE_SIZE = 20;
/** The most one page may ask for: a page is at most this many items, whatever an integrator asks. */
export const LIST_PAGE_MAX = 100;

/** Said when `first` is out of bounds (a GraphQL error, BAD_USER_INPUT). */
export const firstOutOfBoundsMessage = `first must be between 1 and ${LIST_PAGE_MAX}.`;
/** Said when `after` is not a cursor this list handed out (a GraphQL error, BAD_USER_INPUT). */
export const malformedCursorMessage = 'after is not a cursor of this list: pass the endCursor of a page of the same list.';

/** What the live region says once "Load more" brought `count` more (`one` and `many` name the items). */
export function loadedMoreMessage(count: number, one: string, many: string): string {
  if (count === 0) return `No more ${many}.`;
  return `${count} more ${count === 1 ? one : many} loaded.`;
}
