/** Landing banner (spec part 1, section 9). */
export const BANNER = { slides: 5, autoplayMs: 3000, transitionMs: 500 } as const;

/**
 * Dashboard carousel slides per view by window width (spec part 2, section 2:
 * 4 slides, 3 under 1100 px, 2 under 600 px, 1 under 480 px), narrowest
 * first: from `minWidth` px up, `slides` show at once.
 */
export const CAROUSEL_SLIDES = [
  { minWidth: 0, slides: 1 },
  { minWidth: 480, slides: 2 },
  { minWidth: 600, slides: 3 },
  { minWidth: 1100, slides: 4 },
] as const;

/** The scholarship programme (spec part 1, section 9). */
export const SCHOLARSHIP = { studentsPerYear: 4000 } as const;
