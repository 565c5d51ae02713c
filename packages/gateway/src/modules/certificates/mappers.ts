/** Certificates: the cloud API's words in, the schema's out (issue 19). */
import type { CertificateCheck, CertificateRecord } from '@portal/contract';
import { UNIVERSITY_TIME_ZONE } from '@portal/domain';
import type { CertificateFacts } from '@portal/domain';
import type { CertificateResolvers, CertificateVerificationResolvers } from '../../__generated__/resolvers-types.js';
import type { TokenIdentity } from '../../auth/verifier.js';
import type { CertificateRequest } from '../../cloud/certificates.js';
import type { CourseModel } from '../learning/index.js';

export type CertificateModel = CertificateRecord;
/** check null: no certificate has the code. */
export type CertificateVerificationModel = { check: CertificateCheck | null };

/** The university's day of an instant, YYYY-MM-DD (spec part 2, section 9: Asia/Kolkata). */
function universityDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: UNIVERSITY_TIME_ZONE }).format(new Date(iso));
}

export const certificateFields: CertificateResolvers = {
  id: (c) => c.code,
  learnerName: (c) => c.uname,
  courseTitle: (c) => c.ctitle,
  programTitle: (c) => c.ptitle,
  issuer: (c) => c.issuer,
  issuedAt: (c) => c.issued,
  status: (c) => (c.revoked ? 'REVOKED' : 'VALID'),
  verifyUrl: (c) => c.verifyurl,
  // Issue 31: on the portal's own origin (so Download saves, not opens), each file named after the course.
  imageUrl: (c, _args, ctx) => ctx.media.file(c.pngkey, { fileName: certificateFileName(c.ctitle, 'png'), disposition: 'inline' }),
  pdfUrl: (c, _args, ctx) => ctx.media.file(c.pdfkey, { fileName: certificateFileName(c.ctitle, 'pdf'), disposition: 'attachment' }),
  credentialUrl: (c, _args, ctx) => ctx.media.file(c.credentialkey, { fileName: certificateFileName(c.ctitle, 'jwt'), disposition: 'attachment' }),
};

/**
 * The name a course certificate's file is saved under (issue 31): "Certificate – SQL
 * Fundamentals.pdf", the course's title without the characters a file name may not hold
 * (path separators, reserved and control characters), never empty, at most 120 characters
 * before the extension. Spec part 3, 7.7 keeps its own name for the screen's Download:
 * certificate.png.
 */
function certificateFileName(courseTitle: string, extension: 'png' | 'pdf' | 'jwt'): string {
  const title = courseTitle
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 120)
    .trim();
  return `${title ? `Certificate \u2013 ${title}` : 'Certificate'}.${extension}`;
}

export const certificateVerificationFields: CertificateVerificationResolvers = {
  status: ({ check }) => (check === null ? 'NOT_FOUND' : check.status === 'revoked' ? 'REVOKED' : 'VALID'),
  learnerName: ({ check }) => check?.uname ?? null,
  courseTitle: ({ check }) => check?.ctitle ?? null,
  issuedOn: ({ check }) => (check ? universityDay(check.issued) : null),
  issuer: ({ check }) => check?.issuer ?? null,
};

/** What the domain's eligibility rule reads of the learner's course. */
export function certificateFacts(course: CourseModel, courseFeedbackOpen: boolean): CertificateFacts {
  return { courseStatus: course.view.topicStatus, courseFeedbackOpen };
}

/** /generateCertificate's body for this learner and course: who from the verified token, the course as the cloud API named it. */
export function certificateRequest(course: CourseModel, viewer: TokenIdentity): CertificateRequest {
  return { eid: viewer.eid, bpid: course.data.bpid, courseId: course.data.tid, name: viewer.name || viewer.email, email: viewer.email };
}

/** The learner's certificate of this course among theirs, or null. */
export function certificateOfCourse(certificates: CertificateModel[], course: CourseModel): CertificateModel | null {
  return certificates.find((c) => c.bcid === course.data.btid) ?? null;
}
