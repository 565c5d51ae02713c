import type { AnnouncementEntry } from '@portal/contract';

/** One announcement of a batch, with the batch it was posted to and its place in the list (for a stable id). */
export type ProgramAnnouncementModel = { entry: AnnouncementEntry; bpid: number };
