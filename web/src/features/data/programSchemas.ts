/**
 * Rules of the program form, mirroring the server's ranges (`domain::programs`) for instant
 * feedback; the server stays the authority (it alone checks that a name agrees with the tenor).
 * Messages are keys of the `data` namespace (`zodRule` translates them).
 */
import { z } from 'zod';
import { FREQUENCIES, PROGRAM_KINDS } from './programs';

const V = 'data:programs.validation';

/** A program code: 2–32 of A–Z, 0–9 and "-", starting with a letter or digit. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;
/** The longest name, characters. */
export const NAME_MAX = 120;
/** The largest admin fee, rupiah. */
export const ADMIN_FEE_MAX = 10_000_000_000;

/** A whole number in `min..=max`, `code` otherwise. */
const whole = (min: number, max: number, code: string) =>
  z.number({ error: `${V}.value_required` }).int(`${V}.${code}`).min(min, `${V}.${code}`).max(max, `${V}.${code}`);

const name = z.string().trim().min(2, `${V}.program_name_invalid`).max(NAME_MAX, `${V}.program_name_invalid`);

export const programSchema = z.object({
    code: z.string({ error: `${V}.program_code_invalid` }).trim().regex(CODE_PATTERN, `${V}.program_code_invalid`),
    name: z.string({ error: `${V}.program_name_invalid` }).pipe(name),
    name_id: z.union([z.literal(''), name]).nullish(),
    kind: z.enum(PROGRAM_KINDS, { error: `${V}.program_kind_required` }),
    installment_frequency: z.enum(FREQUENCIES, { error: `${V}.installment_frequency_required` }),
    tenure_count: whole(1, 3650, 'tenure_count_invalid'),
    down_payment_bp: whole(0, 9999, 'down_payment_invalid'),
    flat_rate_bp: whole(0, 10_000, 'flat_rate_invalid'),
    admin_fee: whole(0, ADMIN_FEE_MAX, 'admin_fee_invalid'),
    first_payment_days: whole(0, 365, 'first_payment_days_invalid'),
    late_fee_bp_per_day: whole(0, 10_000, 'late_fee_invalid'),
    late_fee_grace_days: whole(0, 365, 'late_fee_grace_days_invalid'),
    late_fee_cap_bp: whole(0, 10_000, 'late_fee_cap_invalid'),
    early_settlement_fee_bp: whole(0, 10_000, 'early_settlement_fee_invalid'),
  });
