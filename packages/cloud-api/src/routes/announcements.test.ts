import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OID, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

type Entry = {
  type: string;
  title: string;
  sdate: number;
  mfname: string | null;
  weburl: string | null;
  embeddedcode: string | null;
  otype: string | null;
};
type Group = { tid: number; bpid: number; json: Entry[] };

describe('/getAnnouncements (spec part 3, sections 3.8 and 7.5; issue 20)', () => {
  it('answers the demo BCA batch with one announcement of every kind, each with what its player reads', async () => {
    const res = await api.post('/getAnnouncements', {
      oid: OID,
      rtype: 'get',
      bpid: 5021,
    });
    expect(res.status).toBe(200);
    const [bca] = res.body.Response as Group[];
    expect(bca.tid).toBe(502);
    const byType = new Map(bca.json.map((e) => [e.type, e]));
    expect([...byType.keys()].sort()).toEqual(['Interactivity', 'audio', 'file', 'html', 'image', 'pdf', 'text', 'video', 'vimeo', 'youtube'].sort());
    for (const type of ['video', 'audio', 'image', 'pdf', 'file', 'html', 'Interactivity']) expect(byType.get(type)!.mfname, type).toMatch(/^course\//);
    expect(byType.get('vimeo')!.embeddedcode).toContain('player.vimeo.com/video/');
    expect(byType.get('youtube')!.weburl).toContain('youtube.com/watch?v=');
    // otype repeats the type, as the older client read it.
    for (const e of bca.json) expect(e.otype).toBe(e.type);
    // Newest first, sdate in epoch seconds.
    const dates = bca.json.map((e) => e.sdate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0]).toBeLessThan(Date.now() / 1000);
    expect(dates[0]).toBeGreaterThan(Date.now() / 1000 - 30 * 86_400);
  });

  it('answers only the batches asked for, and nothing for a batch with none', async () => {
    const res = await api.post('/getAnnouncements', {
      oid: OID,
      rtype: 'getall',
      bpid: [2011, 1012],
    });
    const groups = res.body.Response as Group[];
    expect(groups.map((g) => g.bpid)).toEqual([2011]);
    expect(groups[0].json.map((e) => e.title)).toEqual(['Guest lecture recording available']);
  });

  it('answers an empty list for an empty batch list', async () => {
    const res = await api.post('/getAnnouncements', {
      oid: OID,
      rtype: 'getall',
      bpid: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.Response).toEqual([]);
  });
});
