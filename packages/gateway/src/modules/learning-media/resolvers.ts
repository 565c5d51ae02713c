/**
 * Learning media: the References, Recorded session and Podcast tabs, and the
 * SCORM player's runtime data (spec part 2, sections 2, 3, 7 and 9; issue 8).
 * Every file goes out as a one-hour signed URL on our own origin
 * (docs/decisions/115); the course is found among the learner's own, so no
 * argument can reach another learner's data (ARCHITECTURE.md invariant 1).
 */
import type { CourseReference, CourseVideo } from '@portal/contract';
import { objectAccess, scormSaysDone, scormSeconds } from '@portal/domain';
import type { MediaKind, Resolvers, ScormVersion } from '../../__generated__/resolvers-types.js';
import { getCourseVideos, getPodcasts, getReferences, getScormData, updateScormData } from '../../cloud/learning-media.js';
import type { Context } from '../../context.js';
import { PortalError, UpstreamRefusedError } from '../../errors.js';
import { accessError, accessUserError, completeLearningObject, openCourseContent, type Opened } from '../learning/index.js';

const KINDS: Record<string, MediaKind> = { pdf: 'PDF', video: 'VIDEO', audio: 'AUDIO', image: 'IMAGE' };
const VERSION_OF_WIRE: Record<'1.2' | '2004', ScormVersion> = { '1.2': 'SCORM_12', '2004': 'SCORM_2004' };
const WIRE_OF_VERSION: Record<ScormVersion, '1.2' | '2004'> = { SCORM_12: '1.2', SCORM_2004: '2004' };
const STORAGE_KEY = /^[A-Za-z0-9._()-]+(\/[A-Za-z0-9._()-]+)+$/;

/**
 * The learner's course, or the object in it, by the one access rule
 * (docs/decisions/173): a query is answered NOT_FOUND or FORBIDDEN with the
 * spec's message, as the course screen would refuse it.
 */
async function opened(ctx: Context, courseId: string, objectId?: string): Promise<Opened> {
  const access = await openCourseContent(ctx, courseId, objectId);
  if (!access.ok) throw accessError(access.refusal);
  return access;
}

/** The wire's ids of a batch course, for the calls that name them all. */
const idsOf = ({ course }: Opened) => ({ pid: course.data.pid, bpid: course.data.bpid, tid: course.data.tid, bcid: course.data.btid });

/** A stored file's signed address on our origin; an absolute address (another host's) as it is. */
function fileUrl(ctx: Context, path: string): string | null {
  if (STORAGE_KEY.test(path)) return ctx.media.file(path);
  if (/^https:\/\//i.test(path)) return path;
  return null;
}

function listItem(ctx: Context, item: CourseReference | CourseVideo, index: number) {
  const kind = item.otype ? (KINDS[item.otype.toLowerCase()] ?? null) : null;
  const url = kind && item.ourl ? fileUrl(ctx, item.ourl) : null;
  return { id: String(index + 1), title: item.title, kind: url ? kind : null, url, link: url ? null : item.link };
}

const notFoundFromUpstream = (error: unknown) => {
  if (error instanceof UpstreamRefusedError && error.status === 404) return new PortalError('NOT_FOUND', 'There is no such SCORM unit in this course.');
  return error;
};

export const learningMediaResolvers: Resolvers = {
  Query: {
    courseReferences: async (_parent, { courseId }, ctx) => {
      const course = idsOf(await opened(ctx, courseId));
      return (await getReferences(ctx.cloud, course.tid)).map((item, i) => listItem(ctx, item, i));
    },
    courseRecordedSessions: async (_parent, { courseId }, ctx) => {
      const course = idsOf(await opened(ctx, courseId));
      return (await getCourseVideos(ctx.cloud, course.tid)).map((item, i) => ({ ...listItem(ctx, item, i), date: /^\d{4}-\d{2}-\d{2}$/.test(item.date) ? item.date : null }));
    },
    coursePodcasts: async (_parent, { courseId }, ctx) => {
      const access = await opened(ctx, courseId);
      return (await getPodcasts(ctx.cloud, idsOf(access))).map((unit) => ({
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
            audioUrl: check.ok && o.ourl ? fileUrl(ctx, o.ourl) : null,
          };
        }),
      }));
    },
    scormRuntime: async (_parent, { courseId, objectId }, ctx) => {
      const access = await opened(ctx, courseId, objectId);
      const data = await getScormData(ctx.cloud, access.eid, access.course.data.btid, objectId).catch((error: unknown) => {
        throw notFoundFromUpstream(error);
      });
      const launchFile = data.launch.slice(data.folder.length);
      return {
        objectId,
        version: VERSION_OF_WIRE[data.version],
        launchUrl: ctx.media.folderFile(data.folder, launchFile),
        data: data.cmi ? JSON.stringify(data.cmi) : null,
        sequence: data.sequence,
        completed: data.op === 2,
      };
    },
  },
  Mutation: {
    scormCommit: async (_parent, { input }, ctx) => {
      // Runtime data is progress: a locked or disabled object takes none (docs/decisions/173).
      const access = await openCourseContent(ctx, input.courseId, input.objectId);
      if (!access.ok) return { stored: false, completed: false, userErrors: [accessUserError(access.refusal)] };
      let cmi: unknown;
      try {
        cmi = JSON.parse(input.data);
      } catch {
        cmi = null;
      }
      if (!cmi || typeof cmi !== 'object' || Array.isArray(cmi) || input.sequence < 0) {
        return { stored: false, completed: false, userErrors: [{ field: 'data', code: 'INVALID', message: 'The runtime data is not a JSON object.' }] };
      }
      try {
        const answer = await updateScormData(ctx.cloud, {
          eid: access.eid,
          bcid: access.course.data.btid,
          objectId: input.objectId,
          version: WIRE_OF_VERSION[input.version],
          cmi: cmi as Record<string, unknown>,
          sequence: input.sequence,
        });
        if (answer.op === 2 || !scormSaysDone(WIRE_OF_VERSION[input.version], cmi as Record<string, unknown>)) {
          return { stored: answer.stored, completed: answer.op === 2, userErrors: [] };
        }
        // The package says it is done: the object is completed as Mark Complete
        // completes it, with the course's rules, the topic and the sync upstream
        // (the gateway decides; the cloud API only stored the data).
        const step = await completeLearningObject(ctx, input.courseId, input.objectId, scormSeconds(WIRE_OF_VERSION[input.version], cmi as Record<string, unknown>));
        if (step.userErrors.length) return { stored: answer.stored, completed: false, userErrors: step.userErrors };
        return { stored: answer.stored, completed: true, userErrors: [] };
      } catch (error) {
        if (error instanceof UpstreamRefusedError && error.status === 409) {
          return { stored: false, completed: false, userErrors: [{ field: 'version', code: 'INVALID', message: 'The package is of another SCORM version.' }] };
        }
        throw notFoundFromUpstream(error);
      }
    },
  },
};
