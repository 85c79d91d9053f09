/**
 * Rules of the lender forms, mirroring the server's checks for instant feedback; the server stays
 * the authority. Messages are keys of the `lender` namespace (`zodRule` translates them).
 */
import { isDayjs, type Dayjs } from 'dayjs';
import { z } from 'zod';
import { LENDER_KINDS, LENDER_STATUSES } from '../../entities/lender/types';

const V = 'lender:validation';

/** The longest lender or funding source name, characters. */
export const NAME_MAX = 120;
/** A lender code: 2–20 of A–Z, 0–9, "-" and "_". */
export const CODE_PATTERN = /^[A-Z0-9_-]{2,20}$/;
/** A contact phone: digits with an optional leading +, spaces, dashes, brackets (6–20). */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/;
/** The largest limit a form can hold exactly (rupiah, JavaScript's safe integers). */
export const LIMIT_MAX = Number.MAX_SAFE_INTEGER;

function requiredName(code: string) {
  return z.string({ error: `${V}.${code}` }).trim().min(1, `${V}.${code}`).max(NAME_MAX, `${V}.name_too_long`);
}

const optionalText = z.string().trim().max(NAME_MAX * 2, `${V}.too_long`).nullish();

export const lenderSchema = z.object({
  name: requiredName('name_required'),
  legal_name: optionalText,
  code: z
    .string({ error: `${V}.code_required` })
    .trim()
    .min(1, `${V}.code_required`)
    .regex(CODE_PATTERN, `${V}.lender_code_invalid`),
  kind: z.enum(LENDER_KINDS, { error: `${V}.kind_required` }),
  status: z.enum(LENDER_STATUSES, { error: `${V}.status_required` }),
  contact_email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, `${V}.email_invalid`)
    .nullish(),
  contact_phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), `${V}.phone_invalid`)
    .nullish(),
});

const day = (value: unknown): value is Dayjs => isDayjs(value) && value.isValid();

export const fundingSourceSchema = z
  .object({
    name: requiredName('source_name_required'),
    limit_amount: z
      .number({ error: `${V}.limit_required` })
      .int(`${V}.limit_invalid`)
      .positive(`${V}.limit_invalid`)
      .max(LIMIT_MAX, `${V}.limit_invalid`),
    available_from: z.custom<Dayjs>(day, `${V}.available_from_required`),
    available_until: z.custom<Dayjs>(day).nullish(),
    status: z.enum(LENDER_STATUSES, { error: `${V}.status_required` }),
  })
  .refine((v) => !v.available_until || !day(v.available_from) || !v.available_until.isBefore(v.available_from, 'day'), {
    message: `${V}.available_until_before_from`,
    path: ['available_until'],
  });
