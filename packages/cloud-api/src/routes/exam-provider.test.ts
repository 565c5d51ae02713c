import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAuthHashInput, examExpiry } from '@portal/domain';
import { DEV_EXAM_PROVIDER_SECRET } from '../config.js';
import { OID, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

function form(overrides: Record<string, string> = {}, secret = DEV_EXAM_PROVIDER_SECRET) {
  const timestamp = Math.floor(Date.now() / 1000);
  const expiry = examExpiry(timestamp);
  const usn = overrides.CLIENT_CANDIDATE_ID ?? 'DOU25MBA0042';
  const hash = createHash('sha256')
    .update(examAuthHashInput(secret, { org: OID, timestamp, expiry, usn }))
    .digest('hex');
  return new URLSearchParams({
    CLIENT_CODE: OID,
    CLIENT_CANDIDATE_ID: usn,
    TIMESTAMP: String(timestamp),
    EXTERNAL_ERROR_URL: 'http://localhost:4000/MyPrograms/programs?program=3012',
    EXTERNAL_LOGOUT_URL: 'http://localhost:4000/',
    EXTERNAL_RETURN_URL: 'http://localhost:4000/MyPrograms/programs?program=3012',
    EXTERNAL_TIMEOUT_URL: 'http://localhost:4000/',
    EXTERNAL_SESSION_TIMEOUT: String(expiry),
    ACTION: 'scheduleExam',
    AUTH_HASH: hash,
    ...overrides,
  });
}

const post = (body: URLSearchParams) => fetch(`${api.url}/exam-provider/schedule`, { method: 'POST', body });

describe('the local exam provider (spec part 1, section 7)', () => {
  it('shows the scheduled candidate when the auth hash is right', async () => {
    const res = await post(form());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('DOU25MBA0042');
    expect(html).toContain('Master of Business Administration');
  });

  it('refuses a hash made with another secret', async () => {
    const res = await post(form({}, 'some-other-secret-of-the-right-length'));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('The auth hash is wrong.');
  });

  it('refuses a candidate id changed after hashing', async () => {
    const body = form();
    body.set('CLIENT_CANDIDATE_ID', 'DOU25BCA0117');
    expect((await post(body)).status).toBe(403);
  });

  it('refuses an expiry that is not 14400 seconds after the timestamp', async () => {
    const body = form();
    body.set('EXTERNAL_SESSION_TIMEOUT', String(Number(body.get('TIMESTAMP')) + 14_401));
    const res = await post(body);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('does not match');
  });
});

describe('/getAnnouncements (spec part 3, sections 3.8 and 7.5)', () => {
  it('answers a group per batch, newest first, for rtype getall', async () => {
    const res = await api.post('/getAnnouncements', { oid: OID, rtype: 'getall', bpid: [3012, 5021, 1012] });
    expect(res.status).toBe(200);
    const groups = res.body.Response as { tid: number; bpid: number; json: { title: string; sdate: number }[] }[];
    expect(groups.map((g) => [g.bpid, g.tid])).toEqual([
      [3012, 301],
      [5021, 502],
    ]);
    const mba = groups[0].json;
    expect(mba[0].title).toBe('Semester 2 timetable published');
    expect(mba[0].sdate).toBeGreaterThan(mba[1].sdate);
  });

  it('answers one batch for rtype get', async () => {
    const res = await api.post('/getAnnouncements', { oid: OID, rtype: 'get', bpid: 5021 });
    expect(res.body.Response).toHaveLength(1);
  });
});
