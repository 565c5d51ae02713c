/**
 * The actions of the local user pool, with Cognito's request and response
 * shapes, exception names and messages. Each action takes the parsed JSON
 * body the AWS SDK sent and returns the JSON body to send back; a failure is
 * an IdentityError. The HTTP framing lives in router.ts.
 *
 * The messages matter: the portal maps exception names (and, for sign-up,
 * shows some messages as received) to the texts of spec part 1, section 8.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sameSecret } from '@portal/domain/secrets';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { errors as joseErrors, type JWTPayload } from 'jose';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { identityCodes, identitySessions, refreshTokens, users } from '../db/schema.js';
import { constraintError, IdentityError, missingMember } from './errors.js';
import type { Mailbox } from './mailbox.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { passwordPolicyViolation } from './password-policy.js';
import type { KeyRing } from './signing-keys.js';

type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';
type UserRow = typeof users.$inferSelect;
type Input = Record<string, unknown>;
export type Action = (input: Input) => Promise<Record<string, unknown>>;

export type PoolSettings = {
  issuer: string;
  portalUrl: string;
  poolId: string;
  clientId: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
};

export type NewUser = { email: string; name: string; password: string; status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'UNCONFIRMED' };

const HOUR_MS = 60 * 60 * 1000;
/** Cognito's validity of a sign-up confirmation code. */
const SIGN_UP_CODE_TTL_MS = 24 * HOUR_MS;
/** Cognito's validity of a forgot-password code. */
const RESET_CODE_TTL_MS = 1 * HOUR_MS;
/** Cognito's default authentication-flow session validity (3 minutes). */
const CHALLENGE_SESSION_TTL_MS = 3 * 60 * 1000;
const CODE_LENGTH = 6;
/**
 * Cognito's attempt limit on codes: after this many wrong confirmation or
 * reset codes, every code (even the right one) is refused for CODE_LOCK_MS.
 */
const CODE_ATTEMPT_LIMIT = 5;
const CODE_LOCK_MS = 15 * 60 * 1000;
const ATTEMPT_LIMIT_MESSAGE = 'Attempt limit exceeded, please try after some time.';
/**
 * Cognito's temporary lockout of sign-in: after this many wrong passwords the
 * user is locked for 1 s, doubling with each further failure up to 15 minutes;
 * a quiet quarter of an hour after a lockout forgets the failures.
 */
export const SIGN_IN_ATTEMPT_LIMIT = 5;
export const SIGN_IN_LOCK_CAP_MS = 15 * 60 * 1000;
const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';
/** The scope Cognito puts in access tokens issued by the user-pool API. */
const ACCESS_SCOPE = 'aws.cognito.signin.user.admin';

/** A standard e-mail pattern: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Usernames are e-mails, compared lower-cased (the pool is case-insensitive). */
export const normaliseUsername = (value: string) => value.toLowerCase();

function text(input: Input, key: string, member: string): string {
  const value = input[key];
  if (value === undefined || value === null) throw missingMember(member);
  if (typeof value !== 'string') throw new IdentityError('SerializationException', `Value for ${key} must be a string`);
  return value;
}

function optionalText(input: Input, key: string): string | undefined {
  const value = input[key];
  return typeof value === 'string' ? value : undefined;
}

