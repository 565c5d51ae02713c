import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { SAVE_FAILURE_COPY } from '../../lib/failure';
import { SAVE_FORBIDDEN, formField, saveOutcome } from './section-save';

const refused = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });
const fieldOf = (field: string | null | undefined) => formField(field, ['input', 'generalInfo']);
const failWith = (error: unknown) => () => Promise.reject(error);

describe('a save, as its outcome', () => {
  it('is saved when the payload has no userErrors, and hands the payload on', async () => {
    const payload = { application: { programId: '302' }, userErrors: [] };
    let handed: unknown = null;
    expect(
      await saveOutcome(
        () => Promise.resolve(payload),
        fieldOf,
        (p) => (handed = p),
      ),
    ).toEqual({ status: 'saved' });
    expect(handed).toBe(payload);
  });

  it('is refused with the first userError, on the form’s own field name', async () => {
    const payload = {
      application: null,
      userErrors: [
        { field: 'input.generalInfo.permanentPin', message: 'Please enter Permanent address Pincode' },
        { field: 'input.generalInfo.phone', message: 'Phone number cannot be empty' },
      ],
    };
    expect(await saveOutcome(() => Promise.resolve(payload), fieldOf)).toEqual({
      status: 'refused',
      failure: { field: 'permanentPin', message: 'Please enter Permanent address Pincode' },
    });
  });

  it('says the university’s system did not answer when it was unavailable or ran out of time', async () => {
    const unavailable = await saveOutcome(failWith(refused('UPSTREAM_UNAVAILABLE')), fieldOf);
    expect(unavailable).toEqual({ status: 'failed', message: expect.stringMatching(/the university's system did not answer/) });
    expect(await saveOutcome(failWith(refused('UPSTREAM_TIMEOUT')), fieldOf)).toEqual(unavailable);
  });

  it('says the university’s system answered something unreadable on UPSTREAM_INVALID, not that it did not answer', async () => {
    const outcome = await saveOutcome(failWith(refused('UPSTREAM_INVALID')), fieldOf);
    expect(outcome).toEqual({ status: 'failed', message: SAVE_FAILURE_COPY.invalid });
    expect(SAVE_FAILURE_COPY.invalid).toMatch(/something we could not read/);
  });

  it('says the portal could not be reached when nothing came back', async () => {
    expect(await saveOutcome(failWith(new TypeError('Failed to fetch')), fieldOf)).toEqual({ status: 'failed', message: SAVE_FAILURE_COPY.offline });
  });

  it('says the application can no longer be changed on FORBIDDEN', async () => {
    expect(await saveOutcome(failWith(refused('FORBIDDEN')), fieldOf)).toEqual({ status: 'failed', message: SAVE_FORBIDDEN });
  });
});
