/**
 * The worklist's filters (the list kit's `filterSpec`): collector, bucket, promise status and
 * "due today"; no sort (the server orders: broken promises first, then what is due today, then
 * the most overdue).
 */
import { filterSpec } from '../../components/list/filterSpec';
import { BUCKETS, PROMISE_STATUSES } from './api';

export const worklistFilters = filterSpec(
  { collector_id: 'id', bucket: BUCKETS, promise_status: PROMISE_STATUSES, due_today: ['true'] },
  { sorted: false },
);