function stringMap(input: Input, key: string): Record<string, string> {
  const value = input[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function attributes(input: Input, key: string): Record<string, string> {
  const value = input[key];
  if (!Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const a of value) {
    if (a && typeof a === 'object' && typeof a.Name === 'string') out[a.Name] = typeof a.Value === 'string' ? a.Value : '';
  }
  return out;
}

/** Cognito's model constraint on passwords, checked before the pool policy. */
function passwordMember(value: string, member: string): string {
  if ([...value].length < 6) throw constraintError(member, 'Member must have length greater than or equal to 6');
  if (!/^\S+.*\S+$/.test(value)) throw constraintError(member, 'Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$');
  return value;
}

/** Codes are six digits; an empty or shorter one is a parameter error, not a mismatch. */
function codeMember(value: string): string {
  if (!/\S/.test(value)) throw constraintError('confirmationCode', 'Member must satisfy regular expression pattern: [\\S]+');
  if (value.trim().length < CODE_LENGTH) throw constraintError('confirmationCode', `Member must have length greater than or equal to ${CODE_LENGTH}`);
  return value.trim();
}

function enforcePolicy(password: string) {
  const violation = passwordPolicyViolation(password);
  if (violation) throw new IdentityError('InvalidPasswordException', violation);
}

/** "learner@demo.university" -> "l***@d***", as Cognito masks destinations. */
function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const codeDeliveryDetails = (email: string) => ({ Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' });

function userAttributes(user: UserRow) {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    { Name: 'name', Value: user.name },
    { Name: 'email', Value: user.email },
  ];
}

function temporaryPassword(): string {
  // Random, then one of each class the policy needs (spec part 1, section 5).
  return `${randomBytes(9).toString('base64url')}a7#`;
}

/** The name attribute, required by the pool schema. */
function requireName(attrs: Record<string, string>) {
  if (!attrs.name?.trim()) throw new IdentityError('InvalidParameterException', 'Attributes did not conform to the schema: name: The attribute name is required');
  return attrs.name.trim();
}

type PoolDeps = { db: Db; log: Logger; keys: KeyRing; mail: Mailbox; settings: PoolSettings };

/** Every action names the pool or the client it is for; another is refused as Cognito refuses it. */
function poolChecks(settings: PoolSettings) {
  const checkClient = (input: Input) => {
    const clientId = text(input, 'ClientId', 'clientId');
    if (clientId !== settings.clientId) throw new IdentityError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  };

  const checkPool = (input: Input) => {
    const poolId = text(input, 'UserPoolId', 'userPoolId');
    if (poolId !== settings.poolId) throw new IdentityError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  };
  return { checkClient, checkPool };
}

// ---- users ---------------------------------------------------------------

function userRecords({ db, log }: PoolDeps) {
  async function findUser(username: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.username, normaliseUsername(username)));
    return row;
  }

  async function updateUser(username: string, values: Partial<Pick<UserRow, 'passwordHash' | 'status' | 'emailVerified' | 'name'>>) {
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.username, username));
  }

  async function insertUser(u: { email: string; name: string; passwordHash: string; status: UserStatus; emailVerified: boolean }) {
    const email = normaliseUsername(u.email);
    const [row] = await db
      .insert(users)
      .values({ username: email, sub: randomUUID(), email, name: u.name, passwordHash: u.passwordHash, status: u.status, emailVerified: u.emailVerified })
      .onConflictDoNothing()
      .returning();
    return row as UserRow | undefined;
  }

  /**
   * For the seed and tests: creates a user without mail. Idempotent: an
   * existing username is left exactly as it is, so a re-run seed changes nothing.
   * An existing one is looked up before the password is hashed: the hash costs
   * a fifth of a second of a core here, and a re-run of the storm bench's test
   * admin (1,200 learners) would spend four minutes on hashes it throws away.
   */
  async function createUser(u: NewUser): Promise<void> {
    if (await findUser(u.email)) {
      log.debug({ username: normaliseUsername(u.email) }, 'identity: user already exists, left unchanged');
      return;
    }
    const row = await insertUser({
      email: u.email,
      name: u.name,
      passwordHash: await hashPassword(u.password),
      status: u.status,
      // Seeded accounts have a real (demo) address; only a pending sign-up is unverified.
      emailVerified: u.status !== 'UNCONFIRMED',
    });
    if (row) log.info({ username: row.username, status: row.status }, 'identity: created user');
    else log.debug({ username: normaliseUsername(u.email) }, 'identity: user already exists, left unchanged');
  }

  return { findUser, updateUser, insertUser, createUser };
}

// ---- codes ---------------------------------------------------------------

