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
};
