import { describe, expect, it } from 'vitest';
import { passwordPolicyViolation } from './password-policy.js';

describe('the pool password policy (spec part 1, section 5)', () => {
  it('accepts the demo passwords and the shortest compliant password', () => {
    expect(passwordPolicyViolation('Learner@2026')).toBeNull();
    expect(passwordPolicyViolation('Welcome@2026')).toBeNull();
    expect(passwordPolicyViolation('abcdef1!')).toBeNull();
  });

  it('needs no uppercase letter', () => {
    expect(passwordPolicyViolation('learner@2026')).toBeNull();
  });

  it('rejects fewer than 8 characters first', () => {
    expect(passwordPolicyViolation('ab1!xyz')).toBe('Password did not conform with policy: Password not long enough');
  });

  it('rejects a password without a lowercase letter', () => {
    expect(passwordPolicyViolation('LEARNER@2026')).toBe('Password did not conform with policy: Password must have lowercase characters');
  });

  it('rejects a password without a number', () => {
    expect(passwordPolicyViolation('learner@abcd')).toBe('Password did not conform with policy: Password must have numeric characters');
  });

  it('rejects a password without a special character', () => {
    expect(passwordPolicyViolation('learner2026')).toBe('Password did not conform with policy: Password must have symbol characters');
  });

  it("counts Cognito's special characters, including a space inside the password", () => {
    for (const symbol of ['^', '$', '*', '.', '[', ']', '{', '}', '(', ')', '?', '"', '!', '@', '#', '%', '&', '/', '\\', ',', '>', '<', "'", ':', ';', '|', '_', '~', '`', '=', '+', '-', ' ']) {
      expect(passwordPolicyViolation(`learner2026${symbol}x`), symbol).toBeNull();
    }
  });
});