function codeRecords({ db, log, mail, settings }: PoolDeps) {
  /** A new code supersedes the earlier ones of the same purpose, as in Cognito. */
  async function issueCode(username: string, purpose: 'signup' | 'reset', ttlMs: number): Promise<string> {
    const now = new Date();
    await db
      .update(identityCodes)
      .set({ usedAt: now })
      .where(and(eq(identityCodes.username, username), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)));
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await db.insert(identityCodes).values({ username, purpose, code, expiresAt: new Date(now.getTime() + ttlMs) });
    return code;
  }

  /**
   * Cognito's attempt limit on codes. Every attempt first takes a numbered
   * slot in one statement, so concurrent guesses cannot slip past the limit;
   * a lock that has run out starts the count again. While locked, every code
   * is refused, the right one too, so guessing gains nothing.
   */
  async function takeCodeAttempt(username: string) {
    const expired = sql`(${users.codeLockedUntil} is not null and ${users.codeLockedUntil} <= now())`;
    const [row] = await db
      .update(users)
      .set({
        codeFailures: sql`case when ${expired} then 1 else ${users.codeFailures} + 1 end`,
        codeLockedUntil: sql`case when ${expired} then null else ${users.codeLockedUntil} end`,
      })
      .where(eq(users.username, username))
      .returning({ attempt: users.codeFailures, lockedUntil: users.codeLockedUntil });
    if (!row) throw new IdentityError('UserNotFoundException', 'Username/client id combination not found.');
    if (row.lockedUntil) throw new IdentityError('LimitExceededException', ATTEMPT_LIMIT_MESSAGE);
    if (row.attempt > CODE_ATTEMPT_LIMIT) {
      await lockCodes(username);
      throw new IdentityError('LimitExceededException', ATTEMPT_LIMIT_MESSAGE);
    }
    return row.attempt;
  }

  async function lockCodes(username: string) {
    const locked = await db
      .update(users)
      .set({ codeLockedUntil: new Date(Date.now() + CODE_LOCK_MS) })
      .where(and(eq(users.username, username), isNull(users.codeLockedUntil)))
      .returning({ username: users.username });
    if (locked.length > 0) log.info({ username }, 'identity: too many wrong codes, codes locked');
  }

  /** Checks and consumes the newest outstanding code, within the attempt limit. */
  async function consumeCode(username: string, purpose: 'signup' | 'reset', code: string) {
    const attempt = await takeCodeAttempt(username);
    const mismatch = () => new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    const [latest] = await db
      .select()
      .from(identityCodes)
      .where(and(eq(identityCodes.username, username), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)))
      .orderBy(desc(identityCodes.id))
      .limit(1);
    if (!latest || !sameSecret(latest.code, code)) {
      // The limit-th wrong code is still answered as a mismatch; the next attempt is refused.
      if (attempt >= CODE_ATTEMPT_LIMIT) await lockCodes(username);
      throw mismatch();
    }
    // Knowing the code is no guess: the count starts again (an expired code included).
    await db.update(users).set({ codeFailures: 0 }).where(eq(users.username, username));
    if (latest.expiresAt.getTime() <= Date.now()) throw new IdentityError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    const used = await db
      .update(identityCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(identityCodes.id, latest.id), isNull(identityCodes.usedAt)))
      .returning({ id: identityCodes.id });
    if (used.length === 0) throw mismatch();
  }

  async function sendSignUpCode(user: UserRow) {
    const code = await issueCode(user.username, 'signup', SIGN_UP_CODE_TTL_MS);
    const link = `${settings.portalUrl}/verify-email?username=${encodeURIComponent(user.username)}&code=${code}`;
    await mail.send({
      to: user.email,
      subject: 'Your verification code',
      text: `Hello ${user.name},\n\nYour verification code is ${code}.\n\nVerify Email: ${link}\n\nThe code is valid for 24 hours.`,
      code,
      link,
    });
  }
  return { issueCode, consumeCode, sendSignUpCode };
}

// ---- sign-in lockout ------------------------------------------------------

