import type { ProgressProgram } from '@portal/contract';
import { buildASTSchema, isInputObjectType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { schemaDocument } from '../../schema.js';
import { DEMO, cloudCall, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';

// docs/architecture.md, invariant 1: the eid and e-mail come only from the
// verified token; no GraphQL argument can name another learner.

const MINE = /* GraphQL */ `
  query Mine {
    viewer {
      username
      email
      programs {
        id
        title
        candidateNumber
        courses {
          id
        }
      }
      events {
        title
        date
      }
    }
  }
`;

type Mine = { viewer: { username: string; email: string; programs: { id: string; title: string; candidateNumber: string | null; courses: { id: string }[] }[] } | null };

let gateway: TestGateway;
const tokens: Record<'learner' | 'second', string> = { learner: '', second: '' };
let learnerAccessToken = '';

beforeAll(async () => {
  gateway = await startGateway();
  for (const who of ['learner', 'second'] as const) {
    const { jar } = await signIn(gateway, DEMO[who].email, DEMO[who].password);
    tokens[who] = jar.cookies.get(COOKIE.id)!;
    if (who === 'learner') learnerAccessToken = jar.cookies.get(COOKIE.access)!;
  }
});
afterAll(async () => {
  await gateway?.close();
});

describe("a learner's data", () => {
  it('no argument or input field anywhere in the schema can name a learner', () => {
    const schema = buildASTSchema(schemaDocument());
    const identifying = /^(eid|sub|userId|userName|learner|learnerId|owner)$/i;
    const offending: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          for (const arg of field.args) if (identifying.test(arg.name) || /email/i.test(arg.name)) offending.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      // Inputs may carry a user name or e-mail only where no token exists yet: to sign in, sign up or
      // reset a password; to check a partner-portal e-mail for the scholarship (it reads no learner's
      // data and binds the pre-registration to a signed cookie); and as a visitor's contact address.
      if (isInputObjectType(type) && !/^(SessionSignIn|AccountSignUp|AccountConfirmSignUp|PasswordResetRequest|PasswordResetConfirm|ScholarshipEmailCheck|QueryPost)Input$/.test(type.name)) {
        for (const name of Object.keys(type.getFields())) if (identifying.test(name) || /email|username/i.test(name)) offending.push(`${type.name}.${name}`);
      }
    }
    expect(offending).toEqual([]);
    // The viewer itself takes no arguments at all.
    expect(schema.getQueryType()!.getFields().viewer.args).toEqual([]);
  });

  it('an attempt to pass an eid is refused before anything runs', async () => {
    const result = await gql(gateway, `query { viewer(eid: "${DEMO.second.email}") { username } }`, {}, { bearer: tokens.learner });
    expect(result.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.body.data).toBeUndefined();
  });

  it("each learner's token returns that learner's programs, and never the other's", async () => {
    const sources = {
      learner: await cloudCall<{ bpdata: ProgressProgram[] }>('/getUserTotalProgress', { eid: DEMO.learner.email }),
      second: await cloudCall<{ bpdata: ProgressProgram[] }>('/getUserTotalProgress', { eid: DEMO.second.email }),
    };
    const batches = (who: 'learner' | 'second') => sources[who].bpdata.map((program) => String(program.bpid)).sort();
    // The two demo learners are enrolled in different batches, so a leak would show.
    expect(batches('learner').filter((id) => batches('second').includes(id))).toEqual([]);

    for (const who of ['learner', 'second'] as const) {
      const other = who === 'learner' ? 'second' : 'learner';
      const result = await gql<Mine>(gateway, MINE, {}, { bearer: tokens[who] });
      expect(result.body.errors).toBeUndefined();
      const viewer = result.body.data!.viewer!;
      expect(viewer.username).toBe(DEMO[who].email);
      expect(viewer.email).toBe(DEMO[who].email);
      expect(viewer.programs.map((program) => program.id).sort()).toEqual(batches(who));
      expect(result.text).not.toContain(DEMO[other].email);
      for (const id of batches(other)) expect(viewer.programs.map((program) => program.id)).not.toContain(id);
    }
  });

  it('variables naming another learner change nothing', async () => {
    const result = await gql<Mine>(gateway, MINE, { eid: DEMO.second.email, email: DEMO.second.email }, { bearer: tokens.learner });
    expect(result.body.data?.viewer?.username).toBe(DEMO.learner.email);
    expect(result.text).not.toContain(DEMO.second.email);
  });

  it('a bearer token wins over cookies, and a forged or foreign token is no session', async () => {
    const both = await gql<Mine>(gateway, MINE, {}, { bearer: tokens.second, headers: { Cookie: `${COOKIE.id}=${tokens.learner}` } });
    expect(both.body.data?.viewer?.username).toBe(DEMO.second.email);

    // Same header and signature, but a payload rewritten to name the other learner.
    const [header, payload, signature] = tokens.learner.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, 'cognito:username': DEMO.second.email, email: DEMO.second.email })).toString('base64url'), signature].join('.');
    const result = await gql<Mine>(gateway, MINE, {}, { bearer: forged });
    expect(result.body.data).toEqual({ viewer: null });
    expect(result.text).not.toContain(DEMO.second.email);

    // An unsigned token ("alg": "none") is not accepted either.
    const none = [Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'), payload, ''].join('.');
    expect((await gql<Mine>(gateway, MINE, {}, { bearer: none })).body.data).toEqual({ viewer: null });

    // The access token is signed by the same keys but is not an ID token (token_use 'access', no aud).
    expect((await gql<Mine>(gateway, MINE, {}, { bearer: learnerAccessToken })).body.data).toEqual({ viewer: null });
  });
});
