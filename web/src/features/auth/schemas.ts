/**
 * Sign-in and password rules (spec §5), mirroring the server's policy for instant feedback; the
 * server stays the authority. Messages are error codes shared with the server (`errors[].code`)
 * and translated from the `validation` namespace. The server additionally blocks common
 * passwords ('password_common'), which the web app leaves to it.
 */
import { z } from 'zod';

/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

// Same character classes as the server: Unicode upper/lower case, an ASCII digit, and anything
// that is neither a letter/number nor white space as the special character.
const UPPER = /\p{Uppercase}/u;
const LOWER = /\p{Lowercase}/u;
const DIGIT = /[0-9]/;
const SPECIAL = /[^\p{Alphabetic}\p{N}\p{White_Space}]/u;

/** True when a password meets the length and character-class policy. */
export function isStrongPassword(value: string): boolean {
  return (
    [...value].length >= PASSWORD_MIN_LENGTH &&
    UPPER.test(value) &&
    LOWER.test(value) &&
    DIGIT.test(value) &&
    SPECIAL.test(value)
  );
}

/** A new password: 'password_required', then 'password_weak'. */
export const passwordSchema = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .refine((value) => value === '' || isStrongPassword(value), 'password_weak');

/** The activation and reset form: a new password and its confirmation. */
export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    password_confirmation: z
      .string({ error: 'password_confirmation_required' })
      .min(1, 'password_confirmation_required'),
  })
  .refine((v) => v.password_confirmation === '' || v.password_confirmation === v.password, {
    path: ['password_confirmation'],
    message: 'password_confirmation_mismatch',
  });

export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** An e-mail address: 'email_required', then 'email_invalid'. */
export const emailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .pipe(z.email({ error: 'email_invalid' }));

/** The sign-in form. Only presence is checked: the server judges the credentials. */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password_required' }).min(1, 'password_required'),
});

export type LoginForm = z.infer<typeof loginFormSchema>;

/** The "forgot password" form. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
