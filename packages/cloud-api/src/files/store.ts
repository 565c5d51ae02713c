/**
 * The presigned-upload file store. /getPreSignedURL checks kind, extension,
 * content type and declared size and records an `uploads` row; the client
 * then PUTs the bytes to the signed URL, and the store checks the same
 * limits again as the file arrives (docs/architecture.md invariant 4), and that
 * its first bytes are those of the declared type, before it keeps it under
 * <dataDir>/files/<key>. A presigned URL stores one file: the row keeps the
 * signature of the one URL still usable, and a PUT claims it
 * (docs/decisions/081-file-store-content-and-one-time-urls.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { PresignedUpload, SignedFileUrl } from '@portal/contract';
import { schema, type Db } from '../db/client.js';
import { HttpError } from '../http-errors.js';
import { ContentSignatureCheck } from './content-signatures.js';
import { loadOrCreateSecret, signedFileUrl, signFileRequest, verifyFileRequest } from './signing.js';
import { checkUpload, normaliseContentType } from './upload-kinds.js';
import { normaliseEmail } from '@portal/domain';

const { uploads } = schema;

/** Long enough for a slow connection, short enough that a leaked URL soon dies. */
const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Signed download URLs last one hour (spec part 3, section 9: signed access, one hour). */
const DOWNLOAD_URL_TTL_SECONDS = 60 * 60;

export type FileStore = {
  presignUpload(input: { owner: string; kind: string; fileName: string; contentType: string; size: number }): Promise<PresignedUpload>;
  /** owner, when given, must be the file's owner. */
  signedDownloadUrl(key: string, owner?: string): Promise<SignedFileUrl>;
  /** The key a file of this kind, owner and presigned name is stored under. */
  keyFor(input: { kind: string; owner: string; fileName: string }): string;
  /**
   * Puts the organisation's own course content (videos, captions, packages)
   * under a key, as the university's storage holds it; read like any file,
   * through a signed URL (spec part 2, section 9). Writes only when missing
   * or different, so it may run at every start.
   */
  storeContent(key: string, contentType: string, bytes: Buffer, owner?: string): Promise<void>;
  /**
   * The bytes and content type of a finished upload of this owner, or null
   * (profile, issue 20: the photo is read back to be re-encoded).
   */
  readStored(key: string, owner: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** PUT and GET /files/<key> */
  router: Router;
  filesDir: string;
};

/**
 * A readable, collision-free folder per owner: the sanitised address plus a
 * hash of the exact owner, so that "a_b.c" and "a@b.c" never share a folder.
 */
export function ownerPrefix(owner: string): string {
  const normalised = normaliseEmail(owner);
  const readable =
    normalised
      .replace(/[^a-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(0, 60) || 'owner';
  const hash = createHash('sha256').update(normalised).digest('hex').slice(0, 16);
  return `${readable}-${hash}`;
}

/** Keeps only the last path segment and safe characters of a client-given name. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._()-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-150);
  if (!cleaned || !/[A-Za-z0-9]/.test(cleaned)) throw new HttpError(400, 'BAD_REQUEST', 'filename has no usable characters');
  return cleaned;
}

const KEY_PATTERN = /^[A-Za-z0-9-]+\/[a-z0-9._-]+\/[A-Za-z0-9._()-]+$/;

class ByteLimit extends Transform {
  count = 0;
  hash = createHash('md5');
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.count += chunk.length;
    if (this.count > this.limit) {
      cb(new HttpError(413, 'FILE_TOO_LARGE', `The file is larger than the ${this.limit} bytes that were signed for`));
      return;
    }
    this.hash.update(chunk);
    cb(null, chunk);
  }
}

/** Drains what the client is still sending, up to a bound, so it can read our answer. */
function refuse(req: Request, res: Response, status: number, code: string, message: string) {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > 64 * 1_048_576) req.socket.destroy();
  });
  req.resume();
  res.setHeader('Connection', 'close');
  res.status(status).json({ error: { code, message } });
}

function keyFromPath(req: Request): string | null {
  try {
    const key = req.path.slice('/files/'.length).split('/').map(decodeURIComponent).join('/');
    return KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..') ? key : null;
  } catch {
    return null;
  }
}

/** What the file routes are built with: the database, the signing secret and the stored path of a key. */
type FileRoutes = { db: Db; log: Logger; secret: Buffer; pathOf: (key: string) => string };

