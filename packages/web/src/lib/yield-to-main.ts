/**
 * Resolves in a later task of the event loop, so that the browser may paint and answer
 * input in between: the boot's work is several tasks instead of one long one, which on a
 * phone blocked every tap for most of a second (issue 7, section 5; docs/decisions/169).
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued work),
 * else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
