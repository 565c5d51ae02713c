import { CalendarFeedSigner } from './auth/calendar-feed-token.js';

/**
 * What the programs-and-calendar area is configured with (gateway config, `programs`).
 * Outside the module: the request context carries it, and context.ts imports no module.
 */
export type ProgramSettings = {
  /** The two special programs of spec part 2, section 6 (program ids). */
  specialProgramIds: ReadonlySet<number>;
  /** Null when exam scheduling is not offered. */
  examProvider: { url: string; secret: string; clientCode: string } | null;
  calendarFeed: CalendarFeedSigner;
  /** PUBLIC_URL: the origin of the absolute addresses this area writes (the feed's, the exam provider's way back), never the Host header. */
  publicUrl: string;
  /** Semester End Exam (issue 20): the test provider's start address; Start opens it with ?token=. */
  testProviderUrl: string;
};

export function programSettings(config: {
  specialProgramIds: number[];
  examProvider: ProgramSettings['examProvider'];
  calendarFeedSecret: string;
  publicUrl: string;
  testProviderUrl: string;
}): ProgramSettings {
  return {
    specialProgramIds: new Set(config.specialProgramIds),
    examProvider: config.examProvider,
    calendarFeed: new CalendarFeedSigner(config.calendarFeedSecret),
    publicUrl: config.publicUrl,
    testProviderUrl: config.testProviderUrl,
  };
}
