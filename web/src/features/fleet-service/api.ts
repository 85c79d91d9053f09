/**
 * Calls of the fleet service screens (issue 11, the assets contract): service orders of the
 * fleet's motorcycles (list, create with an `Idempotency-Key`, status moves with the version),
 * the units due a service, the motorcycles to pick from, and the e-toll and ETLE tickets (list,
 * create, status moves, spreadsheet import). Money is integer rupiah; dates `YYYY-MM-DD`
 * (Asia/Jakarta); times RFC 3339. Every change refreshes everything under the `fleet` key.
 *
 * The shapes are written by hand from the contract until the server's OpenAPI document has them
 * (then `npm run gen:api` and `components['schemas']`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { IDEMPOTENCY_HEADER, api, newIdempotencyKey, type FieldError, type UploadProgress } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

// ---- Codes ---------------------------------------------------------------------------------

export const SERVICE_KINDS = ['maintenance', 'repair', 'accident'] as const satisfies readonly ServiceKind[];
export type ServiceKind = Schemas['ServiceOrderView']['kind'];

export const SERVICE_STATUSES = ['scheduled', 'in_progress', 'done', 'cancelled'] as const satisfies readonly ServiceStatus[];
export type ServiceStatus = Schemas['ServiceStatus'];

/** What a service order's `allowed_actions` may hold, and the status each moves it to. */
export const SERVICE_ACTIONS = {
  start: 'in_progress',
  complete: 'done',
  cancel: 'cancelled',
} as const satisfies Record<ServiceAction, ServiceStatus>;
export type ServiceAction = Schemas['ServiceAction'];

export const TICKET_KINDS = ['etle', 'etoll'] as const satisfies readonly TicketKind[];
export type TicketKind = Schemas['TicketView']['kind'];

export const TICKET_STATUSES = ['unpaid', 'paid', 'charged_to_borrower'] as const satisfies readonly TicketStatus[];
export type TicketStatus = Schemas['TicketStatus'];

/** What a ticket's `allowed_actions` may hold, and the status each moves it to. */
export const TICKET_ACTIONS = {
  mark_paid: 'paid',
  charge_to_borrower: 'charged_to_borrower',
} as const satisfies Record<TicketAction, TicketStatus>;
export type TicketAction = Schemas['TicketAction'];

/** Why a unit is due a service: 90 days, 3,000 km, or never serviced. */
export type ReminderReason = Schemas['ReminderView']['reason'];

// ---- Shapes --------------------------------------------------------------------------------

/** One line of a service order: what was done or fitted, how many, the cost of one (rupiah). */
export interface ServiceItem {
  name: string;
  quantity: number;
  cost: number;
}

/** `GET /api/v1/service-orders` item and `GET /api/v1/service-orders/{id}`. */
export interface ServiceOrder {
  id: string;
  motorcycle_id: string;
  plate_number: string;
  kind: ServiceKind;
  workshop: string;
  description: string;
  scheduled_on: string;
  odometer_km: number | null;
  /** The unit's last known reading, km: the least a completion may send. */
  motorcycle_odometer_km: number | null;
  items: ServiceItem[];
  total_cost: number;
  status: ServiceStatus;
  completed_on: string | null;
  created_at: string;
  version: number;
  allowed_actions: ServiceAction[];
}

/** `POST /api/v1/service-orders` body. */
export interface ServiceOrderInput {
  motorcycle_id: string;
  kind: ServiceKind;
  workshop: string;
  description: string;
  scheduled_on: string;
  odometer_km: number | null;
  items: ServiceItem[];
}

/** `PUT /api/v1/service-orders/{id}` body (`odometer_km` required when completing). */
export interface ServiceStatusInput {
  status: ServiceStatus;
  odometer_km?: number;
  version: number;
}

/** `GET /api/v1/service-reminders` item: a unit due a service. */
export interface ServiceReminder {
  motorcycle_id: string;
  plate_number: string;
  last_service_on: string | null;
  days_since: number | null;
  km_since: number | null;
  reason: ReminderReason;
}

/** What the service order form needs of a motorcycle (`GET /api/v1/motorcycles?q=` item). */
export interface MotorcycleOption {
  id: string;
  plate_number: string;
  motorcycle_type_name?: string;
  status?: string;
  odometer_km?: number | null;
}

/** `GET /api/v1/traffic-tickets` item. */
export interface Ticket {
  id: string;
  kind: TicketKind;
  plate_number: string;
  motorcycle_id: string | null;
  occurred_at: string;
  place: string;
  violation: string;
  amount: number;
  status: TicketStatus;
  /** The loan (and borrower) that held the unit when the ticket was issued. */
  loan_id: string | null;
  borrower_name: string | null;
  created_at: string;
  version: number;
  allowed_actions: TicketAction[];
}

/** `POST /api/v1/traffic-tickets` body. */
export interface TicketInput {
  kind: TicketKind;
  plate_number: string;
  occurred_at: string;
  place: string;
  violation: string;
  amount: number;
  status: TicketStatus;
}

