import { TEXT_MESSAGES } from '@portal/domain';
import { buildASTSchema, isInputObjectType, isNonNullType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gql, startGateway, type TestGateway } from '../test/support.js';
import { schemaDocument } from './schema.js';
import { refusalPayload } from './text-inputs.js';

// Issue 6, item 1 (decision 071): a control character or an over-long text in
// any input is refused by the gateway itself, calmly, and never sent upstream.

const CHECK = /* GraphQL */ `
  mutation Check($input: ScholarshipEmailCheckInput!) {
    scholarshipEmailCheck(input: $input) {
      codeSent {
        email
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: AccountSignUpInput!) {
    accountSignUp(input: $input) {
      registered
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const QUERY_POST = /* GraphQL */ `
  mutation QueryPost($input: QueryPostInput!) {
    queryPost(input: $input) {
      posted
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const PROGRAM = /* GraphQL */ `
  query Program($id: ID!) {
    program(id: $id) {
      id
      name
    }
  }
`;

type Payload = { userErrors: { field: string | null; code: string; message: string }[] } & Record<string, unknown>;

let gateway: TestGateway;
let programId: string;
beforeAll(async () => {
  gateway = await startGateway();
  const catalog = await gql<{ programCatalog: { levels: { programs: { id: string }[] }[] } }>(gateway, '{ programCatalog { levels { programs { id } } } }');
  programId = catalog.body.data!.programCatalog.levels[0].programs[0].id;
});
afterAll(async () => {
  await gateway?.close();
});

let requests = 0;
/** Sends one operation with its own request id and answers it with the upstream calls the gateway logged for that request. */
async function traced<T>(query: string, variables: Record<string, unknown>) {
  requests += 1;
  const requestId = `text-inputs-${process.pid}-${requests}`;
  const result = await gql<T>(gateway, query, variables, { headers: { 'X-Request-Id': requestId } });
  // The request line is logged once the request has finished; the answer is sent just before.
  await expect.poll(() => gateway.logs().some((line) => line.requestId === requestId && line.msg === 'request completed')).toBe(true);
  const upstream = gateway.logs().filter((line) => line.requestId === requestId && typeof line.msg === 'string' && line.msg.startsWith('cloud call'));
  return { result, upstream };
}

describe('hostile text in a mutation input', () => {
  it('the scholarship check with a NUL byte in its e-mail gets a calm user error and causes no upstream call', async () => {
    const { result, upstream } = await traced<{ scholarshipEmailCheck: Payload }>(CHECK, { input: { email: 'a\u0000b@scholar.example', programId } });
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.scholarshipEmailCheck).toEqual({
      codeSent: null,
      userErrors: [{ field: 'email', code: 'INVALID', message: TEXT_MESSAGES.controlCharacters }],
    });
    expect(upstream).toEqual([]);
  });

  it('the same check with a clean e-mail does reach the cloud API (the trace above can see upstream calls)', async () => {
    const { result, upstream } = await traced<{ scholarshipEmailCheck: Payload }>(CHECK, { input: { email: 'nobody@scholar.example', programId } });
    expect(result.body.data?.scholarshipEmailCheck.userErrors).toHaveLength(1);
    expect(upstream.map((line) => line.operation)).toContain('/getGoogleCloudResponse');
  });

  it('eight NUL-byte checks in a row leave the catalogue working for everyone', async () => {
    for (let i = 0; i < 8; i += 1) {
      const { result } = await traced<{ scholarshipEmailCheck: Payload }>(CHECK, { input: { email: `x${i}\u0000@scholar.example`, programId } });
      expect(result.body.data?.scholarshipEmailCheck.userErrors[0]?.code).toBe('INVALID');
    }
    const catalog = await gql(gateway, '{ programCatalog { levels { label } } }');
    expect(catalog.body.errors).toBeUndefined();
  });

  it('sign-up refuses a 20,000-character name before asking the identity provider', async () => {
    const { result, upstream } = await traced<{ accountSignUp: Payload }>(SIGN_UP, {
      input: { name: 'N'.repeat(20_000), email: 'long-name@example.org', password: 'long#name1', confirmPassword: 'long#name1' },
    });
    expect(result.body.data?.accountSignUp).toEqual({ registered: false, userErrors: [{ field: 'name', code: 'INVALID', message: TEXT_MESSAGES.tooLong(200) }] });
    expect(upstream).toEqual([]);
  });

  it('names every refused field', async () => {
    const { result } = await traced<{ accountSignUp: Payload }>(SIGN_UP, {
      input: { name: 'Bell\u0007', email: 'esc\u001b@example.org', password: 'p'.repeat(257), confirmPassword: 'x' },
    });
    expect(result.body.data?.accountSignUp.userErrors).toEqual([
      { field: 'name', code: 'INVALID', message: TEXT_MESSAGES.controlCharacters },
      { field: 'email', code: 'INVALID', message: TEXT_MESSAGES.controlCharacters },
      { field: 'password', code: 'INVALID', message: TEXT_MESSAGES.tooLong(256) },
    ]);
  });

  it('a multi-line field keeps its line breaks and tabs but not other controls', async () => {
    const base = { name: 'Ama Owusu', email: 'ama@example.com' };
    const accepted = await traced<{ queryPost: Payload }>(QUERY_POST, { input: { ...base, description: 'First line\n\tSecond line' } });
    expect(accepted.result.body.data?.queryPost).toEqual({ posted: true, userErrors: [] });
    const refused = await traced<{ queryPost: Payload }>(QUERY_POST, { input: { ...base, description: 'First line\u0000' } });
    expect(refused.result.body.data?.queryPost).toEqual({ posted: false, userErrors: [{ field: 'description', code: 'INVALID', message: TEXT_MESSAGES.controlCharacters }] });
    expect(refused.upstream).toEqual([]);
    // A line break in a single-line field is refused.
    const name = await traced<{ queryPost: Payload }>(QUERY_POST, { input: { ...base, name: 'Ama\nOwusu', description: 'ok' } });
    expect(name.result.body.data?.queryPost.userErrors).toEqual([{ field: 'name', code: 'INVALID', message: TEXT_MESSAGES.controlCharacters }]);
  });

  it('a section\u2019s fields are checked too, and named inside the section as its form names them', async () => {
    const { signIn } = await import('../test/support.js');
    const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
    const result = await gql<{ applicationSaveEducation: Payload }>(
      gateway,
      'mutation($input: ApplicationSaveEducationInput!) { applicationSaveEducation(input: $input) { application { id } userErrors { field code message } } }',
      {
        input: {
          programId,
          education: {
            schoolName: 'S\u0000',
            schoolAddress1: 'a',
            schoolCountry: 'IN',
            schoolPincode: '1',
            universityName: 'U',
            universityAddress1: 'a',
            universityCountry: 'IN',
            universityZip: '1',
            experience: '1',
            workDescription: 'w'.repeat(2001),
          },
        },
      },
      { jar },
    );
    expect(result.body.data?.applicationSaveEducation).toEqual({
      application: null,
      userErrors: [
        { field: 'schoolName', code: 'INVALID', message: TEXT_MESSAGES.controlCharacters },
        { field: 'workDescription', code: 'INVALID', message: TEXT_MESSAGES.tooLong(2000) },
      ],
    });
  });
});

describe('hidden formatting in a name or a text others read (issue 31, section 5; docs/decisions/270)', () => {
  const PROFILE_UPDATE = /* GraphQL */ `
    mutation Update($input: ProfileUpdateInput!) {
      profileUpdate(input: $input) {
        profile {
          firstName
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `;

  it('refuses "Probe\u202Egnp.exe" as a first name in My Profile, before any call, and keeps the saved name', async () => {
    const { signIn } = await import('../test/support.js');
    const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
    const input = {
      photoFileName: 'x.png',
      firstName: 'Probe\u202Egnp.exe',
      lastName: 'Raman\u2066',
      dateOfBirth: '1996-08-21',
      countryCode: '91',
      address: 'a',
      phone: '9876543210',
      passportNumber: 'N1',
      otherGovernmentId: '',
      highestDegree: 'BSc',
      workExperience: '1',
      documentFileNames: [],
    };
    const result = await gql<{ profileUpdate: Payload }>(gateway, PROFILE_UPDATE, { input }, { jar });
    expect(result.body.data?.profileUpdate).toEqual({
      profile: null,
      userErrors: [
        { field: 'firstName', code: 'INVALID', message: TEXT_MESSAGES.hiddenFormatting },
        { field: 'lastName', code: 'INVALID', message: TEXT_MESSAGES.hiddenFormatting },
      ],
    });
    const saved = await gql<{ profile: { firstName: string } }>(gateway, '{ profile { firstName } }', {}, { jar });
    expect(saved.body.data?.profile.firstName).toBe('Asha');
  });

  it('refuses a zero-width space in a sign-up name and a right-to-left override in a query, and takes names in scripts that need a joiner', async () => {
    const signUp = await traced<{ accountSignUp: Payload }>(SIGN_UP, { input: { name: 'Ama\u200BOwusu', email: 'zw@example.org', password: 'zero#width1', confirmPassword: 'zero#width1' } });
    expect(signUp.result.body.data?.accountSignUp.userErrors).toEqual([{ field: 'name', code: 'INVALID', message: TEXT_MESSAGES.hiddenFormatting }]);
    expect(signUp.upstream).toEqual([]);
    const query = await traced<{ queryPost: Payload }>(QUERY_POST, { input: { name: 'Ama Owusu', email: 'ama@example.com', description: 'Pay \u202E0001\u202C now' } });
    expect(query.result.body.data?.queryPost.userErrors).toEqual([{ field: 'description', code: 'INVALID', message: TEXT_MESSAGES.hiddenFormatting }]);
    const persian = await traced<{ queryPost: Payload }>(QUERY_POST, { input: { name: 'Mehrdad', email: 'mehrdad@example.com', description: 'می‌خواهم क्‍षमा 👩🏽‍💻' } });
    expect(persian.result.body.data?.queryPost).toEqual({ posted: true, userErrors: [] });
  });

  it('leaves a password alone: it is read by no one', async () => {
    const signUp = await traced<{ accountSignUp: Payload }>(SIGN_UP, { input: { name: 'Ama', email: 'not-an-email', password: 'pass\u202Eword1#', confirmPassword: 'pass\u202Eword1#' } });
    expect(signUp.result.body.data?.accountSignUp.userErrors.map((e) => e.field)).not.toContain('password');
  });
});

describe('the fields others read, in the schema', () => {
  const schema = buildASTSchema(schemaDocument());
  // A person's name or a text typed for others: a new one must say `seenByOthers` (docs/decisions/270).
  const READ_BY_OTHERS = /^(name|firstName|middleName|lastName|surname|maidenName|fatherName|motherName|text|description|comment|workDescription)$/;
  // Answers to a quiz or an assessment are read by the grader alone, as the learner's work, and
  // saved as they are typed: refusing one would lose an autosave mid-attempt (docs/architecture.md
  // invariant 7). They are shown as text, never as a name.
  const GRADED_WORK = new Set(['UnitQuizAnswerInput.text', 'AssessmentAnswerInput.text']);

  it('marks every name and free text of every input `seenByOthers`', () => {
    const unmarked: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isInputObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!READ_BY_OTHERS.test(field.name) || GRADED_WORK.has(`${type.name}.${field.name}`)) continue;
        const text = field.astNode?.directives?.find((d) => d.name.value === 'text');
        const marked = text?.arguments?.some((a) => a.name.value === 'seenByOthers' && a.value.kind === 'BooleanValue' && a.value.value);
        if (!marked) unmarked.push(`${type.name}.${field.name}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});

describe('hostile text in a query argument', () => {
  it('a control character in an id is a BAD_USER_INPUT error and no upstream call', async () => {
    const { result, upstream } = await traced<{ program: unknown }>(PROGRAM, { id: `${programId}\u0000` });
    expect(result.status).toBe(200);
    expect(result.body.data?.program).toBeNull();
    expect(result.body.errors).toEqual([{ message: `id: ${TEXT_MESSAGES.controlCharacters}`, path: ['program'], locations: expect.any(Array), extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(upstream).toEqual([]);
  });

  it('an id longer than 64 characters is refused the same way', async () => {
    const { result, upstream } = await traced<{ program: unknown }>(PROGRAM, { id: '1'.repeat(65) });
    expect(result.body.errors?.[0]).toMatchObject({ message: `id: ${TEXT_MESSAGES.tooLong(64)}`, extensions: { code: 'BAD_USER_INPUT' } });
    expect(upstream).toEqual([]);
  });
});

describe('the refusal payload, derived from the schema', () => {
  const schema = buildASTSchema(schemaDocument());

  it('exists for every mutation, so any of them can refuse text with user errors', () => {
    const mutations = Object.values((schema.getMutationType() as GraphQLObjectType).getFields());
    expect(mutations.length).toBeGreaterThan(10);
    for (const mutation of mutations) expect(refusalPayload(mutation.type), mutation.name).not.toBeNull();
  });

  it('fills each field with its empty value: null, false or []', () => {
    const field = (schema.getMutationType() as GraphQLObjectType).getFields().sessionSignIn;
    expect(isNonNullType(field.type)).toBe(true);
    expect(refusalPayload(field.type)!([{ field: 'username', message: 'm' }])).toEqual({
      viewer: null,
      newPasswordRequired: false,
      userErrors: [{ field: 'username', code: 'INVALID', message: 'm' }],
    });
  });
});
