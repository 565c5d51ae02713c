import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRE_REGISTRATION_COOKIE, PreRegistrationCookie } from '../../auth/pre-registration.js';
import { loadConfig } from '../../config.js';
import { CookieJar, gql, startGateway, type TestGateway } from '../../../test/support.js';
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
      preRegistration { email firstName lastName learningCenter learningCenterName application { ...ApplicationFields } }
      userErrors { field code message }
    }
  }
  ${APPLICATION_FIELDS}
`;
const PRE_REGISTRATION = /* GraphQL */ `
  query PreRegistration { preRegistration { email firstName lastName learningCenter learningCenterName application { ...ApplicationFields } } }
  ${APPLICATION_FIELDS}
`;

type PreRegistrationShape = { email: string; firstName: string; lastName: string; learningCenter: string; learningCenterName: string; application: ApplicationShape };
type CheckPayload = { scholarshipEmailCheck: { preRegistration: PreRegistrationShape | null; userErrors: UserErrorShape[] } };

const NOT_REGISTERED = 'To apply for scholarship, you need to register in the iLearn portal first';
const PRE = 'PRE_REGISTRATION';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

/** Passes the check in a fresh browser and answers its cookie jar. */
async function passCheck(email: string, programId: string): Promise<{ jar: CookieJar; payload: CheckPayload['scholarshipEmailCheck'] }> {
  const jar = new CookieJar();
  const result = await gql<CheckPayload>(gateway, CHECK, { input: { email, programId } }, { jar });
  expect(result.body.errors).toBeUndefined();
  return { jar, payload: result.body.data!.scholarshipEmailCheck };
}

describe('the scholarship e-mail check (spec part 1, sections 2 and 5)', () => {
  it('passes for a partner-portal e-mail: an HttpOnly, SameSite=Strict cookie and the partner data, no token in the body', async () => {
    const jar = new CookieJar();
    const result = await gql<CheckPayload>(gateway, CHECK, { input: { email: '  Partner1@Scholar.Example ', programId: '201' } }, { jar });
    expect(result.body.errors).toBeUndefined();
    const payload = result.body.data!.scholarshipEmailCheck;
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
    expect(cookie).toBeDefined();
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql', 'max-age': '7200' });
    expect(result.text).not.toContain(cookie.value);
    expect(result.text).not.toContain(cookie.value.split('.')[2]);
  });

  it('says the applicant must register in the iLearn portal first for any other e-mail, and sets nothing', async () => {
    const result = await gql<CheckPayload>(gateway, CHECK, { input: { email: 'someone@example.org', programId: '201' } });
    expect(result.body.data!.scholarshipEmailCheck).toEqual({ preRegistration: null, userErrors: [{ field: 'email', code: 'USER_NOT_FOUND', message: NOT_REGISTERED }] });
    expect(result.setCookies.map((c) => c.name)).not.toContain(PRE_REGISTRATION_COOKIE);
  });

  it('asks for a valid e-mail before asking anyone, and refuses a program that does not exist', async () => {
    for (const email of ['', 'not-an-email', 'a@b']) {
      const result = await gql<CheckPayload>(gateway, CHECK, { input: { email, programId: '201' } });
      expect(result.body.data!.scholarshipEmailCheck.userErrors).toEqual([{ field: 'email', code: 'INVALID', message: 'Please enter a valid email' }]);
    }
    const missing = await gql<CheckPayload>(gateway, CHECK, { input: { email: 'partner1@scholar.example', programId: '999' } });
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(missing.setCookies.map((c) => c.name)).not.toContain(PRE_REGISTRATION_COOKIE);
  });
});

describe('the pre-registration applicant is known only by the signed cookie', () => {
  it('Query.preRegistration is null without the cookie, and answers the applicant with it', async () => {
    expect((await gql(gateway, PRE_REGISTRATION)).body).toEqual({ data: { preRegistration: null } });
    const { jar } = await passCheck('partner1@scholar.example', '201');
    const result = await gql<{ preRegistration: PreRegistrationShape }>(gateway, PRE_REGISTRATION, {}, { jar });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.preRegistration).toMatchObject({ email: 'partner1@scholar.example', firstName: 'Amara', application: { programId: '201' } });
  });

  it('refuses the pre-registration wizard without the cookie, or with a forged or expired one (UNAUTHENTICATED)', async () => {
    const input = { variant: PRE, programId: '201', generalInfo: GENERAL_INFO };
    expect((await gql(gateway, SAVE_GENERAL, { input })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const { jar } = await passCheck('partner1@scholar.example', '201');
    const real = jar.cookies.get(PRE_REGISTRATION_COOKIE)!;
    const [version, payload, signature] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, e: 'partner2@scholar.example' })).toString('base64url');
    const forged = `${version}.${otherPayload}.${signature}`;
    const signedElsewhere = new PreRegistrationCookie('another key that is at least 32 characters', false).token({ email: 'partner2@scholar.example', programId: 201, batchId: 2011 });
    const expired = new PreRegistrationCookie(loadConfig({}).preRegistration.secret, false).token(
      { email: 'partner1@scholar.example', programId: 201, batchId: 2011 },
      Date.now() - 3 * 60 * 60 * 1000,
    );
    for (const value of [forged, signedElsewhere, expired, 'garbage']) {
      const headers = { Cookie: `${PRE_REGISTRATION_COOKIE}=${encodeURIComponent(value)}` };
      const save = await gql(gateway, SAVE_GENERAL, { input }, { headers });
      expect(save.body.errors?.[0].extensions?.code, value).toBe('UNAUTHENTICATED');
      expect((await gql(gateway, PRE_REGISTRATION, {}, { headers })).body).toEqual({ data: { preRegistration: null } });
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
    const scholarship = await mutate(gateway, SAVE_SCHOLARSHIP, { variant: PRE, programId: '202', scholarship: { scholarship: '', learningCenter: '' } }, jar);
    expect(scholarship.application!.scholarship).toEqual({
      scholarship: 'Yes',
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
    expect((await mutate(gateway, SAVE_SCHOLARSHIP, { variant: PRE, programId: '202', scholarship: { scholarship: 'Yes' } }, jar)).userErrors).toEqual(already);
    expect((await mutate(gateway, SUBMIT, { variant: PRE, programId: '202' }, jar)).userErrors).toEqual(already);
    const now = await gql<{ preRegistration: PreRegistrationShape }>(gateway, PRE_REGISTRATION, {}, { jar });
    expect(now.body.data!.preRegistration.application).toMatchObject({ status: 'SUBMITTED', editable: false });
  });
});
