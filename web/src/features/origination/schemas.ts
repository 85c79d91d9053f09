/**
 * Rules of the origination forms, mirroring the server's checks for instant feedback; the
 * server stays the authority. Messages are keys of the `origination` namespace (`zodRule`
 * translates them).
 */
import { isDayjs } from 'dayjs';
import { z } from 'zod';
import type { KycMethod } from '../../entities/loan/types';
import type { components } from '../../lib/api/schema';

type KycResult = components['schemas']['KycResult'];
import { isFutureJakarta } from '../../lib/jakartaTime';
import { TEXT_MAX } from '../../lib/schemas';

export { TEXT_MAX };

/** The longest transfer reference, characters. */
export const REFERENCE_MAX = 100;
/** The longest KYC location (a link or a place), characters. */
export const LOCATION_MAX = 500;

const V = 'origination:validation';

/** A required text, trimmed, at most `max` characters. */
function required(code: string, max = TEXT_MAX) {
  return z
    .string({ error: `${V}.${code}` })
    .trim()
    .min(1, `${V}.${code}`)
    .max(max, `${V}.too_long`);
}

const optionalText = z.string().trim().max(TEXT_MAX, `${V}.too_long`).nullish();

/** A meeting time picked as Jakarta wall time, in the future. */
const meetingTime = z.custom((value) => isDayjs(value) && value.isValid(), `${V}.schedule_required`).refine(
  (value) => isDayjs(value) && isFutureJakarta(value),
  `${V}.schedule_past`,
);

export const kycScheduleSchema = z.object({
  scheduled_at: meetingTime,
  method: z.enum(['video_call', 'in_person'] as const satisfies readonly KycMethod[], { error: `${V}.method_required` }),
  location: required('location_required', LOCATION_MAX),
  note: optionalText,
});

export const kycResultSchema = z
  .object({
    result: z.enum(['approved', 'rejected'] as const satisfies readonly KycResult[], { error: `${V}.result_required` }),
    reason: optionalText,
  })
  .superRefine((value, ctx) => {
    if (value.result === 'rejected' && !value.reason?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `${V}.reason_required` });
    }
  });

export const firstPaymentSchema = z.object({
  due_date: z.custom((value) => isDayjs(value) && value.isValid(), `${V}.date_required`),
});

export const proofSchema = z.object({
  file_id: z.string({ error: `${V}.file_required` }).min(1, `${V}.file_required`),
  reference: required('reference_required', REFERENCE_MAX),
  amount: z.number({ error: `${V}.amount_required` }).int(`${V}.amount_invalid`).positive(`${V}.amount_invalid`),
  paid_date: z.custom((value) => isDayjs(value) && value.isValid(), `${V}.date_required`),
});

export const fileSchema = z.object({
  file_id: z.string({ error: `${V}.file_required` }).min(1, `${V}.file_required`),
});
