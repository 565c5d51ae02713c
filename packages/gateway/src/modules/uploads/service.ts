/**
 * uploadCreate: a presigned address for one file, issued only after the
 * file's kind, size, extension and content type passed the domain's check
 * (docs/architecture.md invariant 4; spec part 3, sections 5.2, 5.5, 5.6, 5.8,
 * 7.2). The browser then PUTs the file straight to the file store, which
 * checks the same limits again as it arrives.
 */
import { checkUpload, UPLOAD_KIND_OF_API, uploadContentType, uploadFileName, type WizardVariant } from '@portal/domain';
import type { ApplicationVariant, UploadCreateInput, UploadCreatePayload, UploadKind, UserError } from '../../__generated__/resolvers-types.js';
import { RATE_LIMITED_MESSAGE } from '../../auth/rate-limits.js';
import { presignUpload, uploadType, type FileOwner } from '../../cloud/files.js';
import type { Context } from '../../context.js';
import { unauthenticated } from '../../errors.js';
import { unitAssignmentUploadRefusal } from '../quizzes/index.js';
import { visitorOwnerOrNew } from './visitor-id.js';
import { createAssessmentUpload } from '../assessments/index.js';
import { createProjectUpload } from '../projects/index.js';

const WIZARD_VARIANT: Record<ApplicationVariant, WizardVariant> = { WIZARD: 'wizard', PRE_REGISTRATION: 'preregistration' };

type Uploader = { owner: FileOwner; variant?: WizardVariant };

/**
 * Who may upload what:
 * - QUERY (the query form before sign-in) is public: the signed-in learner's
 *   files are theirs, a visitor's belong to an anonymous id kept in a cookie;
 * - every other kind belongs to an application: the signed-in learner's
 *   (WIZARD, owner eid), or the pre-registration applicant's whose
 *   scholarship check passed in this browser (PRE_REGISTRATION, owner the
 *   partner e-mail; spec part 3, 7.2). Anyone else is UNAUTHENTICATED.
 */
async function uploader(ctx: Context, kind: UploadKind, requested: ApplicationVariant | null | undefined): Promise<Uploader> {
  // A unit assignment's, a complaint's and the profile's files (issue 20) belong to the signed-in learner alone.
  if (kind === 'UNIT_ASSIGNMENT' || kind === 'COMPLAINT' || kind === 'PROFILE_PICTURE' || kind === 'PROFILE_DOCUMENT') {
    const viewer = await ctx.viewer();
    if (!viewer) throw unauthenticated();
    return { owner: { eid: viewer.eid } };
  }
  if (kind === 'QUERY') {
    const viewer = await ctx.viewer();
    return { owner: viewer ? { eid: viewer.eid } : visitorOwnerOrNew(ctx) };
  }
  const viewer = requested === 'PRE_REGISTRATION' ? null : await ctx.viewer();
  const variant = requested ?? (viewer ? 'WIZARD' : 'PRE_REGISTRATION');
  if (variant === 'WIZARD') {
    if (!viewer) throw unauthenticated();
    return { owner: { eid: viewer.eid }, variant: WIZARD_VARIANT.WIZARD };
  }
  const applicant = ctx.preRegistration.read(ctx.req);
  if (!applicant) throw unauthenticated();
  return { owner: { email: applicant.email }, variant: WIZARD_VARIANT.PRE_REGISTRATION };
}

const refused = (message: string) => ({ upload: null, userErrors: [{ field: 'file', code: 'INVALID', message } satisfies UserError] });

/** A presigned address for one file, once who uploads and what passed their checks. */
export async function createUpload(ctx: Context, input: UploadCreateInput): Promise<UploadCreatePayload> {
  // A timed assessment's file answer: its own rules and owner check (modules/assessments).
  if (input.kind === 'ASSESSMENT_ANSWER') return createAssessmentUpload(ctx, input);
  // A project message's file: its objective must be open (modules/projects).
  if (input.kind === 'PROJECT_FILE') return createProjectUpload(ctx, input);
  const kind = UPLOAD_KIND_OF_API[input.kind];
  const { owner, variant } = await uploader(ctx, input.kind, input.variant);
  // The name as the person chose it, without any folder a browser may add.
  const name = input.fileName.split(/[\\/]/).pop()!.trim();

  // The domain's check first, with the spec's message for the first rule
  // that fails; nothing is asked of the file store until it passes.
  const problem = checkUpload(kind, { name, size: input.size, type: input.contentType }, { variant });
  if (problem) return refused(problem);

  // A unit assignment's file: only for the learner's own assignment, open
  // to a submission or its edit, before its deadline (spec part 2, section 4).
  if (kind === 'unitAssignment') {
    const refusal = await unitAssignmentUploadRefusal(ctx, input.unitAssignment);
    if (refusal) return { upload: null, userErrors: [{ field: 'unitAssignment', code: refusal.code, message: refusal.message }] };
  }

  // The public form's files are counted per address once they pass their
  // rules, as sign-ins are (docs/decisions/012, 044).
  if (kind === 'query' && !(await ctx.rateLimits.allow('queryUpload', ctx.ip))) {
    return { upload: null, userErrors: [{ field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }] };
  }

  // An empty content type stands for the one the extension must be sent
  // with (domain checkUpload); the store signs for exactly that one.
  const contentType = uploadContentType(kind, name, { variant })!;
  // Section 7.2: a random number from 1000 to 9999, a dash and the name.
  const fileName = uploadFileName(name);
  const quizObjectId = kind === 'unitAssignment' ? input.unitAssignment?.objectId : undefined;
  const presigned = await presignUpload(ctx.cloud, { owner, type: uploadType(kind, variant), fileName, contentType, size: input.size, quizObjectId });
  return { upload: { fileName, uploadUrl: presigned.url, expiresAt: presigned.expiresAt }, userErrors: [] };
}
