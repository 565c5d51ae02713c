import { certificateCheck, certificateIssued, certificateList, credentialKeys, type CertificateCheck, type CertificateIssued, type CertificateRecord, type CredentialKeys } from '@portal/contract';
import { UpstreamRefusedError } from '../errors.js';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

// Course certificates (spec part 2, section 7; issue 19). The eid, name and
// e-mail passed here always come from the verified token (invariant 1).

export type CertificateRequest = { eid: string; bpid: number; courseId: number; name: string; email: string };

/**
 * "/generateCertificate" (spec part 2, section 7: oid, eid, bpid, uname, cid,
 * email → statusCode 200). A write, tried once; the refusal when the cloud
 * API finds the course not complete (409).
 */
export async function generateCertificate(cloud: CloudSession, request: CertificateRequest): Promise<CertificateIssued | 'COURSE_NOT_COMPLETED'> {
  try {
    const answer = await cloud.write<unknown>('/generateCertificate', { eid: request.eid, bpid: request.bpid, cid: request.courseId, uname: request.name, email: request.email });
    return checkAnswer(cloud, '/generateCertificate', certificateIssued, answer);
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 409 && error.upstreamCode === 'NOT_COMPLETED') return 'COURSE_NOT_COMPLETED';
    throw error;
  }
}

/** The learner's certificates, newest first, with signed download addresses. A read. */
export async function getCertificates(cloud: CloudSession, eid: string): Promise<CertificateRecord[]> {
  const answer = await cloud.read<unknown>('/getCertificates', { eid });
  return checkAnswer(cloud, '/getCertificates', certificateList, answer).certificates;
}

/** The public facts of a certificate by its code, or null when the code names none. A read. */
export async function verifyCertificate(cloud: CloudSession, code: string): Promise<CertificateCheck | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/verifyCertificate', { code }));
  return answer === null ? null : checkAnswer(cloud, '/verifyCertificate', certificateCheck, answer);
}

/** The public keys that sign certificate credentials (a JWKS). A read. */
export async function getCredentialKeys(cloud: CloudSession): Promise<CredentialKeys> {
  const answer = await cloud.read<unknown>('/getCredentialKeys', {});
  return checkAnswer(cloud, '/getCredentialKeys', credentialKeys, answer);
}
