/**
 * Rules of the list's small forms (delete reason, PIC and partner choice) and of the import's
 * spreadsheet (type and size, judged before sending), mirroring the server's checks for instant
 * feedback; the server stays the authority. Messages are keys of this feature's `applications`
 * and `applicationImport` namespaces (`zodRule` and `validationText` translate them; the
 * namespace prefix makes i18next read them from there rather than from `validation`).
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

/** The largest spreadsheet the import takes: 10 MiB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The spreadsheet chosen for an import: `.xls` or `.xlsx`, at most 10 MiB (the server reads the bytes). */
export const importFileSchema = z.object({
  name: z.string().regex(/\.xlsx?$/i, 'applicationImport:upload.file_type'),
  size: z.number().max(IMPORT_MAX_BYTES, 'applicationImport:upload.too_large'),
});
