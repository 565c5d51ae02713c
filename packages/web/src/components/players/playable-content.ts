/**
 * What a player shows, whoever asks: a course unit (features/learning/players wraps
 * each of these around its learning object), an announcement of the same kind
 * (components/announcements, issue 20: "the same players as course units"), a
 * reference's preview. Plain data, so no player is tied to one GraphQL type.
 */
export type PlayableContent = {
  /** Where the player keeps the learner's position in this browser (video, audio, PDF). */
  id: string;
  title: string;
  /** The kind in the schema's words: VIDEO, AUDIO, PODCAST, PDF, HTML, INTERACTIVITY, YOUTUBE, VIMEO ... */
  kind: string;
  contentUrl?: string | null;
  captions?: readonly { src: string; srclang: string; label: string }[];
};

/** Props of every shared player. */
export type ContentPlayerProps = { content: PlayableContent };
