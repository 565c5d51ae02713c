/**
 * The SCORM player's runtime data (spec part 2, sections 7 and 9; issue 8):
 * read and committed for the learner's own course only, by the one access
 * rule (docs/decisions/173); a package that says it is done completes its
 * object by the course's rules, as Mark Complete does.
 */
import { scormSaysDone, scormSeconds } from '@portal/domain';
import type { ScormCommitInput, ScormCommitPayload, ScormRuntime } from '../../__generated__/resolvers-types.js';
import { getScormData, updateScormData } from '../../cloud/learning-media.js';
import type { Context } from '../../context.js';
import { PortalError, UpstreamRefusedError } from '../../errors.js';
import { accessError, accessUserError, completeLearningObject, openCourseContent, type Opened } from '../learning/index.js';
import { scormCommitted, scormRuntimeOf, WIRE_OF_VERSION } from './mappers.js';

/**
 * The learner's course, or the object in it, by the one access rule
 * (docs/decisions/173): a query is answered NOT_FOUND or FORBIDDEN with the
 * spec's message, as the course screen would refuse it.
 */
export async function opened(ctx: Context, courseId: string, objectId?: string): Promise<Opened> {
  const access = await openCourseContent(ctx, courseId, objectId);
  if (!access.ok) throw accessError(access.refusal);
  return access;
}

const notFoundFromUpstream = (error: unknown) => {
  if (error instanceof UpstreamRefusedError && error.status === 404) return new PortalError('NOT_FOUND', 'There is no such SCORM unit in this course.');
  return error;
};

/** The package to launch and the learner's stored runtime data. */
export async function scormRuntime(ctx: Context, courseId: string, objectId: string): Promise<ScormRuntime> {
  const access = await opened(ctx, courseId, objectId);
  const data = await getScormData(ctx.cloud, access.eid, access.course.ids.id, objectId).catch((error: unknown) => {
    throw notFoundFromUpstream(error);
  });
  return scormRuntimeOf(ctx, objectId, data);
}

/** Stores a commit of the package's runtime data; completes the object when the package says it is done. */
export async function commitScorm(ctx: Context, input: ScormCommitInput): Promise<ScormCommitPayload> {
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
    const answer = scormCommitted(
      await updateScormData(ctx.cloud, {
        eid: access.eid,
        batchCourseId: access.course.ids.id,
        objectId: input.objectId,
        version: WIRE_OF_VERSION[input.version],
        runtimeData: cmi as Record<string, unknown>,
        sequence: input.sequence,
      }),
    );
    if (answer.completed || !scormSaysDone(WIRE_OF_VERSION[input.version], cmi as Record<string, unknown>)) {
      return { stored: answer.stored, completed: answer.completed, userErrors: [] };
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
}
