import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { cloudCacheKey, createCloudLoader } from './loader.js';

describe('the per-request cloud loader', () => {
  it('keys on the operation and the body, whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: 3 } })).toBe('{"a":{"c":3,"d":[2,{"x":0,"y":1}]},"b":1}');
    expect(cloudCacheKey({ operation: '/getusn', body: { eid: 'a', x: 1 } })).toBe(cloudCacheKey({ operation: '/getusn', body: { x: 1, eid: 'a' } }));
    expect(cloudCacheKey({ operation: '/getusn', body: { eid: 'a' } })).not.toBe(cloudCacheKey({ operation: '/getUserTotalProgress', body: { eid: 'a' } }));
    expect(cloudCacheKey({ operation: '/getusn', body: { eid: 'a' } })).not.toBe(cloudCacheKey({ operation: '/getusn', body: { eid: 'b' } }));
  });

  it('sends the same call once however many fields ask for it, and different calls separately', async () => {
    const sent: string[] = [];
    const loader = createCloudLoader(async (operation, body) => {
      sent.push(`${operation} ${JSON.stringify(body)}`);
      return { operation, body };
    });
    const answers = await Promise.all([
      loader.load({ operation: '/getUserTotalProgress', body: { eid: 'a', z: 1 } }),
      loader.load({ operation: '/getUserTotalProgress', body: { z: 1, eid: 'a' } }),
      loader.load({ operation: '/getusn', body: { eid: 'a' } }),
    ]);
    expect(sent).toHaveLength(2);
    expect(answers[0]).toBe(answers[1]);
  });

  it('fails only the key whose call failed', async () => {
    const loader = createCloudLoader(async (operation) => {
      if (operation === '/getusn') throw new Error('down');
      return 'fine';
    });
    const [progress, usn] = await Promise.allSettled([loader.load({ operation: '/getEvents', body: {} }), loader.load({ operation: '/getusn', body: {} })]);
    expect(progress).toEqual({ status: 'fulfilled', value: 'fine' });
    expect(usn.status).toBe('rejected');
  });
});
