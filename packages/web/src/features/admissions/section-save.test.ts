import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { SAVE_UNREACHABLE, saveErrorMessage } from './section-save';

const refused = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });

describe('a save that failed, in words', () => {
  it('says the university’s system did not answer, when it was unavailable or ran out of time', () => {
    expect(saveErrorMessage(refused('UPSTREAM_UNAVAILABLE'))).toMatch(/the university's system did not answer/);
    expect(saveErrorMessage(refused('UPSTREAM_TIMEOUT'))).toBe(saveErrorMessage(refused('UPSTREAM_UNAVAILABLE')));
  });

  it('says the portal could not be reached when nothing came back', () => {
    expect(saveErrorMessage(new TypeError('Failed to fetch'))).toBe(SAVE_UNREACHABLE);
  });
});
