/**
 * Rules of the "record contact" form, mirroring the server's checks for instant feedback; the
 * server stays the authority. Messages are keys of the `collections` namespace (`zodRule`
 * translates them).
 */
import { isDayjs, type Dayjs } from 'dayjs';
import { z } from 'zod';
import { jakartaToday } from '../../lib/jakartaTime';
import { CHANNELS, OUTCOMES } from './api';

/** The longest note, characters (the server's `NOTE_MAX`). */
export const NOTE_MAX = 1000;
/** How far ahead a next action or a promise may be, days (the server's `PROMISE_DAYS_MAX`). */
export const DAYS_AHEAD_MAX = 31;
/** The largest promise, rupiah. */
export const PROMISE_MAX = 10_000_000_000;

const V = 'collections:validation';

/** Whether a picked day lies from today to `DAYS_AHEAD_MAX` days ahead (Jakarta). */
export function withinPromiseWindow(value: Dayjs, now: number = Date.now()): boolean {
  const day = value.format('YYYY-MM-DD');
  const today = jakartaToday(now);
  const last = jakartaToday(now + DAYS_AHEAD_MAX * 86_400_000);
  return day >= today && day <= last;
}

const day = z.custom<Dayjs>((value) => isDayjs(value) && value.isValid(), `${V}.date_required`);
const aheadDay = day.refine((value) => withinPromiseWindow(value), `${V}.date_out_of_range`);

export const contactSchema = z
  .object({
    channel: z.enum(CHANNELS, { error: `${V}.channel_required` }),
    outcome: z.enum(OUTCOMES, { error: `${V}.outcome_required` }),
    note: z.string().trim().max(NOTE_MAX, `${V}.too_long`).nullish(),
    next_action_date: aheadDay.nullish(),
    amount: z.number().nullish(),
    promised_date: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome !== 'promised') return;
    const amount = value.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > PROMISE_MAX) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `${V}.amount_required` });
    }
    const promised = value.promised_date;
    if (!isDayjs(promised) || !promised.isValid()) {
      ctx.addIssue({ code: 'custom', path: ['promised_date'], message: `${V}.date_required` });
    } else if (!withinPromiseWindow(promised)) {
      ctx.addIssue({ code: 'custom', path: ['promised_date'], message: `${V}.date_out_of_range` });
    }
  });

export const assignSchema = z.object({
  collector_id: z.string({ error: `${V}.collector_required` }).min(1, `${V}.collector_required`),
});
