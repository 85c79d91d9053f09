/** Test data and msw handlers of the fleet service screens (not part of the app bundle). */
import { http } from 'msw';
import { loanId, page, serveSession } from '../../../test/loans';
import { envelope, server } from '../../../test/server';
import type { MotorcycleOption, ServiceOrder, ServiceReminder, Ticket } from '../api';

export { loanId, page };

/** The areas of a fleet manager (level 7), with the motorcycle detail. */
export const FLEET_AREAS = [
  'home',
  'motorcycle/registration',
  'motorcycle/handover',
  'motorcycle/active',
  'motorcycle/detail',
  'battery/active',
  'battery/detail',
  'fleet-service/registration',
  'fleet-service/detail',
  'fleet-service/etle',
];

export function serveFleetSession(areas = FLEET_AREAS, level = 7) {
  serveSession({ areas, level });
}

export function orderId(n: number): string {
  return `01a200de-0b00-7000-8000-${String(n).padStart(12, '0')}`;
}

export function motorcycleId(n: number): string {
  return `01a200de-0a00-7000-8000-${String(n).padStart(12, '0')}`;
}

export function ticketId(n: number): string {
  return `01a200de-0c00-7000-8000-${String(n).padStart(12, '0')}`;
}

export function motorcycle(n: number, overrides: Partial<MotorcycleOption> = {}): MotorcycleOption {
  return { id: motorcycleId(n), plate_number: `B ${1000 + n} RDA`, motorcycle_type_name: 'Volta 401', status: 'handed_over', odometer_km: 12_500, ...overrides };
}

export function serviceOrder(n: number, overrides: Partial<ServiceOrder> = {}): ServiceOrder {
  return {
    id: orderId(n),
    motorcycle_id: motorcycleId(n),
    plate_number: `B ${1000 + n} RDA`,
    kind: 'maintenance',
    workshop: 'Bengkel Jaya Motor',
    description: 'Servis berkala 90 hari',
    scheduled_on: '2026-11-20',
    odometer_km: 12_500,
    motorcycle_odometer_km: 12_400,
    items: [
      { name: 'Brake pads', quantity: 2, cost: 85_000 },
      { name: 'Labour', quantity: 1, cost: 150_000 },
    ],
    total_cost: 320_000,
    status: 'scheduled',
    completed_on: null,
    created_at: '2026-11-18T03:00:00Z',
    version: 3,
    allowed_actions: ['start', 'cancel'],
    ...overrides,
  };
}

export function reminder(n: number, overrides: Partial<ServiceReminder> = {}): ServiceReminder {
  return {
    motorcycle_id: motorcycleId(n),
    plate_number: `B ${1000 + n} RDA`,
    last_service_on: '2026-08-01',
    days_since: 115,
    km_since: 2_100,
    reason: 'time',
    ...overrides,
  };
}

export function ticket(n: number, overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: ticketId(n),
    kind: 'etle',
    plate_number: `B ${1000 + n} RDA`,
    motorcycle_id: motorcycleId(n),
    occurred_at: '2026-11-10T01:15:00Z',
    place: 'Jl. Sudirman, Jakarta Pusat',
    violation: 'Running a red light',
    amount: 500_000,
    status: 'unpaid',
    loan_id: loanId(n),
    borrower_name: `Agus Pratama ${n}`,
    created_at: '2026-11-12T02:00:00Z',
    version: 2,
    allowed_actions: ['mark_paid', 'charge_to_borrower'],
    ...overrides,
  };
}

/** Answers the service order list with `rows` and records each query. */
export function serveServiceOrders(rows: ServiceOrder[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/service-orders', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page(rows);
    }),
  );
  return queries;
}

export function serveReminders(rows: ServiceReminder[] = [reminder(7)]) {
  server.use(http.get('/api/v1/service-reminders', () => envelope(rows)));
}

/** Answers the motorcycle search with the motorcycles whose plate holds the search, and records each `q`. */
export function serveMotorcycles(rows: MotorcycleOption[] = [motorcycle(1), motorcycle(2, { plate_number: 'D 2222 XY', odometer_km: null })]) {
  const searches: (string | null)[] = [];
  server.use(
    http.get('/api/v1/motorcycles', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      searches.push(q);
      const needle = q?.toLowerCase().replace(/\s/g, '') ?? '';
      return page(rows.filter((m) => m.plate_number.toLowerCase().replace(/\s/g, '').includes(needle)));
    }),
  );
  return searches;
}

/** Records every `PUT` of `path` (its body) and answers with `answer` (default: the row it is given, moved). */
export function servePut<T extends { id: string; version: number }>(path: string, row: T, answer?: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer ? answer(body) : envelope({ ...row, ...body, version: row.version + 1, allowed_actions: [] });
    }),
  );
  return bodies;
}
