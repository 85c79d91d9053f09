/**
 * Rules of the staff forms, mirroring the server's checks for instant feedback; the server stays
 * the authority (the phone number, a taken e-mail or username, a level the caller may not grant
 * come back as field errors). Messages are `validation` codes shared with the server, or keys of
 * the `users` namespace.
 */
import { z } from 'zod';
import { emailSchema } from '../../lib/schemas';

/** The longest full name, characters (spec §9). */
export const NAME_MAX = 180;
/** A username: up to 64 letters, digits, dots, dashes or underscores (the server's rule). */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

const fullName = z.string({ error: 'full_name_required' }).trim().min(1, 'full_name_required').max(NAME_MAX, 'full_name_too_long');
const level = z.number({ error: 'users:validation.level_required' }).int();

export const inviteSchema = z.object({
  full_name: fullName,
  email: emailSchema,
  level,
  lender_id: z.string().nullish(),
  username: z
    .string()
    .trim()
    .refine((v) => v === '' || USERNAME_PATTERN.test(v), 'users:validation.username_invalid')
    .nullish(),
  phone: z.string().nullish(),
});

export const nameSchema = z.object({ full_name: fullName });

export const levelSchema = z.object({ level, lender_id: z.string().nullish() });
