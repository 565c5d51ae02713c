/**
 * The portal's side of the keeper (issue 34; docs/decisions/390): a hidden frame on course
 * content's own origin that keeps a saved course's packages and lessons in that origin's storage
 * (src/content-offline/keeper.ts). Each request opens the frame, waits for it to say it is ready,
 * sends the request and resolves with the answer; the frame goes when the answer is in.
 */
import { acceptKeeperMessage, keeperFrameUrl, type KeeperFile, type KeeperRequest } from '../lib/content-keeper-bridge';

/** Each member of a union without `K`. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request as the caller gives it (the bridge adds its name and an id). */
type Ask = OmitEach<KeeperRequest, 'bridge' | 'id'>;

/** What the learner reads when the content's site does not answer at all. */
const KEEPER_SILENT = 'The course content’s site did not answer; try again.';

let nextId = 1;

/**
 * Asks the keeper of the origin of `contentUrl`; `onBytes` hears a save's bytes as they land.
 * Rejects with the keeper's own reason (this browser keeps nothing for that site, a file the
 * gateway refused), or KEEPER_SILENT when the frame never says it is ready within `waitMs`.
 */
export function askKeeper(contentUrl: string, ask: Ask, { onBytes, waitMs = 20_000, win = window }: { onBytes?: (bytes: number) => void; waitMs?: number; win?: Window } = {}): Promise<KeeperFile[]> {
  const doc = win.document;
  const src = keeperFrameUrl(contentUrl);
  const origin = new URL(src).origin;
  const id = nextId++;
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Saved course content';
  // Its own origin (the content origin, never the portal's), so that it may keep files there.
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  frame.referrerPolicy = 'no-referrer';
  frame.src = src;
  return new Promise<KeeperFile[]>((resolve, reject) => {
    let ready = false;
    let timer = 0;
    const finish = (settle: () => void) => {
      win.clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      frame.remove();
      settle();
    };
    const onMessage = (event: MessageEvent) => {
      const message = acceptKeeperMessage(event, origin, frame.contentWindow);
      if (!message) return;
      if (message.type === 'ready') {
        ready = true;
        frame.contentWindow?.postMessage({ ...ask, bridge: 'portal-keeper', id }, origin);
        return;
      }
      if (message.id !== id) return;
      if (message.type === 'progress') onBytes?.(message.bytes);
      else if (message.type === 'done') finish(() => resolve(message.files));
      else finish(() => reject(new Error(message.message)));
    };
    win.addEventListener('message', onMessage);
    timer = win.setTimeout(() => !ready && finish(() => reject(new Error(KEEPER_SILENT))), waitMs);
    doc.body.append(frame);
  });
}
