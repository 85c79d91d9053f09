/**
 * Generic zod field schemas whose messages are the error codes the caller names (codes shared
 * with the server, translated from the `validation` namespace when shown; see `zodRule`): free
 * text counted in characters as the server counts it, a required choice or upload, a nested
 * object that reports each of its own fields, and the option that runs a form-wide refinement
 * even when a field already failed. The rules of one form (which codes, which limits) stay with
 * its feature.
 */
import { z } from 'zod';

/**
 * The longest name, characters (spec §9: a person's full name and other names): the default
 * limit of `requiredText` and `optionalText`.
 */
export const NAME_MAX = 180;

/**
 * The options of a `superRefine` that must run even when fields of the object already failed
 * (zod skips it otherwise), so a form shows every error at once.
 */
export const ALWAYS = { when: () => true } as const;

/** The length of a text in characters (Unicode code points), not UTF-16 units, like the server. */
function charCount(value: string): number {
  return [...value].length;
}

/** A required free text: `required` when blank, `tooLong` past `max` characters (trimmed). */
export function requiredText(required: string, tooLong = 'text_too_long', max = NAME_MAX) {
  return z.string({ error: required }).superRefine((value, ctx) => {
    const trimmed = value.trim();
    if (!trimmed) ctx.addIssue({ code: 'custom', message: required });
    else if (charCount(trimmed) > max) ctx.addIssue({ code: 'custom', message: tooLong });
  });
}

/** An optional free text (absent, null or blank) of at most `max` characters: 'text_too_long'. */
export function optionalText(max = NAME_MAX) {
  return z
    .string()
    .nullish()
    .refine((value) => !value || charCount(value.trim()) <= max, 'text_too_long');
}

/** A required choice (an id or code from a select): `code` when missing or empty. */
export function requiredChoice(code: string) {
  return z.string({ error: code }).min(1, code);
}

/** An uploaded file's id (required): `required` when missing or empty (a choice of a file). */
export function fileSchema(required: string) {
  return requiredChoice(required);
}

/**
 * An object that accepts a missing value as empty, so that each of its fields reports its own
 * error (a form's nested group: an address, an emergency contact).
 */
export function nested<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((value) => (value && typeof value === 'object' ? value : {}), z.object(shape));
}
