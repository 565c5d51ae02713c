/**
 * How often an open thread (a course's Discussion tab, a project objective's messages) asks for
 * what others posted while the page shows; a hidden page asks nothing. The older client polled
 * every 5 s (spec part 2, section 4); issue 19 asks that a post reach the learner within 5 s, and
 * Apollo waits the interval after each answer, so the poll is 4 s (docs/decisions/222).
 */
export const THREAD_POLL_MS = 4000;
