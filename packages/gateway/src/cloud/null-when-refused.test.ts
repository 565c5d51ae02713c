import { describe, expect, it } from 'vitest';
import { UpstreamRefusedError, UpstreamUnavailableError } from '../errors.js';
import { nullWhenRefused } from './client.js';

describe('nullWhenRefused', () => {
  it('hands back the answer when the call succeeds', async () => {
    await expect(nullWhenRefused(Promise.resolve({ bpid: 7 }))).resolves.toEqual({ bpid: 7 });
  });

  it('reads a 404 as null: "no such record" is an answer', async () => {
    await expect(nullWhenRefused(Promise.reject(new UpstreamRefusedError('/getProgram', 404, 'NOT_FOUND')))).resolves.toBeNull();
  });

  it('reads only the statuses it is given as null, and throws any other refusal as it came', async () => {
    await expect(nullWhenRefused(Promise.reject(new UpstreamRefusedError('/getFileURL', 403, 'FORBIDDEN')), [404, 403])).resolves.toBeNull();
    const conflict = new UpstreamRefusedError('/getProgram', 409, 'CONFLICT');
    await expect(nullWhenRefused(Promise.reject(conflict))).rejects.toBe(conflict);
  });

  it('throws a failure that is not a refusal', async () => {
    const down = new UpstreamUnavailableError('/getProgram', 'ECONNRESET');
    await expect(nullWhenRefused(Promise.reject(down), [404])).rejects.toBe(down);
  });
});
