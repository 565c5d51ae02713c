/**
 * Where the learner left a video, an audio or a PDF, kept in this browser
 * (issue 8: "video, audio and pdf reopen at the position the learner left,
 * kept in the browser"), one entry per learning object.
 */
const PREFIX = 'portal.position.';

export function readPosition(objectId: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(PREFIX + objectId));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writePosition(objectId: string, position: number | null): void {
  try {
    if (position === null || position <= 0) window.localStorage.removeItem(PREFIX + objectId);
    else window.localStorage.setItem(PREFIX + objectId, String(Math.round(position * 10) / 10));
  } catch {
    // Private mode or a full store: the player still plays, it just will not resume.
  }
}
