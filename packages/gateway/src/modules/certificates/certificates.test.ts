import { CERTIFICATE_READY_MESSAGE } from '@portal/domain';
import { createLocalJWKSet, jwtVerify } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudAdmin, cloudCall, enrolledLearner, gql, startGateway, type TestGateway } from '../../../test/support.js';

const SQL_COURSE = '101202';

const GENERATE = /* GraphQL */ `
  mutation Generate($input: CourseCertificateGenerateInput!) {
    courseCertificateGenerate(input: $input) {
      message
      certificate {
        id
        learnerName
        courseTitle
        programTitle
        issuer
        status
        verifyUrl
        imageUrl
        pdfUrl
        credentialUrl
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const MINE = /* GraphQL */ `
  query Mine($course: ID!) {
    certificates {
      id
      courseTitle
      status
    }
    viewer {
      course(id: $course) {
        certificateAvailable
        certificate {
          id
        }
      }
    }
  }
`;
const VERIFY = /* GraphQL */ `
  query Verify($code: String!) {
    certificateVerification(code: $code) {
      status
      learnerName
      courseTitle
      issuedOn
      issuer
    }
  }
`;

type Certificate = {
  id: string;
  learnerName: string;
  courseTitle: string;
  programTitle: string;
  issuer: string;
  status: string;
  verifyUrl: string;
  imageUrl: string;
  pdfUrl: string;
  credentialUrl: string;
};
type GeneratePayload = { courseCertificateGenerate: { message: string | null; certificate: Certificate | null; userErrors: { field: string | null; code: string; message: string }[] } };
type Verification = { certificateVerification: { status: string; learnerName: string | null; courseTitle: string | null; issuedOn: string | null; issuer: string | null } };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

/** Every object of the course (SQL Fundamentals unless named) complete, as Mark Complete on each would leave it. */
async function completeTheCourse(eid: string, courseId = SQL_COURSE) {
  const course = await cloudCall<{ nuggets: { objects: { oid: string }[] }[] }>('/getCourse', { eid, bcourseid: Number(courseId) });
  const objects = course.nuggets.flatMap((n) => n.objects.map((o) => ({ objid: o.oid, op: 2, timespent: 60 })));
  await cloudCall('/syncUserProgress', { eid, bcourseid: Number(courseId), courseProgress: { objects, completeWhenAllDone: true } });
}

const generate = (bearer: string, courseId = SQL_COURSE) => gql<GeneratePayload>(gateway, GENERATE, { input: { courseId } }, { bearer });
const verify = (code: string, on: TestGateway = gateway) => gql<Verification>(on, VERIFY, { code });

describe('generating a course certificate (spec part 2, sections 2, 4 and 7)', () => {
  it('refuses while the course is not complete, with the reason, and offers nothing', async () => {
    const { token } = await enrolledLearner(gateway, 'cert-early', 1012);
    const result = await generate(token);
    expect(result.body.data!.courseCertificateGenerate).toEqual({
      message: null,
      certificate: null,
      userErrors: [{ field: 'courseId', code: 'COURSE_NOT_COMPLETED', message: 'Complete every unit of the course to get its certificate.' }],
    });
    const mine = await gql<{ certificates: unknown[]; viewer: { course: { certificateAvailable: boolean; certificate: unknown } } }>(gateway, MINE, { course: SQL_COURSE }, { bearer: token });
    expect(mine.body.data).toEqual({ certificates: [], viewer: { course: { certificateAvailable: false, certificate: null } } });
  });

  it('refuses a course the learner does not follow', async () => {
    const { token } = await enrolledLearner(gateway, 'cert-other', 1012);
    const result = await generate(token, '301208');
    expect(result.body.data!.courseCertificateGenerate.userErrors[0]).toMatchObject({ field: 'courseId', code: 'NOT_FOUND' });
  });

  it('comes after the course feedback where the course offers it (spec part 2, section 2): refused with the reason and not offered until it is given', async () => {
    // Principles of Management in the MBA (batch 3012): not a special program, so it offers course feedback.
    const POM = '301201';
    const { token, eid } = await enrolledLearner(gateway, 'cert-feedback', 3012);
    await completeTheCourse(eid, POM);
    const before = await generate(token, POM);
    expect(before.body.data!.courseCertificateGenerate).toEqual({
      message: null,
      certificate: null,
      userErrors: [{ field: 'courseId', code: 'COURSE_FEEDBACK_PENDING', message: 'Give your course feedback to get your certificate.' }],
    });
    const offered = await gql<{ viewer: { course: { certificateAvailable: boolean } } }>(gateway, MINE, { course: POM }, { bearer: token });
    expect(offered.body.data!.viewer.course.certificateAvailable).toBe(false);
    const resp = ['q1', 'q2', 'q3'].map((qid) => ({ qid, rating: 4, comment: 'Well paced.' }));
    await cloudCall('/courseInstructorFeedback', { eid, crir: 'cr', action: 'update', bcid: Number(POM), bpid: 3012, resp });
    const after = await generate(token, POM);
    expect(after.body.data!.courseCertificateGenerate.message).toBe(CERTIFICATE_READY_MESSAGE);
  });

  it('says at each step what comes next, in the spec order: course feedback, then Mark Complete, then generation (issue 31)', async () => {
    // Financial Accounting in the MBA (batch 3012) offers course feedback once started.
    const COURSE = '301203';
    const STEP = /* GraphQL */ `
      query Step($course: ID!) {
        viewer {
          course(id: $course) {
            certificateStep
            certificateAvailable
          }
        }
      }
    `;
    const { token, eid } = await enrolledLearner(gateway, 'cert-steps', 3012);
    const step = async () =>
      (await gql<{ viewer: { course: { certificateStep: string; certificateAvailable: boolean } } }>(gateway, STEP, { course: COURSE }, { bearer: token })).body.data!.viewer.course;
    const course = await cloudCall<{ nuggets: { objects: { oid: string }[] }[] }>('/getCourse', { eid, bcourseid: Number(COURSE) });
    const [first] = course.nuggets.flatMap((n) => n.objects);
    await cloudCall('/syncUserProgress', { eid, bcourseid: Number(COURSE), courseProgress: { tp: 1, objects: [{ objid: first.oid, op: 2, timespent: 60 }] } });

    // Started, feedback open: the feedback comes first, and generation is refused with the same words.
    expect(await step()).toEqual({ certificateStep: 'COURSE_FEEDBACK', certificateAvailable: false });
    expect((await generate(token, COURSE)).body.data!.courseCertificateGenerate.userErrors).toEqual([
      { field: 'courseId', code: 'COURSE_FEEDBACK_PENDING', message: 'Give your course feedback to get your certificate.' },
    ]);
    const resp = ['q1', 'q2', 'q3'].map((qid) => ({ qid, rating: 4, comment: 'Clear.' }));
    await cloudCall('/courseInstructorFeedback', { eid, crir: 'cr', action: 'update', bcid: Number(COURSE), bpid: 3012, resp });
    expect(await step()).toEqual({ certificateStep: 'MARK_COMPLETE', certificateAvailable: false });

    await completeTheCourse(eid, COURSE);
    expect(await step()).toEqual({ certificateStep: 'GENERATE', certificateAvailable: true });
    expect((await generate(token, COURSE)).body.data!.courseCertificateGenerate.message).toBe(CERTIFICATE_READY_MESSAGE);
    expect(await step()).toEqual({ certificateStep: 'EARNED', certificateAvailable: true });
  });

  describe('once the course is complete', () => {
    let token: string;
    let name: string;
    let first: Certificate;
    beforeAll(async () => {
      let eid: string;
      ({ token, eid } = await enrolledLearner(gateway, 'cert-done', 1012));
      name = `Bench Learner ${eid.split('@')[0]}`;
      await completeTheCourse(eid);
      const result = await generate(token);
      expect(result.body.errors).toBeUndefined();
      first = result.body.data!.courseCertificateGenerate.certificate!;
      expect(result.body.data!.courseCertificateGenerate.message).toBe(CERTIFICATE_READY_MESSAGE);
    });

    it("answers the spec's message and the certificate, with the learner's name from the token", () => {
      expect(CERTIFICATE_READY_MESSAGE).toBe('Success / You may now download the certificate from the certificate tab');
      expect(first).toMatchObject({ learnerName: name, courseTitle: 'SQL Fundamentals', programTitle: 'Certificate in Data Analytics', issuer: 'Demo Online University', status: 'VALID' });
      expect(first.verifyUrl).toMatch(new RegExp(`/verify/${first.id}$`));
    });

    it('generates it once: a second call answers the same certificate', async () => {
      const again = await generate(token);
      expect(again.body.data!.courseCertificateGenerate.certificate!.id).toBe(first.id);
      const mine = await gql<{ certificates: { id: string }[]; viewer: { course: { certificateAvailable: boolean; certificate: { id: string } } } }>(
        gateway,
        MINE,
        { course: SQL_COURSE },
        { bearer: token },
      );
      expect(mine.body.data!.certificates.map((c) => c.id)).toEqual([first.id]);
      expect(mine.body.data!.viewer.course).toEqual({ certificateAvailable: true, certificate: { id: first.id } });
    });

    it('gives download addresses for the PDF, the image and the credential on the portal\u2019s own origin, each file named after the course (issue 31)', async () => {
      for (const url of [first.pdfUrl, first.imageUrl, first.credentialUrl]) expect(url).toMatch(/^\/media\//);
      const [pdf, png, credential] = await Promise.all([first.pdfUrl, first.imageUrl, first.credentialUrl].map((url) => request(gateway.app).get(url)));
      expect([pdf.status, pdf.headers['content-type'], png.status, png.headers['content-type']]).toEqual([200, 'application/pdf', 200, 'image/png']);
      // An ASCII fallback and RFC 5987's filename* with the real name (the en dash).
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Certificate - SQL Fundamentals.pdf"; filename*=UTF-8''Certificate%20%E2%80%93%20SQL%20Fundamentals.pdf`);
      expect(png.headers['content-disposition']).toBe(`inline; filename="Certificate - SQL Fundamentals.png"; filename*=UTF-8''Certificate%20%E2%80%93%20SQL%20Fundamentals.png`);
      expect(credential.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''Certificate%20%E2%80%93%20SQL%20Fundamentals\.jwt$/);
      // The name is signed with the address: another name is refused.
      const renamed = await request(gateway.app).get(first.pdfUrl.replace(/download=[^&]+/, 'download=invoice.exe'));
      expect(renamed.status).toBe(403);
    });

    it('signs an Open Badges 3.0 VC-JWT that verifies with jose against the key the portal publishes', async () => {
      const published = await request(gateway.app).get('/.well-known/jwks.json');
      expect(published.status).toBe(200);
      expect(published.headers['content-type']).toMatch(/application\/jwk-set\+json/);
      const jwks = JSON.parse(published.text) as { keys: { kty: string; crv: string; d?: string }[] };
      expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
      expect(jwks.keys[0].d).toBeUndefined();
      const jwt = (
        await request(gateway.app)
          .get(first.credentialUrl)
          .buffer(true)
          .parse((res, done) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => done(null, body));
          })
      ).body as string;
      const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]), { algorithms: ['EdDSA'] });
      expect(protectedHeader.alg).toBe('EdDSA');
      const vc = payload.vc as { '@context': string[]; type: string[]; credentialSubject: { achievement: { name: string } } };
      expect(vc['@context']).toEqual(['https://www.w3.org/2018/credentials/v1', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
      expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
      expect(vc.credentialSubject.achievement.name).toBe('SQL Fundamentals');
      // A credential changed after signing does not verify.
      const [header, body, signature] = jwt.split('.');
      const forged = `${header}.${Buffer.from(Buffer.from(body, 'base64url').toString().replace('SQL Fundamentals', 'SQL Mastery')).toString('base64url')}.${signature}`;
      await expect(jwtVerify(forged, createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]))).rejects.toThrow();
    });

    it('verifies without sign-in: valid, then revoked; only name, course, date, issuer and status', async () => {
      const valid = await verify(first.id);
      expect(valid.body.data!.certificateVerification).toEqual({
        status: 'VALID',
        learnerName: name,
        courseTitle: 'SQL Fundamentals',
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        issuer: 'Demo Online University',
      });
      await cloudAdmin('/__certificates/revoke', { code: first.id });
      expect((await verify(first.id)).body.data!.certificateVerification.status).toBe('REVOKED');
      const mine = await gql<{ certificates: { status: string }[] }>(gateway, MINE, { course: SQL_COURSE }, { bearer: token });
      expect(mine.body.data!.certificates[0].status).toBe('REVOKED');
    });
  });
});

