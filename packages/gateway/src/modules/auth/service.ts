import { type IdentityOperation, MESSAGES, newPasswordSchema, normaliseEmail, passwordResetConfirmSchema, passwordResetRequestSchema, signInSchema, signUpSchema } from '@portal/domain';
import type {
  AccountConfirmSignUpInput,
  AccountSignUpInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  SessionCompleteNewPasswordInput,
  SessionSignInInput,
  UserError,
} from '../../__generated__/resolvers-types.js';
import type { SessionTokens } from '../../auth/cookies.js';
import { IdentityRefusal, type SignInOutcome } from '../../auth/identity-provider.js';
import { RATE_LIMITED_MESSAGE } from '../../auth/rate-limits.js';
import { bearerToken } from '../../auth/session.js';
import type { TokenIdentity } from '../../auth/verifier.js';
import { postAuthenticatedEvent } from '../../cloud/analytics.js';
import type { Context } from '../../context.js';
import { PortalError, UpstreamUnavailableError } from '../../errors.js';
import { validationErrors } from '../../user-errors.js';
import { identityUserError } from './user-errors.js';

/** The user name is the e-mail address, compared lower-cased (spec part 1, section 5). */

const rateLimited: UserError = { field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE };

/** Runs an identity call; a refusal becomes the spec's message, anything else propagates. */
async function attempt(operation: IdentityOperation, call: () => Promise<void>): Promise<UserError[]> {
  try {
    await call();
    return [];
  } catch (error) {
    if (error instanceof IdentityRefusal) return [identityUserError(operation, error)];
    throw error;
  }
}

/** Verifies fresh tokens, sets the session cookies and records the sign-in. */
async function startSession(ctx: Context, tokens: SessionTokens): Promise<TokenIdentity> {
  const verified = await ctx.verifier.verify(tokens.idToken);
  if (!verified.ok) {
    if (verified.unavailable) throw new UpstreamUnavailableError('identity:jwks', 'signing keys could not be fetched');
    ctx.log.error('the identity provider issued an ID token that does not verify: check JWT_ISSUER, JWT_AUDIENCE and JWT_JWKS_URI');
    throw new PortalError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.');
  }
  if (ctx.cookies.readChallenge(ctx.req)) ctx.cookies.clearChallenge(ctx.res);
  ctx.cookies.setSession(ctx.res, tokens);
  // Spec part 1, section 4: posted after sign-in; its failure does not stop the sign-in.
  postAuthenticatedEvent(ctx.cloud, verified.identity, ctx.log);
  return verified.identity;
}

async function finishSignIn(ctx: Context, outcome: SignInOutcome) {
  if (outcome.kind === 'newPasswordRequired') {
    // Spec part 1, section 4: the forced new-password modal follows.
    ctx.cookies.setChallenge(ctx.res, { username: outcome.username, session: outcome.session });
    return { viewer: null, newPasswordRequired: true, userErrors: [] };
  }
  return { viewer: await startSession(ctx, outcome.tokens), newPasswordRequired: false, userErrors: [] };
}

/** Signs in (spec part 1, section 4), or starts the forced new-password step. */
export async function sessionSignIn(ctx: Context, input: SessionSignInInput) {
  const invalid = validationErrors(signInSchema, input);
  if (invalid.length > 0) return { viewer: null, newPasswordRequired: false, userErrors: invalid };
  if (!(await ctx.rateLimits.allow('signIn', ctx.ip))) return { viewer: null, newPasswordRequired: false, userErrors: [rateLimited] };
  try {
    return await finishSignIn(ctx, await ctx.identity.signIn(normaliseEmail(input.username), input.password));
  } catch (error) {
    if (error instanceof IdentityRefusal) return { viewer: null, newPasswordRequired: false, userErrors: [identityUserError('signIn', error)] };
    throw error;
  }
}

/** Completes the forced new password of a pending sign-in challenge. */
export async function sessionCompleteNewPassword(ctx: Context, input: SessionCompleteNewPasswordInput) {
  const invalid = validationErrors(newPasswordSchema, input);
  if (invalid.length > 0) return { viewer: null, newPasswordRequired: true, userErrors: invalid };
  const challenge = ctx.cookies.readChallenge(ctx.req);
  // No pending challenge (never signed in, or the 3 minutes passed): the session is lost.
  const lost: UserError = { field: null, code: 'NO_PENDING_CHALLENGE', message: MESSAGES.sessionTimeOut };
  if (!challenge) return { viewer: null, newPasswordRequired: false, userErrors: [lost] };
  if (!(await ctx.rateLimits.allowFor('sessionCompleteNewPassword', ctx.ip, challenge.username))) {
    return { viewer: null, newPasswordRequired: true, userErrors: [rateLimited] };
  }
  try {
    return await finishSignIn(ctx, await ctx.identity.completeNewPassword(challenge.username, challenge.session, input.password));
  } catch (error) {
    if (!(error instanceof IdentityRefusal)) throw error;
    if (error.exceptionName === 'NotAuthorizedException') {
      ctx.cookies.clearChallenge(ctx.res);
      return { viewer: null, newPasswordRequired: false, userErrors: [lost] };
    }
    return { viewer: null, newPasswordRequired: true, userErrors: [identityUserError('newPassword', error)] };
  }
}

