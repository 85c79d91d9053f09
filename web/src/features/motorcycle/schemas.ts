/**
 * Shapes and form rules of the motorcycle screens (issue 11), hand-written from the assets
 * contract until the generated ones (`lib/api/schema.d.ts`) replace them. Form rules mirror the
 * server's checks for instant feedback; the server stays the authority. Messages are keys of the
 * `motorcycle` namespace (`zodRule` translates them).
 */
import { isDayjs, type Dayjs } from 'dayjs';
import { z } from 'zod';
import type { ActiveStatus } from '../../entities/loan/types';
import type { components } from '../../lib/api/schema';

// ---- Codes ---------------------------------------------------------------------------------

export const MOTORCYCLE_STATUSES = [
  'in_stock',
  'reserved',
  'handed_over',
  'in_service',
  'repossessed',
  'sold',
  'written_off',
] as const satisfies readonly MotorcycleStatus[];
export type MotorcycleStatus = components['schemas']['MotorcycleStatus'];

export const STNK_WARNINGS = ['expiring', 'expired'] as const satisfies readonly StnkWarning[];
export type StnkWarning = NonNullable<components['schemas']['MotorcycleView']['stnk_warning']>;

export const TIMELINE_KINDS = ['registered', 'handed_over', 'status_changed', 'battery_swap', 'service', 'etle', 'etoll', 'mobility_sync'] as const;

/** What the caller may do with a unit (server-computed). */
export type MotorcycleAction = components['schemas']['MotorcycleAction'];

// ---- Shapes --------------------------------------------------------------------------------

/** The loan holding a unit now. */
export interface Holder {
  loan_id: string;
  borrower_name: string;
  active_status: ActiveStatus;
  dpd: number;
  lender_name: string | null;
  handed_over_at: string;
}

/** `GET /api/v1/motorcycles` item. */
export interface MotorcycleView {
  id: string;
  plate_number: string;
  frame_number: string;
  engine_number: string;
  motorcycle_type_id: string;
  motorcycle_type_name: string;
  colour: string;
  year: number;
  stnk_number: string;
  stnk_expires_on: string;
  stnk_warning: StnkWarning | null;
  bpkb_number: string;
  dealer_id: string;
  dealer_name: string;
  purchase_price: number;
  status: MotorcycleStatus;
  odometer_km: number | null;
  holder: Holder | null;
  battery_serials: string[];
  created_at: string;
  version: number;
  allowed_actions: MotorcycleAction[];
  /** The statuses staff may move it to by hand now (the server's moves; returned once its loan has ended). */
  status_moves: MotorcycleStatus[];
}

/** A battery as the motorcycle detail lists it (the battery screen's `BatteryView`). */
export interface UnitBattery {
  id: string;
  serial: string;
  model: string;
  capacity_kwh: number;
  state_of_health_percent: number;
  cycle_count: number;
  status: string;
  motorcycle_id: string | null;
  plate_number: string | null;
  last_swap_at: string | null;
  created_at: string;
  version: number;
}

/** One handover of a unit to a loan. */
export interface Handover {
  loan_id: string;
  borrower_name: string;
  handed_over_at: string;
  odometer_km: number;
  battery_serials: string[];
  photo_file_ids: string[];
  bast_file_id: string;
  ended_at: string | null;
}

/** One event of a unit's history; `detail` is flat, shown as "key: value". */
export interface TimelineEvent {
  at: string;
  kind: string;
  /** Facts of the event by key; a handover's batteries are a list of serials. */
  detail: Record<string, string | number | string[] | null>;
}

/** `GET /api/v1/motorcycles/{id}`. */
export interface MotorcycleDetail extends MotorcycleView {
  batteries: UnitBattery[];
  handovers: Handover[];
  timeline: TimelineEvent[];
}

/** `POST /api/v1/motorcycles` body. */
export interface MotorcycleInput {
  plate_number: string;
  frame_number: string;
  engine_number: string;
  motorcycle_type_id: string;
  colour: string;
  year: number;
  stnk_number: string;
  stnk_expires_on: string;
  bpkb_number: string;
  dealer_id: string;
  purchase_price: number;
}

/** `POST /api/v1/motorcycles/{id}/status` body. */
export interface StatusChangeInput {
  status: MotorcycleStatus;
  note: string;
  version: number;
}

