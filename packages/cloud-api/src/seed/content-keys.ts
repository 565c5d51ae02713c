/**
 * Where the demo university's files are: the committed assets and the file-store keys
 * the units name. Its own file, below every seed file that uses it, so that the
 * seed files import it without importing each other in a circle.
 */
import type { ProgramDef } from './catalog-data.js';

export const assetPaths = {
  logo: '/assets/logo.svg',
  program: (p: ProgramDef) => `/assets/programs/${p.slug}.svg`,
  course: (tid: number) => `/assets/courses/${tid}.svg`,
  person: (id: string) => `/assets/people/${id}.svg`,
  reading: (area: string) => `/assets/media/reading-${area}.pdf`,
  podcast: '/assets/media/podcast.wav',
};

/**
 * Storage keys of the course content the units name (file-store keys,
 * <kind>/<folder>/<file>). The committed files under assetPaths, and the
 * lessons lesson-pages.ts makes, are put in the file store under these at every start (learning-media.ts,
 * storeLearningContent), and the gateway signs them for the learner
 * (docs/decisions/115): the cloud API hands out keys, never addresses.
 */
export const contentKeys = {
  lesson: (area: string) => `course/lessons/lesson-${area}.html`,
  interactive: (area: string) => `course/lessons/interactive-${area}.html`,
  reading: (area: string) => `course/readings/reading-${area}.pdf`,
  podcast: 'course/podcasts/podcast.wav',
  /** A unit's picture (the special program's units show theirs: spec part 2, section 6). */
  unitImage: (tid: number) => `course/unit-images/${tid}.svg`,
};
