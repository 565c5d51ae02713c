/** The cloud API contract of certificates: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

export const certificatesPaths = {
  /**
   * "/generateCertificate" (spec part 2, section 7: oid, eid, bpid, uname,
   * cid, email → statusCode 200): issues the certificate of course cid (the
   * course, tid) of batch bpid to a learner who completed it, once: a second
   * call answers the certificate already issued, unchanged. 404 NOT_FOUND
   * when the learner is not enrolled in such a course, 409 NOT_COMPLETED
   * before the course is complete. → CertificateIssued
   */
  '/generateCertificate': z.object({
    oid,
    eid,
    bpid: z.number().int(),
    uname: z.string().trim().min(1).max(200),
    cid: z.number().int(),
    email: z.string().trim().min(1).max(320),
  }),
  /** Extension (spec part 3, 2.15 leaves the call unnamed): → CertificateList, the learner's certificates, newest first, with signed download URLs. */
  '/getCertificates': read(z.object({ oid, eid })),
  /** Extension: the public facts of one certificate by its verification code → CertificateCheck; 404 NOT_FOUND for a code that names none. */
  '/verifyCertificate': read(z.object({ oid, code: z.string().min(1).max(64) })),
  /** Extension: the public keys that sign certificate credentials (a JWKS) → CredentialKeys. */
  '/getCredentialKeys': read(z.object({ oid })),
} as const;

/** A learner's certificate as issued, with signed download URLs (an hour, like every file URL). */
export const certificateRecord = z.looseObject({
  code: text,
  bcid: int,
  bpid: int,
  /** the course (tid) */
  cid: int,
  uname: text,
  ctitle: text,
  ptitle: text,
  issuer: text,
  /** ISO 8601 */
  issued: text,
  /** ISO 8601, or null while valid */
  revoked: text.nullish().transform((v) => v ?? null),
  /** the portal's public /verify/<code> address (the QR code's) */
  verifyurl: text,
  pdfurl: text,
  pngurl: text,
  credentialurl: text,
  expiresAt: text,
  /**
   * Extension (issue 31): the files' storage keys, which the portal signs on its own origin (as the
   * profile's cert list, docs/decisions/225), so a download saves under the name the portal gives it.
   */
  pdfkey: text,
  pngkey: text,
  credentialkey: text,
});
export type CertificateRecord = z.infer<typeof certificateRecord>;
/** The answer also carries the spec's statusCode 200, unread: the HTTP status says as much (its key is another service's word elsewhere). */
export const certificateIssued = z.looseObject({ certificate: certificateRecord });
export type CertificateIssued = z.infer<typeof certificateIssued>;
export const certificateList = z.looseObject({ certificates: or(z.array(certificateRecord), []) });
export type CertificateList = z.infer<typeof certificateList>;
/** What anyone may know of a certificate: name, course, date, issuer and status, nothing else. */
export const certificateCheck = z.looseObject({
  uname: text,
  ctitle: text,
  issuer: text,
  issued: text,
  status: z.enum(['valid', 'revoked']),
});
export type CertificateCheck = z.infer<typeof certificateCheck>;
/**
 * A JSON Web Key Set (RFC 7517) of public keys: another standard's document,
 * passed on whole, so its words are not the cloud API's (checked as one value).
 */
export type CredentialKeys = { keys: ({ kty: string; kid: string } & Record<string, unknown>)[] };
export const credentialKeys = z.custom<CredentialKeys>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as CredentialKeys).keys) &&
    (value as CredentialKeys).keys.every((k) => typeof k === 'object' && k !== null && typeof k.kty === 'string' && typeof k.kid === 'string' && !('d' in k)),
  'a JSON Web Key Set of public keys',
);
