import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { CONTENT_TYPES, UPLOAD_RULES, uploadRule, type UploadRule } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.js';
import { errorCode, LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';
import { CONTENT_SIGNATURES } from './content-signatures.js';
import { SECRET_FILE, signedFileUrl } from './signing.js';
import { fileBytes } from './test-files.js';
import { checkUpload, UPLOAD_KINDS } from './upload-kinds.js';

let api: TestApi;
let secret: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  secret = Buffer.from(readFileSync(join(api.dataDir, SECRET_FILE), 'utf8').trim(), 'hex');
});
afterAll(() => api?.dispose());

const KB = 1024;
/** A JPEG's first bytes, then filler: what the store's content check wants for image/jpeg. */
const bytes = (n: number, fill = 0x61) => fileBytes('image/jpeg', n, fill);

async function presign(overrides: Record<string, unknown> = {}) {
  return api.post('/getPreSignedURL', {
    oid: OID,
    eid: LEARNER,
    type: 'application',
    filetype: 'image/jpeg',
    filename: `${1000 + Math.floor(Math.random() * 9000)}-passport.jpg`,
    filesize: 100 * KB,
    ...overrides,
  });
}

const put = (url: string, body: Buffer, contentType = 'image/jpeg') => fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });

describe('issuing a presigned upload URL (spec part 3, 5.5 and 9)', () => {
  it('answers a signed, expiring PUT URL on this service, under a key with the owner prefix and the file name', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await presign({ filename: '4821-passport photo.jpg' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin).toBe(api.url);
    expect(url.pathname).toBe(`/files/${res.body.key}`);
    expect(res.body.key).toMatch(/^application\/learner_demo\.university-[0-9a-f]{16}\/4821-passport_photo\.jpg$/);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(before + 3600);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(res.body.expiresAt).getTime()).toBe(expires * 1000);
  });

  it('records who asked for what in the uploads table', async () => {
    const res = await presign();
    const [row] = await api.db.select().from(schema.uploads).where(eq(schema.uploads.key, res.body.key));
    expect(row).toMatchObject({ owner: LEARNER, kind: 'application', contentType: 'image/jpeg', minBytes: 51200, maxBytes: 256000, size: 100 * KB, storedAt: null });
  });

  it.each([
    ['an unknown kind', { type: 'selfie' }, 400, 'UNKNOWN_KIND'],
    ['an extension the kind does not allow', { filename: '1234-cv.pdf', filetype: 'application/pdf' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a content type that does not match the extension', { filename: '1234-photo.png', filetype: 'image/jpeg' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a file under 50 KB', { filesize: 51199 }, 400, 'FILE_TOO_SMALL'],
    ['a file over 250 KB (256000 bytes)', { filesize: 256001 }, 413, 'FILE_TOO_LARGE'],
    ['a missing owner', { eid: undefined }, 400, 'BAD_REQUEST'],
  ])('refuses %s before any URL is issued', async (_what, overrides, status, code) => {
    const res = await presign(overrides);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
  });

  it('lets application documents be PDFs, and profile photos be up to 1024 KB', async () => {
    expect((await presign({ type: 'application-document', filename: '1234-transcripts.pdf', filetype: 'application/pdf' })).status).toBe(200);
    expect((await presign({ type: 'profiledetails', filesize: 1_048_576 })).status).toBe(200);
    expect((await presign({ type: 'profiledetails', filesize: 1_048_577 })).status).toBe(413);
  });

  it('lets a visitor attach images, pdf or docx to a query before login, with the e-mail as owner', async () => {
    for (const [filename, filetype] of [
      ['1234-screen.png', 'image/png'],
      ['1234-issue.pdf', 'application/pdf'],
      ['1234-issue.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]) {
      const res = await presign({ eid: undefined, email: 'visitor@example.com', type: 'complentsPreLogin', filename, filetype, filesize: 2000 });
      expect(res.status, filename).toBe(200);
    }
  });

  it('takes the admissions and query limits from @portal/domain, the rules the gateway checks first', () => {
    const same = (storeKind: string, rule: UploadRule) =>
      expect(UPLOAD_KINDS[storeKind], storeKind).toMatchObject({
        minBytes: rule.minBytes,
        maxBytes: rule.maxBytes,
        types: Object.fromEntries(rule.extensions.map((ext) => [ext, CONTENT_TYPES[ext]])),
      });
    for (const kind of ['passport', 'nationalId', 'profilePhoto', 'paperForm'] as const) same('application', UPLOAD_RULES[kind]);
    for (const kind of ['certificate', 'transcripts'] as const) {
      same('application-document', UPLOAD_RULES[kind]);
      // The pre-registration wizard takes images only (spec part 3, 5.5).
      same('application', uploadRule(kind, { variant: 'preregistration' }));
    }
    same('complentsPreLogin', UPLOAD_RULES.query);
    same('complents', UPLOAD_RULES.complaint);
    expect(Object.keys(UPLOAD_KINDS.application.types).sort()).toEqual(['jpeg', 'jpg', 'png']);
    expect(UPLOAD_KINDS.application).toMatchObject({ minBytes: 51_200, maxBytes: 256_000 });
  });

  it('has one limit table whose image kinds all stay within 50 KB to 1024 KB', () => {
    for (const kind of ['application', 'application-document', 'profiledetails']) {
      expect(UPLOAD_KINDS[kind].minBytes).toBe(51200);
      expect(checkUpload(kind, 'x.JPG', 'image/jpeg', 60_000).ok).toBe(true);
    }
  });
});

describe('the file arriving at the presigned URL', () => {
  it('is stored when signature, type and size are as signed, and can then be downloaded', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const content = bytes(60_000, 0x42);
    const res = await put(body.url, content);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    expect(readFileSync(join(api.dataDir, 'files', body.key)).equals(content)).toBe(true);
    const [row] = await api.db.select().from(schema.uploads).where(eq(schema.uploads.key, body.key));
    expect(row.storedAt).toBeInstanceOf(Date);
    expect(row.size).toBe(60_000);

    const link = await api.post('/getFileURL', { oid: OID, eid: LEARNER, key: body.key });
    expect(link.status).toBe(200);
    const download = await fetch(link.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('is refused when the URL has expired', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const expired = signedFileUrl(api.url, secret, 'PUT', body.key, Math.floor(Date.now() / 1000) - 1);
    const res = await put(expired, bytes(60_000));
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('URL_EXPIRED');
  });

  it('is refused when the signature was tampered with, or the expiry moved', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const url = new URL(body.url);
    const sig = url.searchParams.get('signature')!;
    url.searchParams.set('signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    let res = await put(url.toString(), bytes(60_000));
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('INVALID_SIGNATURE');

    const later = new URL(body.url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    res = await put(later.toString(), bytes(60_000));
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('INVALID_SIGNATURE');

    res = await put(body.url.replace('/files/application/', '/files/profiledetails/'), bytes(60_000));
    expect([403, 404]).toContain(res.status);
  });

  it('is refused when it is larger than signed for (413)', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const res = await put(body.url, bytes(300_000));
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('FILE_TOO_LARGE');
    expect(() => statSync(join(api.dataDir, 'files', body.key))).toThrow();
  });

  it('is refused while streaming once it passes the signed size, even without a Content-Length (413)', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const chunks = [bytes(40_000), bytes(40_000)];
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const res = await fetch(body.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('FILE_TOO_LARGE');
  });

  it('is refused when it is smaller than the kind allows (400)', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const res = await put(body.url, bytes(10_000));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('FILE_TOO_SMALL');
  });

  it('is refused when its size differs from the declared one (400)', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const res = await put(body.url, bytes(59_999));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('SIZE_MISMATCH');
  });

  it('is refused when sent with another content type than signed for (415)', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const res = await put(body.url, bytes(60_000), 'image/png');
    expect(res.status).toBe(415);
    expect(await errorCode(res)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('cannot be uploaded with a download URL (the method is signed)', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const getUrl = signedFileUrl(api.url, secret, 'GET', body.key, Math.floor(Date.now() / 1000) + 600);
    const res = await put(getUrl, bytes(60_000));
    expect(res.status).toBe(403);
  });

  it('answers a CORS preflight, since browsers PUT straight to the signed URL', async () => {
    const res = await fetch(`${api.url}/files/application/x/y.jpg`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });
});

describe('the content check: the bytes must be what the declared type says (PNG, JPEG, PDF, DOCX, DOC magic numbers)', () => {
  const stored = async (key: string) => {
    const [row] = await api.db.select().from(schema.uploads).where(eq(schema.uploads.key, key));
    return {
      row,
      onDisk: (() => {
        try {
          return statSync(join(api.dataDir, 'files', key)).isFile();
        } catch {
          return false;
        }
      })(),
    };
  };

  it.each([
    ['a PNG declared as image/jpeg', 'image/jpeg', '1234-photo.jpg', fileBytes('image/png', 60_000)],
    ['an HTML page declared as image/png', 'image/png', '1234-photo.png', Buffer.concat([Buffer.from('<!doctype html><script>alert(1)</script>'), Buffer.alloc(60_000 - 40, 0x20)])],
    ['a JPEG declared as application/pdf', 'application/pdf', '1234-transcripts.pdf', fileBytes('image/jpeg', 60_000)],
    ['text declared as image/jpeg', 'image/jpeg', '1234-photo.jpeg', Buffer.alloc(60_000, 0x61)],
  ])('refuses %s with 415 CONTENT_MISMATCH and keeps nothing', async (_what, filetype, filename, content) => {
    const { body } = await presign({ type: 'application-document', filetype, filename, filesize: content.length });
    const res = await put(body.url, content, filetype);
    expect(res.status).toBe(415);
    expect(await errorCode(res)).toBe('CONTENT_MISMATCH');
    const after = await stored(body.key);
    expect(after.row.storedAt).toBeNull();
    expect(after.onDisk).toBe(false);
    expect((await api.post('/getFileURL', { oid: OID, eid: LEARNER, key: body.key })).status).toBe(404);
  });

  it('refuses a mismatch even when the first chunk is shorter than the signature', async () => {
    const { body } = await presign({ type: 'complents', filetype: 'image/png', filename: '1234-screen.png', filesize: 6 });
    const res = await put(body.url, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'image/png');
    expect(res.status).toBe(415);
    expect(await errorCode(res)).toBe('CONTENT_MISMATCH');
  });

  it.each([
    ['a JPEG', 'application', 'image/jpeg', '1234-passport.jpg', 60_000],
    ['a PNG', 'application', 'image/png', '1234-passport.png', 60_000],
    ['a PDF', 'application-document', 'application/pdf', '1234-transcripts.pdf', 60_000],
    ['a DOCX (a ZIP package)', 'complents', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '1234-issue.docx', 2_000],
    ['a DOC (an OLE2 compound file)', 'profiledocs', 'application/msword', '1234-cv.doc', 60_000],
  ])('stores %s whose bytes start as its type says', async (_what, type, filetype, filename, size) => {
    const { body } = await presign({ type, filetype, filename, filesize: size });
    const content = fileBytes(filetype, size);
    const res = await put(body.url, content, filetype);
    expect(res.status).toBe(200);
    expect(readFileSync(join(api.dataDir, 'files', body.key)).equals(content)).toBe(true);
  });

  it('knows the first bytes of every content type an upload kind accepts', () => {
    for (const [kind, rule] of Object.entries(UPLOAD_KINDS)) {
      for (const type of Object.values(rule.types)) expect(CONTENT_SIGNATURES, `${kind}: ${type}`).toHaveProperty([type]);
    }
  });
});

describe('a presigned upload URL stores one file', () => {
  it('a second PUT with the same URL is refused (403 URL_USED), and the first file stays', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const first = bytes(60_000, 0x31);
    expect((await put(body.url, first)).status).toBe(200);
    const again = await put(body.url, bytes(60_000, 0x32));
    expect(again.status).toBe(403);
    expect(await errorCode(again)).toBe('URL_USED');
    expect(readFileSync(join(api.dataDir, 'files', body.key)).equals(first)).toBe(true);
  });

  it('of two PUTs sent at once with the same URL, exactly one stores its file', async () => {
    const { body } = await presign({ filesize: 60_000 });
    const [a, b] = await Promise.all([put(body.url, bytes(60_000, 0x41)), put(body.url, bytes(60_000, 0x42))]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const winner = a.status === 200 ? 0x41 : 0x42;
    expect(readFileSync(join(api.dataDir, 'files', body.key)).equals(bytes(60_000, winner))).toBe(true);
  });

  it('is not used up by a refused PUT: the right bytes can follow with the same URL', async () => {
    const { body } = await presign({ filesize: 60_000 });
    expect((await put(body.url, Buffer.alloc(60_000, 0x61))).status).toBe(415);
    expect((await put(body.url, bytes(59_000))).status).toBe(400);
    expect((await put(body.url, bytes(60_000))).status).toBe(200);
    expect((await put(body.url, bytes(60_000))).status).toBe(403);
  });

  it('is replaced by a newer URL for the same file name: only the newest can store', async () => {
    const filename = '1357-replace.jpg';
    const older = await presign({ filename, filesize: 60_000 });
    // Asked in a later second, the newer URL has a later expiry, hence another signature.
    const olderIssuedAt = Number(new URL(older.body.url).searchParams.get('expires')) - 15 * 60;
    await expect.poll(() => Math.floor(Date.now() / 1000), { interval: 100 }).toBeGreaterThan(olderIssuedAt);
    const newer = await presign({ filename, filesize: 61_000 });
    expect(newer.body.url).not.toBe(older.body.url);
    const stale = await put(older.body.url, bytes(60_000));
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('URL_USED');
    expect((await put(newer.body.url, bytes(61_000))).status).toBe(200);
  });
});

describe('signed download URLs', () => {
  let key: string;
  beforeAll(async () => {
    const { body } = await presign({ filesize: 52_000 });
    expect((await put(body.url, bytes(52_000))).status).toBe(200);
    key = body.key;
  });

  it('are valid for one hour', async () => {
    // An hour from the moment the URL was signed, which lies between these two readings of the clock.
    const before = Math.floor(Date.now() / 1000);
    const { body } = await api.post('/getFileURL', { oid: OID, key });
    const after = Math.ceil(Date.now() / 1000);
    const expires = Number(new URL(body.url).searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(before + 3600);
    expect(expires).toBeLessThanOrEqual(after + 3600);
  });

  it('stop working once expired, or when tampered with', async () => {
    const expired = signedFileUrl(api.url, secret, 'GET', key, Math.floor(Date.now() / 1000) - 1);
    let res = await fetch(expired);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('URL_EXPIRED');
    res = await fetch(`${api.url}/files/${key}?expires=9999999999&signature=${'0'.repeat(64)}`);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('INVALID_SIGNATURE');
  });

  it('are not issued for another owner\u2019s file, nor for a file never stored', async () => {
    expect((await api.post('/getFileURL', { oid: OID, eid: SECOND, key })).status).toBe(404);
    const { body } = await presign({ filesize: 52_000 });
    expect((await api.post('/getFileURL', { oid: OID, eid: LEARNER, key: body.key })).status).toBe(404);
  });

  it('keep serving a stored file while a new upload to the same name is pending', async () => {
    const filename = '2468-keep.jpg';
    const first = await presign({ filename, filesize: 52_000 });
    expect((await put(first.body.url, bytes(52_000))).status).toBe(200);
    await presign({ filename, filesize: 53_000 });
    const link = await api.post('/getFileURL', { oid: OID, eid: LEARNER, key: first.body.key });
    expect(link.status).toBe(200);
    expect((await fetch(link.body.url)).status).toBe(200);
  });
});

describe('the file-URL secret', () => {
  it('is generated into the data directory, readable by its owner only', () => {
    const mode = statSync(join(api.dataDir, SECRET_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(secret).toHaveLength(32);
  });
});
