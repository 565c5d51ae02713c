import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PlayerProps } from './player-props';

type Player = LazyExoticComponent<ComponentType<PlayerProps>>;

// Each player is its own chunk, loaded when an object of its kind opens, so the course screen stays light.
const HtmlPlayer = lazy(() => import('./html-player'));
const EmbedPlayer = lazy(() => import('./embed-player'));
const FeedbackPlayer = lazy(() => import('./feedback-player'));
const QuizPlayer = lazy(() => import('./quiz-player'));
const MediaPlayer = lazy(() => import('./media-player'));
const PdfPlayer = lazy(() => import('./pdf-player'));
const ScormPlayer = lazy(() => import('./scorm-player'));

/** The player of each kind of learning object (spec part 2, section 3). */
const PLAYERS: Record<string, Player> = {
  HTML: HtmlPlayer,
  INTERACTIVITY: HtmlPlayer,
  YOUTUBE: EmbedPlayer,
  VIMEO: EmbedPlayer,
  // Unit quizzes and unit assignments (a quiz of qtype 3) open their flows in the player (issue 9).
  QUIZ: QuizPlayer,
  ASSIGNMENT: QuizPlayer,
  // Feedback-form units open the course's course or instructor feedback form (issue 19).
  FEEDBACK: FeedbackPlayer,
  VIDEO: MediaPlayer,
  AUDIO: MediaPlayer,
  // A podcast unit plays as audio.
  PODCAST: MediaPlayer,
  PDF: PdfPlayer,
  SCORM: ScormPlayer,
};

/** An unknown kind opens as an HTML page in the sandboxed frame (the gateway reads it as HTML too). */
export function playerFor(kind: string): Player {
  return PLAYERS[kind] ?? HtmlPlayer;
}
