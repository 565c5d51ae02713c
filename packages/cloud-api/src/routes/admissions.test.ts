import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationListItem } from '../contract.js';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

describe('/getApplication (spec part 3, 3.2 and 7.1)', () => {
  it('lists the learner\u2019s applications in statuses 1, 2, 3 and 5, on different programs', async () => {
    const res = await api.post('/getApplication', { oid: OID, eid: LEARNER });
    expect(res.status).toBe(200);
    const apps: ApplicationListItem[] = res.body;
    expect(new Set(apps.map((a) => a.pstatus))).toEqual(new Set([1, 2, 3, 5]));
    expect(new Set(apps.map((a) => a.pid)).size).toBe(apps.length);
    for (const a of apps) {
      // applicationid: the program base id, a dash and epoch seconds (spec part 3, 4.2).
      expect(a.applicationid).toMatch(new RegExp(`^${a.bpid}-\\d{10}$`));
      expect(a.pimage.startsWith(`${api.url}/assets/`)).toBe(true);
    }
  });

  it('marks the approved application the learner is enrolled through', async () => {
    const apps: ApplicationListItem[] = (await api.post('/getApplication', { oid: OID, eid: LEARNER })).body;
    expect(apps.find((a) => a.pid === 301)).toMatchObject({ pstatus: 3, enrolled: true, etype: 1, mpbpid: 3012 });
    expect(apps.find((a) => a.pid === 503)).toMatchObject({ pstatus: 3, enrolled: false });
  });

  it('shows each learner only their own applications', async () => {
    const apps: ApplicationListItem[] = (await api.post('/getApplication', { oid: OID, eid: SECOND })).body;
    expect(apps.map((a) => a.pid)).toEqual([201]);
    expect((await api.post('/getApplication', { oid: OID, eid: 'nobody@demo.university' })).body).toEqual([]);
  });
});

describe('/getGoogleCloudResponse: the scholarship e-mail check (spec part 1, sections 2 and 5)', () => {
  it('answers Successful with the partner data for a registered e-mail, in any case', async () => {
    const res = await api.post('/getGoogleCloudResponse', { oid: OID, emailid: ' Partner2@Scholar.Example ' });
    expect(res.body).toEqual({
      message: 'Successful',
      data: { first_name: 'Joseph', last_name: 'Mugisha', email: 'partner2@scholar.example', learning_center: 'LC-UG-02', learning_center_name: expect.any(String), country: 'Uganda' },
    });
  });

  it('answers another message, and no data, for an e-mail that is not registered', async () => {
    const res = await api.post('/getGoogleCloudResponse', { oid: OID, emailid: LEARNER });
    expect(res.status).toBe(200);
    expect(res.body.message).not.toBe('Successful');
    expect(res.body.data).toBeUndefined();
  });
});
