/**
 * A learner's stored file (a complaint's, a project message's) on the portal's own origin
 * (issue 31; docs/decisions/267), as profile documents are: the file store is asked with the
 * owner's key, so it answers only for the learner's own file (NOT_FOUND otherwise), and its
 * storage key is then signed as a one-hour /media/ address of ours. A Download there saves
 * the file under its name; the file store's own address, on another origin, would take the
 * tab to the raw file instead (a cross-origin `download` is ignored).
 */
import { storedFile, type FileOwner } from '../cloud/files.js';
import type { CloudSession } from '../cloud/session.js';
import type { MediaUrls } from './media-urls.js';

/** The portal's address of the owner's stored file, or null when the owner has no such file. */
export async function ownStoredFileUrl(ctx: { cloud: CloudSession; media: MediaUrls }, owner: FileOwner, type: string, fileName: string): Promise<string | null> {
  const signed = await storedFile(ctx.cloud, owner, type, fileName);
  return signed ? ctx.media.file(signed.key) : null;
}
