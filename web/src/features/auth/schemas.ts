/**
 * Sign-in and password rules (spec §5), mirroring the server's policy for instant feedback; the
 * server stays the authority. Messages are error codes shared with the server (`errors[].code`)
 * and translated from the `validation` namespace. The server additionally blocks common
 * passwords ('password_common'), which the web app leaves to it.
 */
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../../lib/schemas';

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

// The sign-in form's checks are in loginRules.ts, without zod (the first page a browser loads).

/** The "forgot password" form. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
