/**
 * What the older client kept in its session user (spec part 1, section 3) and
 * the next screen still reads: the program chosen in the Programs menu. Only
 * ids, kept for the browser tab in sessionStorage; nothing secret.
 */
export type ChosenProgram = { programId: string; batchId: string; title?: string };

const KEYS = { catalogProgram: 'portal.catalogProgram' } as const;

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

/** The Programs menu stores pid and bpid before opening /myProg/{pid}/0 (spec part 1, section 4). */
export const rememberCatalogProgram = (p: ChosenProgram) => write(KEYS.catalogProgram, p);
export const chosenCatalogProgram = () => read<ChosenProgram>(KEYS.catalogProgram);
