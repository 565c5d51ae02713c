/**
 * Learning media's wire words in, schema words out: the References and
 * Recorded session lists, the Podcast tab's units and the SCORM versions.
 * Every stored file goes out as a one-hour signed address on our own origin
 * (docs/decisions/115), by learning's one rule for stored files.
 */
import type { CourseReference, CourseVideo, PodcastNugget, ScormData, ScormStored } from '@portal/contract';
import { objectAccess } from '@portal/domain';
import type { MediaKind, ScormRuntime, ScormVersion } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { storedContentUrl, type Opened } from '../learning/index.js';

const KINDS: Record<string, MediaKind> = { pdf: 'PDF', video: 'VIDEO', audio: 'AUDIO', image: 'IMAGE' };
const VERSION_OF_WIRE: Record<'1.2' | '2004', ScormVersion> = { '1.2': 'SCORM_12', '2004': 'SCORM_2004' };
export const WIRE_OF_VERSION: Record<ScormVersion, '1.2' | '2004'> = { SCORM_12: '1.2', SCORM_2004: '2004' };

/** The package to launch and the learner's stored runtime data, with its signed address on our own origin. */
export function scormRuntimeOf(ctx: Context, objectId: string, data: ScormData): ScormRuntime {
  const launchFile = data.launch.slice(data.folder.length);
  return {
    objectId,
    version: VERSION_OF_WIRE[data.version],
    launchUrl: ctx.media.folderFile(data.folder, launchFile),
    data: data.cmi ? JSON.stringify(data.cmi) : null,
    sequence: data.sequence,
    completed: data.op === 2,
  };
}

/** A commit as stored: whether it was kept, and whether the object is now complete (op 2). */
export const scormCommitted = (answer: ScormStored) => ({ stored: answer.stored, completed: answer.op === 2 });

/** A reference or recorded session: a file to preview (signed) or a link. */
export function listItem(ctx: Context, item: CourseReference | CourseVideo, index: number) {
  const kind = item.otype ? (KINDS[item.otype.toLowerCase()] ?? null) : null;
  const url = kind && item.ourl ? storedContentUrl(ctx.media, item.ourl) : null;
  return { id: String(index + 1), title: item.title, kind: url ? kind : null, url, link: url ? null : item.link };
}

/** A recorded session, with its date when it is one (YYYY-MM-DD). */
export const recordedSession = (ctx: Context, item: CourseVideo, index: number) => ({ ...listItem(ctx, item, index), date: /^\d{4}-\d{2}-\d{2}$/.test(item.date) ? item.date : null });

/** A unit of the Podcast tab, each podcast by the course screen's rule. */
export function podcastUnit(ctx: Context, access: Opened, unit: PodcastNugget) {
  return {
    id: String(unit.nid),
    title: unit.ntitle,
    durationMinutes: Math.round(unit.nduration),
    podcasts: unit.objects.map((o) => {
      // The course screen's rule for each podcast (its unit, its own switch, the sequential lock);
      // spec part 2, section 2: a disabled podcast shows 'Disabled by admin' and plays nothing.
      const check = objectAccess(access.course.view, o.objid);
      return {
        id: o.objid,
        title: o.otitle,
        enabled: o.nenabled && unit.nenabled,
        unavailableMessage: check.ok ? null : check.message,
        audioUrl: check.ok && o.ourl ? storedContentUrl(ctx.media, o.ourl) : null,
      };
    }),
  };
}
