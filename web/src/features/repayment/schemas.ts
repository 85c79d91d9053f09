/**
 * Rules of the active borrower and repayment forms, mirroring the server's checks for instant
 * feedback; the server stays the authority. Messages are keys of the `repayment` namespace
 * (`zodRule` translates them).
 */
import { isDayjs, type Dayjs } from 'dayjs';
import { z } from 'zod';
import { afterJakartaToday } from '../../lib/jakartaTime';
import { TEXT_MAX } from '../../lib/schemas';
import { HOLD_REASONS, LOAN_ENDINGS, PAYMENT_METHODS } from './api';

/** The longest payment reference, characters. */
export const REFERENCE_MAX = 100;

const V = 'repayment:validation';

const day = z.custom<Dayjs>((value) => isDayjs(value) && value.isValid(), `${V}.date_required`);
/** A Jakarta date, today or earlier. */
const pastDay = day.refine((value) => !afterJakartaToday(value), `${V}.date_in_future`);

const optionalText = z.string().trim().max(TEXT_MAX, `${V}.too_long`).nullish();

export const paymentSchema = z.object({
  amount: z.number({ error: `${V}.amount_required` }).int(`${V}.amount_not_positive`).positive(`${V}.amount_not_positive`),
  paid_date: pastDay,
  method: z.enum(PAYMENT_METHODS, { error: `${V}.method_required` }),
  reference: z.string().trim().max(REFERENCE_MAX, `${V}.too_long`).nullish(),
  proof_file_id: z.string().nullish(),
});

/**
 * An early settlement (issue 44): the amount is at least the quote's `total` of the day (the
 * server checks against the quote of `paid_date` again); the rest as a payment.
 */
export function payoffSchema(total: number) {
  return z.object({
    amount: z
      .number({ error: `${V}.amount_required` })
      .int(`${V}.amount_not_positive`)
      .positive(`${V}.amount_not_positive`)
      .min(total, `${V}.payoff_below_total`),
    paid_date: pastDay,
    method: z.enum(PAYMENT_METHODS, { error: `${V}.method_required` }),
    reference: z.string().trim().max(REFERENCE_MAX, `${V}.too_long`).nullish(),
  });
}

export const holdSchema = z
  .object({
    reason_code: z.enum(HOLD_REASONS, { error: `${V}.hold_reason_required` }),
    note: optionalText,
    start_date: day,
    end_date: day,
  })
  .superRefine((value, ctx) => {
    if (isDayjs(value.start_date) && isDayjs(value.end_date) && value.end_date.isBefore(value.start_date, 'day')) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: `${V}.end_before_start` });
    }
  });

export const deactivateSchema = z.object({
  reason: z.string({ error: `${V}.reason_required` }).trim().min(1, `${V}.reason_required`).max(TEXT_MAX, `${V}.too_long`),
  way: z.enum(LOAN_ENDINGS, { error: 'repayment:deactivate.way_required' }),
});

/**
 * A late-fee waiver: a whole rupiah amount above zero and at most the fees still open (`open`, as
 * the panel shows them; the server checks again against the fees open when it answers), and a
 * reason.
 */
export function waiverSchema(open: number) {
  return z.object({
    amount: z
      .number({ error: `${V}.amount_required` })
      .int(`${V}.amount_not_positive`)
      .positive(`${V}.amount_not_positive`)
      .max(open, `${V}.waiver_exceeds_late_fees`),
    reason: z.string({ error: `${V}.reason_required` }).trim().min(1, `${V}.reason_required`).max(TEXT_MAX, `${V}.too_long`),
  });
}
