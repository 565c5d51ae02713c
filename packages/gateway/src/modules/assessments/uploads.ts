/**
 * uploadCreate for ASSESSMENT_ANSWER: the file answer of a FILE_UPLOAD
 * question (spec part 2, section 7: the 'workbook' presign). Issued only to
 * the learner whose attempt at that assessment is open, for a question that
 * takes a file, after the domain's check of size and type (invariant 4). The
 * stored name starts with the question's prefix (fileAnswerPrefix), which a
 * save checks, with the file store's owner check, before it keeps the answer.
 */
import { acceptsSave, ASSESSMENT_MESSAGES, checkUpload, uploadContentType, uploadFileName } from '@portal/domain';
import type { UploadCreateInput, UploadCreatePayload, UserError } from '../../__generated__/resolvers-types.js';
import { getAssessmentQuiz, WORKBOOK_UPLOAD_TYPE } from '../../cloud/assessments.js';
import { presignUpload } from '../../cloud/files.js';
import type { Context } from '../../context.js';
import { loadAssessment } from './attempts.js';
import { assessmentQuizModel, questionById, questionId, questionKind } from './mappers.js';
import { fileAnswerPrefix } from './file-names.js';

const refused = (field: string, code: UserError['code'], message: string): UploadCreatePayload => ({ upload: null, userErrors: [{ field, code, message }] });

export async function createAssessmentUpload(ctx: Context, input: UploadCreateInput): Promise<UploadCreatePayload> {
  const viewer = await ctx.requireViewer();
  const target = input.assessment;
  if (!target) return refused('assessment', 'INVALID', 'Which question is the file for?');
  const model = await loadAssessment(ctx, viewer.eid, target.courseId, target.kind, target.assessmentId);
  if (!model) return refused('assessment', 'NOT_FOUND', 'No such assessment.');
  const status = model.storedStatus;
  if (status === null) return refused('assessment', 'ATTEMPT_NOT_STARTED', ASSESSMENT_MESSAGES.notStarted);
  if (!acceptsSave(model.clock.now, model.endsAt)) return refused('assessment', 'ATTEMPT_CLOSED', ASSESSMENT_MESSAGES.timeOver(target.kind));
  if (status === 'SUBMITTED') return refused('assessment', 'ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(target.kind));
  const quiz = await getAssessmentQuiz(ctx.cloud, viewer.eid, model.ref.assessmentId, model.ref.wireKind);
  const item = quiz ? questionById(assessmentQuizModel(quiz).items, target.questionId) : undefined;
  if (!item || questionKind(item) !== 'FILE_UPLOAD') return refused('assessment.questionId', 'INVALID', ASSESSMENT_MESSAGES.invalidAnswer);

  const name = input.fileName.split(/[\\/]/).pop()!.trim().slice(-150);
  const problem = checkUpload('assessmentAnswer', { name, size: input.size, type: input.contentType });
  if (problem) return refused('file', 'INVALID', problem);
  const contentType = uploadContentType('assessmentAnswer', name)!;
  const fileName = fileAnswerPrefix(target.kind, model.ref.assessmentId, questionId(item)) + uploadFileName(name);
  const presigned = await presignUpload(ctx.cloud, { owner: { eid: viewer.eid }, type: WORKBOOK_UPLOAD_TYPE, fileName, contentType, size: input.size });
  return { upload: { fileName, uploadUrl: presigned.url, expiresAt: presigned.expiresAt }, userErrors: [] };
}
