import { sectionToWire } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudCall, freshApplicationId, gql, startGateway, type CookieJar, type TestGateway } from '../../test/support.js';
import { GENERAL_INFO, SAVE_GENERAL, cloudCalls, createLearner } from './admissions/admissions-test-support.js';
import { scalarResolvers } from './scalars.js';

let gateway: TestGateway;
let learner: { email: string; jar: CookieJar };

beforeAll(async () => {
  gateway = await startGateway();
  learner = await createLearner(gateway, 'dates');
});
afterAll(async () => {
  await gateway?.close();
});

const DATE_OF_BIRTH = /* GraphQL */ `
  query DateOfBirth($programId: ID!) {
    viewer {
      application(programId: $programId) {
        id
        generalInfo {
          dateOfBirth
        }
      }
    }
  }
`;
const saveGeneral = (dateOfBirth: unknown, programId = '303') =>
  gql<{ applicationSaveGeneralInfo: { userErrors: { field: string | null; code: string; message: string }[] } | null }>(
    gateway,
    SAVE_GENERAL,
    { input: { programId, generalInfo: { ...GENERAL_INFO, dateOfBirth } } },
    { jar: learner.jar },
  );
const storedDateOfBirth = async (programId = '303') => {
  const result = await gql<{ viewer: { application: { id: string | null; generalInfo: { dateOfBirth: string | null } | null } } }>(gateway, DATE_OF_BIRTH, { programId }, { jar: learner.jar });
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data!.viewer.application;
};

describe('Date: a calendar day written YYYY-MM-DD (issue 7, section 3)', () => {
  it.each(['21/07/1998', '1998-02-30', '1998-7-21', '1998-07-21T00:00:00Z', '', 'yesterday', 19980721])(
    'refuses %j as a date of birth with BAD_USER_INPUT, and nothing reaches the cloud API',
    async (value) => {
      const calls = cloudCalls(gateway, '/updateUserApplication');
      const result = await saveGeneral(value);
      expect(result.body.data ?? null).toBeNull();
      expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(cloudCalls(gateway, '/updateUserApplication')).toBe(calls);
    },
  );

  it('refuses an invalid day written into the query itself too', async () => {
    const result = await gql(
      gateway,
      `mutation { applicationSaveGeneralInfo(input: { programId: "303", generalInfo: { firstName: "A", countryCode: "91", phone: "1", dateOfBirth: "1998-02-30", nationalId: "1", permanentAddress1: "a", permanentState: "s", permanentCity: "c", permanentPin: "1", presentSameAsPermanent: true, presentAddress1: "a", presentState: "s", presentCity: "c", presentPin: "1", countryOfResidence: "India" } }) { userErrors { message } } }`,
      {},
      { jar: learner.jar },
    );
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0].message).toMatch(/Date/);
    expect(result.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a date of birth left out with the spec message, as a user error', async () => {
    const result = await saveGeneral(null);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.applicationSaveGeneralInfo!.userErrors).toEqual([{ field: 'dateOfBirth', code: 'INVALID', message: 'Date of Birth cannot be empty' }]);
  });

  it('keeps a real day and gives it back as it was sent', async () => {
    const result = await saveGeneral('1998-07-21');
    expect(result.body.data!.applicationSaveGeneralInfo!.userErrors).toEqual([]);
    expect((await storedDateOfBirth()).generalInfo).toEqual({ dateOfBirth: '1998-07-21' });
  });

  it('gives back a stored day that is missing or not a real day as null, never an empty string or a broken value', async () => {
    for (const [programId, batchId, stored] of [
      ['301', 3012, ''],
      ['302', 3021, '21/07/1998'],
    ] as const) {
      // What an older client, or the university's side, may have stored.
      await cloudCall('/updateUserApplication', {
        eid: learner.email,
        emailid: learner.email,
        pid: Number(programId),
        bpid: batchId,
        action: 0,
        pstatus: 1,
        appid: freshApplicationId(batchId),
        typeobj: 'generalinfo',
        appobj: sectionToWire('generalinfo', { ...GENERAL_INFO, email: learner.email, gender: 'Female', internationalStudent: 'No', dateOfBirth: stored }),
      });
      const application = await storedDateOfBirth(programId);
      expect(application.id).not.toBeNull();
      expect(application.generalInfo).toEqual({ dateOfBirth: null });
    }
  });
});

describe('DateTime: an instant in UTC', () => {
  it('is written as an ISO-8601 UTC string with milliseconds', async () => {
    const result = await gql<{ uploadCreate: { upload: { expiresAt: string } | null } }>(
      gateway,
      `mutation Up($input: UploadCreateInput!) { uploadCreate(input: $input) { upload { expiresAt } userErrors { message } } }`,
      { input: { kind: 'QUERY', fileName: 'question.png', contentType: 'image/png', size: 60_000 } },
    );
    expect(result.body.errors).toBeUndefined();
    const expiresAt = result.body.data!.uploadCreate.upload!.expiresAt;
    expect(expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
  });

  it('writes whatever instant a resolver hands back in that one form, and refuses what is not an instant', () => {
    const serialize = (scalarResolvers.DateTime as unknown as { __serialize: (value: unknown) => unknown }).__serialize;
    expect(serialize('2026-01-15T05:30:00+05:30')).toBe('2026-01-15T00:00:00.000Z');
    expect(serialize(new Date(Date.UTC(2026, 0, 15)))).toBe('2026-01-15T00:00:00.000Z');
    expect(() => serialize('15 Jan 2026')).toThrow(/DateTime/);
  });

  it('keeps the descriptions of schema.graphql in the explorer', async () => {
    const result = await gql<{ date: { description: string }; dateTime: { description: string } }>(
      gateway,
      `{ date: __type(name: "Date") { description } dateTime: __type(name: "DateTime") { description } }`,
    );
    expect(result.body.data!.date.description).toMatch(/^A calendar day with no time or zone, written YYYY-MM-DD/);
    expect(result.body.data!.dateTime.description).toMatch(/^An instant in time, as an ISO-8601 string in UTC/);
  });
});
