/**
 * Project objectives (spec part 2, sections 4, 5 and 7; issue 19): sending a
 * message or a reply and uploading a file, each only on the learner's own
 * project course, on an OPEN objective, after the domain's checks with the
 * spec's words. The gateway is the authority; the web says the same at once.
 */
import { createHash } from 'node:crypto';
import { checkProjectMessage, checkUpload, PROJECT_NON_SPEC_MESSAGES, parseRecordId, uploadContentType, uploadFileName } from '@portal/domain';
import type { ProjectMessageReplyInput, ResolversTypes, ProjectMessageSendInput, UploadCreateInput, UploadCreatePayload, UserError, UserErrorCode } from '../../__generated__/resolvers-types.js';
import { presignUpload, storedFile, uploadType } from '../../cloud/files.js';
import { getProjectMessages, replyProjectMessage, sendProjectMessage } from '../../cloud/projects.js';
import type { Context } from '../../context.js';
import { projectTopic } from '../../live/topics.js';
import { UpstreamRefusedError } from '../../errors.js';
import { learnersCourse } from '../learning/index.js';
import { findObjective, type ProjectObjectiveModel } from './mappers.js';

/** The payload as the resolvers hand it on: the objective as its model. */
type ProjectMessagePayload = ResolversTypes['ProjectMessagePayload'];

const refused = (field: string | null, code: UserErrorCode, message: string): { objective: null; userErrors: UserError[] } => ({ objective: null, userErrors: [{ field, code, message }] });

/** The stored-name prefix binding a file to its course and objective, so it cannot be sent on another. */
function projectFilePrefix(courseId: number, objectiveId: string): string {
  return `pj-${createHash('sha256').update(`${courseId}:${objectiveId}`).digest('hex').slice(0, 12)}-`;
}

type Opened = { ok: true; objective: ProjectObjectiveModel; author: string } | { ok: false; error: { field: string | null; code: UserErrorCode; message: string } };

/** The learner's OPEN objective, read afresh (a decision is made on it), or why not. */
async function openObjective(ctx: Context, courseId: string, objectiveId: string): Promise<Opened> {
  const viewer = await ctx.requireViewer();
  const course = await learnersCourse(ctx, courseId, { fresh: true });
  const objective = course ? findObjective(course, viewer.eid, objectiveId) : null;
  if (!objective) return { ok: false, error: { field: 'objectiveId', code: 'NOT_FOUND', message: 'There is no such project objective in your courses.' } };
  if (objective.lockedMessage) return { ok: false, error: { field: 'objectiveId', code: 'OBJECTIVE_CLOSED', message: objective.lockedMessage } };
  return { ok: true, objective, author: viewer.name };
}

/** The cloud API closed the objective between our read and the write (an approval just then): the same refusal. */
const closedMeanwhile = (error: unknown) => error instanceof UpstreamRefusedError && error.status === 409;

export async function sendMessage(ctx: Context, input: ProjectMessageSendInput): Promise<ProjectMessagePayload> {
  const opened = await openObjective(ctx, input.courseId, input.objectiveId);
  if (!opened.ok) return refused(opened.error.field, opened.error.code, opened.error.message);
  const { objective } = opened;
  const fileName = input.fileName?.trim() || null;
  // The text first (spec part 2, section 5: empty gives 'Please enter Message', with a file or without).
  const problem = checkProjectMessage(input.text);
  if (problem) return refused('text', 'INVALID', problem);
  if (fileName) {
    // The file's rules again (its name's type), its binding to this objective, and that the file
    // store kept it: a file refused there for its size or its bytes was never stored.
    const typeProblem = checkUpload('projectFile', { name: fileName, size: 1, type: '' });
    if (typeProblem) return refused('fileName', 'INVALID', typeProblem);
    const bound = fileName.startsWith(projectFilePrefix(objective.course.courseId, objective.id));
    const stored = bound ? await storedFile(ctx.cloud, { eid: objective.course.eid }, uploadType('projectFile'), fileName) : null;
    if (!stored) return refused('fileName', 'INVALID', PROJECT_NON_SPEC_MESSAGES.fileMissing);
  }
  try {
    await sendProjectMessage(ctx.cloud, objective.course, { objectiveId: objective.id, author: opened.author, text: input.text.trim(), fileName });
  } catch (error) {
    if (closedMeanwhile(error)) return refused('objectiveId', 'OBJECTIVE_CLOSED', PROJECT_NON_SPEC_MESSAGES.complete);
    throw error;
  }
  await publishThread(ctx, objective);
  return { objective, userErrors: [] };
}

export async function replyMessage(ctx: Context, input: ProjectMessageReplyInput): Promise<ProjectMessagePayload> {
  const opened = await openObjective(ctx, input.courseId, input.objectiveId);
  if (!opened.ok) return refused(opened.error.field, opened.error.code, opened.error.message);
  const problem = checkProjectMessage(input.text);
  if (problem) return refused('text', 'INVALID', problem);
  const messageId = parseRecordId(input.messageId);
  if (messageId === null) return refused('messageId', 'NOT_FOUND', 'There is no such message.');
  const { objective } = opened;
  try {
    await replyProjectMessage(ctx.cloud, objective.course, { objectiveId: objective.id, messageId, author: opened.author, text: input.text.trim() });
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 404) return refused('messageId', 'NOT_FOUND', 'There is no such message.');
    if (closedMeanwhile(error)) return refused('objectiveId', 'OBJECTIVE_CLOSED', PROJECT_NON_SPEC_MESSAGES.complete);
    throw error;
  }
  await publishThread(ctx, objective);
  return { objective, userErrors: [] };
}

/**
 * The thread after a message or reply, to the learner's other tabs at once (docs/decisions/300).
 * Read with the request's loader, so the payload's `messages` is this same read, not a second call.
 */
async function publishThread(ctx: Context, objective: ProjectObjectiveModel): Promise<void> {
  const messages = await getProjectMessages(ctx.cloud, objective.course, objective.id).catch(() => null);
  if (messages) void ctx.live.hub.publish(projectTopic(objective.course, objective.id), messages);
}

/** uploadCreate for PROJECT_FILE: for an OPEN objective of the learner's project course, after the file's rules (invariant 4). */
export async function createProjectUpload(ctx: Context, input: UploadCreateInput): Promise<UploadCreatePayload> {
  const target = input.projectObjective;
  if (!target) return { upload: null, userErrors: [{ field: 'projectObjective', code: 'INVALID', message: 'Which objective is the file for?' }] };
  const name = input.fileName.split(/[\\/]/).pop()!.trim().slice(-150);
  // The file's own rules first: the learner hears the spec's words for the file they chose.
  const problem = checkUpload('projectFile', { name, size: input.size, type: input.contentType });
  if (problem) return { upload: null, userErrors: [{ field: 'file', code: 'INVALID', message: problem }] };
  const opened = await openObjective(ctx, target.courseId, target.objectiveId);
  if (!opened.ok) return { upload: null, userErrors: [{ ...opened.error, field: 'projectObjective' }] };
  const { course, id: objectiveId } = opened.objective;
  const fileName = projectFilePrefix(course.courseId, objectiveId) + uploadFileName(name);
  const presigned = await presignUpload(ctx.cloud, {
    owner: { eid: course.eid },
    type: uploadType('projectFile'),
    fileName,
    contentType: uploadContentType('projectFile', name)!,
    size: input.size,
    project: { courseId: course.courseId, objectiveId },
  });
  return { upload: { fileName, uploadUrl: presigned.url, expiresAt: presigned.expiresAt }, userErrors: [] };
}
