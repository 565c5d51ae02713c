/**
 * Password hashing with scrypt from node:crypto. The stored string carries
 * its own parameters and salt (`scrypt$N$r$p$salt$hash`, base64url), so the
 * cost can be raised later without invalidating existing hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/**
 * N = 2^15, r = 8 (32 MiB per hash): a deliberate cost for a local pool on a
 * small machine. OWASP's current minimum for servers is N = 2^17; raise
 * DEFAULT_N when this runs anywhere that matters.
 */
const DEFAULT_N = 2 ** 15;
const DEFAULT_R = 8;
const DEFAULT_P = 1;
const KEY_LENGTH = 64;

function maxmemFor(N: number, r: number, p: number): number {
  // Node refuses unless maxmem exceeds 128 * N * r * p; leave headroom.
  return 128 * N * r * p * 2 + 1024 * 1024;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: DEFAULT_N, r: DEFAULT_R, p: DEFAULT_P, maxmem: maxmemFor(DEFAULT_N, DEFAULT_R, DEFAULT_P) });
  return ['scrypt', DEFAULT_N, DEFAULT_R, DEFAULT_P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return timingSafeEqual(actual, expected);
}
