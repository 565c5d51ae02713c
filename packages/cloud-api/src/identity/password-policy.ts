/**
 * The user pool's password policy. Spec part 1, section 5 (sign-up hint):
 * at least 8 characters, with at least one lowercase letter, one number and
 * one special character. Uppercase letters are not required.
 *
 * The stricter 8-16 rule of the reset and forced-new-password forms is the
 * portal's own client-side rule (it lives in @portal/domain); the pool only
 * enforces this one, as a Cognito pool would.
 */

const PASSWORD_POLICY = {
  minimumLength: 8,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: true,
  requireUppercase: false,
} as const;

/** The characters Cognito counts as special (its documented set; a space counts too). */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

/**
 * Returns null when the password satisfies the policy, otherwise the message
 * Cognito sends with InvalidPasswordException (the first rule broken).
 */
export function passwordPolicyViolation(password: string): string | null {
  const prefix = 'Password did not conform with policy: ';
  if ([...password].length < PASSWORD_POLICY.minimumLength) return `${prefix}Password not long enough`;
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password)) return `${prefix}Password must have lowercase characters`;
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password)) return `${prefix}Password must have uppercase characters`;
  if (PASSWORD_POLICY.requireNumbers && !/[0-9]/.test(password)) return `${prefix}Password must have numeric characters`;
  if (PASSWORD_POLICY.requireSymbols && ![...password].some((c) => SYMBOLS.has(c))) return `${prefix}Password must have symbol characters`;
  return null;
}
