import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { SEND_FAILURE_COPY } from './failure';
import { mutationOutcome, showUserErrors } from './mutation-outcome';

describe('a mutation, as its outcome', () => {
  it('is done with the payload (and its changed object) when there are no userErrors', async () => {
    const payload = { viewer: { id: 'v1' }, userErrors: [] };
    expect(await mutationOutcome(() => Promise.resolve(payload))).toEqual({ status: 'done', payload });
  });

  it('is refused with the userErrors, first one first', async () => {
    const userErrors = [{ field: 'password', code: 'NOT_AUTHORIZED', message: 'Incorrect username or password.' }];
    const payload = { viewer: null, userErrors };
    expect(await mutationOutcome(() => Promise.resolve(payload))).toEqual({ status: 'refused', payload, userErrors });
  });

  it('fails with words that tell a lost connection from a failed server', async () => {
    const offline = await mutationOutcome(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(offline).toMatchObject({ status: 'failed', message: SEND_FAILURE_COPY.offline });
    const server = await mutationOutcome(() => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })));
    expect(server).toMatchObject({ status: 'failed', message: SEND_FAILURE_COPY.server });
    expect(SEND_FAILURE_COPY.server).not.toMatch(/connection/);
  });

  it('puts a userError under its field and returns the others for the form', () => {
    const set: [string, string][] = [];
    const formLevel = showUserErrors(
      [
        { field: 'email', message: 'Please enter a valid email' },
        { field: null, message: 'Too many attempts' },
      ],
      ['email', 'password'] as const,
      (field, error) => set.push([field, error.message ?? '']),
    );
    expect(set).toEqual([['email', 'Please enter a valid email']]);
    expect(formLevel).toEqual(['Too many attempts']);
  });
});
