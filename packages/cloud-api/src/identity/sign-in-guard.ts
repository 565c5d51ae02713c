/**
 * Password guessing on a sign-in form this server answers itself (the instructor console,
 * docs/decisions/285), limited as a learner's sign-in is: per address, as the gateway limits
 * learners' sign-ins (10 a minute, decisions 004 and 012), and per account across addresses,
 * as this pool locks a learner after SIGN_IN_ATTEMPT_LIMIT wrong passwords (decision 075).
 * Counted by rate-limiter-flexible, the gateway's limiter, in this process's memory (the
 * console keeps its sessions there too).
 */
import { createHash, randomBytes } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { hashPassword, verifyPassword } from './password-hash.js';
import { normaliseUsername, SIGN_IN_ATTEMPT_LIMIT, SIGN_IN_LOCK_CAP_MS } from './user-pool.js';

/** The gateway's default for learners' sign-ins per IP address (RATE_LIMIT_SIGN_IN_PER_MINUTE). */
const SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE = 10;

export type SignInGuardOptions = {
  perAddressPerMinute?: number;
  /** Attempts an account may have without a right password before it is locked. */
  perAccount?: number;
  lockSeconds?: number;
  /** The password check (tests watch it). */
  verifyPassword?: typeof verifyPassword;
};

/** What a refused attempt tells the person: how long to wait, in whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Accounts are keyed by a hash of the address typed, known or not, so a lock tells nothing of who exists. */
const accountKey = (email: string) => createHash('sha256').update(normaliseUsername(email.trim())).digest('base64url');

const secondsOf = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));

export type SignInGuard = {
  /**
   * Counts one attempt from this address on this account, before the password is checked (so
   * concurrent guesses cannot slip past): 0 when it may go on, else the seconds to wait. Over
   * the limit the right password is refused too.
   */
  take(address: string, email: string): Promise<number>;
  /** A right password: the account's count starts again (the address's does not). */
  succeeded(email: string): Promise<void>;
  /**
   * Checks a password against the account's stored hash, or, for an address with no account,
   * against a dummy hash of the same cost, so an unknown e-mail takes as long as a known one.
   */
  verify(password: string, storedHash: string | undefined): Promise<boolean>;
};

export function createSignInGuard(options: SignInGuardOptions = {}): SignInGuard {
  const lockSeconds = options.lockSeconds ?? SIGN_IN_LOCK_CAP_MS / 1000;
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'sign-in:address',
    points: options.perAddressPerMinute ?? SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
    duration: 60,
  });
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'sign-in:account',
    points: options.perAccount ?? SIGN_IN_ATTEMPT_LIMIT,
    duration: lockSeconds,
    blockDuration: lockSeconds,
  });
  // Made once, on the first unknown address: hashPassword uses the cost every stored hash has.
  let dummy: Promise<string> | undefined;
  const check = options.verifyPassword ?? verifyPassword;
  const consume = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
      throw rejection;
    }
  };
  return {
    async take(address, email) {
      // The address first: an attempt refused for its address does not also spend the account's.
      return (await consume(perAddress, address)) || consume(perAccount, accountKey(email));
    },
    async succeeded(email) {
      await perAccount.delete(accountKey(email));
    },
    async verify(password, storedHash) {
      if (storedHash !== undefined) return check(password, storedHash);
      dummy ??= hashPassword(randomBytes(16).toString('base64url'));
      await check(password, await dummy);
      return false;
    },
  };
}
