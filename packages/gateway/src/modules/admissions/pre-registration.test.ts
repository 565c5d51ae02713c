import { createHash, createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRE_REGISTRATION_COOKIE, PreRegistrationCookie, SCHOLARSHIP_CODE_COOKIE } from '../../auth/pre-registration.js';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { clearFaults, cloudUrl, CookieJar, gql, latestMail, setFaults, startGateway, type TestGateway } from '../../../test/support.js';
import {
  APPLICATION_FIELDS,
  EDUCATION,
  GENERAL_INFO,
  SAVE_DOCUMENTS,
  SAVE_EDUCATION,
  SAVE_GENERAL,
  SAVE_SCHOLARSHIP,
  SUBMIT,
  createLearner,
  mutate,
  uploadFile,
  uploadWizardDocuments,
  type ApplicationShape,
  type UserErrorShape,
} from './admissions-test-support.js';

const CHECK = /* GraphQL */ `
  mutation Check($input: ScholarshipEmailCheckInput!) {
    scholarshipEmailCheck(input: $input) {
      codeSent {
        email
        expiresAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const CONFIRM = /* GraphQL */ `
  mutation Confirm($input: ScholarshipCodeConfirmInput!) {
    scholarshipCodeConfirm(input: $input) {
      preRegistration {
        email
        firstName
        lastName
        learningCenter
        learningCenterName
        application {
          ...ApplicationFields
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
  ${APPLICATION_FIELDS}
`;
const PRE_REGISTRATION = /* GraphQL */ `
  query PreRegistration {
    preRegistration {
      email
      firstName
      lastName
      learningCenter
      learningCenterName
      application {
        ...ApplicationFields
      }
    }
  }
  ${APPLICATION_FIELDS}
`;
const UPLOAD = /* GraphQL */ `
  mutation Upload($input: UploadCreateInput!) {
    uploadCreate(input: $input) {
      upload {
        fileName
        uploadUrl
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

type PreRegistrationShape = { email: string; firstName: string; lastName: string; learningCenter: string; learningCenterName: string; application: ApplicationShape };
type CheckPayload = { scholarshipEmailCheck: { codeSent: { email: string; expiresAt: string } | null; userErrors: UserErrorShape[] } };
type ConfirmPayload = { scholarshipCodeConfirm: { preRegistration: PreRegistrationShape | null; userErrors: UserErrorShape[] } };

const NOT_REGISTERED = 'To apply for scholarship, you need to register in the iLearn portal first';
const WRONG_CODE = 'That code is not the one we sent. Please check the latest e-mail from us and try again.';
const EXPIRED = 'This code has expired. Please ask for a new code.';
const NO_CODE = 'Please enter your e-mail and press Verify to get a code.';
const TOO_MANY_CODES = 'Too many attempts to enter a code. Please wait 15 minutes, then ask for a new code.';
const TOO_MANY_CHECKS = 'Too many codes were asked for. Please wait 10 minutes and try again.';
const PRE = 'PRE_REGISTRATION';
const PREREG_SECRET = 'a test pre-registration secret of 40 chars';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ PREREG_SECRET });
});
afterAll(async () => {
  await gateway?.close();
});

/** Step 1: asks for a code in a browser (a fresh one unless given); answers the payload and the mailed code. */
async function askForCode(email: string, programId: string, jar = new CookieJar(), on = gateway, headers: Record<string, string> = {}) {
  const result = await gql<CheckPayload>(on, CHECK, { input: { email, programId } }, { jar, headers });
  expect(result.body.errors).toBeUndefined();
  const payload = result.body.data!.scholarshipEmailCheck;
  const code = payload.codeSent ? (await latestMail(email.trim().toLowerCase())).code! : null;
  return { jar, payload, code, result };
}

async function enterCode(jar: CookieJar, code: string, on = gateway, headers: Record<string, string> = {}) {
  const result = await gql<ConfirmPayload>(on, CONFIRM, { input: { code } }, { jar, headers });
  expect(result.body.errors).toBeUndefined();
  return { payload: result.body.data!.scholarshipCodeConfirm, result };
}

/** Both steps in a fresh browser; answers its cookie jar. */
async function passCheck(email: string, programId: string): Promise<{ jar: CookieJar; payload: ConfirmPayload['scholarshipCodeConfirm'] }> {
  const { jar, code } = await askForCode(email, programId);
  expect(code).toMatch(/^\d{6}$/);
  const { payload } = await enterCode(jar, code!);
  expect(payload.userErrors).toEqual([]);
  return { jar, payload };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the scholarship e-mail check (spec part 1, sections 2 and 5), step 1: a code to the e-mail', () => {
  it('mails a six-digit code to a partner-portal e-mail and sets only the challenge: no wizard, no code in the answer or the cookie', async () => {
    const before = Date.now();
    const { payload, code, result } = await askForCode('  Partner1@Scholar.Example ', '201');
    expect(payload.userErrors).toEqual([]);
    expect(payload.codeSent!.email).toBe('partner1@scholar.example');
    // Ten minutes to enter it (docs/decisions/078).
    const expiresAt = Date.parse(payload.codeSent!.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    const mail = await latestMail('partner1@scholar.example');
    expect(mail.subject).toBe('Your scholarship application code');
    expect(mail.text).toContain(code);

    // No pass yet (a pass this browser had before is cleared: a new check starts over).
    expect(result.setCookies.filter((c) => c.name === PRE_REGISTRATION_COOKIE && c.value !== '')).toEqual([]);
    const challenge = result.setCookies.find((c) => c.name === SCHOLARSHIP_CODE_COOKIE)!;
    expect(challenge.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql' });
    expect(result.text).not.toContain(code);
    const decoded = Buffer.from(challenge.value.split('.')[1], 'base64url').toString('utf8');
    expect(decoded).not.toContain(code);
    expect(decoded).toContain('partner1@scholar.example');
  });

  it('when the code cannot be mailed, says the portal is unavailable, sets no challenge and keeps an open wizard', async () => {
    const { jar } = await passCheck('partner1@scholar.example', '201');
    await setFaults({ '/sendScholarshipCode': { mode: 'error', status: 503 } });
    try {
      const result = await gql<CheckPayload>(gateway, CHECK, { input: { email: 'partner1@scholar.example', programId: '201' } }, { jar });
      expect(result.body.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(result.setCookies.map((c) => c.name)).toEqual([]);
    } finally {
      await clearFaults();
    }
    expect((await gql(gateway, PRE_REGISTRATION, {}, { jar })).body.data).toMatchObject({ preRegistration: { email: 'partner1@scholar.example' } });
  });

  it('says the applicant must register in the iLearn portal first for any other e-mail, and sets and mails nothing', async () => {
    const result = await gql<CheckPayload>(gateway, CHECK, { input: { email: 'someone@example.org', programId: '201' } });
    expect(result.body.data!.scholarshipEmailCheck).toEqual({ codeSent: null, userErrors: [{ field: 'email', code: 'USER_NOT_FOUND', message: NOT_REGISTERED }] });
    expect(result.setCookies.map((c) => c.name)).not.toContain(SCHOLARSHIP_CODE_COOKIE);
    await expect(latestMail('someone@example.org')).rejects.toThrow(/no mail/);
  });

  it('asks for a valid e-mail before asking anyone, and refuses a program that does not exist', async () => {
    for (const email of ['', 'not-an-email', 'a@b']) {
      const result = await gql<CheckPayload>(gateway, CHECK, { input: { email, programId: '201' } });
      expect(result.body.data!.scholarshipEmailCheck.userErrors).toEqual([{ field: 'email', code: 'INVALID', message: 'Please enter a valid email' }]);
    }
    const missing = await gql<CheckPayload>(gateway, CHECK, { input: { email: 'partner1@scholar.example', programId: '999' } });
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(missing.setCookies.map((c) => c.name)).not.toContain(SCHOLARSHIP_CODE_COOKIE);
  });
});

describe('step 2: the mailed code opens the pre-registration wizard, and nothing else does', () => {
  it('the right code sets the HttpOnly pre-registration cookie, ends the challenge and answers the applicant', async () => {
    const { jar, code } = await askForCode('partner1@scholar.example', '201');
    const { payload, result } = await enterCode(jar, ` ${code!.slice(0, 3)} ${code!.slice(3)} `);
    expect(payload.userErrors).toEqual([]);
    expect(payload.preRegistration).toMatchObject({
      email: 'partner1@scholar.example',
      firstName: 'Amara',
      lastName: 'Okafor',
      learningCenter: 'LC-GH-01',
      learningCenterName: 'University of Ghana, Legon',
      application: { id: null, programId: '201', batchId: '2011', status: 'NOT_STARTED', editable: true, partnerChannel: true },
    });
    const cookie = result.setCookies.find((c) => c.name === PRE_REGISTRATION_COOKIE)!;
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql', 'max-age': '7200' });
    expect(result.text).not.toContain(cookie.value);
    expect(jar.cookies.has(SCHOLARSHIP_CODE_COOKIE)).toBe(false);
    const now = await gql<{ preRegistration: PreRegistrationShape }>(gateway, PRE_REGISTRATION, {}, { jar });
    expect(now.body.data!.preRegistration).toMatchObject({ email: 'partner1@scholar.example', application: { programId: '201' } });
  });

  it('without the code, a browser that knows the e-mail reads and changes nothing of the applicant\u2019s saved data', async () => {
    // The real applicant saves their personal data.
    const { jar: owner } = await passCheck('partner1@scholar.example', '202');
    const saved = await mutate(gateway, SAVE_GENERAL, { variant: PRE, programId: '202', generalInfo: { ...GENERAL_INFO, fatherName: '', motherName: '' } }, owner);
    expect(saved.userErrors).toEqual([]);
    const secrets = [GENERAL_INFO.nationalId, GENERAL_INFO.phone, GENERAL_INFO.permanentAddress1, GENERAL_INFO.dateOfBirth];

    // Another browser passes step 1 with the same e-mail, and has no code.
    const { jar: stranger, payload } = await askForCode('partner1@scholar.example', '202');
    expect(payload.codeSent).not.toBeNull();
    const challengeValue = stranger.cookies.get(SCHOLARSHIP_CODE_COOKIE)!;
    const asPass = new CookieJar();
    asPass.cookies.set(PRE_REGISTRATION_COOKIE, challengeValue);
    const documents = { certificate: '1111-a.jpg', transcripts: '1112-b.jpg', passport: '', nationalId: '1113-c.png', profilePhoto: '1114-d.png' };
    const tries: [string, Record<string, unknown>][] = [
      [SAVE_GENERAL, { input: { variant: PRE, programId: '202', generalInfo: { ...GENERAL_INFO, nationalId: 'HIJACKED-1', fatherName: '', motherName: '' } } }],
      [SAVE_EDUCATION, { input: { variant: PRE, programId: '202', education: EDUCATION } }],
      [SAVE_DOCUMENTS, { input: { variant: PRE, programId: '202', documents } }],
      [SAVE_SCHOLARSHIP, { input: { variant: PRE, programId: '202', scholarship: { scholarship: true } } }],
      [SUBMIT, { input: { variant: PRE, programId: '202' } }],
      [UPLOAD, { input: { kind: 'CERTIFICATE', variant: PRE, fileName: 'x.png', contentType: 'image/png', size: 60_000 } }],
      [UPLOAD, { input: { kind: 'PROFILE_PHOTO', fileName: 'x.png', contentType: 'image/png', size: 60_000 } }],
    ];
    // With the challenge alone, with the challenge passed off as the pass, and with nothing.
    for (const jar of [stranger, asPass, new CookieJar()]) {
      const read = await gql(gateway, PRE_REGISTRATION, {}, { jar });
      expect(read.body).toEqual({ data: { preRegistration: null } });
      for (const [document, variables] of tries) {
        const result = await gql(gateway, document, variables, { jar });
        expect(result.body.errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED');
        for (const secret of secrets) expect(result.text).not.toContain(secret);
      }
      const wrong = await enterCode(jar, '000000');
      expect(wrong.payload.preRegistration).toBeNull();
      for (const secret of secrets) expect(wrong.result.text).not.toContain(secret);
    }

    // The applicant's data is as they saved it.
    const mine = await gql<{ preRegistration: PreRegistrationShape }>(gateway, PRE_REGISTRATION, {}, { jar: owner });
    expect(mine.body.data!.preRegistration.application).toMatchObject({ status: 'DRAFT', generalInfo: { nationalId: GENERAL_INFO.nationalId, phone: GENERAL_INFO.phone } });
  });

  it('a wrong code is refused calmly, and the right one still works after it', async () => {
    const { jar, code } = await askForCode('partner2@scholar.example', '201');
    expect((await enterCode(jar, otherCode(code!))).payload).toEqual({ preRegistration: null, userErrors: [{ field: 'code', code: 'CODE_MISMATCH', message: WRONG_CODE }] });
    for (const typed of ['', '12345', 'abcdef']) {
      expect((await enterCode(jar, typed)).payload.userErrors).toEqual([{ field: 'code', code: 'INVALID', message: 'Please enter the 6-digit code from the e-mail we sent you.' }]);
    }
    expect((await enterCode(jar, code!)).payload.preRegistration).toMatchObject({ email: 'partner2@scholar.example' });
  });

  it('a code from an earlier mail, or one mailed to another browser, is not this browser\u2019s code', async () => {
    const first = await askForCode('partner2@scholar.example', '201');
    const second = await askForCode('partner2@scholar.example', '201', first.jar);
    expect(second.code).not.toBeNull();
    if (first.code !== second.code) expect((await enterCode(first.jar, first.code!)).payload.userErrors[0].code).toBe('CODE_MISMATCH');
    const elsewhere = await askForCode('partner2@scholar.example', '201');
    if (elsewhere.code !== second.code) expect((await enterCode(first.jar, elsewhere.code!)).payload.userErrors[0].code).toBe('CODE_MISMATCH');
    expect((await enterCode(first.jar, second.code!)).payload.userErrors).toEqual([]);
  });

  it('a code expires after 10 minutes, says so, and a new one can be asked for', async () => {
    const keys = new PreRegistrationCookie(PREREG_SECRET, false);
    const claim = { email: 'partner2@scholar.example', programId: 201, batchId: 2011 };
    const jar = new CookieJar();
    jar.cookies.set(SCHOLARSHIP_CODE_COOKIE, keys.challengeToken(claim, '424242', Date.now() - 10 * 60_000 - 1000));
    expect((await enterCode(jar, '424242')).payload).toEqual({ preRegistration: null, userErrors: [{ field: 'code', code: 'CODE_EXPIRED', message: EXPIRED }] });
    // Still valid a moment before the ten minutes end.
    const fresh = new CookieJar();
    fresh.cookies.set(SCHOLARSHIP_CODE_COOKIE, keys.challengeToken(claim, '424242', Date.now() - 9 * 60_000));
    expect((await enterCode(fresh, '424242')).payload.userErrors).toEqual([]);
    // Resend: asking again mails a new code to the same browser.
    const resent = await askForCode('partner2@scholar.example', '201', jar);
    expect((await enterCode(jar, resent.code!)).payload.userErrors).toEqual([]);
  });

  it('refuses forged, altered or foreign cookies: the old OID-derived development key, another key, an edited payload', async () => {
    const claim = { email: 'partner2@scholar.example', programId: 202, batchId: 2022 };
    // The pre-registration cookie as the gateway signed it before (v1, key derived from the public OID).
    const oidKey = createHash('sha256').update('portal pre-registration cookie, development only, demo-university').digest('hex');
    const v1Payload = Buffer.from(JSON.stringify({ e: claim.email, p: claim.programId, b: claim.batchId, x: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const oldOidCookie = `v1.${v1Payload}.${createHmac('sha256', oidKey).update(`v1.${v1Payload}`).digest('base64url')}`;
    const real = (await passCheck('partner1@scholar.example', '201')).jar.cookies.get(PRE_REGISTRATION_COOKIE)!;
    const [version, payload, signature] = real.split('.');
    const edited = `${version}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), e: claim.email })).toString('base64url')}.${signature}`;
    const passes = [
      oldOidCookie,
      new PreRegistrationCookie(oidKey, false).token(claim),
      new PreRegistrationCookie('another key that is at least 32 characters', false).token(claim),
      edited,
      new PreRegistrationCookie(PREREG_SECRET, false).token(claim, Date.now() - 3 * 60 * 60 * 1000),
      'garbage',
    ];
    // Refused by a gateway with PREREG_SECRET, and by one on its development key (no PREREG_SECRET).
    const development = await startGateway({ PREREG_KEY_FILE: path.join(await mkdtemp(path.join(tmpdir(), 'prereg-key-')), 'prereg.key') });
    try {
      for (const on of [gateway, development]) {
        for (const value of passes) {
          const headers = { Cookie: `${PRE_REGISTRATION_COOKIE}=${encodeURIComponent(value)}` };
          const save = await gql(on, SAVE_GENERAL, { input: { variant: PRE, programId: '202', generalInfo: GENERAL_INFO } }, { headers });
          expect(save.body.errors?.[0].extensions?.code, value).toBe('UNAUTHENTICATED');
          expect((await gql(on, PRE_REGISTRATION, {}, { headers })).body, value).toEqual({ data: { preRegistration: null } });
        }
      }
    } finally {
      await development.close();
    }
    // Challenges whose code the forger chose: another key, or ours with the e-mail edited.
    const genuine = (await askForCode('partner1@scholar.example', '201')).jar.cookies.get(SCHOLARSHIP_CODE_COOKIE)!;
    const [cv, cp, cs] = genuine.split('.');
    const retargeted = `${cv}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(cp, 'base64url').toString('utf8')), e: claim.email })).toString('base64url')}.${cs}`;
    const challenges = [
      new PreRegistrationCookie(oidKey, false).challengeToken(claim, '111111'),
      new PreRegistrationCookie('another key that is at least 32 characters', false).challengeToken(claim, '111111'),
      retargeted,
    ];
    for (const value of challenges) {
      const jar = new CookieJar();
      jar.cookies.set(SCHOLARSHIP_CODE_COOKIE, value);
      const { payload: answer, result } = await enterCode(jar, '111111');
      expect(answer).toEqual({ preRegistration: null, userErrors: [{ field: 'code', code: 'CODE_EXPIRED', message: NO_CODE }] });
      expect(result.setCookies.map((c) => c.name)).not.toContain(PRE_REGISTRATION_COOKIE);
    }
    // The genuine cookie, for contrast, is accepted.
    const ok = await gql(gateway, PRE_REGISTRATION, {}, { headers: { Cookie: `${PRE_REGISTRATION_COOKIE}=${encodeURIComponent(real)}` } });
    expect(ok.body.data).toMatchObject({ preRegistration: { email: 'partner1@scholar.example' } });
  });

  it("a signed-in learner's own wizard is not the partner's, and the partner's is not theirs", async () => {
    const { jar } = await passCheck('partner1@scholar.example', '201');
    const learner = await createLearner(gateway, 'with-prereg');
    for (const [name, value] of jar.cookies) learner.jar.cookies.set(name, value);
    const saved = await mutate(gateway, SAVE_GENERAL, { programId: '202', generalInfo: GENERAL_INFO }, learner.jar);
    expect(saved.application!.generalInfo).toMatchObject({ email: learner.email });
    expect(saved.application!.partnerChannel).toBe(false);
    const partner = await gql<{ preRegistration: PreRegistrationShape }>(gateway, PRE_REGISTRATION, {}, { jar });
    expect(partner.body.data!.preRegistration.application.generalInfo).toBeNull();
  });
});

describe('guessing is limited (issue 6, items 5 and 7; docs/decisions/078)', () => {
  it('per target e-mail: past the limit even the right code waits, from any address, with a calm message', async () => {
    const limited = await startGateway({ PREREG_SECRET, TRUST_PROXY: 'true', RATE_LIMIT_SCHOLARSHIP_CODES_PER_EMAIL_PER_15_MINUTES: '3' });
    try {
      const { jar, code } = await askForCode('partner2@scholar.example', '201', new CookieJar(), limited);
      for (let i = 0; i < 3; i += 1) {
        const from = { 'X-Forwarded-For': `198.51.100.${i + 1}` };
        expect((await enterCode(jar, otherCode(code!), limited, from)).payload.userErrors[0].code).toBe('CODE_MISMATCH');
      }
      const refused = await enterCode(jar, code!, limited, { 'X-Forwarded-For': '198.51.100.9' });
      expect(refused.payload).toEqual({ preRegistration: null, userErrors: [{ field: null, code: 'RATE_LIMITED', message: TOO_MANY_CODES }] });
      expect(refused.result.setCookies.map((c) => c.name)).not.toContain(PRE_REGISTRATION_COOKIE);
      // Another applicant's e-mail is not held up.
      const other = await askForCode('partner1@scholar.example', '201', new CookieJar(), limited);
      expect((await enterCode(other.jar, other.code!, limited)).payload.userErrors).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('per client address: past the limit its codes wait, whatever the e-mail; other addresses go on', async () => {
    const limited = await startGateway({ PREREG_SECRET, TRUST_PROXY: 'true', RATE_LIMIT_SCHOLARSHIP_CODES_PER_IP_PER_15_MINUTES: '2' });
    try {
      const attacker = { 'X-Forwarded-For': '203.0.113.50' };
      const a = await askForCode('partner1@scholar.example', '201', new CookieJar(), limited);
      const b = await askForCode('partner2@scholar.example', '201', new CookieJar(), limited);
      expect((await enterCode(a.jar, otherCode(a.code!), limited, attacker)).payload.userErrors[0].code).toBe('CODE_MISMATCH');
      expect((await enterCode(b.jar, otherCode(b.code!), limited, attacker)).payload.userErrors[0].code).toBe('CODE_MISMATCH');
      expect((await enterCode(b.jar, b.code!, limited, attacker)).payload.userErrors[0].code).toBe('RATE_LIMITED');
      expect((await enterCode(b.jar, b.code!, limited, { 'X-Forwarded-For': '203.0.113.51' })).payload.userErrors).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('two replicas on one Redis share the code attempts of an e-mail, and each accepts the other\u2019s challenge', async (context) => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) {
      context.skip('TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379); the Redis store is not exercised');
      return;
    }
    const prefix = `prereg-test-${process.pid}-${Date.now()}`;
    const config = loadConfig({
      CLOUD_API_URL: cloudUrl(),
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      PREREG_SECRET,
      RATE_LIMIT_SCHOLARSHIP_CODES_PER_EMAIL_PER_15_MINUTES: '2',
    });
    const [a, b] = await Promise.all([createApp(config, { rateLimitKeyPrefix: prefix }), createApp(config, { rateLimitKeyPrefix: prefix })]);
    try {
      expect(a.services.rateLimits.store).toBe('redis');
      const { jar, code } = await askForCode('partner1@scholar.example', '201', new CookieJar(), a as TestGateway);
      expect((await enterCode(jar, otherCode(code!), a as TestGateway)).payload.userErrors[0].code).toBe('CODE_MISMATCH');
      expect((await enterCode(jar, otherCode(code!), b as TestGateway)).payload.userErrors[0].code).toBe('CODE_MISMATCH');
      expect((await enterCode(jar, code!, b as TestGateway)).payload.userErrors[0].code).toBe('RATE_LIMITED');
      expect((await enterCode(jar, code!, a as TestGateway)).payload.userErrors[0].code).toBe('RATE_LIMITED');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('scholarshipEmailCheck: per target e-mail and per client address, before anyone is asked or mailed', async () => {
    const limited = await startGateway({
      PREREG_SECRET,
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_EMAIL_PER_10_MINUTES: '2',
      RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_IP_PER_10_MINUTES: '3',
    });
    try {
      const check = (email: string, ip: string) => gql<CheckPayload>(limited, CHECK, { input: { email, programId: '201' } }, { headers: { 'X-Forwarded-For': ip } });
      expect((await check('partner1@scholar.example', '192.0.2.1')).body.data!.scholarshipEmailCheck.codeSent).not.toBeNull();
      expect((await check('partner1@scholar.example', '192.0.2.2')).body.data!.scholarshipEmailCheck.codeSent).not.toBeNull();
      const mailsBefore = (await latestMail('partner1@scholar.example')).text;
      const third = await check('partner1@scholar.example', '192.0.2.3');
      expect(third.body.data!.scholarshipEmailCheck).toEqual({ codeSent: null, userErrors: [{ field: null, code: 'RATE_LIMITED', message: TOO_MANY_CHECKS }] });
      expect(third.setCookies.map((c) => c.name)).not.toContain(SCHOLARSHIP_CODE_COOKIE);
      expect((await latestMail('partner1@scholar.example')).text).toBe(mailsBefore);
      // Per address: the fourth check from one address waits, whatever the e-mail.
      for (const email of ['partner2@scholar.example', 'someone@example.org']) {
        expect((await check(email, '192.0.2.1')).body.data!.scholarshipEmailCheck.userErrors.map((e) => e.code)).not.toContain('RATE_LIMITED');
      }
      expect((await check('another@example.org', '192.0.2.1')).body.data!.scholarshipEmailCheck.userErrors).toEqual([{ field: null, code: 'RATE_LIMITED', message: TOO_MANY_CHECKS }]);
    } finally {
      await limited.close();
    }
  });
});

describe('the pre-registration wizard differs as the spec says (spec part 3, 4.2, 5.3-5.5)', () => {
  let jar: CookieJar;
  beforeAll(async () => {
    jar = (await passCheck('partner2@scholar.example', '202')).jar;
  });

  it('does not ask for the parents, and says "Govt ID  cannot be empty"', async () => {
    const noParents = { ...GENERAL_INFO, nationalId: '', fatherName: '', motherName: null };
    const payload = await mutate(gateway, SAVE_GENERAL, { variant: PRE, programId: '202', generalInfo: noParents }, jar);
    expect(payload.userErrors).toEqual([{ field: 'nationalId', code: 'INVALID', message: 'Govt ID  cannot be empty' }]);
  });

  it.each([
    ['schoolName', 'Institution/College Name cannot be empty'],
    ['schoolAddress1', 'Institution/College address cannot be empty'],
    ['schoolCountry', 'Institution/College country cannot be empty'],
    ['schoolPincode', 'Institution/College zip cannot be empty'],
  ])('says "Institution/College" for the school: %s', async (field, message) => {
    const payload = await mutate(gateway, SAVE_EDUCATION, { variant: PRE, programId: '202', education: { ...EDUCATION, [field]: '' } }, jar);
    expect(payload.userErrors).toEqual([{ field, code: 'INVALID', message }]);
  });

  it('names the documents its own way, and takes images only for the certificate', async () => {
    const docs = { certificate: '1111-a.jpg', transcripts: '1112-b.jpg', passport: '', nationalId: '1113-c.png', profilePhoto: '1114-d.png' };
    const cases: [Record<string, string>, string, string][] = [
      [{ nationalId: '' }, 'nationalId', 'Please upload Other Govt Files'],
      [{ profilePhoto: '' }, 'profilePhoto', 'Please upload Profile (Passport size) photo'],
      [{ certificate: '1111-a.pdf' }, 'certificate', 'Certificate Only images with .jpg, .jpeg, .png extension are allowed.'],
    ];
    for (const [overrides, field, message] of cases) {
      const payload = await mutate(gateway, SAVE_DOCUMENTS, { variant: PRE, programId: '202', documents: { ...docs, ...overrides } }, jar);
      expect(payload.userErrors).toEqual([{ field, code: 'INVALID', message }]);
    }
  });

  it('fills the application in tab by tab for the program of the check, with the partner e-mail, scholarship Yes at the partner center, then submits', async () => {
    // The programId of the input is ignored: the program is the one the check was passed for.
    const general = await mutate(gateway, SAVE_GENERAL, { variant: PRE, programId: '301', generalInfo: { ...GENERAL_INFO, fatherName: '', motherName: '' } }, jar);
    expect(general.userErrors).toEqual([]);
    expect(general.application).toMatchObject({ programId: '202', batchId: '2022', status: 'DRAFT', partnerChannel: true, generalInfo: { email: 'partner2@scholar.example' } });
    expect(general.application!.id).toMatch(/^2022-\d{10}$/);

    expect((await mutate(gateway, SAVE_EDUCATION, { variant: PRE, programId: '202', education: EDUCATION }, jar)).userErrors).toEqual([]);

    // Files are the partner e-mail's own uploads.
    const documents = await uploadWizardDocuments({ email: 'partner2@scholar.example' }, 'preregistration');
    const someoneElses = await uploadFile({ email: 'partner1@scholar.example' }, '7777-not-mine.png');
    const refused = await mutate(gateway, SAVE_DOCUMENTS, { variant: PRE, programId: '202', documents: { ...documents, nationalId: someoneElses } }, jar);
    expect(refused.userErrors).toEqual([{ field: 'nationalId', code: 'INVALID', message: 'National ID: the file was not found. Please upload it again.' }]);
    const saved = await mutate(gateway, SAVE_DOCUMENTS, { variant: PRE, programId: '202', documents }, jar);
    expect(saved.userErrors).toEqual([]);
    expect(saved.application!.documents!.certificate).toMatchObject({ name: documents.certificate, url: expect.any(String) });

    // Nothing chosen: scholarship Yes at the partner's centre (a No is refused, admissions-rules.test.ts).
    const scholarship = await mutate(gateway, SAVE_SCHOLARSHIP, { variant: PRE, programId: '202', scholarship: { scholarship: null, learningCenter: '' } }, jar);
    expect(scholarship.application!.scholarship).toEqual({
      scholarship: true,
      learningCenter: 'Makerere University, Kampala',
      learningCenterCode: 'LC-UG-02',
      learningCenterName: 'Makerere University, Kampala',
    });

    const submitted = await mutate(gateway, SUBMIT, { variant: PRE, programId: '202' }, jar);
    expect(submitted.userErrors).toEqual([]);
    expect(submitted.application).toMatchObject({ status: 'SUBMITTED', editable: false });
  });

  it('says "Application Already Submitted!" to any change after that', async () => {
    const already = [{ field: null, code: 'NOT_AUTHORIZED', message: 'Application Already Submitted!' }];
    expect((await mutate(gateway, SAVE_GENERAL, { variant: PRE, programId: '202', generalInfo: GENERAL_INFO }, jar)).userErrors).toEqual(already);
    expect((await mutate(gateway, SAVE_SCHOLARSHIP, { variant: PRE, programId: '202', scholarship: { scholarship: true } }, jar)).userErrors).toEqual(already);
    expect((await mutate(gateway, SUBMIT, { variant: PRE, programId: '202' }, jar)).userErrors).toEqual(already);
    const now = await gql<{ preRegistration: PreRegistrationShape }>(gateway, PRE_REGISTRATION, {}, { jar });
    expect(now.body.data!.preRegistration.application).toMatchObject({ status: 'SUBMITTED', editable: false });
  });
});
