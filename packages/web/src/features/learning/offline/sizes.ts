/** A size as a learner reads it: 950 KB, 12.3 MB, 1.2 GB (decimal units, as phones show storage). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
}

/** What each kind of saved file is called on the save panel and the Downloads screen. */
export const KIND_LABEL: Record<string, string> = {
  VIDEO: 'Video',
  AUDIO: 'Audio',
  PODCAST: 'Podcast',
  PDF: 'PDF',
  CAPTIONS: 'Captions',
  SCORM: 'SCORM packages',
  HTML: 'Lessons',
  INTERACTIVITY: 'Interactivities',
};

/**
 * The Downloads screen's line on space (issue 34): what is left, what the saved courses take, and
 * what the portal itself keeps to open offline (its app shell and code, the service worker's
 * caches, docs/decisions/330), said apart: the browser's estimate counts them all as one, and
 * with nothing saved it is the app alone, not saved data (docs/decisions/364).
 */
export function spaceLine(space: { usage: number; quota: number }, savedBytes: number): string {
  const left = formatBytes(Math.max(0, space.quota - space.usage));
  const app = formatBytes(Math.max(0, space.usage - savedBytes));
  return `Space left on this device: ${left}. Saved courses use ${formatBytes(savedBytes)}; the portal itself, to open offline, uses ${app}.`;
}
