/**
 * Course certificates (spec part 2, sections 2, 4 and 7; issue 19): who may
 * generate one is the domain's one rule (certificateRefusal, docs/decisions/219);
 * the cloud API checks it again. The public check tells only name, course,
 * date, issuer and status, and the same NOT_FOUND for a code that was never
 * issued as for a malformed one.
 */
import {
  CERTIFICATE_READY_MESSAGE,
  certificateRefusal,
  certificateRefusalMessage,
  certificateStep,
  isCertificateCode,
  MESSAGES,
  type CertificateFacts,
  type CertificateRefusal,
  type CertificateStep,
} from '@portal/domain';
import type { ResolversTypes, UserError } from '../../__generated__/resolvers-types.js';
import { notificationsTopic } from '../../live/topics.js';
import { generateCertificate, getCertificates, verifyCertificate } from '../../cloud/certificates.js';
import type { Context } from '../../context.js';
import { PortalError } from '../../errors.js';
import { courseFeedbackState } from '../feedback/index.js';
import { learnersCourse, type CourseModel } from '../learning/index.js';
import { certificateFacts, certificateOfCourse, certificateRequest, type CertificateModel, type CertificateVerificationModel } from './mappers.js';

type GeneratePayload = ResolversTypes['CourseCertificateGeneratePayload'];

const refused = (userErrors: UserError[]): GeneratePayload => ({ certificate: null, message: null, userErrors });
const refusalError = (refusal: CertificateRefusal): UserError => ({ field: 'courseId', code: refusal, message: certificateRefusalMessage(refusal) });

/** The facts of one course, asked once per request however many fields read them (the feedback read is not a cached read). */
const factsAsked = new WeakMap<CourseModel, Promise<CertificateFacts>>();

/**
 * What the one rule decides on: the course progress and whether its Course Feedback is open and
 * not given (one cloud read, for a started course that offers feedback; spec part 2, section 2).
 */
function factsFor(ctx: Context, course: CourseModel): Promise<CertificateFacts> {
  let facts = factsAsked.get(course);
  if (!facts) {
    facts = courseFeedbackState(ctx, course).then((state) => certificateFacts(course, state === 'OPEN'));
    factsAsked.set(course, facts);
  }
  return facts;
}

/** Why the learner may not generate the course's certificate now, or null. */
async function refusalFor(ctx: Context, course: CourseModel): Promise<CertificateRefusal | null> {
  return certificateRefusal(await factsFor(ctx, course));
}

/** True when the learner may generate the course's certificate now. */
export async function certificateAvailable(ctx: Context, course: CourseModel): Promise<boolean> {
  return (await refusalFor(ctx, course)) === null;
}

/** The next step to the course's certificate, by the domain's one rule (issue 31; docs/decisions/260). */
export async function certificateStepOf(ctx: Context, course: CourseModel): Promise<CertificateStep> {
  const [facts, certificate] = await Promise.all([factsFor(ctx, course), courseCertificate(ctx, course)]);
  return certificateStep({ ...facts, earned: certificate !== null });
}

export async function myCertificates(ctx: Context): Promise<CertificateModel[]> {
  const viewer = await ctx.requireViewer();
  return getCertificates(ctx.cloud, viewer.eid);
}

/** The learner's certificate of this course, or null. */
export async function courseCertificate(ctx: Context, course: CourseModel): Promise<CertificateModel | null> {
  return certificateOfCourse(await myCertificates(ctx), course);
}

export async function generateCourseCertificate(ctx: Context, courseId: string): Promise<GeneratePayload> {
  const viewer = await ctx.requireViewer();
  // Fresh: the Mark Complete just before must count.
  const course = await learnersCourse(ctx, courseId, { fresh: true });
  if (!course) return refused([{ field: 'courseId', code: 'NOT_FOUND', message: 'There is no such course.' }]);
  const refusal = await refusalFor(ctx, course);
  if (refusal) return refused([refusalError(refusal)]);
  const issued = await generateCertificate(ctx.cloud, certificateRequest(course, viewer));
  if (typeof issued === 'string') return refused([refusalError(issued)]);
  // The cloud API told the learner it is ready (a notification): their bell, open in another tab, hears it now.
  void ctx.live.hub.touch(notificationsTopic(viewer.eid));
  return { certificate: issued.certificate, message: CERTIFICATE_READY_MESSAGE, userErrors: [] };
}

/** The public check, rate limited per address (docs/decisions/221). */
export async function verifyCode(ctx: Context, code: string): Promise<CertificateVerificationModel> {
  if (!(await ctx.rateLimits.allow('certificateVerify', ctx.ip))) throw new PortalError('BAD_USER_INPUT', MESSAGES.rateLimited, 'RATE_LIMITED');
  const normalised = code.trim().toLowerCase();
  // A code of the wrong shape was never issued: the same answer as an unknown one.
  if (!isCertificateCode(normalised)) return { check: null };
  return { check: await verifyCertificate(ctx.cloud, normalised) };
}
