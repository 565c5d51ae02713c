/**
 * The messages between the SCORM player (on the portal's origin) and the
 * runtime frame (on the content origin), docs/decisions/170. The package runs
 * in the frame, beside a copy of its runtime data; the frame hands every
 * commit to the player, which alone talks to the gateway. Both sides check
 * where a message comes from before reading it: its origin, and the very
 * window it was posted by.
 */
export type Cmi = Record<string, unknown>;
type BridgeVersion = '1.2' | '2004';

/** Player to frame: the package to open, its version and its stored runtime data. */
export type StartMessage = { bridge: 'portal-scorm'; type: 'start'; version: BridgeVersion; launchUrl: string; cmi: Cmi | null };
/** Frame to player: the frame is listening (and asks for start). */
type ReadyMessage = { bridge: 'portal-scorm'; type: 'ready' };
/** Frame to player: the package committed (terminate: its last commit, LMSFinish/Terminate). */
type CommitMessage = { bridge: 'portal-scorm'; type: 'commit'; cmi: Cmi; terminate: boolean };
export type FrameMessage = ReadyMessage | CommitMessage;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The message if it comes from `origin` and was posted by `source` (the
 * frame's window, or the parent's), and has the bridge's shape; otherwise
 * null. A message from anywhere else (another frame, another tab, the package
 * posting to its own parent with a forged origin it cannot forge) is ignored.
 */
export function acceptFrameMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string, source: unknown): FrameMessage | null {
  if (!source || event.source !== source || event.origin !== origin) return null;
  const data: unknown = event.data;
  if (!isObject(data) || data.bridge !== 'portal-scorm') return null;
  if (data.type === 'ready') return { bridge: 'portal-scorm', type: 'ready' };
  if (data.type === 'commit' && isObject(data.cmi)) return { bridge: 'portal-scorm', type: 'commit', cmi: data.cmi, terminate: data.terminate === true };
  return null;
}

/** The start message, if from `origin` and `source` (the player's window) and well formed; otherwise null. */
export function acceptStartMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string, source: unknown): StartMessage | null {
  if (!source || event.source !== source || event.origin !== origin) return null;
  const data: unknown = event.data;
  if (!isObject(data) || data.bridge !== 'portal-scorm' || data.type !== 'start') return null;
  if ((data.version !== '1.2' && data.version !== '2004') || typeof data.launchUrl !== 'string') return null;
  return { bridge: 'portal-scorm', type: 'start', version: data.version, launchUrl: data.launchUrl, cmi: isObject(data.cmi) ? data.cmi : null };
}

/** Where the runtime frame is served on the content origin, for a package launched from `launchUrl` there. */
export const runtimeFrameUrl = (launchUrl: string) => new URL('/scorm/runtime.html', launchUrl).href;
