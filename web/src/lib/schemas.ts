/**
 * Field rules shared by several screens (spec §5, §9), mirroring the server's policy for instant
 * feedback; the server stays the authority. Messages are error codes shared with the server
 * (`errors[].code`), translated from the `validation` namespace when shown. The server
 * additionally blocks common passwords ('password_common'), which the web app leaves to it.
 */
import { z } from 'zod';

/** The longest reason or note of a loan action the server takes, characters. */
export const TEXT_MAX = 500;

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

/** An e-mail address: 'email_required', then 'email_invalid'. */
export const emailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .pipe(z.email({ error: 'email_invalid' }));
