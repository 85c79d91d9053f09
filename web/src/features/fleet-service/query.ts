/** The filters of the fleet service lists (the list kit's `filterSpec`). */
import { filterSpec } from '../../components/list';
import { SERVICE_KINDS, SERVICE_STATUSES, TICKET_KINDS, TICKET_STATUSES } from './api';

/** Service orders: status and kind, with the search (plate, workshop) and the sort. */
export const serviceOrderFilters = filterSpec({ status: SERVICE_STATUSES, kind: SERVICE_KINDS });

/** Tickets: kind, status, plate, and the dates of `occurred_at` (`from`, `to`, Jakarta days). */
export const ticketFilters = filterSpec({
  kind: TICKET_KINDS,
  status: TICKET_STATUSES,
  plate_number: 'text',
  from: 'date',
  to: 'date',
});