describe('verifying a code that names no certificate', () => {
  it('answers NOT_FOUND with nothing else, alike for an unissued code and a malformed one', async () => {
    const unissued = await verify('abcdefghijklmnopqrstuvwx23');
    const malformed = await verify("'; drop table certificates; --");
    const nothing = { status: 'NOT_FOUND', learnerName: null, courseTitle: null, issuedOn: null, issuer: null };
    expect(unissued.body).toEqual({ data: { certificateVerification: nothing } });
    expect(malformed.body).toEqual(unissued.body);
  });

  it('is rate limited per address', async () => {
    const limited = await startGateway({ RATE_LIMIT_CERTIFICATE_VERIFICATIONS_PER_IP_PER_MINUTE: '2' });
    try {
      expect((await verify('abcdefghijklmnopqrstuvwx23', limited)).body.data!.certificateVerification.status).toBe('NOT_FOUND');
      expect((await verify('abcdefghijklmnopqrstuvwx23', limited)).body.data!.certificateVerification.status).toBe('NOT_FOUND');
      const over = await verify('abcdefghijklmnopqrstuvwx23', limited);
      expect(over.body.data).toBeNull();
      expect(over.body.errors![0]).toMatchObject({ message: 'Too many attempts. Please wait a minute and try again.', extensions: { code: 'BAD_USER_INPUT', reason: 'RATE_LIMITED' } });
    } finally {
      await limited.close();
    }
  });
});
