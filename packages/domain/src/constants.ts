/** Landing banner (spec part 1, section 9). */
export const BANNER = { slides: 5, autoplayMs: 3000, transitionMs: 500 } as const;

/** Dashboard carousel slides per width (spec part 2, section 2). */
export const CAROUSEL_SLIDES = { default: 4, under1100: 3, under600: 2, under480: 1 } as const;

/** The scholarship programme (spec part 1, section 9). */
export const SCHOLARSHIP = { studentsPerYear: 4000 } as const;
