import { QUERY_FORM_MESSAGES as M } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../auth/rate-limits.js';
import { CookieJar, DEMO, clearFaults, gql, setFaults, signIn, startGateway, type TestGateway } from '../../../test/support.js';
import { fileBytes } from '../../../test/files.js';
import { QUERY_FILE_NOT_UPLOADED } from './service.js';

const QUERY_POST = /* GraphQL */ `
  mutation QueryPost($input: QueryPostInput!) {
    queryPost(input: $input) {
      posted
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const UPLOAD_CREATE = /* GraphQL */ `
  mutation UploadCreate($input: UploadCreateInput!) {
    uploadCreate(input: $input) {
      upload {
        fileName
        uploadUrl
      }
      userErrors {
        message
      }
    }
  }
`;

type Payload = { queryPost: { posted: boolean; userErrors: { field: string | null; code: string; message: string }[] } };
type Input = { name: string; email: string; description: string; fileName?: string | null };

const VALID: Input = { name: 'Ama Owusu', email: 'ama@example.com', description: 'When does the next batch start?' };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await gateway?.close();
});

const post = (input: Input, jar?: CookieJar, on: TestGateway = gateway) => gql<Payload>(on, QUERY_POST, { input }, { jar });

/** Uploads a small PNG for the query form through the gateway and the file store, as the browser does. */
async function uploadQueryFile(jar: CookieJar, options: { put?: boolean } = {}): Promise<string> {
  const result = await gql<{ uploadCreate: { upload: { fileName: string; uploadUrl: string } } }>(
    gateway,
    UPLOAD_CREATE,
    { input: { kind: 'QUERY', fileName: 'screen.png', contentType: 'image/png', size: 3_000 } },
    { jar },
  );
  const { fileName, uploadUrl } = result.body.data!.uploadCreate.upload;
  if (options.put !== false) {
    const response = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: fileBytes('image/png', 3_000) });
    expect(response.status).toBe(200);
  }
  return fileName;
}

describe('posting a query before sign-in (spec part 3, 2.6, 5.8 and 7.4)', () => {
  it('posts a valid query without a file', async () => {
    const result = await post(VALID);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.queryPost).toEqual({ posted: true, userErrors: [] });
  });

  it('posts through /addcomplent: when that fails, nothing is claimed as posted', async () => {
    await setFaults({ '/addcomplent': { mode: 'error', status: 503 } });
    const result = await post(VALID);
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ path: ['queryPost'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('posts with a file this browser uploaded for the query', async () => {
    const jar = new CookieJar();
    const fileName = await uploadQueryFile(jar);
    expect((await post({ ...VALID, fileName }, jar)).body.data!.queryPost).toEqual({ posted: true, userErrors: [] });
  });

  it('posts with a file a signed-in learner uploaded on the same form', async () => {
    const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
    const fileName = await uploadQueryFile(jar);
    expect((await post({ ...VALID, fileName }, jar)).body.data!.queryPost).toEqual({ posted: true, userErrors: [] });
  });

  it('refuses a file name that is not a finished upload of this browser', async () => {
    const jar = new CookieJar();
    const notYetPut = await uploadQueryFile(jar, { put: false });
    const finished = await uploadQueryFile(jar);
    const refused = { posted: false, userErrors: [{ field: 'fileName', code: 'INVALID', message: QUERY_FILE_NOT_UPLOADED }] };
    // Asked for, but never PUT.
    expect((await post({ ...VALID, fileName: notYetPut }, jar)).body.data!.queryPost).toEqual(refused);
    // Another browser's file.
    expect((await post({ ...VALID, fileName: finished }, new CookieJar())).body.data!.queryPost).toEqual(refused);
    // A name never uploaded.
    expect((await post({ ...VALID, fileName: '1234-invented.pdf' }, jar)).body.data!.queryPost).toEqual(refused);
  });

  it('takes an empty file name as no file', async () => {
    expect((await post({ ...VALID, fileName: '' })).body.data!.queryPost.posted).toBe(true);
    expect((await post({ ...VALID, fileName: null })).body.data!.queryPost.posted).toBe(true);
  });
});

describe('the query form\u2019s rules, every message at once (spec part 3, 5.8)', () => {
  it.each([
    ['an empty name', { name: ' ' }, 'name', M.nameRequired],
    ['a name with digits', { name: 'Ama 2' }, 'name', M.nameLettersOnly],
    ['a name with punctuation', { name: 'Ama-Owusu' }, 'name', M.nameLettersOnly],
    ['an empty e-mail', { email: '' }, 'email', M.emailRequired],
    ['an e-mail without a domain', { email: 'ama@example' }, 'email', M.emailInvalid],
    ['an empty description', { description: '   ' }, 'description', M.descriptionRequired],
  ])('refuses %s', async (_what, change, field, message) => {
    const result = await post({ ...VALID, ...change });
    expect(result.body.data!.queryPost).toEqual({ posted: false, userErrors: [{ field, code: 'INVALID', message }] });
  });

  it('shows the messages of every field at once, in form order', async () => {
    const result = await post({ name: '', email: 'not-an-email', description: '' });
    expect(result.body.data!.queryPost.userErrors.map((e) => [e.field, e.message])).toEqual([
      ['name', 'Please enter user name'],
      ['email', '*Please enter valid email-ID.'],
      ['description', '*Please Enter the issue description.'],
    ]);
  });

  it('accepts names in any alphabet', async () => {
    expect((await post({ ...VALID, name: 'Zoë Amélie' })).body.data!.queryPost.posted).toBe(true);
  });
});

describe('the query form\u2019s rate limit', () => {
  it('refuses posts from one address over the limit, counting only forms that passed their rules', async () => {
    const limited = await startGateway({ RATE_LIMIT_QUERY_POSTS_PER_10_MINUTES: '2' });
    try {
      expect((await post({ ...VALID, name: '' }, undefined, limited)).body.data!.queryPost.posted).toBe(false);
      expect((await post(VALID, undefined, limited)).body.data!.queryPost.posted).toBe(true);
      expect((await post(VALID, undefined, limited)).body.data!.queryPost.posted).toBe(true);
      await setFaults({ '/addcomplent': { mode: 'error', status: 503 } });
      // Over the limit the cloud API is not even asked (the fault would show otherwise).
      expect((await post(VALID, undefined, limited)).body.data!.queryPost).toEqual({ posted: false, userErrors: [{ field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }] });
    } finally {
      await limited.close();
    }
  });
});