/** `GET /api/v1/handovers/pending` item. */
export interface PendingHandover {
  loan_id: string;
  borrower_name: string;
  phone: string | null;
  motorcycle_type_id: string;
  motorcycle_type_name: string;
  lender_name: string | null;
  program_name: string | null;
  contract_signed_at: string | null;
  units_in_stock: number;
  allowed_actions: components['schemas']['HandoverAction'][];
}

/** `POST /api/v1/loans/{loan_id}/handover` body. */
export interface HandoverInput {
  motorcycle_id: string;
  handed_over_at: string;
  odometer_km: number;
  battery_ids: string[];
  photo_file_ids: string[];
  bast_file_id: string;
}

/** `POST /api/v1/loans/{loan_id}/handover` data. */
export interface HandoverDone {
  loan_id: string;
  motorcycle_id: string;
  active_status: ActiveStatus;
  installments: number;
}

// ---- Form rules ----------------------------------------------------------------------------

const V = 'motorcycle:validation';

/** An Indonesian plate: 1–2 letters, 1–4 digits, 0–3 letters ("B 1234 XYZ"). */
export const PLATE_PATTERN = /^[A-Z]{1,2} ?\d{1,4} ?[A-Z]{0,3}$/;
/** A frame number (VIN): 17 of A–Z and 0–9 without I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const TEXT_MAX = 60;
/** The first model year the server takes. */
export const YEAR_MIN = 2000;

const day = (value: unknown): value is Dayjs => isDayjs(value) && value.isValid();

function requiredText(code: string) {
  return z.string({ error: `${V}.${code}` }).trim().min(1, `${V}.${code}`).max(TEXT_MAX, `${V}.too_long`);
}

export const motorcycleSchema = z.object({
  plate_number: requiredText('plate_required').regex(PLATE_PATTERN, `${V}.plate_number_invalid`),
  frame_number: requiredText('frame_required').regex(VIN_PATTERN, `${V}.frame_number_invalid`),
  engine_number: requiredText('engine_required'),
  motorcycle_type_id: z.string({ error: `${V}.type_required` }).min(1, `${V}.type_required`),
  colour: requiredText('colour_required'),
  year: z
    .number({ error: `${V}.year_required` })
    .int(`${V}.year_invalid`)
    .min(YEAR_MIN, `${V}.year_invalid`)
    .max(new Date().getFullYear() + 1, `${V}.year_invalid`),
  stnk_number: requiredText('stnk_required'),
  stnk_expires_on: z.custom<Dayjs>(day, `${V}.stnk_expiry_required`),
  bpkb_number: requiredText('bpkb_required'),
  dealer_id: z.string({ error: `${V}.dealer_required` }).min(1, `${V}.dealer_required`),
  purchase_price: z.number({ error: `${V}.price_required` }).int(`${V}.amount_invalid`).positive(`${V}.amount_invalid`),
});

export const handoverSchema = z.object({
  motorcycle_id: z.string({ error: `${V}.unit_required` }).min(1, `${V}.unit_required`),
  handed_over_at: z.custom<Dayjs>(day, `${V}.handed_over_at_required`),
  odometer_km: z.number({ error: `${V}.odometer_required` }).int(`${V}.odometer_invalid`).min(0, `${V}.odometer_invalid`),
  battery_ids: z.array(z.string()).optional(),
  photo_file_ids: z.array(z.string()).min(1, `${V}.photos_required`),
  bast_file_id: z.string({ error: `${V}.bast_required` }).min(1, `${V}.bast_required`),
});

export const statusChangeSchema = z.object({
  status: z.enum(MOTORCYCLE_STATUSES, { error: `${V}.status_required` }),
  note: z.string({ error: `${V}.note_required` }).trim().min(1, `${V}.note_required`).max(500, `${V}.too_long`),
});

/** The largest import file, bytes (10 MiB, as the server takes). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The file of an import, checked before sending: `.xlsx` or `.csv`, at most 10 MiB. */
export const motorcycleImportFileSchema = z.object({
  name: z.string().regex(/\.(xlsx|csv)$/i, `${V}.import_file_type`),
  size: z.number().max(IMPORT_MAX_BYTES, `${V}.import_too_large`),
});
