/** Elective courses that are not selected are removed from display (spec part 1, section 3). */
export function visibleCourses<T extends { elective: boolean; selected: boolean }>(courses: readonly T[]): T[] {
  return courses.filter((c) => !c.elective || c.selected);
}

/** Clamp a progress value to a whole-ish percentage between 0 and 100. */
export function progressPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value * 100) / 100));
}

/**
 * The course "Continue where you left off" leads to (docs/decisions/092, 177): of the
 * courses started and not finished (progress above 0 and below 100), the one the learner
 * last made progress in; courses with no recorded activity come after those with one, in
 * the order given (the programs' and their courses' order).
 */
export function courseToContinue<T extends { progressPercent: number; lastActivityAt: number | null }>(courses: readonly T[]): T | null {
  let best: T | null = null;
  for (const course of courses) {
    if (!(course.progressPercent > 0 && course.progressPercent < 100)) continue;
    if (!best || (course.lastActivityAt ?? -Infinity) > (best.lastActivityAt ?? -Infinity)) best = course;
  }
  return best;
}
