/**
 * Rules of the fleet service forms, mirroring the server's checks for instant feedback; the
 * server stays the authority. Messages are keys of the `fleet` namespace (`zodRule` translates
 * them).
 */
import { isDayjs, type Dayjs } from 'dayjs';
import { z } from 'zod';
import { isFutureJakarta } from '../../lib/jakartaTime';
import { TEXT_MAX } from '../../lib/schemas';
import { SERVICE_KINDS, TICKET_KINDS, TICKET_STATUSES, type ServiceItem } from './api';

const V = 'fleet:validation';

/** The longest workshop, item name, place or violation, characters. */
export const NAME_MAX = 120;
/** The largest odometer reading the forms take, km. */
export const ODOMETER_MAX = 9_999_999;
/** The largest rupiah amount a form can hold exactly (JavaScript's safe integers). */
export const AMOUNT_MAX = Number.MAX_SAFE_INTEGER;

/**
 * An Indonesian plate as the contract writes it (`B 1234 XYZ`): a region code of one or two
 * letters, up to four digits, up to three letters; spaces optional.
 */
export const PLATE_PATTERN = /^[A-Z]{1,2} ?[0-9]{1,4}( ?[A-Z]{1,3})?$/;

/** A plate as staff type it, in capitals with single spaces. */
export function normalizePlate(value: string | undefined): string | undefined {
  return value?.toUpperCase().replace(/\s+/g, ' ');
}

const day = (code: string) => z.custom<Dayjs>((value) => isDayjs(value) && value.isValid(), `${V}.${code}`);

const requiredText = (code: string, max = NAME_MAX) =>
  z.string({ error: `${V}.${code}` }).trim().min(1, `${V}.${code}`).max(max, `${V}.too_long`);

const odometer = z.number().int(`${V}.odometer_invalid`).min(0, `${V}.odometer_invalid`).max(ODOMETER_MAX, `${V}.odometer_invalid`);

export const serviceItemSchema = z.object({
  name: requiredText('item_name_required'),
  quantity: z.number({ error: `${V}.quantity_required` }).int(`${V}.quantity_invalid`).positive(`${V}.quantity_invalid`),
  cost: z.number({ error: `${V}.cost_required` }).int(`${V}.amount_invalid`).min(0, `${V}.amount_invalid`).max(AMOUNT_MAX, `${V}.amount_invalid`),
});

export const serviceOrderSchema = z.object({
  motorcycle_id: z.string({ error: `${V}.motorcycle_required` }).min(1, `${V}.motorcycle_required`),
  kind: z.enum(SERVICE_KINDS, { error: `${V}.kind_required` }),
  workshop: requiredText('workshop_required'),
  description: requiredText('description_required', TEXT_MAX),
  scheduled_on: day('scheduled_on_required'),
  odometer_km: odometer.nullish(),
  items: z.array(serviceItemSchema).optional(),
});

export const completeSchema = z.object({ odometer_km: z.number({ error: `${V}.odometer_required` }).pipe(odometer) });

export const ticketSchema = z.object({
  kind: z.enum(TICKET_KINDS, { error: `${V}.ticket_kind_required` }),
  plate_number: z
    .string({ error: `${V}.plate_required` })
    .trim()
    .min(1, `${V}.plate_required`)
    .regex(PLATE_PATTERN, `${V}.plate_number_invalid`),
  occurred_at: day('occurred_at_required').refine((value) => !isFutureJakarta(value), `${V}.occurred_at_future`),
  place: requiredText('place_required'),
  violation: requiredText('violation_required'),
  amount: z.number({ error: `${V}.amount_required` }).int(`${V}.amount_invalid`).positive(`${V}.amount_invalid`).max(AMOUNT_MAX, `${V}.amount_invalid`),
  status: z.enum(TICKET_STATUSES, { error: `${V}.status_required` }),
});

/** The largest import file, bytes (10 MiB, as the server takes). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const ticketImportFileSchema = z.object({
  name: z.string().regex(/\.(xlsx|csv)$/i, `${V}.import_file_type`),
  size: z.number().max(IMPORT_MAX_BYTES, `${V}.import_too_large`),
});

/** An item line as typed (fields may still be empty). */
export type ItemDraft = Partial<ServiceItem> | undefined;

/** The total of the typed lines, rupiah: quantity × cost, lines not filled in yet counting 0. */
export function itemsTotal(items: readonly ItemDraft[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + (item?.quantity ?? 0) * (item?.cost ?? 0), 0);
}
