/** Test data of the battery screens. */
import type { BatteryDetail, BatteryView, SwapView } from '../schemas';

export function batteryId(n: number): string {
  return `01a200de-0b03-7000-8000-${String(n).padStart(12, '0')}`;
}

export function battery(n: number, overrides: Partial<BatteryView> = {}): BatteryView {
  return {
    id: batteryId(n),
    serial: `BAT-00${n}`,
    model: 'LFP 48V 30Ah',
    capacity_kwh: 1.44,
    state_of_health_percent: 96.5,
    cycle_count: 120,
    status: 'installed',
    motorcycle_id: '01a200de-0b02-7000-8000-000000000001',
    plate_number: 'B 1001 XYZ',
    last_swap_at: '2026-11-22T05:00:00Z',
    created_at: '2026-11-01T03:00:00Z',
    version: 1,
    ...overrides,
  };
}

export function swap(n: number, overrides: Partial<SwapView> = {}): SwapView {
  return {
    id: `swap-${n}`,
    event_id: `ev-${n}`,
    station_id: `ST-0${n}`,
    swapped_at: '2026-11-22T05:00:00Z',
    motorcycle_id: '01a200de-0b02-7000-8000-000000000001',
    plate_number: 'B 1001 XYZ',
    battery_out_serial: 'BAT-009',
    battery_in_serial: 'BAT-001',
    soc_out_percent: 12,
    soc_in_percent: 98,
    ...overrides,
  };
}

export function batteryDetail(overrides: Partial<BatteryDetail> = {}): BatteryDetail {
  return { ...battery(1), swaps: [swap(1), swap(2, { swapped_at: '2026-11-21T01:00:00Z', soc_out_percent: 20.5 })], ...overrides };
}
