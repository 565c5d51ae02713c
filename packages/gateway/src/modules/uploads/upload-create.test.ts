import { NON_SPEC_MESSAGES, UPLOAD_MESSAGES } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../auth/rate-limits.js';
import { CookieJar, DEMO, clearFaults, cloudCall, cloudUrl, gql, setFaults, signIn, startGateway, type TestGateway } from '../../../test/support.js';
import { fileBytes } from '../../../test/files.js';
import { VISITOR_COOKIE } from './visitor-id.js';

const UPLOAD_CREATE = /* GraphQL */ `
  mutation UploadCreate($input: UploadCreateInput!) {
    uploadCreate(input: $input) {
      upload {
        fileName
        uploadUrl
        expiresAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

type Payload = { uploadCreate: { upload: { fileName: string; uploadUrl: string; expiresAt: string } | null; userErrors: { field: string | null; code: string; message: string }[] } };
type Input = { kind: string; fileName: string; contentType: string; size: number; variant?: string };

const PNG = 'image/png';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let gateway: TestGateway;
let learner: CookieJar;
beforeAll(async () => {
  gateway = await startGateway();
  learner = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await gateway?.close();
});

const create = (input: Input, jar?: CookieJar, on: TestGateway = gateway) => gql<Payload>(on, UPLOAD_CREATE, { input }, { jar });
const put = (url: string, bytes: number, contentType: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType, ...headers }, body: fileBytes(contentType, bytes) });

describe('a file that breaks a rule is refused before any upload address is issued (docs/architecture.md invariant 4; spec part 3, 5.5, 5.6, 9)', () => {
  const certificate = (fileName: string, contentType: string, size: number): Input => ({ kind: 'CERTIFICATE', fileName, contentType, size });

  it.each([
    ['too big (over 256000 bytes)', certificate('degree.png', PNG, 256_001), UPLOAD_MESSAGES.tooLarge],
    ['too small (under 51200 bytes)', certificate('degree.png', PNG, 51_199), UPLOAD_MESSAGES.tooSmall],
    ['of an extension the kind does not take', certificate('degree.gif', 'image/gif', 60_000), 'Certificate Only images with .jpg, .jpeg, .png .pdf extension are allowed.'],
    ['sent as another content type than its extension', certificate('degree.png', 'image/jpeg', 60_000), 'Certificate Only images with .jpg, .jpeg, .png .pdf extension are allowed.'],
    ['a PDF where only images are taken', { kind: 'PASSPORT', fileName: 'passport.pdf', contentType: PDF, size: 60_000 }, 'Passport Only images with .jpg, .jpeg, .png extension are allowed.'],
    ['a PDF national id', { kind: 'NATIONAL_ID', fileName: 'id.pdf', contentType: PDF, size: 60_000 }, 'National ID Only images with .jpg, .jpeg, .png extension are allowed.'],
    ['a paper-form document that is not an image', { kind: 'PAPER_FORM', fileName: 'marks.pdf', contentType: PDF, size: 60_000 }, UPLOAD_MESSAGES.imagesOnly],
  ])('%s', async (_what, input, message) => {
    // Were the file store asked, this fault would answer UPSTREAM_UNAVAILABLE instead.
    await setFaults({ '/getPreSignedURL': { mode: 'error', status: 503 } });
    const result = await create(input, learner);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.uploadCreate).toEqual({ upload: null, userErrors: [{ field: 'file', code: 'INVALID', message }] });
  });

  it('reaches the file store only with a file that passes (the same fault then shows)', async () => {
    await setFaults({ '/getPreSignedURL': { mode: 'error', status: 503 } });
    const result = await create(certificate('degree.png', PNG, 60_000), learner);
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ path: ['uploadCreate'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('checks size before type, as the spec lists them', async () => {
    const result = await create(certificate('degree.gif', 'image/gif', 300_000), learner);
    expect(result.body.data!.uploadCreate.userErrors[0].message).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe('an accepted file (spec part 3, 7.2)', () => {
  let upload: { fileName: string; uploadUrl: string; expiresAt: string };
  beforeAll(async () => {
    const result = await create({ kind: 'PASSPORT', fileName: 'passport photo.png', contentType: PNG, size: 60_000 }, learner);
    expect(result.body.data!.uploadCreate.userErrors).toEqual([]);
    upload = result.body.data!.uploadCreate.upload!;
  });

  it('gets a stored name with a random 4-digit prefix, and an expiring address on the file store', () => {
    const match = /^(\d{4})-passport photo\.png$/.exec(upload.fileName);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(1000);
    expect(upload.uploadUrl.startsWith(`${cloudUrl()}/files/`)).toBe(true);
    expect(new Date(upload.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('is refused by the file store when the bytes are more than were checked, or of another type', async () => {
    expect((await put(upload.uploadUrl, 300_000, PNG)).status).toBe(413);
    expect((await put(upload.uploadUrl, 60_000, 'image/jpeg')).status).toBe(415);
    expect((await put(upload.uploadUrl, 40_000, PNG)).status).toBe(400);
    // Bytes that are not a PNG, sent as one (a page or a script renamed .png).
    const notPng = await fetch(upload.uploadUrl, { method: 'PUT', headers: { 'content-type': PNG }, body: fileBytes('image/jpeg', 60_000) });
    expect(notPng.status).toBe(415);
    expect(((await notPng.json()) as { error: { code: string } }).error.code).toBe('CONTENT_MISMATCH');
  });

  it('is stored when PUT from the portal\u2019s page as checked, and is then the learner\u2019s', async () => {
    const response = await put(upload.uploadUrl, 60_000, PNG, { Origin: 'http://localhost:4000' });
    expect(response.status).toBe(200);
    // The address stores one file: a second PUT with it is refused.
    expect((await put(upload.uploadUrl, 60_000, PNG)).status).toBe(403);
    // The browser may read the answer: the file store allows any origin (the signature is the credential).
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const link = await cloudCall<{ url: string }>('/getFileURL', { eid: DEMO.learner.email, type: 'application', filename: upload.fileName });
    expect((await fetch(link.url)).status).toBe(200);
    await expect(cloudCall('/getFileURL', { eid: DEMO.second.email, type: 'application', filename: upload.fileName })).rejects.toThrow(/404/);
  });

  it('may be PUT by the browser: the file store answers the CORS preflight for PUT with Content-Type', async () => {
    const response = await fetch(upload.uploadUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4000', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toMatch(/\bPUT\b/);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('lets the signed-in wizard\u2019s certificate be a PDF, and takes an empty browser type as the extension\u2019s', async () => {
    const pdf = await create({ kind: 'CERTIFICATE', fileName: 'degree.PDF', contentType: PDF, size: 100_000 }, learner);
    expect(pdf.body.data!.uploadCreate.upload?.fileName).toMatch(/^\d{4}-degree\.PDF$/);
    const untyped = await create({ kind: 'TRANSCRIPTS', fileName: 'marks.pdf', contentType: '', size: 100_000 }, learner);
    const { uploadUrl } = untyped.body.data!.uploadCreate.upload!;
    expect((await put(uploadUrl, 100_000, PDF)).status).toBe(200);
  });

  it('keeps only the name of a file chosen with a folder path', async () => {
    const result = await create({ kind: 'PROFILE_PHOTO', fileName: 'C:\\fakepath\\me.jpg', contentType: 'image/jpeg', size: 60_000 }, learner);
    expect(result.body.data!.uploadCreate.upload?.fileName).toMatch(/^\d{4}-me\.jpg$/);
  });
});

describe('who may upload', () => {
  it.each(['CERTIFICATE', 'TRANSCRIPTS', 'PASSPORT', 'NATIONAL_ID', 'PROFILE_PHOTO', 'PAPER_FORM'])('a visitor may not upload an application file (%s): UNAUTHENTICATED', async (kind) => {
    const result = await create({ kind, fileName: 'x.png', contentType: PNG, size: 60_000 });
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ path: ['uploadCreate'], extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('nobody may upload for a pre-registration wizard without its scholarship check in this browser', async () => {
    for (const jar of [undefined, learner]) {
      const result = await create({ kind: 'CERTIFICATE', fileName: 'x.png', contentType: PNG, size: 60_000, variant: 'PRE_REGISTRATION' }, jar);
      expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a visitor may not ask for the signed-in wizard', async () => {
    const result = await create({ kind: 'CERTIFICATE', fileName: 'x.png', contentType: PNG, size: 60_000, variant: 'WIZARD' });
    expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the pre-registration wizard\u2019s uploads (spec part 3, 5.5 and 7.2)', () => {
  const partner = 'partner1@scholar.example';
  let jar: CookieJar;
  beforeAll(() => {
    // The cookie the scholarship check sets once the partner e-mail passed it.
    jar = new CookieJar();
    jar.cookies.set('portal_prereg', gateway.services.preRegistration.token({ email: partner, programId: 201, batchId: 2011 }));
  });

  it('takes images only for the certificate and transcripts', async () => {
    for (const kind of ['CERTIFICATE', 'TRANSCRIPTS']) {
      const result = await create({ kind, fileName: 'degree.pdf', contentType: PDF, size: 60_000 }, jar);
      const name = kind === 'CERTIFICATE' ? 'Certificate' : 'Transcripts';
      expect(result.body.data!.uploadCreate.userErrors).toEqual([{ field: 'file', code: 'INVALID', message: `${name} Only images with .jpg, .jpeg, .png extension are allowed.` }]);
    }
  });

  it('stores the files as the partner applicant\u2019s, by the e-mail that passed the check', async () => {
    const result = await create({ kind: 'CERTIFICATE', fileName: 'degree.jpg', contentType: 'image/jpeg', size: 55_000 }, jar);
    const upload = result.body.data!.uploadCreate.upload!;
    expect((await put(upload.uploadUrl, 55_000, 'image/jpeg')).status).toBe(200);
    const link = await cloudCall<{ url: string }>('/getFileURL', { email: partner, type: 'application', filename: upload.fileName });
    expect((await fetch(link.url)).status).toBe(200);
  });

  it('follows the pre-registration rules for a signed-in learner who asks for that wizard', async () => {
    const both = new CookieJar();
    for (const [name, value] of [...learner.cookies, ...jar.cookies]) both.cookies.set(name, value);
    const pdf = await create({ kind: 'CERTIFICATE', fileName: 'degree.pdf', contentType: PDF, size: 60_000, variant: 'PRE_REGISTRATION' }, both);
    expect(pdf.body.data!.uploadCreate.userErrors[0]?.message).toBe('Certificate Only images with .jpg, .jpeg, .png extension are allowed.');
    // Without the variant a signed-in learner uploads for their own wizard.
    const own = await create({ kind: 'CERTIFICATE', fileName: 'degree.pdf', contentType: PDF, size: 60_000 }, both);
    expect(own.body.data!.uploadCreate.upload).not.toBeNull();
  });
});

describe('the query form\u2019s file, before sign-in (spec part 3, 2.6 and 5.8)', () => {
  it('takes images, pdf and docx from a visitor, who gets an anonymous owner id in an HttpOnly cookie', async () => {
    const jar = new CookieJar();
    const first = await create({ kind: 'QUERY', fileName: 'issue.docx', contentType: DOCX, size: 2_000 }, jar);
    expect(first.body.data!.uploadCreate.userErrors).toEqual([]);
    const cookie = first.setCookies.find((c) => c.name === VISITOR_COOKIE)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql' });

    for (const [fileName, contentType] of [
      ['screen.png', PNG],
      ['scan.jpeg', 'image/jpeg'],
      ['letter.pdf', PDF],
    ]) {
      const again = await create({ kind: 'QUERY', fileName, contentType, size: 2_000 }, jar);
      expect(again.body.data!.uploadCreate.upload, fileName).not.toBeNull();
      // The same browser keeps its id.
      expect(again.setCookies.find((c) => c.name === VISITOR_COOKIE)).toBeUndefined();
    }
    const { uploadUrl } = first.body.data!.uploadCreate.upload!;
    expect((await put(uploadUrl, 2_000, DOCX)).status).toBe(200);
  });

  it.each([
    ['another type', { fileName: 'clip.mp4', contentType: 'video/mp4', size: 2_000 }, NON_SPEC_MESSAGES.queryFileWrongType],
    ['a file over 5 MB', { fileName: 'scan.pdf', contentType: PDF, size: 5 * 1_048_576 + 1 }, NON_SPEC_MESSAGES.queryFileTooLarge],
    ['an empty file', { fileName: 'scan.pdf', contentType: PDF, size: 0 }, NON_SPEC_MESSAGES.queryFileEmpty],
  ])('refuses %s', async (_what, file, message) => {
    const result = await create({ kind: 'QUERY', ...file });
    expect(result.body.data!.uploadCreate).toEqual({ upload: null, userErrors: [{ field: 'file', code: 'INVALID', message }] });
  });

  it('is limited per address: over the limit no address is issued, while refused files do not count', async () => {
    const limited = await startGateway({ RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES: '2' });
    try {
      const file = { kind: 'QUERY', fileName: 'screen.png', contentType: PNG, size: 2_000 };
      expect((await create({ ...file, contentType: 'image/gif' }, undefined, limited)).body.data!.uploadCreate.userErrors[0].code).toBe('INVALID');
      expect((await create(file, undefined, limited)).body.data!.uploadCreate.upload).not.toBeNull();
      expect((await create(file, undefined, limited)).body.data!.uploadCreate.upload).not.toBeNull();
      expect((await create(file, undefined, limited)).body.data!.uploadCreate).toEqual({ upload: null, userErrors: [{ field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }] });
      // Application files of a signed-in learner are not counted against it.
      const jar = (await signIn(limited, DEMO.learner.email, DEMO.learner.password)).jar;
      expect((await create({ kind: 'PASSPORT', fileName: 'p.png', contentType: PNG, size: 60_000 }, jar, limited)).body.data!.uploadCreate.upload).not.toBeNull();
    } finally {
      await limited.close();
    }
  });
});
