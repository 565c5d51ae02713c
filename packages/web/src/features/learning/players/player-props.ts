/**
 * What every unit player takes (the course screen's player registry, players/index.ts,
 * maps a unit's kind to a lazily loaded player with these props).
 */
export type PlayerCaption = { src: string; srclang: string; label: string };

export type PlayerObject = {
  id: string;
  title: string;
  kind: string;
  /** The content on our own origin, signed for one hour (spec part 2, section 9). */
  contentUrl: string | null;
  captions: readonly PlayerCaption[];
};

export type PlayerProps = {
  object: PlayerObject;
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: string;
  /** Called once when the content itself says the unit is done (a SCORM package's passed/completed). */
  onComplete?: () => void;
  /**
   * A player with a Prev / Next of its own (a quiz's questions) says when it shows them:
   * the unit player then hides its own, so only one pair is on screen (issue 17, section 4).
   */
  onStepsShown?: (shown: boolean) => void;
};
