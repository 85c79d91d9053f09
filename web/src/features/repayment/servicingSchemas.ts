/**
 * Rules of the servicing forms (issue 44), mirroring the server's checks for instant feedback;
 * the server stays the authority. Messages are keys of the `servicing` namespace (the recovery's
 * are the payment's, in `repayment`).
 */
import { isDayjs, type Dayjs } from 'dayjs';
import { z } from 'zod';
import { beforeJakartaToday } from '../../lib/jakartaTime';
import { TEXT_MAX } from '../../lib/schemas';
import { paymentSchema } from './schemas';
import { RESTRUCTURE_KINDS } from './servicingApi';

const V = 'servicing:validation';

/** How far ahead a restructuring may take effect, days (the server's limit). */
export const EFFECTIVE_DAYS_AHEAD = 90;

/** The most installments a new schedule may have (monthly 120, weekly 520, daily 3,650: the server checks per frequency). */
export const TENURE_MAX = 3650;

export const restructureSchema = z.object({
  kind: z.enum(RESTRUCTURE_KINDS, { error: `${V}.kind_required` }),
  new_tenure_count: z
    .number({ error: `${V}.tenure_required` })
    .int(`${V}.tenure_range`)
    .min(1, `${V}.tenure_range`)
    .max(TENURE_MAX, `${V}.tenure_range`),
  effective_date: z
    .custom<Dayjs>((value) => isDayjs(value) && value.isValid(), `${V}.date_required`)
    .refine((value) => !beforeJakartaToday(value), `${V}.date_in_past`),
  reason: z.string({ error: `${V}.reason_required` }).trim().min(1, `${V}.reason_required`).max(TEXT_MAX, `${V}.too_long`),
});

/** A recovery: as a payment (amount, paid date not in the future, method, reference), no receipt. */
export const recoverySchema = paymentSchema.omit({ proof_file_id: true });
