/**
 * HMAC-signed, expiring file URLs, in the spirit of S3 presigned URLs:
 * `${publicUrl}/files/<key>?expires=<epoch seconds>&signature=<hex>` where
 * signature = HMAC-SHA256(secret, "<METHOD>\n<key>\n<expires>"). The method
 * is signed so that a download URL cannot be used to upload.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'secret.key';

/**
 * The secret is generated on first start and kept in the data directory
 * (mode 600), never in the repository. It stays there in PostgreSQL mode
 * too: it is this machine's, not the database's.
 */
export function loadOrCreateSecret(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, SECRET_FILE);
  try {
    writeFileSync(path, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // A secret copied with a wider mode (e.g. by cp) is narrowed again.
  try {
    chmodSync(path, 0o600);
  } catch {
    /* read-only data dir: keep going, the secret is still usable */
  }
  const hex = readFileSync(path, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${path} is not a 32-byte hex secret`);
  return Buffer.from(hex, 'hex');
}

export type SignedMethod = 'PUT' | 'GET';

export function signFileRequest(secret: Buffer, method: SignedMethod, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${method}\n${key}\n${expires}`).digest('hex');
}

export type SignatureCheck = { ok: true } | { ok: false; code: 'INVALID_SIGNATURE' | 'URL_EXPIRED'; message: string };

export function verifyFileRequest(secret: Buffer, method: SignedMethod, key: string, expiresParam: unknown, signatureParam: unknown, nowSeconds = Math.floor(Date.now() / 1000)): SignatureCheck {
  if (typeof expiresParam !== 'string' || !/^\d{1,12}$/.test(expiresParam) || typeof signatureParam !== 'string' || !/^[0-9a-f]{64}$/.test(signatureParam)) {
    return { ok: false, code: 'INVALID_SIGNATURE', message: 'The URL is not signed' };
  }
  const expected = Buffer.from(signFileRequest(secret, method, key, Number(expiresParam)), 'hex');
  const given = Buffer.from(signatureParam, 'hex');
  if (!timingSafeEqual(expected, given)) return { ok: false, code: 'INVALID_SIGNATURE', message: 'The URL signature does not match' };
  if (Number(expiresParam) < nowSeconds) return { ok: false, code: 'URL_EXPIRED', message: 'The URL has expired' };
  return { ok: true };
}

/** Encodes each path segment of a key for use in a URL. */
function keyToUrlPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function signedFileUrl(publicUrl: string, secret: Buffer, method: SignedMethod, key: string, expires: number): string {
  const signature = signFileRequest(secret, method, key, expires);
  return `${publicUrl}/files/${keyToUrlPath(key)}?expires=${expires}&signature=${signature}`;
}
