/**
 * Rules and constants of the References, Recorded session and Podcast tabs and of media
 * access (spec part 2, sections 2, 8 and 9), kept word for word.
 */
import { LEARNING_MESSAGES } from './access.js';

/** Page-size options of the References and Recorded session tables, and the default (spec part 2, section 9). */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 'All'] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSizeOption = 5;

/** The podcast player's volume when it opens (spec part 2, section 9). */
export const DEFAULT_PODCAST_VOLUME = 0.8;

export const LEARNING_MEDIA_MESSAGES = {
  /** The Podcast tab without podcasts (spec part 2, section 2). */
  noData: 'No Data',
  /** A podcast disabled by an admin (spec part 2, sections 2 and 8): the access rule's words. */
  podcastDisabled: LEARNING_MESSAGES.podcastDisabled,
} as const;

/** A course video's day, 'YYYY-MM-DD', as the tab shows it: DD-MM-YYYY (spec part 2, section 9). '' when there is none. */
export function formatCourseVideoDate(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The rows of one page; 'All' shows every row on one page. Pages count from 0. */
export function pageOf<T>(rows: readonly T[], size: PageSizeOption, page: number): T[] {
  if (size === 'All') return [...rows];
  return rows.slice(page * size, page * size + size);
}

/** How many pages the rows fill at this size (at least one, for the "1 of 1" of an empty table). */
export function pageCount(total: number, size: PageSizeOption): number {
  return size === 'All' ? 1 : Math.max(1, Math.ceil(total / size));
}