function signInLockout({ db }: PoolDeps) {
  /** Refuses any password while a temporary sign-in lockout lasts; one quiet quarter of an hour after it forgets the failures. */
  async function checkSignInLock(user: UserRow) {
    if (!user.signInLockedUntil) return;
    const until = user.signInLockedUntil.getTime();
    if (until > Date.now()) throw new IdentityError('NotAuthorizedException', PASSWORD_ATTEMPTS_EXCEEDED);
    if (until + SIGN_IN_LOCK_CAP_MS <= Date.now()) {
      await db.update(users).set({ signInFailures: 0, signInLockedUntil: null }).where(eq(users.username, user.username));
    }
  }

  /** Counts one wrong password; from the limit on, locks for 1 s, 2 s, 4 s ... up to 15 minutes. */
  async function countWrongPassword(username: string) {
    const [row] = await db
      .update(users)
      .set({ signInFailures: sql`${users.signInFailures} + 1` })
      .where(eq(users.username, username))
      .returning({ failures: users.signInFailures });
    if (row && row.failures >= SIGN_IN_ATTEMPT_LIMIT) {
      const lockMs = Math.min(1000 * 2 ** (row.failures - SIGN_IN_ATTEMPT_LIMIT), SIGN_IN_LOCK_CAP_MS);
      await db
        .update(users)
        .set({ signInLockedUntil: new Date(Date.now() + lockMs) })
        .where(eq(users.username, username));
    }
  }

  async function resetSignInFailures(user: UserRow) {
    if (user.signInFailures > 0 || user.signInLockedUntil) {
      await db.update(users).set({ signInFailures: 0, signInLockedUntil: null }).where(eq(users.username, user.username));
    }
  }
  return { checkSignInLock, countWrongPassword, resetSignInFailures };
}

// ---- tokens --------------------------------------------------------------

function tokenIssuer({ db, keys, settings }: PoolDeps, findUser: (username: string) => Promise<UserRow | undefined>) {
  async function signTokens(user: UserRow, refresh: { tokenHash: string; createdAt: Date }) {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + settings.accessTokenTtlSeconds;
    const idToken = await keys.sign({
      sub: user.sub,
      aud: settings.clientId,
      iss: settings.issuer,
      token_use: 'id',
      jti: randomUUID(),
      // As in Cognito: the session this token belongs to. Every token issued
      // from one sign-in (and its refreshes) shares it, so a relying party can
      // revoke the whole session by this one value (the gateway does on sign-out).
      origin_jti: refresh.tokenHash,
      'cognito:username': user.username,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name,
      auth_time: epochSeconds(refresh.createdAt),
      iat,
      exp,
    });
    const accessToken = await keys.sign({
      sub: user.sub,
      iss: settings.issuer,
      client_id: settings.clientId,
      token_use: 'access',
      username: user.username,
      scope: ACCESS_SCOPE,
      jti: randomUUID(),
      // As in Cognito: names the refresh token this access token descends
      // from, so revoking that refresh token (GlobalSignOut) revokes it too.
      origin_jti: refresh.tokenHash,
      iat,
      exp,
    });
    return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: settings.accessTokenTtlSeconds, TokenType: 'Bearer' };
  }

  /** A fresh sign-in: a new refresh token (opaque, stored hashed) and tokens. */
  async function signIn(user: UserRow) {
    const refreshToken = randomBytes(48).toString('base64url');
    const now = new Date();
    const row = {
      tokenHash: sha256(refreshToken),
      username: user.username,
      clientId: settings.clientId,
      expiresAt: new Date(now.getTime() + settings.refreshTokenTtlDays * 24 * HOUR_MS),
      createdAt: now,
    };
    await db.insert(refreshTokens).values(row);
    const tokens = await signTokens(user, row);
    return { AccessToken: tokens.AccessToken, ExpiresIn: tokens.ExpiresIn, TokenType: tokens.TokenType, RefreshToken: refreshToken, IdToken: tokens.IdToken };
  }

  /** What GetUser, ChangePassword and GlobalSignOut accept: a live access token of this client. */
  async function userFromAccessToken(input: Input): Promise<UserRow> {
    const token = text(input, 'AccessToken', 'accessToken');
    const invalid = () => new IdentityError('NotAuthorizedException', 'Invalid Access Token');
    let payload: JWTPayload;
    try {
      payload = await keys.verify(token);
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new IdentityError('NotAuthorizedException', 'Access Token has expired');
      throw invalid();
    }
    if (payload.token_use !== 'access' || payload.client_id !== settings.clientId) throw invalid();
    if (typeof payload.username !== 'string' || typeof payload.origin_jti !== 'string') throw invalid();
    const [origin] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, payload.origin_jti));
    if (!origin || origin.revokedAt) throw new IdentityError('NotAuthorizedException', 'Access Token has been revoked');
    const user = await findUser(payload.username);
    if (!user || user.sub !== payload.sub) throw new IdentityError('UserNotFoundException', 'User does not exist.');
    return user;
  }
  return { signTokens, signIn, userFromAccessToken };
}

