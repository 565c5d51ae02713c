import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PlayerProps } from './types';

export type { PlayerObject, PlayerProps } from './types';

type Player = LazyExoticComponent<ComponentType<PlayerProps>>;

// Each player is its own chunk, loaded when an object of its kind opens, so the course screen stays light.
const HtmlPlayer = lazy(() => import('./html-player'));
const EmbedPlayer = lazy(() => import('./embed-player'));
const ActivityPlayer = lazy(() => import('./activity-player'));
// VIDEO, AUDIO, PDF, SCORM and PODCAST: the plain file player until their own players
// (media-player.tsx, pdf-player.tsx, scorm-player.tsx) take these entries over.
const FilePlayer = lazy(() => import('./file-fallback-player'));

/** The player of each kind of learning object (spec part 2, section 3). */
export const PLAYERS: Record<string, Player> = {
  HTML: HtmlPlayer,
  INTERACTIVITY: HtmlPlayer,
  YOUTUBE: EmbedPlayer,
  VIMEO: EmbedPlayer,
  QUIZ: ActivityPlayer,
  ASSIGNMENT: ActivityPlayer,
  FEEDBACK: ActivityPlayer,
  VIDEO: FilePlayer,
  AUDIO: FilePlayer,
  PODCAST: FilePlayer,
  PDF: FilePlayer,
  SCORM: FilePlayer,
};

export function playerFor(kind: string): Player {
  return PLAYERS[kind] ?? FilePlayer;
}
