import {
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Logger } from 'pino';
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

/**
 * The identity provider (a Cognito user pool, or the cloud API's compatible
 * endpoint), called through the AWS SDK. Refusals come back as
 * IdentityRefusal; an unreachable or failing endpoint as UPSTREAM_UNAVAILABLE.
 * Inputs are never logged: they hold passwords, codes and tokens.
 */
export class IdentityProvider {
  private readonly client: CognitoIdentityProviderClient;

  constructor(private readonly options: IdentityProviderOptions) {
    this.client = new CognitoIdentityProviderClient({
      region: options.region,
      ...(options.endpoint
        ? {
            endpoint: options.endpoint,
            // The local endpoint does not check signatures; the SDK still wants credentials.
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
      // Sign-up and the other writes must not be sent twice.
      maxAttempts: 1,
      requestHandler: { connectionTimeout: Math.min(options.timeoutMs, 5_000), requestTimeout: options.timeoutMs },
    });
  }

  async signIn(username: string, password: string): Promise<SignInOutcome> {
    const result = await this.send('InitiateAuth', () =>
      this.client.send(new InitiateAuthCommand({ ClientId: this.options.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } })),
    );
    if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) {
      return { kind: 'newPasswordRequired', session: result.Session, username: result.ChallengeParameters?.USER_ID_FOR_SRP ?? username };
    }
    return { kind: 'signedIn', tokens: tokensOf('InitiateAuth', result.AuthenticationResult) };
  }

  async completeNewPassword(username: string, session: string, newPassword: string): Promise<SignInOutcome> {
    const result = await this.send('RespondToAuthChallenge', () =>
      this.client.send(
        new RespondToAuthChallengeCommand({
          ClientId: this.options.clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: session,
          ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
        }),
      ),
    );
    if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) return { kind: 'newPasswordRequired', session: result.Session, username };
    return { kind: 'signedIn', tokens: tokensOf('RespondToAuthChallenge', result.AuthenticationResult) };
  }

  /** New ID and access tokens for a refresh token (the refresh token itself stays). */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    const result = await this.send('InitiateAuth', () =>
      this.client.send(new InitiateAuthCommand({ ClientId: this.options.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } })),
    );
    return tokensOf('InitiateAuth', result.AuthenticationResult);
  }

  async signUp(email: string, password: string, name: string): Promise<void> {
    await this.send('SignUp', () =>
      this.client.send(
        new SignUpCommand({
          ClientId: this.options.clientId,
          Username: email,
          Password: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'name', Value: name },
          ],
        }),
      ),
    );
  }

  async confirmSignUp(username: string, code: string): Promise<void> {
    await this.send('ConfirmSignUp', () => this.client.send(new ConfirmSignUpCommand({ ClientId: this.options.clientId, Username: username, ConfirmationCode: code })));
  }

  async forgotPassword(username: string): Promise<void> {
    await this.send('ForgotPassword', () => this.client.send(new ForgotPasswordCommand({ ClientId: this.options.clientId, Username: username })));
  }

  async confirmForgotPassword(username: string, code: string, password: string): Promise<void> {
    await this.send('ConfirmForgotPassword', () =>
      this.client.send(new ConfirmForgotPasswordCommand({ ClientId: this.options.clientId, Username: username, ConfirmationCode: code, Password: password })),
    );
  }

  async globalSignOut(accessToken: string): Promise<void> {
    await this.send('GlobalSignOut', () => this.client.send(new GlobalSignOutCommand({ AccessToken: accessToken })));
  }

  /** Revokes one refresh token and the access tokens issued from it: this session only. */
  async revokeToken(refreshToken: string): Promise<void> {
    await this.send('RevokeToken', () => this.client.send(new RevokeTokenCommand({ ClientId: this.options.clientId, Token: refreshToken })));
  }

  close(): void {
    this.client.destroy();
  }

  private async send<T>(action: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CognitoIdentityProviderServiceException && error.$fault === 'client') {
        this.options.logger.info({ action, exception: error.name }, 'identity provider refused');
        throw new IdentityRefusal(error.name, error.message);
      }
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.options.logger.warn({ action, reason }, 'identity provider call failed');
      throw new UpstreamUnavailableError(`identity:${action}`, reason);
    }
  }
}

function tokensOf(action: string, result: AuthenticationResultType | undefined): SessionTokens {
  if (!result?.IdToken || !result.AccessToken) throw new UpstreamUnavailableError(`identity:${action}`, 'answer without tokens');
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken, expiresInSeconds: result.ExpiresIn };
}
