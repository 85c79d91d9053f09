/**
 * Rules of the list's small forms (delete reason, PIC and partner choice), mirroring the
 * server's checks for instant feedback; the server stays the authority. Messages are keys of
 * this feature's `applications` namespace (`zodRule` translates them; the namespace prefix
 * makes i18next read them from here rather than from `validation`).
 */
import { z } from 'zod';

/** The server refuses a longer delete reason. */
export const DELETE_REASON_MAX = 500;

export const deleteSchema = z.object({
  reason: z
    .string({ error: 'applications:validation.delete_reason_required' })
    .trim()
    .min(1, 'applications:validation.delete_reason_required')
    .max(DELETE_REASON_MAX, 'applications:validation.delete_reason_too_long'),
});

export const picSchema = z.object({
  pic_id: z.string({ error: 'applications:validation.pic_required' }).min(1, 'applications:validation.pic_required'),
});

export const partnerSchema = z.object({
  partner_id: z
    .string({ error: 'applications:validation.partner_required' })
    .min(1, 'applications:validation.partner_required'),
});
