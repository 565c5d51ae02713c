import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@portal/domain';
import { LEARNER, OID, startTestApi, type TestApi } from '../test-support.js';

const GRADUATE = 'graduate@demo.university';
const SQL = { bcid: 101202, tid: 10102, bpid: 1012 } as const;
const ask = { oid: OID, eid: GRADUATE, bpid: SQL.bpid, cid: SQL.tid, uname: 'Meera Iyer', email: GRADUATE };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ faultAdmin: true, portalUrl: 'https://portal.example' });
});
afterAll(() => api?.dispose());

async function bytesOf(url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Completes the last object of SQL Fundamentals, as Mark Complete does. */
async function finishTheCourse() {
  const course = await api.post('/getCourse', { oid: OID, eid: GRADUATE, bcourseid: SQL.bcid });
  const objects = course.body.nuggets.flatMap((n: { objects: { oid: string }[] }) => n.objects.map((o) => o.oid));
  const sync = await api.post('/syncUserProgress', {
    oid: OID,
    eid: GRADUATE,
    bcourseid: SQL.bcid,
    courseProgress: { objects: [{ objid: objects.at(-1), op: 2, timespent: 60 }], completeWhenAllDone: true },
  });
  expect(sync.body.tp).toBe(2);
}

describe('/generateCertificate (spec part 2, sections 2 and 7)', () => {
  it('refuses a learner who has not completed the course (409 NOT_COMPLETED), and issues nothing', async () => {
    const refused = await api.post('/generateCertificate', ask);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NOT_COMPLETED');
    expect((await api.post('/getCertificates', { oid: OID, eid: GRADUATE })).body.certificates).toEqual([]);
  });

  it('answers 404 for a course the learner is not enrolled in', async () => {
    const res = await api.post('/generateCertificate', { ...ask, bpid: 3012, cid: 30108 });
    expect(res.status).toBe(404);
  });

  describe('once the course is complete', () => {
    let first: { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    beforeAll(async () => {
      await finishTheCourse();
      first = await api.post('/generateCertificate', ask);
    });

    it('answers statusCode 200 with the certificate, its code carrying 128 random bits', () => {
      expect(first.status).toBe(200);
      expect(first.body.statusCode).toBe(200);
      expect(first.body.certificate).toMatchObject({ uname: 'Meera Iyer', ctitle: 'SQL Fundamentals', cid: SQL.tid, bcid: SQL.bcid, issuer: 'Demo Online University', revoked: null });
      expect(first.body.certificate.code).toMatch(CERTIFICATE_CODE_PATTERN);
    });

    it('issues it once: a second call neither duplicates it nor changes its code', async () => {
      const again = await api.post('/generateCertificate', ask);
      expect(again.body.certificate.code).toBe(first.body.certificate.code);
      expect(again.body.certificate.issued).toBe(first.body.certificate.issued);
      const list = await api.post('/getCertificates', { oid: OID, eid: GRADUATE });
      expect(list.body.certificates.map((c: { code: string }) => c.code)).toEqual([first.body.certificate.code]);
      // Another learner sees none of it.
      expect((await api.post('/getCertificates', { oid: OID, eid: LEARNER })).body.certificates).toEqual([]);
    });

    it('makes a tagged PDF with the learner, course, program, date and issuer in text, its font embedded, linking the verification page', async () => {
      const { type, bytes } = await bytesOf(first.body.certificate.pdfurl);
      expect(type).toBe('application/pdf');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // An embedded TrueType subset, and the structure tree of a tagged PDF.
      expect(bytes.includes('/FontFile2')).toBe(true);
      expect(bytes.includes('/StructTreeRoot')).toBe(true);
      const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
      expect((await pdf.getMarkInfo())?.Marked).toBe(true);
      const page = await pdf.getPage(1);
      const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
      const verifyUrl = `https://portal.example/verify/${first.body.certificate.code}`;
      for (const part of ['Certificate of Completion', 'Meera Iyer', 'SQL Fundamentals', 'Certificate in Data Analytics', 'Issued by Demo Online University', verifyUrl]) expect(text).toContain(part);
      expect(text).toMatch(/on \d{1,2} [A-Z][a-z]+ \d{4}/);
      const links = (await page.getAnnotations()).map((a: { url?: string }) => a.url);
      expect(links).toContain(verifyUrl);
    });

    it('makes the PNG the certificates screen shows: it decodes, at twice A4 landscape', async () => {
      const { type, bytes } = await bytesOf(first.body.certificate.pngurl);
      expect(type).toBe('image/png');
      const png = PNG.sync.read(bytes);
      expect([png.width, png.height]).toEqual([1684, 1190]);
      // Not blank: the text and the QR code are drawn in dark pixels.
      let dark = 0;
      for (let i = 0; i < png.data.length; i += 4) if (png.data[i] < 100) dark++;
      expect(dark).toBeGreaterThan(10_000);
    });

    it('signs an Open Badges 3.0 credential (VC-JWT, EdDSA) that verifies against the published key', async () => {
      const { bytes } = await bytesOf(first.body.certificate.credentialurl);
      const jwt = bytes.toString();
      expect(decodeProtectedHeader(jwt).alg).toBe('EdDSA');
      const keys = await api.post('/getCredentialKeys', { oid: OID });
      expect(keys.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
      expect(keys.body.keys[0].d).toBeUndefined();
      const { payload } = await jwtVerify(jwt, createLocalJWKSet(keys.body), { issuer: 'https://portal.example', algorithms: ['EdDSA'] });
      const vc = payload.vc as Record<string, unknown>;
      expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
      expect(vc['@context']).toContain('https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json');
      expect(vc).toMatchObject({ credentialSubject: { type: ['AchievementSubject'], achievement: { name: 'SQL Fundamentals', type: ['Achievement'] } } });
    });

    it('tells anyone its public facts by code, and "revoked" once revoked; an unknown code is 404', async () => {
      const { code } = first.body.certificate;
      const valid = await api.post('/verifyCertificate', { oid: OID, code });
      expect(valid.body).toEqual({ uname: 'Meera Iyer', ctitle: 'SQL Fundamentals', issuer: 'Demo Online University', issued: first.body.certificate.issued, status: 'valid' });
      const unknown = await api.post('/verifyCertificate', { oid: OID, code: 'a'.repeat(26) });
      expect(unknown.status).toBe(404);
      const revoke = await fetch(`${api.url}/__certificates/revoke`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      expect(revoke.status).toBe(200);
      expect((await api.post('/verifyCertificate', { oid: OID, code })).body.status).toBe('revoked');
    });
  });
});
