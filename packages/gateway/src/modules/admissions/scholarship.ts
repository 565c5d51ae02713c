/**
 * The scholarship pre-registration's two steps (spec part 1, sections 2 and
 * 5; docs/decisions/035 and 078): the partner portal must know the e-mail,
 * then the applicant shows they read the code mailed to it.
 */
import { EMAIL_PATTERN, MESSAGES, normaliseEmail, parseProgramId, SCHOLARSHIP_CODE_MESSAGES, scholarshipCode } from '@portal/domain';
import type { ResolversTypes, ScholarshipCodeConfirmInput, ScholarshipEmailCheckInput } from '../../__generated__/resolvers-types.js';
import { newScholarshipCode, SCHOLARSHIP_CODE_TTL_MS } from '../../auth/pre-registration.js';
import { loadApplication, sendScholarshipCode } from '../../cloud/admissions.js';
import { getAllProgramList } from '../../cloud/catalog.js';
import type { Context } from '../../context.js';
import { noSuchProgram, partnerData } from './applicant.js';
import { admissionsProgram, applicationFromRecord, partnerApplicant } from './mappers.js';

// Step 1 of 2: the partner portal must know the e-mail, and then the
// applicant must show they read its mail (docs/decisions/035, 078).
export async function checkScholarshipEmail(ctx: Context, input: ScholarshipEmailCheckInput): Promise<ResolversTypes['ScholarshipEmailCheckPayload']> {
  const email = normaliseEmail(input.email);
  if (!EMAIL_PATTERN.test(email)) return { codeSent: null, userErrors: [{ field: 'email', code: 'INVALID', message: MESSAGES.enterValidEmail }] };
  // Each check may mail a code: counted per client address and per target
  // e-mail once the e-mail passes its rule, before anyone is asked (docs/decisions/012, 078).
  const allowed = await ctx.rateLimits.allowFor('scholarshipCheck', ctx.ip, email);
  if (!allowed) return { codeSent: null, userErrors: [{ field: null, code: 'RATE_LIMITED', message: SCHOLARSHIP_CODE_MESSAGES.tooManyChecks }] };
  const programId = parseProgramId(input.programId);
  const list = await getAllProgramList(ctx.cloud);
  const program = programId === null ? null : admissionsProgram(programId, list, undefined);
  if (!program) throw noSuchProgram();
  // Any answer but 'Successful' with the partner's data, or one that cannot be read (spec part 1, section 5).
  const partner = await partnerData(ctx, email);
  if (!partner) return { codeSent: null, userErrors: [{ field: 'email', code: 'USER_NOT_FOUND', message: MESSAGES.scholarshipNotRegistered }] };
  const claim = { email: normaliseEmail(partner.email || email), programId: program.programId, batchId: program.batchId };
  const code = newScholarshipCode();
  await sendScholarshipCode(ctx.cloud, claim.email, code, SCHOLARSHIP_CODE_TTL_MS / 60_000);
  // A new check starts over: whatever this browser had opened before is closed.
  ctx.preRegistration.clear(ctx.res);
  // The code itself went only to the mailbox; the browser holds its keyed hash, signed.
  const expiresAt = ctx.preRegistration.setChallenge(ctx.res, claim, code);
  return { codeSent: { email: claim.email, expiresAt: expiresAt.toISOString() }, userErrors: [] };
}

// Step 2 of 2: the mailed code, in the browser that asked for it.
export async function confirmScholarshipCode(ctx: Context, input: ScholarshipCodeConfirmInput): Promise<ResolversTypes['ScholarshipCodeConfirmPayload']> {
  const refuse = (code: 'INVALID' | 'CODE_MISMATCH' | 'CODE_EXPIRED' | 'RATE_LIMITED' | 'USER_NOT_FOUND', message: string, field: string | null = 'code') => ({
    preRegistration: null,
    userErrors: [{ field, code, message }],
  });
  const challenge = ctx.preRegistration.readChallenge(ctx.req);
  if (!challenge) return refuse('CODE_EXPIRED', SCHOLARSHIP_CODE_MESSAGES.noCode);
  const typed = scholarshipCode(input.code);
  if (typed === null) return refuse('INVALID', SCHOLARSHIP_CODE_MESSAGES.enterCode);
  if (challenge.expired) return refuse('CODE_EXPIRED', SCHOLARSHIP_CODE_MESSAGES.expired);
  // Every attempt counts, per address and per target e-mail, before the code
  // is compared: past the limit even the right code waits, so guessing gains nothing.
  const { claim } = challenge;
  const allowed = await ctx.rateLimits.allowFor('scholarshipCode', ctx.ip, claim.email);
  if (!allowed) return refuse('RATE_LIMITED', SCHOLARSHIP_CODE_MESSAGES.tooManyCodes, null);
  if (!challenge.matches(typed)) return refuse('CODE_MISMATCH', SCHOLARSHIP_CODE_MESSAGES.wrongCode);
  // The partner portal may have dropped the e-mail meanwhile.
  const partner = await partnerData(ctx, claim.email);
  if (!partner) return refuse('USER_NOT_FOUND', MESSAGES.scholarshipNotRegistered, null);
  // Only this HttpOnly cookie says who the applicant is from now on (docs/decisions/035, 078).
  ctx.preRegistration.clearChallenge(ctx.res);
  ctx.preRegistration.set(ctx.res, claim);
  const owner = { variant: 'preregistration' as const, email: claim.email };
  const program = admissionsProgram(claim.programId, await getAllProgramList(ctx.cloud), undefined);
  if (!program) throw noSuchProgram();
  const record = await loadApplication(ctx.cloud, owner, claim.programId, claim.batchId);
  return { preRegistration: { claim, partner: partnerApplicant(partner), application: applicationFromRecord(owner, { ...program, batchId: claim.batchId }, record, false) }, userErrors: [] };
}