type Pool = PoolDeps & ReturnType<typeof poolChecks> & ReturnType<typeof userRecords> & ReturnType<typeof codeRecords> & ReturnType<typeof signInLockout> & ReturnType<typeof tokenIssuer>;

// ---- actions -------------------------------------------------------------

/** Sign-up and its confirmation by code. */
function signUpActions(pool: Pool): Record<string, Action> {
  const { checkClient, findUser, updateUser, insertUser, consumeCode, sendSignUpCode } = pool;
  return {
    async SignUp(input) {
      checkClient(input);
      const username = text(input, 'Username', 'username');
      const password = passwordMember(text(input, 'Password', 'password'), 'password');
      const attrs = attributes(input, 'UserAttributes');
      // The pool signs users in by e-mail: the username is the address (spec part 1, section 5).
      if (!EMAIL_PATTERN.test(username)) throw new IdentityError('InvalidParameterException', 'Invalid email address format.');
      if (attrs.email !== undefined && normaliseUsername(attrs.email) !== normaliseUsername(username)) {
        throw new IdentityError('InvalidParameterException', 'Invalid email address format.');
      }
      const name = requireName(attrs);
      enforcePolicy(password);
      if (await findUser(username)) throw new IdentityError('UsernameExistsException', 'An account with the given email already exists.');
      const user = await insertUser({ email: username, name, passwordHash: await hashPassword(password), status: 'UNCONFIRMED', emailVerified: false });
      if (!user) throw new IdentityError('UsernameExistsException', 'An account with the given email already exists.');
      await sendSignUpCode(user);
      return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: codeDeliveryDetails(user.email) };
    },

    async ConfirmSignUp(input) {
      checkClient(input);
      const username = text(input, 'Username', 'username');
      const code = codeMember(text(input, 'ConfirmationCode', 'confirmationCode'));
      const user = await findUser(username);
      if (!user) throw new IdentityError('UserNotFoundException', 'Username/client id combination not found.');
      if (user.status !== 'UNCONFIRMED') throw new IdentityError('NotAuthorizedException', `User cannot be confirmed. Current status is ${user.status}`);
      await consumeCode(user.username, 'signup', code);
      await updateUser(user.username, { status: 'CONFIRMED', emailVerified: true });
      return {};
    },

    async ResendConfirmationCode(input) {
      checkClient(input);
      const user = await findUser(text(input, 'Username', 'username'));
      if (!user) throw new IdentityError('UserNotFoundException', 'Username/client id combination not found.');
      if (user.status !== 'UNCONFIRMED') throw new IdentityError('InvalidParameterException', 'User is already confirmed.');
      await sendSignUpCode(user);
      return { CodeDeliveryDetails: codeDeliveryDetails(user.email) };
    },
  };
}

