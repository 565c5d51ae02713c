import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PlayerProps } from '../../../components/players/player-props';

type Player = LazyExoticComponent<ComponentType<PlayerProps>>;

// Each player is its own chunk, loaded when an object of its kind opens, so the course screen stays light.
const HtmlPlayer = lazy(() => import('./html-player'));
const EmbedPlayer = lazy(() => import('./embed-player'));
const MediaPlayer = lazy(() => import('./media-player'));
const PdfPlayer = lazy(() => import('./pdf-player'));
const ScormPlayer = lazy(() => import('./scorm-player'));

/** The player of each kind of learning object (spec part 2, section 3). */
const PLAYERS: Record<string, Player> = {
  HTML: HtmlPlayer,
  INTERACTIVITY: HtmlPlayer,
  YOUTUBE: EmbedPlayer,
  VIMEO: EmbedPlayer,
  // QUIZ and ASSIGNMENT (the quizzes' flows, issue 9) and FEEDBACK (the feedback forms, issue 19)
  // are other areas' players, handed in by the route layer (PlayerRegistry).
  VIDEO: MediaPlayer,
  AUDIO: MediaPlayer,
  // A podcast unit plays as audio.
  PODCAST: MediaPlayer,
  PDF: PdfPlayer,
  SCORM: ScormPlayer,
};

/** Players of the kinds other areas play, by kind (app/routes/course-screen.tsx). */
export type PlayerRegistry = Readonly<Record<string, ComponentType<PlayerProps>>>;

/** An unknown kind opens as an HTML page in the sandboxed frame (the gateway reads it as HTML too). */
export function playerFor(kind: string, others: PlayerRegistry = {}): ComponentType<PlayerProps> {
  return others[kind] ?? PLAYERS[kind] ?? HtmlPlayer;
}
