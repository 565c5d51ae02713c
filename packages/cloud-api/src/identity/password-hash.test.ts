import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('scrypt password hashes', () => {
  it('verify the password they were made from and no other', async () => {
    const stored = await hashPassword('Learner@2026');
    expect(await verifyPassword('Learner@2026', stored)).toBe(true);
    expect(await verifyPassword('learner@2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('are salted and carry their parameters', async () => {
    const a = await hashPassword('Learner@2026');
    const b = await hashPassword('Learner@2026');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toContain('Learner@2026');
  });

  it('still verify hashes made with other parameters', async () => {
    const stored = await hashPassword('Learner@2026');
    // A cheaper hash, as an older release might have stored it.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64url'), scryptSync('Old@pass1', salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url')].join('$');
    expect(await verifyPassword('Old@pass1', old)).toBe(true);
    expect(await verifyPassword('Learner@2026', old)).toBe(false);
    expect(await verifyPassword('Learner@2026', stored)).toBe(true);
  });

  it('refuse malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$abc$def')).toBe(false);
  });
});