/** Sign-in by password or refresh token, and the new-password challenge. */
function signInActions(pool: Pool): Record<string, Action> {
  const { db, settings, checkClient, findUser, updateUser, checkSignInLock, countWrongPassword, resetSignInFailures, signTokens, signIn } = pool;
  return {
    async InitiateAuth(input) {
      checkClient(input);
      const flow = text(input, 'AuthFlow', 'authFlow');
      const params = stringMap(input, 'AuthParameters');

      if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
        const token = params.REFRESH_TOKEN;
        if (!token) throw new IdentityError('InvalidParameterException', 'Missing required parameter REFRESH_TOKEN');
        const [row] = await db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(token)));
        if (!row || row.clientId !== settings.clientId) throw new IdentityError('NotAuthorizedException', 'Invalid Refresh Token');
        if (row.revokedAt) throw new IdentityError('NotAuthorizedException', 'Refresh Token has been revoked');
        if (row.expiresAt.getTime() <= Date.now()) throw new IdentityError('NotAuthorizedException', 'Refresh Token has expired');
        const user = await findUser(row.username);
        if (!user) throw new IdentityError('NotAuthorizedException', 'Refresh Token has been revoked');
        // Cognito does not rotate refresh tokens here unless rotation is enabled.
        return { ChallengeParameters: {}, AuthenticationResult: await signTokens(user, row) };
      }

      if (flow !== 'USER_PASSWORD_AUTH') {
        throw new IdentityError('InvalidParameterException', `${flow} is not supported by this local user pool; use USER_PASSWORD_AUTH or REFRESH_TOKEN_AUTH.`);
      }
      if (!params.USERNAME) throw new IdentityError('InvalidParameterException', 'Missing required parameter USERNAME');
      if (!params.PASSWORD) throw new IdentityError('InvalidParameterException', 'Missing required parameter PASSWORD');
      const user = await findUser(params.USERNAME);
      if (!user) throw new IdentityError('UserNotFoundException', 'User does not exist.');
      await checkSignInLock(user);
      if (!(await verifyPassword(params.PASSWORD, user.passwordHash))) {
        await countWrongPassword(user.username);
        throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
      }
      await resetSignInFailures(user);
      if (user.status === 'UNCONFIRMED') throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');
      if (user.status === 'RESET_REQUIRED') throw new IdentityError('PasswordResetRequiredException', 'Password reset required for the user');
      if (user.status === 'FORCE_CHANGE_PASSWORD') {
        // Spec part 1, section 4: the portal shows the forced new-password modal.
        const session = randomBytes(96).toString('base64url');
        // Abandoned challenges would otherwise accumulate forever.
        await db.delete(identitySessions).where(lt(identitySessions.expiresAt, new Date()));
        await db.insert(identitySessions).values({
          session,
          username: user.username,
          challenge: 'NEW_PASSWORD_REQUIRED',
          expiresAt: new Date(Date.now() + CHALLENGE_SESSION_TTL_MS),
        });
        return {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: session,
          ChallengeParameters: {
            USER_ID_FOR_SRP: user.username,
            requiredAttributes: '[]',
            userAttributes: JSON.stringify({ email_verified: String(user.emailVerified), name: user.name, email: user.email }),
          },
        };
      }
      return { ChallengeParameters: {}, AuthenticationResult: await signIn(user) };
    },

    async RespondToAuthChallenge(input) {
      checkClient(input);
      const challenge = text(input, 'ChallengeName', 'challengeName');
      if (challenge !== 'NEW_PASSWORD_REQUIRED') {
        throw new IdentityError('InvalidParameterException', `${challenge} is not supported by this local user pool; only NEW_PASSWORD_REQUIRED is.`);
      }
      const responses = stringMap(input, 'ChallengeResponses');
      if (!responses.USERNAME) throw new IdentityError('InvalidParameterException', 'Missing required parameter USERNAME');
      if (!responses.NEW_PASSWORD) throw new IdentityError('InvalidParameterException', 'Missing required parameter NEW_PASSWORD');
      const sessionId = optionalText(input, 'Session');
      const invalidSession = new IdentityError('NotAuthorizedException', 'Invalid session for the user.');
      if (!sessionId) throw invalidSession;
      const [session] = await db.select().from(identitySessions).where(eq(identitySessions.session, sessionId));
      if (!session || session.challenge !== challenge || session.username !== normaliseUsername(responses.USERNAME)) throw invalidSession;
      if (session.expiresAt.getTime() <= Date.now()) throw new IdentityError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      // A policy failure leaves the session usable, so the learner can try another password.
      enforcePolicy(responses.NEW_PASSWORD);
      const user = await findUser(session.username);
      if (!user || user.status !== 'FORCE_CHANGE_PASSWORD') throw invalidSession;
      const deleted = await db.delete(identitySessions).where(eq(identitySessions.session, sessionId)).returning({ session: identitySessions.session });
      if (deleted.length === 0) throw invalidSession;
      const name = responses['userAttributes.name']?.trim();
      await updateUser(user.username, { passwordHash: await hashPassword(responses.NEW_PASSWORD), status: 'CONFIRMED', ...(name ? { name } : {}) });
      const updated = (await findUser(user.username)) as UserRow;
      return { ChallengeParameters: {}, AuthenticationResult: await signIn(updated) };
    },
  };
}

