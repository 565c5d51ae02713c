import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintList } from '@portal/contract';
import { schema } from '../db/client.js';
import { COMPLAINTS_DEMO } from '../seed/complaints-demo.js';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const rowOf = async (id: number) => (await api.db.select().from(schema.complaints).where(eq(schema.complaints.id, id)))[0];

describe('/addcomplent before sign-in (spec part 3, 2.6 and 7.4)', () => {
  it('stores the visitor\u2019s query with name, e-mail, description and the stored file name', async () => {
    const res = await api.post('/addcomplent', { oid: OID, name: 'Ama Owusu', emailid: 'Ama@Example.com', description: 'How do I pay the fee?', fileName: '4821-receipt.png' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, id: expect.any(Number) });
    expect(await rowOf(res.body.id)).toMatchObject({ eid: null, name: 'Ama Owusu', email: 'ama@example.com', bpid: null, description: 'How do I pay the fee?', fileName: '4821-receipt.png' });
  });

  it('stores no file when the file name is empty or absent, as the older client sends it', async () => {
    for (const fileName of ['', undefined, null]) {
      const res = await api.post('/addcomplent', { oid: OID, name: 'Ama Owusu', emailid: 'ama@example.com', description: 'No file here', fileName });
      expect(res.status).toBe(200);
      expect((await rowOf(res.body.id)).fileName).toBeNull();
    }
  });

  it.each([
    ['no name', { name: undefined }],
    ['an empty description', { description: '  ' }],
    ['no e-mail', { emailid: undefined }],
  ])('refuses a query with %s (400) and stores nothing', async (_what, overrides) => {
    const before = (await api.db.select().from(schema.complaints)).length;
    const res = await api.post('/addcomplent', { oid: OID, name: 'Ama Owusu', emailid: 'ama@example.com', description: 'Something', ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect((await api.db.select().from(schema.complaints)).length).toBe(before);
  });
});

describe('/addcomplent after sign-in and /getcomplents (spec part 3, 2.7, 2.8 and 7.4)', () => {
  it('lists the learner\u2019s own complaints, oldest first, with description, file, e-mail and program batch', async () => {
    const first = await api.post('/addcomplent', { oid: OID, eid: LEARNER, emailid: LEARNER, bpid: 3012, description: 'The unit video does not play.', fileName: '1234-screen.png' });
    const second = await api.post('/addcomplent', { oid: OID, eid: LEARNER, emailid: LEARNER, bpid: 5021, description: 'Exam slot missing.', fileName: '' });
    await api.post('/addcomplent', { oid: OID, eid: SECOND, emailid: SECOND, bpid: 2011, description: 'Not Asha\u2019s.' });
    expect([first.status, second.status]).toEqual([200, 200]);

    const res = await api.post('/getcomplents', { oid: OID, eid: LEARNER });
    expect(res.status).toBe(200);
    // The seed's own complaint of the demo learner (seed/complaints-demo.ts) comes first: older.
    const list = (res.body as ComplaintList).complents.filter((c) => c.id >= first.body.id);
    expect((res.body as ComplaintList).complents[0].description).toBe(COMPLAINTS_DEMO.description);
    expect(list.map((c) => c.description)).toEqual(['The unit video does not play.', 'Exam slot missing.']);
    expect(list[0]).toEqual({ id: first.body.id, description: 'The unit video does not play.', uploadedFile: '1234-screen.png', email: LEARNER, bpid: 3012, createdAt: expect.any(String) });
    expect(list[1].uploadedFile).toBeNull();
  });

  it('does not list queries posted before sign-in, nor other learners\u2019 complaints', async () => {
    const list = (await api.post('/getcomplents', { oid: OID, eid: SECOND })).body.complents as ComplaintList['complents'];
    expect(list.map((c) => c.description)).toEqual(['Not Asha\u2019s.']);
  });

  it('answers an empty list for a learner without complaints ("No Complaints")', async () => {
    expect((await api.post('/getcomplents', { oid: OID, eid: 'newlearner@demo.university' })).body).toEqual({ complents: [] });
  });

  it('refuses a signed-in complaint without its program batch (400)', async () => {
    const res = await api.post('/addcomplent', { oid: OID, eid: LEARNER, emailid: LEARNER, description: 'Which program?' });
    expect(res.status).toBe(400);
  });
});