/** `POST /api/v1/traffic-tickets/import` data: rows created, rows already known, rows refused. */
export interface TicketImportResult {
  created: number;
  duplicates: number;
  rejected: { row: number; errors: FieldError[] }[];
}

// ---- Paths and keys ------------------------------------------------------------------------

export const SERVICE_ORDERS_API = '/api/v1/service-orders';
export const SERVICE_REMINDERS_API = '/api/v1/service-reminders';
export const TICKETS_API = '/api/v1/traffic-tickets';
export const TICKET_IMPORT_API = `${TICKETS_API}/import`;
/** `GET /api/v1/traffic-tickets/import-template`: the xlsx to fill (as the motorcycle import's). */
export const TICKET_IMPORT_TEMPLATE_API = `${TICKETS_API}/import-template`;
export const MOTORCYCLES_API = '/api/v1/motorcycles';

export function serviceOrderApiPath(id: string): string {
  return `${SERVICE_ORDERS_API}/${encodeURIComponent(id)}`;
}

export function ticketApiPath(id: string): string {
  return `${TICKETS_API}/${encodeURIComponent(id)}`;
}

/** Query keys: everything of these screens sits under `fleet`. */
export const fleetKeys = {
  all: ['fleet'] as const,
  orders: (query: object) => [...fleetKeys.all, 'service-orders', 'list', query] as const,
  order: (id: string) => [...fleetKeys.all, 'service-orders', 'one', id] as const,
  reminders: () => [...fleetKeys.all, 'service-reminders'] as const,
  tickets: (query: object) => [...fleetKeys.all, 'traffic-tickets', 'list', query] as const,
  motorcycles: (q: string) => [...fleetKeys.all, 'motorcycles', q] as const,
};

type Params = Record<string, unknown>;

// ---- Service orders ------------------------------------------------------------------------

export function fetchServiceOrders(params: Params, signal?: AbortSignal): Promise<CursorPage<ServiceOrder>> {
  return api.get(SERVICE_ORDERS_API, { params, signal });
}

export function useServiceOrder(id: string | undefined) {
  return useQuery({
    queryKey: fleetKeys.order(id ?? ''),
    queryFn: ({ signal }) => api.get<ServiceOrder>(serviceOrderApiPath(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
}

/**
 * Creates a service order under `idempotencyKey` (the same key while the same body is sent
 * again: a double click or a retry creates one order).
 */
export function createServiceOrder(input: ServiceOrderInput, idempotencyKey: string): Promise<ServiceOrder> {
  return api.post<ServiceOrder>(SERVICE_ORDERS_API, input, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** Moves a service order (409 `service_status_invalid`, or `stale` when `version` is old). */
export function updateServiceStatus(id: string, input: ServiceStatusInput): Promise<ServiceOrder> {
  return api.put<ServiceOrder>(serviceOrderApiPath(id), input);
}

export function useServiceReminders() {
  return useQuery({
    queryKey: fleetKeys.reminders(),
    queryFn: ({ signal }) => api.get<ServiceReminder[]>(SERVICE_REMINDERS_API, { signal }),
  });
}

/** How many motorcycles the picker lists for one search. */
export const MOTORCYCLE_PICK_LIMIT = 20;

/** The motorcycles matching `q` (plate, frame or engine number), for the service order form. */
export function useMotorcycleSearch(q: string, enabled = true) {
  return useQuery({
    queryKey: fleetKeys.motorcycles(q),
    queryFn: ({ signal }) =>
      api.get<CursorPage<MotorcycleOption>>(MOTORCYCLES_API, { params: { q: q || undefined, limit: MOTORCYCLE_PICK_LIMIT }, signal }),
    enabled,
    staleTime: 30_000,
  });
}

// ---- Tickets -------------------------------------------------------------------------------

export function fetchTickets(params: Params, signal?: AbortSignal): Promise<CursorPage<Ticket>> {
  return api.get(TICKETS_API, { params, signal });
}

export function createTicket(input: TicketInput, idempotencyKey: string): Promise<Ticket> {
  return api.post<Ticket>(TICKETS_API, input, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function updateTicketStatus(id: string, input: { status: TicketStatus; version: number }): Promise<Ticket> {
  return api.put<Ticket>(ticketApiPath(id), input);
}

/**
 * `POST …/traffic-tickets/import` (multipart `file`, xlsx or csv); `onProgress` gets 0–1 as the
 * bytes go out. Valid rows are created, rows already known counted as duplicates, bad rows listed.
 */
export function importTickets(file: File, onProgress?: (fraction: number) => void): Promise<TicketImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<TicketImportResult>(TICKET_IMPORT_API, form, {
    // One key per upload: its retries can never import the same file twice.
    headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    onUploadProgress: (event: UploadProgress) => {
      const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
      onProgress?.(Math.min(1, fraction));
    },
  });
}

// ---- Mutations -----------------------------------------------------------------------------

/**
 * A mutation that refreshes every fleet list, count and detail once it settles (also on
 * failure: a 409 means the data on screen is stale).
 */
export function useFleetMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }) });
}
