import { createHash } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGateway } from '../../test/support.js';
import { PreRegistrationCookie, preRegistrationKey } from './pre-registration.js';

const freshDir = () => mkdtemp(path.join(tmpdir(), 'prereg-key-'));

describe('the development pre-registration key (no PREREG_SECRET; docs/decisions/079)', () => {
  it('is made at first start: random, 64 hex characters, mode 0600, in a folder it creates', async () => {
    const keyFile = path.join(await freshDir(), 'gateway', 'prereg.key');
    const key = preRegistrationKey({ secret: undefined, keyFile });
    expect(key).toMatchObject({ devKey: true, created: true, keyFile });
    expect(key.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(keyFile, 'utf8')).trim()).toBe(key.secret);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  });

  it('is kept across restarts, differs between data directories, and is never derived from the OID', async () => {
    const keyFile = path.join(await freshDir(), 'prereg.key');
    const first = preRegistrationKey({ secret: undefined, keyFile });
    const again = preRegistrationKey({ secret: undefined, keyFile });
    expect(again).toMatchObject({ secret: first.secret, created: false });
    const elsewhere = preRegistrationKey({ secret: undefined, keyFile: path.join(await freshDir(), 'prereg.key') });
    expect(elsewhere.secret).not.toBe(first.secret);
    const oidDerived = createHash('sha256').update('portal pre-registration cookie, development only, demo-university').digest('hex');
    expect([first.secret, elsewhere.secret]).not.toContain(oidDerived);
  });

  it('tightens a key file readable by others, refuses one that holds no key, and gives way to PREREG_SECRET', async () => {
    const loose = path.join(await freshDir(), 'prereg.key');
    await writeFile(loose, `${'a'.repeat(64)}\n`, { mode: 0o644 });
    expect(preRegistrationKey({ secret: undefined, keyFile: loose }).secret).toBe('a'.repeat(64));
    expect((await stat(loose)).mode & 0o777).toBe(0o600);
    const empty = path.join(await freshDir(), 'prereg.key');
    await writeFile(empty, '\n', { mode: 0o600 });
    expect(() => preRegistrationKey({ secret: undefined, keyFile: empty })).toThrow(/does not hold a pre-registration key/);
    const secret = 's'.repeat(40);
    expect(preRegistrationKey({ secret, keyFile: empty })).toEqual({ secret, devKey: false });
  });

  it('the gateway makes it when it starts, and cookies signed with it are refused by another data directory', async () => {
    const keyFile = path.join(await freshDir(), 'gateway', 'prereg.key');
    const gateway = await startGateway({ PREREG_KEY_FILE: keyFile });
    try {
      const secret = (await readFile(keyFile, 'utf8')).trim();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const claim = { email: 'partner1@scholar.example', programId: 201, batchId: 2011 };
      const ours = gateway.services.preRegistration.token(claim);
      expect(new PreRegistrationCookie(secret, false).verify(ours)).toEqual(claim);
      const other = preRegistrationKey({ secret: undefined, keyFile: path.join(await freshDir(), 'prereg.key') });
      expect(new PreRegistrationCookie(other.secret, false).verify(ours)).toBeNull();
    } finally {
      await gateway.close();
    }
  });
});

describe('the two cookies cannot stand in for each other', () => {
  it('a challenge is not a pass, and a pass is not a challenge, under the same key', () => {
    const cookies = new PreRegistrationCookie('k'.repeat(40), false);
    const claim = { email: 'partner2@scholar.example', programId: 202, batchId: 2022 };
    expect(cookies.verify(cookies.challengeToken(claim, '123456'))).toBeNull();
    expect(cookies.verifyChallenge(cookies.token(claim))).toBeNull();
    const challenge = cookies.verifyChallenge(cookies.challengeToken(claim, '123456'))!;
    expect(challenge).toMatchObject({ claim, expired: false });
    expect(challenge.matches('123456')).toBe(true);
    expect(challenge.matches('123457')).toBe(false);
  });
});