/** Ends the session everywhere: the tokens refused on every replica, the refresh token revoked, the cookies cleared. */
export async function sessionSignOut(ctx: Context) {
  const jar = ctx.cookies.read(ctx.req);
  // Docs/decisions/076: the session's tokens are refused from now on, on
  // every replica, whether they come as a cookie or as a Bearer token (an
  // integrator signing out its own token).
  for (const token of new Set([bearerToken(ctx.req), jar.id])) {
    const session = token ? await ctx.verifier.revoke(token) : null;
    // And its event streams close now on every replica, not at the end of their lifetime (docs/decisions/372).
    if (session) await ctx.live.hub.endSession(session);
  }
  // And the identity provider forgets the refresh token (with its access
  // tokens), so the session cannot be renewed. The cookies go whatever it answers.
  const notConfirmed = (error: unknown) => ctx.log.info({ reason: (error as Error).name }, 'sign-out not confirmed by the identity provider');
  if (jar.refresh) {
    await ctx.identity.revokeToken(jar.refresh).catch(async (error: unknown) => {
      // A pool without token revocation: GlobalSignOut revokes every refresh token of the learner.
      if (error instanceof IdentityRefusal && jar.access) await ctx.identity.globalSignOut(jar.access).catch(notConfirmed);
      else notConfirmed(error);
    });
  } else if (jar.access) {
    await ctx.identity.globalSignOut(jar.access).catch(notConfirmed);
  }
  ctx.cookies.clearSession(ctx.res);
  return { signedOut: true, userErrors: [] };
}

/** Registers a learner (spec part 1, section 5). */
export async function accountSignUp(ctx: Context, input: AccountSignUpInput) {
  const invalid = validationErrors(signUpSchema, input);
  if (invalid.length > 0) return { registered: false, userErrors: invalid };
  if (!(await ctx.rateLimits.allow('signUp', ctx.ip))) return { registered: false, userErrors: [rateLimited] };
  const userErrors = await attempt('signUp', () => ctx.identity.signUp(normaliseEmail(input.email), input.password, input.name.trim()));
  return { registered: userErrors.length === 0, userErrors };
}

/** Confirms a registration with the code the Verify Email link carries. */
export async function accountConfirmSignUp(ctx: Context, input: AccountConfirmSignUpInput) {
  // The Verify Email link carries both; the spec has no form for them, so the
  // messages of the sign-in and reset forms are used.
  const invalid: UserError[] = [];
  if (!input.username.trim()) invalid.push({ field: 'username', code: 'INVALID', message: MESSAGES.enterValidEmail });
  if (!input.code.trim()) invalid.push({ field: 'code', code: 'INVALID', message: MESSAGES.enterCode });
  if (invalid.length > 0) return { confirmed: false, userErrors: invalid };
  if (!(await ctx.rateLimits.allowFor('accountConfirmSignUp', ctx.ip, normaliseEmail(input.username)))) return { confirmed: false, userErrors: [rateLimited] };
  const userErrors = await attempt('confirmSignUp', () => ctx.identity.confirmSignUp(normaliseEmail(input.username), input.code.trim()));
  return { confirmed: userErrors.length === 0, userErrors };
}

/** Mails a password reset code. */
export async function passwordResetRequest(ctx: Context, input: PasswordResetRequestInput) {
  const invalid = validationErrors(passwordResetRequestSchema, input);
  if (invalid.length > 0) return { codeSent: false, userErrors: invalid };
  // Each request mails a code: limited per address too, so nobody's mailbox can be flooded.
  if (!(await ctx.rateLimits.allowFor('passwordResetRequest', ctx.ip, normaliseEmail(input.email)))) return { codeSent: false, userErrors: [rateLimited] };
  const userErrors = await attempt('forgotPassword', () => ctx.identity.forgotPassword(normaliseEmail(input.email)));
  return { codeSent: userErrors.length === 0, userErrors };
}

/** Sets a new password with the mailed code. */
export async function passwordResetConfirm(ctx: Context, input: PasswordResetConfirmInput) {
  const invalid = [...(input.email.trim() ? [] : [{ field: 'email', code: 'INVALID' as const, message: MESSAGES.enterValidEmail }]), ...validationErrors(passwordResetConfirmSchema, input)];
  if (invalid.length > 0) return { passwordChanged: false, userErrors: invalid };
  // Per address as well as per IP: guesses at one learner's code from many addresses meet one limit.
  if (!(await ctx.rateLimits.allowFor('passwordResetConfirm', ctx.ip, normaliseEmail(input.email)))) return { passwordChanged: false, userErrors: [rateLimited] };
  const userErrors = await attempt('resetPassword', () => ctx.identity.confirmForgotPassword(normaliseEmail(input.email), input.code.trim(), input.password));
  return { passwordChanged: userErrors.length === 0, userErrors };
}
