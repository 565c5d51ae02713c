import { describe, expect, it } from 'vitest';
import { normaliseEmail, sameEmail } from './email.js';

describe('e-mail addresses', () => {
  it('stores an address trimmed and lower-cased', () => {
    expect(normaliseEmail('  Learner@Demo.University ')).toBe('learner@demo.university');
  });

  it('takes two spellings of one address as the same, and two addresses as different', () => {
    expect(sameEmail('Learner@demo.university', ' learner@DEMO.university')).toBe(true);
    expect(sameEmail('learner@demo.university', 'second@demo.university')).toBe(false);
  });
});
