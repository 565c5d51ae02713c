/**
 * Course certificates (spec part 2, sections 2, 4 and 7; issue 19):
 * /generateCertificate issues one to a learner who completed the course, once;
 * /getCertificates lists a learner's with signed download URLs;
 * /verifyCertificate tells the public facts of one by its code; and
 * /getCredentialKeys publishes the key that signs the credentials
 * (docs/decisions/219, 220).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { CertificateCheck, CertificateIssued, CertificateList, CertificateRecord, CredentialKeys } from '@portal/contract';
import { certificateRefusal, normaliseEmail, notificationText } from '@portal/domain';
import { certificatePdf, certificatePng } from '../certificates/documents.js';
import type { CredentialSigner } from '../certificates/credential.js';
import { schema } from '../db/client.js';
import { ownerPrefix } from '../files/store.js';
import { HttpError, notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import { notify } from './notifications.js';
import type { CloudArea } from '../area.js';

const { certificates, batchCourses, batches, courses, programs, enrolments, courseProgress, organisations } = schema;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 128 random bits as 26 lower-case base32 characters (the domain's CERTIFICATE_CODE_PATTERN). */
function newCertificateCode(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

type CertificateRow = typeof certificates.$inferSelect;

function certificatesRoutes({ db, config, files, log }: RouteContext, signer: CredentialSigner): ContractRoutes {
  const verifyUrl = (code: string) => `${config.portalUrl}/verify/${code}`;
  async function record(row: CertificateRow, cid: number): Promise<CertificateRecord> {
    const [pdf, png, credential] = await Promise.all([files.signedDownloadUrl(row.pdfKey, row.eid), files.signedDownloadUrl(row.pngKey, row.eid), files.signedDownloadUrl(row.credentialKey, row.eid)]);
    return {
      code: row.code,
      bcid: row.bcid,
      bpid: row.bpid,
      cid,
      uname: row.learnerName,
      ctitle: row.courseTitle,
      ptitle: row.programTitle,
      issuer: row.issuer,
      issued: row.issuedAt.toISOString(),
      revoked: row.revokedAt ? row.revokedAt.toISOString() : null,
      verifyurl: verifyUrl(row.code),
      pdfurl: pdf.url,
      pngurl: png.url,
      credentialurl: credential.url,
      expiresAt: pdf.expiresAt,
      pdfkey: row.pdfKey,
      pngkey: row.pngKey,
      credentialkey: row.credentialKey,
    };
  }

  const issuedFor = async (eid: string, bcid: number) =>
    (
      await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.eid, eid), eq(certificates.bcid, bcid)))
        .limit(1)
    )[0];

  return {
    '/generateCertificate': async ({ eid, bpid, cid, uname, email }): Promise<CertificateIssued> => {
      const [found] = await db
        .select({ bc: batchCourses, course: courses, program: programs, organisation: organisations, topic: courseProgress })
        .from(batchCourses)
        .innerJoin(courses, eq(courses.tid, batchCourses.tid))
        .innerJoin(batches, eq(batches.bpid, batchCourses.bpid))
        .innerJoin(programs, eq(programs.pid, batches.pid))
        .innerJoin(organisations, eq(organisations.oid, programs.oid))
        .innerJoin(enrolments, and(eq(enrolments.bpid, batchCourses.bpid), eq(enrolments.eid, eid)))
        .leftJoin(courseProgress, and(eq(courseProgress.bcid, batchCourses.bcid), eq(courseProgress.eid, eid)))
        .where(and(eq(batchCourses.bpid, bpid), eq(batchCourses.tid, cid)))
        .limit(1);
      if (!found) throw notFound('No such course for this learner');

      // Once: a second call answers the certificate already issued, unchanged.
      const existing = await issuedFor(eid, found.bc.bcid);
      if (existing) return { statusCode: 200, certificate: await record(existing, cid) };

      // Completion only: whether a course offers feedback is the portal's setting (the special
      // programs, SPECIAL_PROGRAM_IDS), so the gateway asks the course feedback before calling.
      if (certificateRefusal({ courseStatus: found.topic?.status ?? 0, courseFeedbackOpen: false })) throw new HttpError(409, 'NOT_COMPLETED', 'The learner has not completed this course');

      const code = newCertificateCode();
      const issuedAt = new Date();
      const facts = {
        learnerName: uname.trim(),
        courseTitle: found.course.title,
        programTitle: found.program.name.replace(/<[^>]*>/g, '').trim(),
        issuer: found.organisation.name,
        issuedAt,
        verifyUrl: verifyUrl(code),
      };
      const [pdf, png, credential] = await Promise.all([certificatePdf(facts), certificatePng(facts), signer.sign({ ...facts, code, email, courseId: cid, portalUrl: config.portalUrl })]);
      const folder = `certificates/${ownerPrefix(eid)}`;
      const keys = { pdfKey: `${folder}/${code}.pdf`, pngKey: `${folder}/${code}.png`, credentialKey: `${folder}/${code}.jwt` };
      await files.storeContent(keys.pdfKey, 'application/pdf', pdf, eid);
      await files.storeContent(keys.pngKey, 'image/png', png, eid);
      await files.storeContent(keys.credentialKey, 'application/jwt', Buffer.from(credential), eid);
      // Two calls at once: the unique (eid, bcid) keeps the first; the other answers it.
      const inserted = await db
        .insert(certificates)
        .values({
          code,
          eid,
          bcid: found.bc.bcid,
          bpid,
          learnerName: facts.learnerName,
          email: normaliseEmail(email),
          courseTitle: facts.courseTitle,
          programTitle: facts.programTitle,
          issuer: facts.issuer,
          issuedAt,
          ...keys,
        })
        .onConflictDoNothing()
        .returning({ code: certificates.code });
      // Issue 20: the learner hears that it is ready, once (the first call that issued it).
      if (inserted.length > 0) await notify(db, log, eid, notificationText.certificateReady({ courseTitle: facts.courseTitle }), `certificate:${found.bc.bcid}`);
      const stored = await issuedFor(eid, found.bc.bcid);
      return { statusCode: 200, certificate: await record(stored!, cid) };
    },

    '/getCertificates': async ({ eid }): Promise<CertificateList> => {
      const rows = await db
        .select({ certificate: certificates, cid: batchCourses.tid })
        .from(certificates)
        .innerJoin(batchCourses, eq(batchCourses.bcid, certificates.bcid))
        .where(eq(certificates.eid, eid))
        .orderBy(desc(certificates.issuedAt));
      return { certificates: await Promise.all(rows.map((r) => record(r.certificate, r.cid))) };
    },

    '/verifyCertificate': async ({ code }): Promise<CertificateCheck> => {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
      if (!row) throw notFound('No such certificate');
      return { uname: row.learnerName, ctitle: row.courseTitle, issuer: row.issuer, issued: row.issuedAt.toISOString(), status: row.revokedAt ? 'revoked' : 'valid' };
    },

    '/getCredentialKeys': async (): Promise<CredentialKeys> => signer.jwks as CredentialKeys,
  };
}

/**
 * Only when CLOUD_API_FAULT_ADMIN=true, beside /__faults: what the
 * university's registrar would do elsewhere, so that "revoked" can be tested:
 *   POST /__certificates/revoke { code } → { revoked: true }
 */
function certificatesAdminRouter({ db }: RouteContext): Router {
  const router = express.Router();
  router.post('/__certificates/revoke', express.json({ limit: '4kb' }), async (req, res) => {
    const body = z
      .object({ code: z.string().min(1).max(64) })
      .strict()
      .safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'code is required' } });
    const revoked = await db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.code, body.data.code)).returning({ code: certificates.code });
    if (revoked.length === 0) return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No such certificate' } });
    res.json({ revoked: true });
  });
  return router;
}

/** The area's piece (areas.ts): its paths, signed with the credential key (docs/decisions/220), and revoking one for tests (docs/decisions/219). */
export const certificatesArea: CloudArea = { routes: (ctx) => certificatesRoutes(ctx, ctx.credentialSigner), testAdmin: certificatesAdminRouter };
