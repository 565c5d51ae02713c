/**
 * What the older client kept in its session user as curprg / curprgcou / applypid
 * (spec part 1, section 3): the program and course the learner chose last, read by
 * the next screen. Only ids, kept for the browser tab in sessionStorage; nothing secret.
 */
export type ChosenProgram = { programId: string; batchId: string; title?: string };
export type ChosenCourse = ChosenProgram & { courseId: string; courseTitle?: string };

const KEYS = {
  program: 'portal.currentProgram',
  course: 'portal.currentCourse',
  catalogProgram: 'portal.catalogProgram',
} as const;

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode); the next screen then asks the learner again.
  }
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const rememberProgram = (p: ChosenProgram) => write(KEYS.program, p);
export const chosenProgram = () => read<ChosenProgram>(KEYS.program);
export const rememberCourse = (c: ChosenCourse) => write(KEYS.course, c);
export const chosenCourse = () => read<ChosenCourse>(KEYS.course);
/** The Programs menu stores pid and bpid before opening /myProg/{pid}/0 (spec part 1, section 4). */
export const rememberCatalogProgram = (p: ChosenProgram) => write(KEYS.catalogProgram, p);
export const chosenCatalogProgram = () => read<ChosenProgram>(KEYS.catalogProgram);
