/**
 * Rules of the "assign to a loan" form, mirroring the server's checks for instant feedback; the
 * server stays the authority (a loan it cannot post to comes back on the field). Messages are keys
 * of the `virtualAccounts` namespace (`zodRule` translates them).
 */
import { z } from 'zod';

const V = 'virtualAccounts:validation';

/** A loan ID as the app shows it (`LN-0000042`). */
export const LOAN_ID = /^LN-\d{1,12}$/;

export const assignSchema = z.object({
  loan_id: z
    .string({ error: `${V}.loan_id_required` })
    .trim()
    .min(1, `${V}.loan_id_required`)
    .regex(LOAN_ID, `${V}.loan_id_invalid`),
});
