/**
 * The attempt limit on codes (docs/decisions/075) on a real PostgreSQL, where
 * a pool of connections really runs concurrent guesses side by side (PGlite
 * has one connection). Runs when TEST_DATABASE_URL is set, e.g.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
 * on a database of its own, dropped afterwards.
 */
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test-support.js';
import { CLIENT_ID, startIdentityHarness, type IdentityHarness } from './test-support.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('the attempt limit on PostgreSQL', () => {
  const database = scratchDatabase(adminUrl, 'identity_attempts');
  let h: IdentityHarness | undefined;

  afterAll(async () => {
    await h?.close();
    await database.drop();
  });

  it.skipIf(!adminUrl)('compares at most 5 of 40 concurrent wrong reset codes, then refuses the right one (runs only when TEST_DATABASE_URL is set)', async () => {
    h = await startIdentityHarness({ databaseUrl: await database.create() });
    expect(h.database.kind).toBe('postgres');

    const email = `guess-${Date.now()}@example.org`;
    await h.identity.createUser({ email, name: 'Guess Target', password: 'Secret@123', status: 'CONFIRMED' });
    await h.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
    const code = (await h.mailTo(email))[0].code as string;
    const confirm = (value: string) => h!.cognito.send(new ConfirmForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: value, Password: 'Renewed@123' }));
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        confirm(wrong(i)).then(
          () => 'accepted',
          (e: Error) => e.name,
        ),
      ),
    );
    expect(answers.filter((name) => name === 'CodeMismatchException')).toHaveLength(5);
    expect(answers.filter((name) => name === 'LimitExceededException')).toHaveLength(35);
    await expect(confirm(code)).rejects.toMatchObject({ name: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
  });
});
