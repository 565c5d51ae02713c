import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataException } from './database-errors.js';
import { malformedJson, MAX_STRING_LENGTH } from './malformed-input.js';
import { OID, startTestApi, type TestApi } from './test-support.js';

// Issue 6, item 1: malformed input is answered 400, never 500, so that no
// client takes the sender's mistake for an outage.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const raw = (path: string, body: string, contentType = 'application/json') => fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('malformed bodies get 400 and a JSON error, before any query', () => {
  it('a NUL byte in the scholarship e-mail (issue 6)', async () => {
    const res = await api.post('/getGoogleCloudResponse', { oid: OID, emailid: 'a\u0000b@scholar.example' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'body.emailid: control characters are not accepted' } });
  });

  it('other control characters, in nested values too', async () => {
    for (const emailid of ['a\u001bb@scholar.example', 'a\u007fb@scholar.example', 'a\u0085b@scholar.example', 'a\rb@scholar.example']) {
      expect((await api.post('/getGoogleCloudResponse', { oid: OID, emailid })).status, JSON.stringify(emailid)).toBe(400);
    }
    const nested = await api.post('/addcomplent', { oid: OID, name: 'A', emailid: 'a@example.org', description: 'x', extra: { deep: ['ok', 'b\u0000'] } });
    expect(nested.status).toBe(400);
    expect(nested.body.error.message).toBe('body.extra.deep.1: control characters are not accepted');
  });

  it('still accepts line feeds and tabs in free text', async () => {
    const res = await api.post('/addcomplent', { oid: OID, name: 'Ama Owusu', emailid: 'ama@example.com', description: 'line one\n\tline two' });
    expect(res.status).toBe(200);
  });

  it('wrong JSON types, invalid JSON and JSON that is not an object', async () => {
    expect((await api.post('/getGoogleCloudResponse', { oid: OID, emailid: 42 })).status).toBe(400);
    expect((await api.post('/getGoogleCloudResponse', { oid: OID, emailid: { $ne: null } })).status).toBe(400);
    expect((await api.post('/getGoogleCloudResponse', { oid: OID, emailid: ['a@scholar.example'] })).status).toBe(400);
    expect((await api.post('/getProgram', { oid: OID, pid: '101', bpid: 1012 })).status).toBe(400);
    expect((await raw('/getGoogleCloudResponse', '{"oid": "demo-university", "emailid": ')).status).toBe(400);
    expect((await raw('/getGoogleCloudResponse', '"just a string"')).status).toBe(400);
    expect((await raw('/getGoogleCloudResponse', '[1, 2, 3]')).status).toBe(400);
    expect((await raw('/getGoogleCloudResponse', 'oid=demo-university', 'application/x-www-form-urlencoded')).status).toBe(400);
  });

  it('absurdly long strings and huge or out-of-range numbers', async () => {
    const long = await api.post('/getGoogleCloudResponse', { oid: OID, emailid: `${'a'.repeat(MAX_STRING_LENGTH)}@scholar.example` });
    expect(long.status).toBe(400);
    expect((await raw('/getProgram', '{"oid":"demo-university","pid":1e400,"bpid":1}')).status).toBe(400);
    expect((await api.post('/getProgram', { oid: OID, pid: 2 ** 60, bpid: 1012 })).status).toBe(400);
    // A safe integer, but past PostgreSQL's integer: the database's own refusal (22003) is a 400 too.
    expect((await api.post('/getProgram', { oid: OID, pid: 2 ** 40, bpid: 1012 })).status).toBe(400);
  });

  it('deeply nested bodies', async () => {
    const deep = `{"oid":"demo-university","emailid":"a@b.c","x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect((await raw('/getGoogleCloudResponse', deep)).status).toBe(400);
  });

  it('the service still answers afterwards', async () => {
    expect((await api.post('/getAllProgramList', { oid: OID })).status).toBe(200);
  });
});

describe('the rule', () => {
  it('names the first offending value by its path', () => {
    expect(malformedJson({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('body.a.1.c: control characters are not accepted');
    expect(malformedJson({ a: 'ok', n: 3, f: 1.5, t: true, z: null })).toBeNull();
    expect(malformedJson({ ['k\u0000']: 1 })).toBe('body: a key is not accepted');
  });

  it('takes PostgreSQL data exceptions, wrapped by drizzle, for the sender\u2019s fault', () => {
    expect(isDataException(Object.assign(new Error('Failed query'), { cause: { code: '22021' } }))).toBe(true);
    expect(isDataException({ code: '22P05' })).toBe(true);
    expect(isDataException({ code: '23505' })).toBe(false);
    expect(isDataException(new Error('connection lost'))).toBe(false);
  });
});

describe('the identity endpoint', () => {
  const identity = (action: string, body: string) =>
    fetch(`${api.url}/`, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` }, body });

  it('answers a NUL byte in a user name with 400 InvalidParameterException, as Cognito answers a bad parameter', async () => {
    for (const [action, body] of [
      ['InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'portal-web', AuthParameters: { USERNAME: 'a\u0000b@example.org', PASSWORD: 'x' } }],
      ['SignUp', { ClientId: 'portal-web', Username: 'a\u0000b@example.org', Password: 'Abc#12345', UserAttributes: [{ Name: 'email', Value: 'a\u0000b@example.org' }] }],
      ['ForgotPassword', { ClientId: 'portal-web', Username: 'a\u0000b@example.org' }],
    ] as const) {
      const res = await identity(action, JSON.stringify(body));
      expect(res.status, action).toBe(400);
      expect(((await res.json()) as { __type: string }).__type).toBe('InvalidParameterException');
    }
  });

  it('still answers invalid JSON as Cognito does, and a well-formed call as before', async () => {
    const bad = await identity('InitiateAuth', '{"a":');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { __type: string }).__type).toBe('SerializationException');
    const wrong = await identity(
      'InitiateAuth',
      JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'portal-web', AuthParameters: { USERNAME: 'learner@demo.university', PASSWORD: 'Wrong@2026' } }),
    );
    expect(((await wrong.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
  });
});
