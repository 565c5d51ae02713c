import { QUERY_FORM_MESSAGES as M, NON_SPEC_MESSAGES, tooManyComplaintsMessage } from '@portal/domain';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, enrolledLearner, gql, setFaults, startGateway, type TestGateway } from '../../../test/support.js';
import { fileBytes } from '../../../test/files.js';
import { QUERY_FILE_NOT_UPLOADED } from './service.js';

const COMPLAINTS = /* GraphQL */ `
  query Complaints {
    viewer {
      complaints {
        id
        description
        programId
        program {
          id
          title
        }
        filedAt
        file {
          name
          kind
          url
        }
      }
    }
  }
`;
const COMPLAINT_ADD = /* GraphQL */ `
  mutation ComplaintAdd($input: ComplaintAddInput!) {
    complaintAdd(input: $input) {
      complaint {
        id
        description
        programId
        file {
          name
          kind
          url
        }
      }
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
        field
        message
      }
    }
  }
`;

type File = { name: string; kind: string; url: string | null };
type Complaint = { id: string; description: string; programId: string | null; program?: { id: string; title: string } | null; filedAt?: string; file: File | null };
type AddPayload = { complaintAdd: { complaint: Complaint | null; userErrors: { field: string | null; code: string; message: string }[] } };
type Learner = { token: string; eid: string };

// Two learners in the MBA's batch (3012), made for this file so no other test's complaints show.
const BATCH = '3012';
let gateway: TestGateway;
let asha: Learner;
let kofi: Learner;
beforeAll(async () => {
  gateway = await startGateway();
  [asha, kofi] = await Promise.all([enrolledLearner(gateway, 'complaints-a', 3012), enrolledLearner(gateway, 'complaints-b', 3012)]);
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await gateway?.close();
});

const list = (who: Learner) => gql<{ viewer: { complaints: Complaint[] | null } }>(gateway, COMPLAINTS, {}, { bearer: who.token });
const add = (who: Learner, input: Record<string, unknown>) => gql<AddPayload>(gateway, COMPLAINT_ADD, { input }, { bearer: who.token });

/** Uploads a file as a complaint file through the gateway and the file store, as the browser does. */
async function uploadComplaintFile(who: Learner, name = 'receipt.pdf', contentType = 'application/pdf', size = 4_000): Promise<string> {
  const result = await gql<{ uploadCreate: { upload: { fileName: string; uploadUrl: string } | null } }>(
    gateway,
    UPLOAD_CREATE,
    { input: { kind: 'COMPLAINT', fileName: name, contentType, size } },
    { bearer: who.token },
  );
  const { fileName, uploadUrl } = result.body.data!.uploadCreate.upload!;
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: fileBytes(contentType, size) });
  expect(put.status).toBe(200);
  return fileName;
}