/** Forgotten and changed passwords. */
function passwordActions(pool: Pool): Record<string, Action> {
  const { mail, checkClient, findUser, updateUser, issueCode, consumeCode, userFromAccessToken } = pool;
  return {
    async ForgotPassword(input) {
      checkClient(input);
      const user = await findUser(text(input, 'Username', 'username'));
      if (!user) throw new IdentityError('UserNotFoundException', 'Username/client id combination not found.');
      if (user.status === 'FORCE_CHANGE_PASSWORD') throw new IdentityError('NotAuthorizedException', 'User password cannot be reset in the current state.');
      if (user.status === 'UNCONFIRMED' && !user.emailVerified) {
        throw new IdentityError('InvalidParameterException', 'Cannot reset password for the user as there is no registered/verified email or phone_number');
      }
      const code = await issueCode(user.username, 'reset', RESET_CODE_TTL_MS);
      await mail.send({
        to: user.email,
        subject: 'Your password reset code',
        text: `Hello ${user.name},\n\nYour password reset code is ${code}.\n\nThe code is valid for 1 hour.`,
        code,
      });
      return { CodeDeliveryDetails: codeDeliveryDetails(user.email) };
    },

    async ConfirmForgotPassword(input) {
      checkClient(input);
      const username = text(input, 'Username', 'username');
      const code = codeMember(text(input, 'ConfirmationCode', 'confirmationCode'));
      const password = passwordMember(text(input, 'Password', 'password'), 'password');
      const user = await findUser(username);
      if (!user) throw new IdentityError('UserNotFoundException', 'Username/client id combination not found.');
      enforcePolicy(password);
      await consumeCode(user.username, 'reset', code);
      await updateUser(user.username, { passwordHash: await hashPassword(password), status: 'CONFIRMED' });
      return {};
    },

    async ChangePassword(input) {
      const previous = passwordMember(text(input, 'PreviousPassword', 'previousPassword'), 'previousPassword');
      const proposed = passwordMember(text(input, 'ProposedPassword', 'proposedPassword'), 'proposedPassword');
      const user = await userFromAccessToken(input);
      if (!(await verifyPassword(previous, user.passwordHash))) throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
      enforcePolicy(proposed);
      await updateUser(user.username, { passwordHash: await hashPassword(proposed) });
      return {};
    },
  };
}

/** What a signed-in user does with their tokens. */
function sessionActions(pool: Pool): Record<string, Action> {
  const { db, settings, checkClient, userFromAccessToken } = pool;
  return {
    async GetUser(input) {
      const user = await userFromAccessToken(input);
      return { Username: user.username, UserAttributes: userAttributes(user) };
    },

    async GlobalSignOut(input) {
      const user = await userFromAccessToken(input);
      // Revoking every refresh token also revokes the access tokens issued
      // from them (origin_jti), which is how Cognito's GlobalSignOut behaves.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.username, user.username), isNull(refreshTokens.revokedAt)));
      return {};
    },

    /**
     * Cognito's RevokeToken: revokes one refresh token and, through origin_jti,
     * every access token issued from it. As OAuth token revocation (RFC 7009)
     * prescribes, an unknown or already revoked token is not an error.
     */
    async RevokeToken(input) {
      checkClient(input);
      const token = text(input, 'Token', 'token');
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.clientId, settings.clientId), isNull(refreshTokens.revokedAt)));
      return {};
    },
  };
}

