/** Test data of the motorcycle screens: units, a unit's detail, loans waiting for their unit. */
import { http } from 'msw';
import { loanId } from '../../../test/loans';
import { envelope, server } from '../../../test/server';
import type { MotorcycleDetail, MotorcycleView, PendingHandover } from '../schemas';

export const TYPE_A = { id: '01a200de-0b00-7000-8000-0000000000a1', name: 'Volta EV-1' };
export const TYPE_B = { id: '01a200de-0b00-7000-8000-0000000000b2', name: 'Gesits G1' };
export const DEALER = { id: '01a200de-0b01-7000-8000-0000000000d1', name: 'Dealer Motor Jaya' };

/** The areas of level 7 (every motorcycle, battery and fleet page) that matter here. */
export const LEVEL7_AREAS = ['motorcycle/registration', 'motorcycle/handover', 'motorcycle/active', 'motorcycle/detail', 'battery/active', 'battery/detail', 'borrower/detail'];
/** The areas of level 1 (read only). */
export const LEVEL1_AREAS = ['home', 'motorcycle/active', 'motorcycle/detail', 'battery/active', 'battery/detail'];

export function unitId(n: number): string {
  return `01a200de-0b02-7000-8000-${String(n).padStart(12, '0')}`;
}

export function unit(n: number, overrides: Partial<MotorcycleView> = {}): MotorcycleView {
  return {
    id: unitId(n),
    plate_number: `B ${1000 + n} XYZ`,
    frame_number: `MH1JM8110PK00000${n % 10}`,
    engine_number: `JM81E-00${n}`,
    motorcycle_type_id: TYPE_A.id,
    motorcycle_type_name: TYPE_A.name,
    colour: 'Black',
    year: 2026,
    stnk_number: `STNK-${n}`,
    stnk_expires_on: '2031-11-20',
    stnk_warning: null,
    bpkb_number: `BPKB-${n}`,
    dealer_id: DEALER.id,
    dealer_name: DEALER.name,
    purchase_price: 24_000_000,
    status: 'in_stock',
    odometer_km: null,
    holder: null,
    battery_serials: [],
    created_at: '2026-11-01T03:00:00Z',
    version: 1,
    allowed_actions: ['change_status'],
    status_moves: ['reserved', 'in_service', 'sold', 'written_off'],
    ...overrides,
  };
}

/** A unit in use by loan `n`. */
export function handedOver(n: number, overrides: Partial<MotorcycleView> = {}): MotorcycleView {
  return unit(n, {
    status: 'handed_over',
    status_moves: ['repossessed'],
    odometer_km: 120,
    holder: { loan_id: loanId(n), borrower_name: `Budi Santoso ${n}`, active_status: 'late', dpd: 12, lender_name: 'Bank Sinar', handed_over_at: '2026-11-20T03:00:00Z' },
    battery_serials: [`BAT-${n}-A`, `BAT-${n}-B`],
    ...overrides,
  });
}

export function unitDetail(overrides: Partial<MotorcycleDetail> = {}): MotorcycleDetail {
  return {
    ...handedOver(1),
    batteries: [],
    handovers: [],
    timeline: [],
    ...overrides,
  };
}

export function pending(n: number, overrides: Partial<PendingHandover> = {}): PendingHandover {
  return {
    loan_id: loanId(n),
    borrower_name: `Siti Aminah ${n}`,
    phone: '+628120000001',
    motorcycle_type_id: TYPE_A.id,
    motorcycle_type_name: TYPE_A.name,
    lender_name: 'Bank Sinar',
    program_name: 'Loan monthly 24',
    contract_signed_at: '2026-11-19T02:00:00Z',
    units_in_stock: 3,
    allowed_actions: ['hand_over'],
    ...overrides,
  };
}

/** Answers the motorcycle types (every partner's). */
export function serveTypes() {
  server.use(
    http.get('/api/v1/motorcycle-types', () =>
      envelope([TYPE_A, TYPE_B].map((t, i) => ({ ...t, partner_id: 'p1', code: `T${i}`, powertrain: 'electric', price_rupiah: 24_000_000, active: true }))),
    ),
  );
}

/** Answers `GET /api/v1/motorcycles` with `rows`; returns the queries received. */
export function serveUnits(rows: MotorcycleView[] | ((params: URLSearchParams) => MotorcycleView[])) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/motorcycles', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const items = typeof rows === 'function' ? rows(params) : rows;
      return envelope({ items, next_cursor: null, total: items.length, total_capped: false });
    }),
  );
  return queries;
}
