import { IDENTITY_JSON, IDENTITY_TARGET_PREFIX } from '@portal/contract/identity-protocol';
import type { Logger } from 'pino';
import { Pool } from 'undici';
import { z } from 'zod';
import { UpstreamUnavailableError } from '../errors.js';
import type { SessionTokens } from './cookies.js';

/** The identity provider refused the request: the exception's name and message, for the spec's messages. */
export class IdentityRefusal extends Error {
  constructor(
    readonly exceptionName: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityRefusal';
  }
}

export type SignInOutcome = { kind: 'signedIn'; tokens: SessionTokens } | { kind: 'newPasswordRequired'; session: string; username: string };

export type IdentityProviderOptions = {
  /** Undefined: the real AWS endpoint of the region. */
  endpoint: string | undefined;
  region: string;
  clientId: string;
  timeoutMs: number;
  logger: Logger;
};

/** The operations the portal calls: a user pool's public API, which takes no AWS signature (decision 255). */
type Action = 'InitiateAuth' | 'RespondToAuthChallenge' | 'SignUp' | 'ConfirmSignUp' | 'ForgotPassword' | 'ConfirmForgotPassword' | 'GlobalSignOut' | 'RevokeToken';

const authAnswer = z.object({
  AuthenticationResult: z
    .object({
      IdToken: z.string().optional(),
      AccessToken: z.string().optional(),
      RefreshToken: z.string().optional(),
      ExpiresIn: z.number().optional(),
    })
    .optional(),
  ChallengeName: z.string().optional(),
  Session: z.string().optional(),
  ChallengeParameters: z.record(z.string(), z.string()).optional(),
});
type AuthAnswer = z.infer<typeof authAnswer>;

const refusalAnswer = z.object({ __type: z.string().optional(), code: z.string().optional(), message: z.string().optional(), Message: z.string().optional() });

/**
 * The identity provider (a Cognito user pool, or the cloud API's compatible endpoint), called
 * over its JSON protocol (awsJson1_1: POST with `X-Amz-Target`) through undici. Every call the
 * portal makes is one a user pool answers without an AWS signature, as browsers call it; the
 * AWS SDK's client cost the gateway about 11 MB for that (decision 255). Refusals (4xx) come
 * back as IdentityRefusal; an unreachable, failing (5xx), slow or garbled endpoint as
 * UPSTREAM_UNAVAILABLE. No call is retried: sign-up and the other writes must not be sent
 * twice. Inputs are never logged: they hold passwords, codes and tokens.
 */
export class IdentityProvider {
  private readonly pool: Pool;
  private readonly path: string;

  constructor(private readonly options: IdentityProviderOptions) {
    const url = new URL(options.endpoint ?? `https://cognito-idp.${options.region}.amazonaws.com/`);
    this.path = url.pathname || '/';
    this.pool = new Pool(url.origin, {
      connections: 16,
      keepAliveTimeout: 10_000,
      // Each call aborts itself at timeoutMs (see call); these are a safety net.
      headersTimeout: options.timeoutMs * 2,
      bodyTimeout: options.timeoutMs * 2,
      connect: { timeout: Math.min(options.timeoutMs, 5_000) },
    });
  }