/** The administrator's actions (the seed, tests and the instructor console). */
function adminActions(pool: Pool): Record<string, Action> {
  const { db, mail, settings, checkPool, findUser, updateUser, insertUser } = pool;
  return {
    /**
     * Real Cognito requires IAM credentials (SigV4) for Admin* actions. This
     * local pool ignores the signature: it is a development default that only
     * listens on the loopback interface unless configured otherwise.
     */
    async AdminCreateUser(input) {
      checkPool(input);
      const username = text(input, 'Username', 'username');
      const attrs = attributes(input, 'UserAttributes');
      const action = optionalText(input, 'MessageAction');
      if (!EMAIL_PATTERN.test(username)) throw new IdentityError('InvalidParameterException', 'Invalid email address format.');
      const given = optionalText(input, 'TemporaryPassword');
      if (given !== undefined) enforcePolicy(passwordMember(given, 'temporaryPassword'));
      const password = given ?? temporaryPassword();

      let user: UserRow | undefined;
      if (action === 'RESEND') {
        user = await findUser(username);
        if (!user) throw new IdentityError('UserNotFoundException', 'User does not exist.');
        if (user.status !== 'FORCE_CHANGE_PASSWORD') throw new IdentityError('UnsupportedUserStateException', `Resend not possible. ${user.username} status is not FORCE_CHANGE_PASSWORD.`);
        await updateUser(user.username, { passwordHash: await hashPassword(password) });
      } else {
        if (action !== undefined && action !== 'SUPPRESS') throw constraintError('messageAction', 'Member must satisfy enum value set: [RESEND, SUPPRESS]');
        const name = requireName(attrs);
        if (await findUser(username)) throw new IdentityError('UsernameExistsException', 'User account already exists');
        user = await insertUser({
          email: username,
          name,
          passwordHash: await hashPassword(password),
          status: 'FORCE_CHANGE_PASSWORD',
          emailVerified: attrs.email_verified === 'true',
        });
        if (!user) throw new IdentityError('UsernameExistsException', 'User account already exists');
      }
      if (action !== 'SUPPRESS') {
        await mail.send({
          to: user.email,
          subject: 'Your temporary password',
          text: `Hello ${user.name},\n\nYour username is ${user.username} and temporary password is ${password}\n\nSign in at ${settings.portalUrl}/ and choose a new password.`,
        });
      }
      return {
        User: {
          Username: user.username,
          Attributes: userAttributes(user),
          UserCreateDate: epochSeconds(user.createdAt),
          UserLastModifiedDate: epochSeconds(new Date()),
          Enabled: true,
          UserStatus: 'FORCE_CHANGE_PASSWORD',
        },
      };
    },

    /** Needs IAM credentials in real Cognito; see AdminCreateUser. */
    async AdminConfirmSignUp(input) {
      checkPool(input);
      const user = await findUser(text(input, 'Username', 'username'));
      if (!user) throw new IdentityError('UserNotFoundException', 'User does not exist.');
      if (user.status !== 'UNCONFIRMED') throw new IdentityError('NotAuthorizedException', `User cannot be confirmed. Current status is ${user.status}`);
      await db
        .update(identityCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(identityCodes.username, user.username), eq(identityCodes.purpose, 'signup'), isNull(identityCodes.usedAt)));
      // As in Cognito, confirming by an administrator does not verify the e-mail.
      await updateUser(user.username, { status: 'CONFIRMED' });
      return {};
    },
  };
}

export function createUserPool(deps: PoolDeps) {
  const records = userRecords(deps);
  const pool: Pool = { ...deps, ...poolChecks(deps.settings), ...records, ...codeRecords(deps), ...signInLockout(deps), ...tokenIssuer(deps, records.findUser) };
  const actions: Record<string, Action> = { ...signUpActions(pool), ...signInActions(pool), ...passwordActions(pool), ...sessionActions(pool), ...adminActions(pool) };
  return { actions, createUser: records.createUser };
}
