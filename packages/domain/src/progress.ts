/** Elective courses that are not selected are removed from display (spec part 1, section 3). */
export function visibleCourses<T extends { elective: boolean; selected: boolean }>(courses: readonly T[]): T[] {
  return courses.filter((c) => !c.elective || c.selected);
}

/** Clamp a progress value to a whole-ish percentage between 0 and 100. */
export function progressPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value * 100) / 100));
}
