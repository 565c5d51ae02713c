/**
 * complaintAdd: a signed-in learner's complaint (spec part 3, sections 2.8,
 * 5.9 and 7.4). Every field's message at once, as the form shows them; the
 * program must be one of the learner's own; the optional file one this
 * learner finished uploading as a complaint file.
 */
import { complaintSchema, QUERY_FORM_MESSAGES, tooManyComplaintsMessage } from '@portal/domain';
import type { ComplaintAddInput, ResolversTypes, UserError } from '../../__generated__/resolvers-types.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { postComplaint, refreshComplaints } from '../../cloud/complaints.js';
import { storedFile, uploadType } from '../../cloud/files.js';
import type { Context } from '../../context.js';
import { validationErrors } from '../../user-errors.js';
import { complaintModel, enrolledProgramIds, sentComplaint } from './mappers.js';
import { QUERY_FILE_NOT_UPLOADED } from './service.js';

type ComplaintAddPayload = ResolversTypes['ComplaintAddPayload'];

const refused = (userErrors: UserError[]): ComplaintAddPayload => ({ complaint: null, userErrors });

export async function addComplaint(ctx: Context, input: ComplaintAddInput): Promise<ComplaintAddPayload> {
  const viewer = await ctx.requireViewer();
  const values = { programId: input.programId ?? '', description: input.description };
  const invalid = validationErrors(complaintSchema, values);

  // A program the learner is not enrolled in is no choice of the select
  // (docs/decisions/228): the same message as choosing none.
  const programId = (input.programId ?? '').trim();
  if (!invalid.some((e) => e.field === 'programId')) {
    const enrolled = enrolledProgramIds(await getUserTotalProgress(ctx.cloud, viewer.eid));
    if (!enrolled.has(programId)) invalid.unshift({ field: 'programId', code: 'INVALID', message: QUERY_FORM_MESSAGES.programRequired });
  }
  if (invalid.length > 0) return refused(invalid);

  const fileName = input.fileName?.trim() || null;
  if (fileName && !(await storedFile(ctx.cloud, { eid: viewer.eid }, uploadType('complaint'), fileName))) {
    return refused([{ field: 'fileName', code: 'INVALID', message: QUERY_FILE_NOT_UPLOADED }]);
  }

  // Per learner, not per address (docs/decisions/281): counted once the complaint passes its own checks.
  const wait = await ctx.rateLimits.takeLearner('complaintAdd', viewer.eid);
  if (wait > 0) return refused([{ field: null, code: 'RATE_LIMITED', message: tooManyComplaintsMessage(wait) }]);

  const description = input.description.trim();
  const added = await postComplaint(ctx.cloud, { eid: viewer.eid, email: viewer.email, programId: Number(programId), description, fileName });
  // Filed: a failing read-back must not make it look refused (the learner would file it twice),
  // so the complaint is then answered as it was sent.
  const filed = (await refreshComplaints(ctx.cloud, viewer.eid).catch(() => [])).find((item) => item.id === added.id);
  return { complaint: filed ? complaintModel(filed, viewer.eid) : sentComplaint(added.id, { programId, description, fileName }, viewer.eid), userErrors: [] };
}
