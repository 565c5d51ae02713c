import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamUnavailableError } from '../errors.js';
import { IdentityProvider, IdentityRefusal } from './identity-provider.js';

/**
 * The identity provider's client against a real HTTP server that answers as a user pool does,
 * and as a broken one might: the happy path is also covered end to end against the cloud API's
 * Cognito-compatible endpoint (modules/auth tests).
 */
type Seen = { target: string | undefined; contentType: string | undefined; body: Record<string, unknown> };
let answer: (seen: Seen, res: ServerResponse) => void = () => {};
let seen: Seen[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const request = { target: req.headers['x-amz-target'] as string | undefined, contentType: req.headers['content-type'], body: JSON.parse(text) as Record<string, unknown> };
      seen.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function provider(timeoutMs = 5_000) {
  seen = [];
  return new IdentityProvider({ endpoint, region: 'eu-west-1', clientId: 'portal-client', timeoutMs, logger: pino({ level: 'silent' }) });
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', ...headers });
  res.end(JSON.stringify(body));
};

describe('IdentityProvider', () => {
  it('signs in through InitiateAuth with the JSON protocol and returns the tokens', async () => {
    answer = (_seen, res) => json(res, 200, { AuthenticationResult: { IdToken: 'id', AccessToken: 'access', RefreshToken: 'refresh', ExpiresIn: 3600 } });
    const identity = provider();
    await expect(identity.signIn('learner@demo.university', 'Secret@2026')).resolves.toEqual({
      kind: 'signedIn',
      tokens: { idToken: 'id', accessToken: 'access', refreshToken: 'refresh', expiresInSeconds: 3600 },
    });
    expect(seen).toEqual([
      {
        target: 'AWSCognitoIdentityProviderService.InitiateAuth',
        contentType: 'application/x-amz-json-1.1',
        body: { ClientId: 'portal-client', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'learner@demo.university', PASSWORD: 'Secret@2026' } },
      },
    ]);
    await identity.close();
  });

  it('hands back a new-password challenge with its session', async () => {
    answer = (_seen, res) => json(res, 200, { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'S', ChallengeParameters: { USER_ID_FOR_SRP: 'sub-1' } });
    const identity = provider();
    await expect(identity.signIn('a@b.c', 'x')).resolves.toEqual({ kind: 'newPasswordRequired', session: 'S', username: 'sub-1' });
    await identity.close();
  });

  it('names the refusal from the x-amzn-ErrorType header, as the AWS SDK does', async () => {
    answer = (_seen, res) => json(res, 400, { message: 'Incorrect username or password.' }, { 'x-amzn-ErrorType': 'NotAuthorizedException:http://internal.amazon.com/coral/com.amazonaws.cognito/' });
    const identity = provider();
    const refusal = await identity.signIn('a@b.c', 'wrong').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(IdentityRefusal);
    expect(refusal).toMatchObject({ exceptionName: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    await identity.close();
  });

  it('names the refusal from the body when there is no header, without its namespace', async () => {
    answer = (_seen, res) => json(res, 400, { __type: 'com.amazonaws.cognito#CodeMismatchException', Message: 'Invalid verification code provided, please try again.' });
    const identity = provider();
    await expect(identity.confirmSignUp('a@b.c', '000000')).rejects.toMatchObject({
      name: 'IdentityRefusal',
      exceptionName: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect(seen[0]).toMatchObject({ target: 'AWSCognitoIdentityProviderService.ConfirmSignUp', body: { ClientId: 'portal-client', Username: 'a@b.c', ConfirmationCode: '000000' } });
    await identity.close();
  });

  it.each([
    ['a 500', (res: ServerResponse) => json(res, 500, { __type: 'InternalErrorException', message: 'Internal error' })],
    ['a 400 that names no exception', (res: ServerResponse) => json(res, 400, { unexpected: true })],
    ['an answer that is not JSON', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy error</html>')],
    ['tokens of the wrong type', (res: ServerResponse) => json(res, 200, { AuthenticationResult: { IdToken: 5, AccessToken: 'a' } })],
    ['an answer without tokens', (res: ServerResponse) => json(res, 200, {})],
  ])('takes %s for an unavailable provider, not a refusal', async (_name, send) => {
    answer = (_seen, res) => send(res);
    const identity = provider();
    const failure = await identity.signIn('a@b.c', 'x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamUnavailableError);
    expect(failure).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    await identity.close();
  });

  it('gives up on a provider that never answers, after its time limit', async () => {
    answer = () => {}; // holds the request open
    const identity = provider(200);
    await expect(identity.forgotPassword('a@b.c')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await identity.close();
  });

  it('sends each write once: a failed sign-up is not sent again', async () => {
    answer = (_seen, res) => json(res, 503, {});
    const identity = provider();
    await expect(identity.signUp('a@b.c', 'Secret@2026', 'Asha')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      target: 'AWSCognitoIdentityProviderService.SignUp',
      body: {
        ClientId: 'portal-client',
        Username: 'a@b.c',
        Password: 'Secret@2026',
        UserAttributes: [
          { Name: 'email', Value: 'a@b.c' },
          { Name: 'name', Value: 'Asha' },
        ],
      },
    });
    await identity.close();
  });

  it('takes an empty answer for an empty output, but not for tokens', async () => {
    answer = (_seen, res) => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end();
    const identity = provider();
    await expect(identity.globalSignOut('access')).resolves.toBeUndefined();
    await expect(identity.signIn('a@b.c', 'x')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await identity.close();
  });

  it('revokes one refresh token and signs out everywhere with the access token', async () => {
    answer = (_seen, res) => json(res, 200, {});
    const identity = provider();
    await identity.revokeToken('refresh');
    await identity.globalSignOut('access');
    expect(seen.map((s) => [s.target, s.body])).toEqual([
      ['AWSCognitoIdentityProviderService.RevokeToken', { ClientId: 'portal-client', Token: 'refresh' }],
      ['AWSCognitoIdentityProviderService.GlobalSignOut', { AccessToken: 'access' }],
    ]);
    await identity.close();
  });
});