/**
 * PUT to a signed upload URL: the file must be of the signed type and size; the URL is used up
 * by the one upload it stores, and given back when an upload is refused or interrupted.
 */
function putFile({ db, log, secret, pathOf }: FileRoutes) {
  return async (req: Request, res: Response) => {
    const key = keyFromPath(req);
    if (!key) return refuse(req, res, 404, 'NOT_FOUND', 'No such file');
    const check = verifyFileRequest(secret, 'PUT', key, req.query.expires, req.query.signature);
    if (!check.ok) return refuse(req, res, 403, check.code, check.message);

    const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
    if (!row) return refuse(req, res, 404, 'NOT_FOUND', 'No upload was signed for this key');

    const sentType = normaliseContentType(req.headers['content-type']);
    if (sentType !== row.contentType) {
      return refuse(req, res, 415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${row.contentType}, as signed`);
    }
    const declared = req.headers['content-length'] !== undefined ? Number(req.headers['content-length']) : undefined;
    if (declared !== undefined && declared > row.maxBytes) {
      return refuse(req, res, 413, 'FILE_TOO_LARGE', `The file must be at most ${row.maxBytes} bytes`);
    }
    const expected = row.size ?? row.maxBytes;

    // Claim the URL: of two PUTs with one URL (one after the other, or at
    // once), only one gets past here. A refused or interrupted upload gives
    // the claim back below, so only a stored file uses the URL up.
    const signature = String(req.query.signature);
    const claimed = await db
      .update(uploads)
      .set({ uploadSignature: null })
      .where(and(eq(uploads.key, key), eq(uploads.uploadSignature, signature)))
      .returning({ key: uploads.key });
    if (claimed.length === 0) {
      return refuse(req, res, 403, 'URL_USED', 'This upload URL has already been used, or a newer one was issued; ask for a new one');
    }
    const giveBack = () =>
      db
        .update(uploads)
        .set({ uploadSignature: signature })
        .where(and(eq(uploads.key, key), isNull(uploads.uploadSignature)));

    const finalPath = pathOf(key);
    mkdirSync(dirname(finalPath), { recursive: true });
    const tmpPath = `${finalPath}.${randomBytes(6).toString('hex')}.part`;
    const limiter = new ByteLimit(Math.min(expected, row.maxBytes));
    const refuseAfterClaim = async (status: number, code: string, message: string) => {
      await rm(tmpPath, { force: true });
      await giveBack();
      return refuse(req, res, status, code, message);
    };
    try {
      await pipeline(req, limiter, new ContentSignatureCheck(row.contentType), createWriteStream(tmpPath));
    } catch (err) {
      if (err instanceof HttpError) return refuseAfterClaim(err.status, err.code, err.message);
      await rm(tmpPath, { force: true });
      await giveBack();
      // The client went away mid-upload: nothing to answer.
      log.debug({ err, key }, 'upload aborted');
      if (!res.headersSent) res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Upload was interrupted' } });
      return;
    }
    if (limiter.count < row.minBytes) {
      return refuseAfterClaim(400, 'FILE_TOO_SMALL', `The file must be at least ${row.minBytes} bytes`);
    }
    if (limiter.count !== expected) {
      return refuseAfterClaim(400, 'SIZE_MISMATCH', `The file has ${limiter.count} bytes; ${expected} were signed for`);
    }
    await rename(tmpPath, finalPath);
    await db.update(uploads).set({ storedAt: new Date(), size: limiter.count }).where(eq(uploads.key, key));
    const etag = `"${limiter.hash.digest('hex')}"`;
    res.setHeader('ETag', etag);
    res.json({ key, size: limiter.count, etag });
  };
}

/** GET from a signed download URL: the stored file, with its type, and ranges for seeking. */
function getFile({ db, secret, pathOf }: FileRoutes) {
  return async (req: Request, res: Response) => {
    const key = keyFromPath(req);
    if (!key) throw new HttpError(404, 'NOT_FOUND', 'No such file');
    const check = verifyFileRequest(secret, 'GET', key, req.query.expires, req.query.signature);
    if (!check.ok) throw new HttpError(403, check.code, check.message);
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.key, key), isNotNull(uploads.storedAt)))
      .limit(1);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such file');
    const path = pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info) throw new HttpError(404, 'NOT_FOUND', 'No such file');
    // sendFile answers Range requests (206, 416) and conditional ones, so
    // video and audio can seek (docs/decisions/115); the stored type wins
    // over the extension's.
    res.setHeader('Content-Type', row.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `inline; filename="${key.split('/').pop()}"`);
    await new Promise<void>((done, fail) => {
      res.sendFile(path, { headers: { 'Cache-Control': 'private, max-age=300' }, cacheControl: false, acceptRanges: true, dotfiles: 'allow' }, (err) => {
        if (err && !res.headersSent) fail(err);
        else done();
      });
    });
  };
}

export function createFileStore(options: { db: Db; dataDir: string; publicUrl: string; log: Logger }): FileStore {
  const { db, publicUrl, log } = options;
  const secret = loadOrCreateSecret(options.dataDir);
  const filesDir = resolve(options.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });

  const pathOf = (key: string) => {
    const full = resolve(filesDir, key);
    if (!full.startsWith(filesDir + sep)) throw new HttpError(400, 'BAD_REQUEST', 'Bad file key');
    return full;
  };

  const router = express.Router();
  const routes: FileRoutes = { db, log, secret, pathOf };
  router.put('/files/*key', putFile(routes));
  router.get('/files/*key', getFile(routes));

  const keyFor = ({ kind, owner, fileName }: { kind: string; owner: string; fileName: string }) => `${kind}/${ownerPrefix(owner)}/${safeFileName(fileName)}`;

  return {
    filesDir,
    router,
    keyFor,

    // owner: the organisation's content by default; a learner's own issued file (a certificate) names the learner.
    async storeContent(key, contentType, bytes, owner = 'organisation') {
      if (!KEY_PATTERN.test(key)) throw new Error(`Bad content key ${key}`);
      const path = pathOf(key);
      const current = await readFile(path).catch(() => null);
      if (!current || !current.equals(bytes)) {
        mkdirSync(dirname(path), { recursive: true });
        await writeFile(path, bytes);
      }
      const row = {
        owner: normaliseEmail(owner),
        kind: key.split('/')[0],
        fileName: key.split('/').pop()!,
        contentType,
        minBytes: 0,
        maxBytes: bytes.length,
        size: bytes.length,
        storedAt: new Date(),
        uploadSignature: null,
      };
      await db
        .insert(uploads)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: uploads.key, set: row });
    },

    async readStored(key, owner) {
      if (!KEY_PATTERN.test(key)) return null;
      const [row] = await db
        .select({ owner: uploads.owner, contentType: uploads.contentType })
        .from(uploads)
        .where(and(eq(uploads.key, key), isNotNull(uploads.storedAt)))
        .limit(1);
      if (!row || row.owner !== normaliseEmail(owner)) return null;
      const bytes = await readFile(pathOf(key)).catch(() => null);
      return bytes ? { bytes, contentType: row.contentType } : null;
    },

    async presignUpload({ owner, kind, fileName, contentType, size }) {
      const checked = checkUpload(kind, fileName, contentType, size);
      if (!checked.ok) throw new HttpError(checked.status, checked.code, checked.message);
      const key = keyFor({ kind, owner, fileName });
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      // Only the newest URL of a key can store a file; it is used up once it has.
      const uploadSignature = signFileRequest(secret, 'PUT', key, expires);
      await db
        .insert(uploads)
        .values({
          key,
          owner: normaliseEmail(owner),
          kind,
          fileName,
          contentType: checked.contentType,
          minBytes: checked.kind.minBytes,
          maxBytes: checked.kind.maxBytes,
          // The declared size: the PUT must carry exactly this many bytes.
          size,
          uploadSignature,
        })
        // Asking again for the same key (same kind, owner and name, hence the
        // same content type and limits) changes the declared size and makes
        // the new URL the only one that can store. A file already stored stays
        // downloadable until a new PUT replaces it, as with S3.
        .onConflictDoUpdate({ target: uploads.key, set: { fileName, size, createdAt: new Date(), uploadSignature } });
      return { url: signedFileUrl(publicUrl, secret, 'PUT', key, expires), key, expiresAt: new Date(expires * 1000).toISOString() };
    },

    async signedDownloadUrl(key, owner) {
      const [row] = await db
        .select({ owner: uploads.owner })
        .from(uploads)
        .where(and(eq(uploads.key, key), isNotNull(uploads.storedAt)))
        .limit(1);
      if (!row || (owner !== undefined && row.owner !== normaliseEmail(owner))) throw new HttpError(404, 'NOT_FOUND', 'No such file');
      const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
      return { url: signedFileUrl(publicUrl, secret, 'GET', key, expires), expiresAt: new Date(expires * 1000).toISOString(), key };
    },
  };
}
