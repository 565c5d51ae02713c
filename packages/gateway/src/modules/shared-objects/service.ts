/**
 * The shared-object viewer (spec part 3, sections 2.9 and 7.5; docs/decisions/244).
 * The link is public and is its own permission, so the gateway decides two things:
 * - which links are looked up: five well-formed values (the domain's one rule), and no
 *   more than RATE_LIMIT_SHARED_OBJECT_MISSES_PER_IP_PER_10_MINUTES links that named
 *   nothing per address (share codes are guessed one miss at a time);
 * - which addresses leave: only a page of the file store, signed for the course content's
 *   own origin exactly as an HTML lesson is (docs/decisions/170), which the viewer frames
 *   sandboxed. Whatever else the cloud API answers (javascript:, data:, another site, the
 *   portal's own pages, a file that is not a page) is refused and logged: the viewer then
 *   says 'There is nothing here to display' (docs/architecture.md invariant 8).
 */
import { isSharedObjectValue } from '@portal/domain';
import type { ResolversTypes, SharedObjectLinkInput } from '../../__generated__/resolvers-types.js';
import { getSharedObject } from '../../cloud/shared-objects.js';
import type { Context } from '../../context.js';
import { isPageKey, type MediaUrls } from '../../media/media-urls.js';
import { sharedObjectFacts } from './mappers.js';

type SharedObjectModel = ResolversTypes['SharedObject'];

/**
 * The address the viewer may frame for a shared object's stored address, or null: a
 * storage key of a page (.html, .htm, .xhtml) becomes a one-hour address on the content
 * origin; nothing else has one.
 */
export function sharedObjectUrl(media: Pick<MediaUrls, 'file'>, address: string): string | null {
  if (!isPageKey(address)) return null;
  try {
    // MediaUrls.file refuses anything but plain storage-key segments (no scheme, no host, no dot segments).
    return media.file(address);
  } catch {
    return null;
  }
}

export async function sharedObject(ctx: Context, link: SharedObjectLinkInput): Promise<SharedObjectModel | null> {
  const values = [link.programId, link.batchId, link.courseId, link.objectId, link.shareCode];
  if (!values.every(isSharedObjectValue)) return null;
  // Past the misses' limit no link is looked up for this address, hits included: a guesser learns nothing more.
  if (await ctx.rateLimits.wait('sharedObjectMiss', ctx.ip)) return null;
  const answer = await getSharedObject(ctx.cloud, link);
  if (!answer) {
    await ctx.rateLimits.take('sharedObjectMiss', ctx.ip);
    return null;
  }
  const { title, address } = sharedObjectFacts(answer);
  const url = sharedObjectUrl(ctx.media, address);
  if (!url) {
    ctx.log.warn({ operation: '/getSharedObject' }, 'a shared object whose address the portal cannot isolate was refused');
    return null;
  }
  return { title, url };
}
