import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../db/client.js';
import { createFileStore } from '../files/store.js';
import { hashPassword, verifyPassword } from '../identity/password-hash.js';
import { OID, startTestApi, type TestApi } from '../test-support.js';
import { instructorConsoleRouter } from './instructor-console.js';

// Issue 31, section 5: the instructor console's sign-in (docs/decisions/285). Password guessing is
// limited per address and per account, and an unknown e-mail costs what a known one does. Each
// address is a loopback address of its own (127.0.0.0/8 is all loopback on Linux), so the server
// sees each as a separate client without trusting any header.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const PASSWORD = 'Teacher@2026';
let instructors = 0;
/** An instructor of this organisation of the test's own, so one test's lock never meets another's. */
async function newInstructor(): Promise<string> {
  const email = `guarded-${(instructors += 1)}-${Date.now().toString(36)}@demo.university`;
  await api.db.insert(schema.projectInstructors).values({ email, oid: OID, name: 'Guarded Teacher', passwordHash: await hashPassword(PASSWORD), bcids: [] });
  return email;
}

let nextAddress = 10;
/** A browser on a loopback address of its own: keeps the console's cookies, posts its forms. */
class Browser {
  cookies = new Map<string, string>();
  constructor(
    readonly address = `127.0.0.${(nextAddress += 1)}`,
    readonly base = api.url,
  ) {}
  go(path: string, form?: Record<string, string>) {
    const url = new URL(path, this.base);
    const body = form ? new URLSearchParams(form).toString() : undefined;
    return new Promise<{ status: number; html: string; retryAfter?: string }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: form ? 'POST' : 'GET',
          localAddress: this.address,
          headers: {
            cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          for (const c of res.headers['set-cookie'] ?? []) {
            const [pair] = c.split(';');
            const at = pair.indexOf('=');
            this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          let html = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (html += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, html, retryAfter: res.headers['retry-after'] }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  async signIn(email: string, password: string) {
    const form = await this.go('/instructor-console');
    const csrf = /name="csrf" value="([^"]+)"/.exec(form.html)?.[1] ?? '';
    return this.go('/instructor-console/sign-in', { csrf, email, password });
  }
}

describe('the instructor console’s sign-in (issue 31; docs/decisions/285)', () => {
  it('refuses the 26th guess, the right password too, with a clear message, after 25 wrong ones from five addresses', async () => {
    const email = await newInstructor();
    const addresses = Array.from({ length: 5 }, () => new Browser());
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess += 1) statuses.push((await addresses[guess % 5].signIn(email, `Wrong@${guess}`)).status);
    // As a learner's account: five wrong passwords are answered as wrong, then the account is locked.
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(20).fill(429)]);

    const right = await new Browser().signIn(email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.html).toContain('<p role="alert">Too many sign-in attempts. Please try again in 15 minutes.</p>');
    expect(Number(right.retryAfter)).toBeGreaterThan(14 * 60);
    expect(right.html).not.toContain('Signed in as');
  });

  it('locks an account across addresses, and only that account', async () => {
    const locked = await newInstructor();
    const other = await newInstructor();
    for (let guess = 0; guess < 5; guess += 1) expect((await new Browser().signIn(locked, 'Wrong@1')).status).toBe(401);
    const fresh = new Browser();
    expect((await fresh.signIn(locked, PASSWORD)).status).toBe(429);
    // The same fresh address signs another instructor in.
    expect((await fresh.signIn(other, PASSWORD)).status).toBe(303);
  });

  it('limits one address to ten attempts a minute, whichever e-mails it tries', async () => {
    const email = await newInstructor();
    const noisy = new Browser();
    for (let guess = 0; guess < 10; guess += 1) expect((await noisy.signIn(`nobody-${guess}@demo.university`, 'Wrong@1')).status).toBe(401);
    const refused = await noisy.signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Please try again in 1 minute.');
    // The account itself is not locked: another address signs in.
    expect((await new Browser().signIn(email, PASSWORD)).status).toBe(303);
  });

  it('starts an account’s count again after a right password', async () => {
    const email = await newInstructor();
    const b = new Browser();
    for (let round = 0; round < 2; round += 1) {
      for (let guess = 0; guess < 4; guess += 1) expect((await b.signIn(email, 'Wrong@1')).status).toBe(401);
      expect((await b.signIn(email, PASSWORD)).status).toBe(303);
      b.cookies.clear();
    }
  });

  it('checks an unknown e-mail’s password against a hash of the same cost as an instructor’s', async () => {
    // A console of its own beside the API, on the same database, with its password check watched.
    const check = vi.fn(verifyPassword);
    const { db, config, api: cloud } = api;
    const files = createFileStore({ db, dataDir: api.dataDir, publicUrl: config.publicUrl, log: cloud.log });
    const watched = createServer(express().use(instructorConsoleRouter({ db, config, files, log: cloud.log, clock: Date.now }, { verifyPassword: check })));
    await new Promise<void>((resolve) => watched.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(watched.address() as AddressInfo).port}`;
    try {
      const email = await newInstructor();
      const [{ passwordHash }] = await db.select({ passwordHash: schema.projectInstructors.passwordHash }).from(schema.projectInstructors).where(eq(schema.projectInstructors.email, email));
      const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');

      expect((await new Browser(undefined, base).signIn('nobody@demo.university', 'Wrong@1')).status).toBe(401);
      expect(check).toHaveBeenCalledTimes(1);
      expect(check.mock.calls[0][1]).not.toBe(passwordHash);
      expect(cost(check.mock.calls[0][1])).toBe(cost(passwordHash));

      expect((await new Browser(undefined, base).signIn(email, 'Wrong@1')).status).toBe(401);
      expect(check).toHaveBeenCalledTimes(2);
      expect(check.mock.calls[1][1]).toBe(passwordHash);
    } finally {
      await new Promise((resolve) => watched.close(resolve));
    }
  });
});
