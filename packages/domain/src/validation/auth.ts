/**
 * The sign-in, sign-up and password forms (spec part 1, section 5). Each
 * field reports its own message so a form can show them all at once.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, RESET_PASSWORD_PATTERN, text } from './rules.js';
import { hasHiddenFormatting, TEXT_MESSAGES } from './text.js';

const filled = (message: string) => text().pipe(z.string().refine((v) => v.length > 0, message));

export const signInSchema = z.object({
  username: filled(MESSAGES.enterValidEmail),
  password: filled(MESSAGES.enterPassword),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: text().pipe(
      z
        .string()
        .refine((v) => v.trim().length > 0, MESSAGES.enterName)
        // Classmates read it beside every post (issue 31, section 5; docs/decisions/270). Not an
        // aborting check above: zod then skips the form's own check, and 'Passwords don't Match!'
        // would go unsaid beside an empty name.
        .refine((v) => !hasHiddenFormatting(v), TEXT_MESSAGES.hiddenFormatting),
    ),
    email: text().pipe(z.string().refine((v) => EMAIL_PATTERN.test(v.trim()), MESSAGES.enterValidEmail)),
    password: text().pipe(
      z
        .string()
        .refine((v) => v.length > 0, { message: MESSAGES.enterPassword, abort: true })
        // The spec's message for a short sign-up password (section 8), applied before the call.
        .refine((v) => v.length >= 8, MESSAGES.passwordMinLength),
    ),
    confirmPassword: text(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.password || v.confirmPassword.length === 0) {
      if (v.password.length === 0 && v.confirmPassword.length === 0) return; // the password's own message says it
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDontMatch });
    }
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({
  email: filled(MESSAGES.enterValidEmail),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

const newPasswordFields = {
  password: text().pipe(
    z
      .string()
      .refine((v) => v.length > 0, { message: MESSAGES.enterPassword, abort: true })
      .refine((v) => RESET_PASSWORD_PATTERN.test(v), MESSAGES.matchPasswordPattern),
  ),
  confirmPassword: filled(MESSAGES.enterConfirmPassword),
};

function passwordsMatch(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (v.confirmPassword.length > 0 && v.confirmPassword !== v.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDontMatch });
  }
}

export const passwordResetConfirmSchema = z.object({ code: filled(MESSAGES.enterCode), ...newPasswordFields }).superRefine(passwordsMatch);
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/** The forced new-password modal uses the reset rule and messages (section 5). */
export const newPasswordSchema = z.object(newPasswordFields).superRefine(passwordsMatch);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
