/**
 * Learning media: the References, Recorded session and Podcast tabs, and the
 * SCORM player's runtime data (spec part 2, sections 2, 3, 7 and 9; issue 8).
 * Every file goes out as a one-hour signed URL on our own origin
 * (docs/decisions/115); the course is found among the learner's own, so no
 * argument can reach another learner's data (ARCHITECTURE.md invariant 1).
 */
import type { CourseReference, CourseVideo } from '@portal/contract';
import { scormSaysDone, scormSeconds } from '@portal/domain';
import type { MediaKind, Resolvers, ScormVersion } from '../../__generated__/resolvers-types.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { getCourseVideos, getPodcasts, getReferences, getScormData, updateScormData } from '../../cloud/learning-media.js';
import type { Context } from '../../context.js';
import { PortalError, UpstreamRefusedError } from '../../errors.js';
import { completeLearningObject } from '../learning/index.js';

const KINDS: Record<string, MediaKind> = { pdf: 'PDF', video: 'VIDEO', audio: 'AUDIO', image: 'IMAGE' };
const VERSION_OF_WIRE: Record<'1.2' | '2004', ScormVersion> = { '1.2': 'SCORM_12', '2004': 'SCORM_2004' };
const WIRE_OF_VERSION: Record<ScormVersion, '1.2' | '2004'> = { SCORM_12: '1.2', SCORM_2004: '2004' };
const STORAGE_KEY = /^[A-Za-z0-9._()-]+(\/[A-Za-z0-9._()-]+)+$/;

type CourseIds = { pid: number; bpid: number; tid: number; bcid: number };

/** The course (as run in a batch) among the signed-in learner's own, or NOT_FOUND. */
async function learnersCourse(ctx: Context, courseId: string): Promise<CourseIds & { eid: string }> {
  const viewer = await ctx.requireViewer();
  for (const program of await getUserTotalProgress(ctx.cloud, viewer.eid)) {
    for (const course of program.tcourses) {
      // An elective the learner did not select is not theirs to open (spec part 1, section 3).
      if (String(course.bcid) === courseId && (!course.telective || course.selected)) {
        return { eid: viewer.eid, pid: program.pid, bpid: program.bpid, tid: course.tid, bcid: course.bcid };
      }
    }
  }
  throw new PortalError('NOT_FOUND', 'There is no such course.');
}

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
      const course = await learnersCourse(ctx, courseId);
      return (await getReferences(ctx.cloud, course.tid)).map((item, i) => listItem(ctx, item, i));
    },
    courseRecordedSessions: async (_parent, { courseId }, ctx) => {
      const course = await learnersCourse(ctx, courseId);
      return (await getCourseVideos(ctx.cloud, course.tid)).map((item, i) => ({ ...listItem(ctx, item, i), date: /^\d{4}-\d{2}-\d{2}$/.test(item.date) ? item.date : null }));
    },
    coursePodcasts: async (_parent, { courseId }, ctx) => {
      const course = await learnersCourse(ctx, courseId);
      return (await getPodcasts(ctx.cloud, course)).map((unit) => ({
        id: String(unit.nid),
        title: unit.ntitle,
        durationMinutes: Math.round(unit.nduration),
        podcasts: unit.objects.map((o) => {
          // spec part 2, section 2: a disabled podcast shows 'Disabled by admin' and plays nothing.
          const enabled = o.nenabled && unit.nenabled;
          return { id: o.objid, title: o.otitle, enabled, audioUrl: enabled && o.ourl ? fileUrl(ctx, o.ourl) : null };
        }),
      }));
    },
    scormRuntime: async (_parent, { courseId, objectId }, ctx) => {
      const course = await learnersCourse(ctx, courseId);
      const data = await getScormData(ctx.cloud, course.eid, course.bcid, objectId).catch((error: unknown) => {
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
      const course = await learnersCourse(ctx, input.courseId);
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
          eid: course.eid,
          bcid: course.bcid,
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
