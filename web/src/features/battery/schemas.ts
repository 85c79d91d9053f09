/**
 * Shapes and form rules of the battery screens (issue 11), hand-written from the assets contract
 * until the generated ones replace them. Messages are keys of the `battery` namespace.
 */
import { z } from 'zod';
import type { components } from '../../lib/api/schema';

export const BATTERY_STATUSES = ['in_stock', 'installed', 'at_station', 'charging', 'retired'] as const satisfies readonly BatteryStatus[];
export type BatteryStatus = components['schemas']['BatteryView']['status'];

/** `GET /api/v1/batteries` item. */
export interface BatteryView {
  id: string;
  serial: string;
  model: string;
  capacity_kwh: number;
  state_of_health_percent: number;
  cycle_count: number;
  status: BatteryStatus;
  motorcycle_id: string | null;
  plate_number: string | null;
  last_swap_at: string | null;
  created_at: string;
  version: number;
}

/** One swap at a station (`GET /api/v1/battery-swaps` item). */
export interface SwapView {
  id: string;
  event_id: string;
  station_id: string;
  swapped_at: string;
  motorcycle_id: string | null;
  plate_number: string;
  battery_out_serial: string;
  battery_in_serial: string;
  soc_out_percent: number;
  soc_in_percent: number;
}

/** `GET /api/v1/batteries/{id}`: the battery and its newest 100 swaps. */
export interface BatteryDetail extends BatteryView {
  swaps: SwapView[];
}

/** `POST /api/v1/batteries` body. */
export interface BatteryInput {
  serial: string;
  model: string;
  capacity_kwh: number;
  state_of_health_percent: number;
  cycle_count: number;
}

const V = 'battery:validation';
export const TEXT_MAX = 60;

function requiredText(code: string) {
  return z.string({ error: `${V}.${code}` }).trim().min(1, `${V}.${code}`).max(TEXT_MAX, `${V}.too_long`);
}

export const batterySchema = z.object({
  serial: requiredText('serial_required'),
  model: requiredText('model_required'),
  capacity_kwh: z.number({ error: `${V}.capacity_required` }).positive(`${V}.capacity_invalid`).max(100, `${V}.capacity_invalid`),
  state_of_health_percent: z.number({ error: `${V}.soh_required` }).min(0, `${V}.soh_invalid`).max(100, `${V}.soh_invalid`),
  cycle_count: z.number({ error: `${V}.cycles_required` }).int(`${V}.cycles_invalid`).min(0, `${V}.cycles_invalid`),
});
