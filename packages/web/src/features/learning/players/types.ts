/** What every player gets (the registry's agreed props, issue 8). */
export type PlayerObject = {
  id: string;
  title: string;
  kind: string;
  /** signed, same-origin address (files, lessons, packages) or the privacy-enhanced embed (youtube, vimeo); null for activities */
  contentUrl: string | null;
  captions: { src: string; srclang: string; label: string }[];
};

export type PlayerProps = {
  object: PlayerObject;
  /** the course as run in the learner's batch (`Course.id`) */
  courseId: string;
  /** a player that knows when its content is done (a SCORM package) may mark the object complete itself */
  onComplete?: () => void;
};