  async signIn(username: string, password: string): Promise<SignInOutcome> {
    const result = await this.auth('InitiateAuth', { ClientId: this.options.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } });
    if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) {
      return { kind: 'newPasswordRequired', session: result.Session, username: result.ChallengeParameters?.USER_ID_FOR_SRP ?? username };
    }
    return { kind: 'signedIn', tokens: tokensOf('InitiateAuth', result.AuthenticationResult) };
  }

  async completeNewPassword(username: string, session: string, newPassword: string): Promise<SignInOutcome> {
    const result = await this.auth('RespondToAuthChallenge', {
      ClientId: this.options.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
    });
    if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) return { kind: 'newPasswordRequired', session: result.Session, username };
    return { kind: 'signedIn', tokens: tokensOf('RespondToAuthChallenge', result.AuthenticationResult) };
  }

  /** New ID and access tokens for a refresh token (the refresh token itself stays). */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    const result = await this.auth('InitiateAuth', { ClientId: this.options.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } });
    return tokensOf('InitiateAuth', result.AuthenticationResult);
  }

  async signUp(email: string, password: string, name: string): Promise<void> {
    await this.call('SignUp', {
      ClientId: this.options.clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
    });
  }

  async confirmSignUp(username: string, code: string): Promise<void> {
    await this.call('ConfirmSignUp', { ClientId: this.options.clientId, Username: username, ConfirmationCode: code });
  }

  async forgotPassword(username: string): Promise<void> {
    await this.call('ForgotPassword', { ClientId: this.options.clientId, Username: username });
  }

  async confirmForgotPassword(username: string, code: string, password: string): Promise<void> {
    await this.call('ConfirmForgotPassword', { ClientId: this.options.clientId, Username: username, ConfirmationCode: code, Password: password });
  }

  async globalSignOut(accessToken: string): Promise<void> {
    await this.call('GlobalSignOut', { AccessToken: accessToken });
  }

  /** Revokes one refresh token and the access tokens issued from it: this session only. */
  async revokeToken(refreshToken: string): Promise<void> {
    await this.call('RevokeToken', { ClientId: this.options.clientId, Token: refreshToken });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async auth(action: 'InitiateAuth' | 'RespondToAuthChallenge', input: Record<string, unknown>): Promise<AuthAnswer> {
    const parsed = authAnswer.safeParse(await this.call(action, input));
    if (!parsed.success) throw this.unavailable(action, 'answer of an unexpected shape');
    return parsed.data;
  }

  /** One call: the parsed answer of a 2xx, IdentityRefusal for a 4xx, UpstreamUnavailableError for anything else. */
  private async call(action: Action, input: Record<string, unknown>): Promise<unknown> {
    let status: number;
    let text: string;
    let errorType: string | undefined;
    try {
      const response = await this.pool.request({
        method: 'POST',
        path: this.path,
        headers: { 'content-type': IDENTITY_JSON, 'x-amz-target': IDENTITY_TARGET_PREFIX + action },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = response.statusCode;
      const header = response.headers['x-amzn-errortype'];
      errorType = Array.isArray(header) ? header[0] : header;
      text = await response.body.text();
    } catch (error) {
      throw this.unavailable(action, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    const body = parseJson(text);
    if (status >= 200 && status < 300) {
      // An empty answer is an empty output (a sign-out has none); any other text must be JSON.
      if (body === undefined && text.trim() !== '') throw this.unavailable(action, 'answer is not JSON');
      return body ?? {};
    }
    if (status >= 400 && status < 500) {
      const refusal = refusalAnswer.safeParse(body ?? {});
      const fields = refusal.success ? refusal.data : {};
      // As the AWS SDK reads it: the header first, then the body; `ns#Name` and `Name:uri` are both the Name.
      const name = exceptionName(errorType ?? fields.__type ?? fields.code);
      if (name) {
        this.options.logger.info({ action, exception: name }, 'identity provider refused');
        throw new IdentityRefusal(name, fields.message ?? fields.Message ?? '');
      }
    }
    throw this.unavailable(action, `HTTP ${status}`);
  }

  private unavailable(action: Action, reason: string): UpstreamUnavailableError {
    this.options.logger.warn({ action, reason }, 'identity provider call failed');
    return new UpstreamUnavailableError(`identity:${action}`, reason);
  }
}

function parseJson(text: string): unknown {
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** `com.amazonaws.cognito#NotAuthorizedException` or `NotAuthorizedException:http://…` → `NotAuthorizedException`. */
function exceptionName(raw: string | undefined): string | undefined {
  const name = raw?.split(':')[0]?.split('#').at(-1)?.trim();
  return name || undefined;
}

function tokensOf(action: string, result: AuthAnswer['AuthenticationResult']): SessionTokens {
  if (!result?.IdToken || !result.AccessToken) throw new UpstreamUnavailableError(`identity:${action}`, 'answer without tokens');
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken, expiresInSeconds: result.ExpiresIn };
}