describe('filing a complaint (spec part 3, 2.8, 5.9 and 7.4)', () => {
  it('a new learner has no complaints: an empty list, not null', async () => {
    const fresh = await enrolledLearner(gateway, 'complaints-empty', 3012);
    expect((await list(fresh)).body).toEqual({ data: { viewer: { complaints: [] } } });
  });

  it('asks for the program and the description at once, with the spec words', async () => {
    const result = await add(asha, { programId: '--Select--', description: '   ' });
    expect(result.body.data!.complaintAdd).toEqual({
      complaint: null,
      userErrors: [
        { field: 'programId', code: 'INVALID', message: M.programRequired },
        { field: 'description', code: 'INVALID', message: M.descriptionRequired },
      ],
    });
    expect((await add(asha, { programId: null, description: 'x' })).body.data!.complaintAdd.userErrors).toEqual([{ field: 'programId', code: 'INVALID', message: '*Please Select the Program.' }]);
    expect((await add(asha, { programId: BATCH, description: '' })).body.data!.complaintAdd.userErrors).toEqual([
      { field: 'description', code: 'INVALID', message: '*Please Enter the issue description.' },
    ]);
  });

  it('refuses a program the learner is not enrolled in with the same message as none', async () => {
    // 5021 is the BCA, which these learners do not follow.
    const result = await add(asha, { programId: '5021', description: 'Not my program' });
    expect(result.body.data!.complaintAdd.userErrors).toEqual([{ field: 'programId', code: 'INVALID', message: M.programRequired }]);
  });

  it('takes a description of several lines, up to 5000 characters; a longer one is refused before any call', async () => {
    const lines = 'The recording stops.\nThe transcript link is broken.\n\tAnd the quiz will not open.';
    expect((await add(asha, { programId: BATCH, description: lines })).body.data!.complaintAdd).toMatchObject({ complaint: { description: lines }, userErrors: [] });
    const tooLong = await add(asha, { programId: BATCH, description: 'x'.repeat(5001) });
    expect(JSON.stringify(tooLong.body)).toContain('This field is too long: at most 5000 characters.');
  });

  it('files a complaint without a file; it is listed newest first, with when it was raised and its program (issue 31)', async () => {
    const before = Date.now();
    const first = await add(asha, { programId: BATCH, description: '  The video of unit 2 does not play  ' });
    expect(first.body.data!.complaintAdd).toMatchObject({ complaint: { description: 'The video of unit 2 does not play', programId: BATCH, file: null }, userErrors: [] });
    const second = await add(asha, { programId: BATCH, description: 'Second one' });
    const complaints = (await list(asha)).body.data!.viewer.complaints!;
    // These two are the newest, the later one first.
    expect(complaints.slice(0, 2).map((c) => c.id)).toEqual([second.body.data!.complaintAdd.complaint!.id, first.body.data!.complaintAdd.complaint!.id]);
    const times = complaints.map((c) => Date.parse(c.filedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeGreaterThanOrEqual(before - 60_000);
    expect(complaints[0].program).toEqual({ id: BATCH, title: 'Master of Business Administration' });
  });

  it('files a complaint with a file the learner uploaded, and only they get its address', async () => {
    const fileName = await uploadComplaintFile(asha);
    const result = await add(asha, { programId: BATCH, description: 'My fee receipt', fileName });
    const filed = result.body.data!.complaintAdd.complaint!;
    expect(filed.file).toMatchObject({ name: 'receipt.pdf', kind: 'PDF' });
    // On the portal's own origin, as profile documents are (issue 31): a Download there saves the file.
    expect(filed.file!.url).toMatch(/^\/media\//);
    const download = await request(gateway.app).get(filed.file!.url!);
    expect([download.status, download.headers['content-type']]).toEqual([200, 'application/pdf']);

    // The stored name of Asha's file, named by Kofi: not his upload, refused.
    const stolen = await add(kofi, { programId: BATCH, description: 'Look', fileName });
    expect(stolen.body.data!.complaintAdd).toEqual({ complaint: null, userErrors: [{ field: 'fileName', code: 'INVALID', message: QUERY_FILE_NOT_UPLOADED }] });
  });

  it('a Word document is offered as a download', async () => {
    const fileName = await uploadComplaintFile(asha, 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const result = await add(asha, { programId: BATCH, description: 'Letter', fileName });
    expect(result.body.data!.complaintAdd.complaint!.file).toMatchObject({ name: 'letter.docx', kind: 'DOCUMENT' });
  });

  it('refuses a file name that is no finished upload', async () => {
    const result = await add(asha, { programId: BATCH, description: 'x', fileName: '1234-never.pdf' });
    expect(result.body.data!.complaintAdd.userErrors).toEqual([{ field: 'fileName', code: 'INVALID', message: QUERY_FILE_NOT_UPLOADED }]);
  });

  it('checks the file before an upload address is given: kind and size (the query form rules)', async () => {
    const upload = (input: Record<string, unknown>) =>
      gql<{ uploadCreate: { upload: unknown; userErrors: { message: string }[] } }>(gateway, UPLOAD_CREATE, { input: { kind: 'COMPLAINT', ...input } }, { bearer: asha.token });
    expect((await upload({ fileName: 'run.exe', contentType: 'application/octet-stream', size: 100 })).body.data!.uploadCreate.userErrors[0].message).toBe(NON_SPEC_MESSAGES.queryFileWrongType);
    expect((await upload({ fileName: 'big.pdf', contentType: 'application/pdf', size: 5 * 1_048_576 + 1 })).body.data!.uploadCreate.userErrors[0].message).toBe(NON_SPEC_MESSAGES.queryFileTooLarge);
  });

  it('the file store refuses bytes that are not what the name says (magic bytes)', async () => {
    const result = await gql<{ uploadCreate: { upload: { uploadUrl: string } } }>(
      gateway,
      UPLOAD_CREATE,
      { input: { kind: 'COMPLAINT', fileName: 'fake.pdf', contentType: 'application/pdf', size: 4_000 } },
      { bearer: asha.token },
    );
    const put = await fetch(result.body.data!.uploadCreate.upload.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: fileBytes('image/png', 4_000) });
    expect(put.status).toBeGreaterThanOrEqual(400);
  });

  it('a visitor may neither upload a complaint file nor file a complaint', async () => {
    const upload = await gql(gateway, UPLOAD_CREATE, { input: { kind: 'COMPLAINT', fileName: 'a.pdf', contentType: 'application/pdf', size: 100 } });
    expect(upload.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const filed = await gql(gateway, COMPLAINT_ADD, { input: { programId: BATCH, description: 'x' } });
    expect(filed.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when /addcomplent fails, nothing is claimed as filed', async () => {
    await setFaults({ '/addcomplent': { mode: 'error', status: 503 } });
    const result = await add(asha, { programId: BATCH, description: 'x' });
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ path: ['complaintAdd'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('when the list cannot be read back after filing, the complaint is still answered as filed', async () => {
    await setFaults({ '/getcomplents': { mode: 'error', status: 503 } });
    const result = await add(asha, { programId: BATCH, description: 'Filed while the list is down' });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.complaintAdd).toMatchObject({ complaint: { description: 'Filed while the list is down', programId: BATCH, file: null }, userErrors: [] });
  });

  it('when /getcomplents fails, only the list is null', async () => {
    await setFaults({ '/getcomplents': { mode: 'error', status: 503 } });
    const result = await list(asha);
    expect(result.body.data!.viewer.complaints).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ path: ['viewer', 'complaints'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('a limit per learner (issue 31: 25 complaints in a row were all filed)', () => {
  it('refuses a complaint past the hour\u2019s allowance with a clear message, counts refused ones not at all, and another learner still files', async () => {
    const limited = await startGateway({ RATE_LIMIT_COMPLAINTS_PER_LEARNER_PER_HOUR: '2' });
    try {
      const [busy, calm] = await Promise.all([enrolledLearner(limited, 'complaints-limit-a', 3012), enrolledLearner(limited, 'complaints-limit-b', 3012)]);
      const file = (who: Learner, description: string) => gql<AddPayload>(limited, COMPLAINT_ADD, { input: { programId: BATCH, description } }, { bearer: who.token });
      // A complaint its own rules refuse is not counted.
      expect((await file(busy, ' ')).body.data!.complaintAdd.userErrors[0].code).toBe('INVALID');
      expect((await file(busy, 'One')).body.data!.complaintAdd.userErrors).toEqual([]);
      expect((await file(busy, 'Two')).body.data!.complaintAdd.userErrors).toEqual([]);
      const third = (await file(busy, 'Three')).body.data!.complaintAdd;
      expect(third.complaint).toBeNull();
      expect(third.userErrors).toEqual([{ field: null, code: 'RATE_LIMITED', message: tooManyComplaintsMessage(3600) }]);
      expect(third.userErrors[0].message).toBe('You have filed several complaints in the last hour, and the university has received them. Please wait 60 minutes before filing another.');
      // Nothing was filed past the limit.
      const listed = (await gql<{ viewer: { complaints: Complaint[] } }>(limited, COMPLAINTS, {}, { bearer: busy.token })).body.data!.viewer.complaints;
      expect(listed.map((c) => c.description)).toEqual(['Two', 'One']);
      // Per learner, not per address: a classmate behind the same address still files.
      expect((await file(calm, 'Mine')).body.data!.complaintAdd.userErrors).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('isolation: no learner reads another learner’s complaints or files', () => {
  it('Kofi’s list holds none of Asha’s complaints, and no argument can name her', async () => {
    const fileName = await uploadComplaintFile(asha, 'private.png', 'image/png', 3_000);
    await add(asha, { programId: BATCH, description: 'Asha private complaint', fileName });
    const kofis = (await list(kofi)).body.data!.viewer.complaints!;
    expect(kofis.map((c) => c.description)).not.toContain('Asha private complaint');
    const ashas = (await list(asha)).body.data!.viewer.complaints!;
    const mine = ashas.find((c) => c.description === 'Asha private complaint')!;
    expect(mine.file).toMatchObject({ name: 'private.png', kind: 'IMAGE' });
    // Complaints take no arguments: a query naming a learner is refused by the schema.
    const named = await gql(gateway, `query { viewer { complaints(eid: "${asha.eid}") { id } } }`, {}, { bearer: kofi.token });
    expect(named.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
