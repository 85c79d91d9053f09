/**
 * The audit log's filters (the list kit's `filterSpec`): actor, entity, entity id, action and a
 * date range (`from`, `to`, Jakarta dates). The log is always newest first, so no sort.
 */
import { filterSpec, type Filters } from '../../components/list';
import { AUDIT_ENTITIES } from './api';

export const auditFilters = filterSpec(
  { actor_id: 'id', entity: AUDIT_ENTITIES, entity_id: 'text', action: 'text', from: 'date', to: 'date' },
  { sorted: false },
);

export type AuditFilterKey = (typeof auditFilters.keys)[number];
export type AuditFilters = Filters<AuditFilterKey>;

/** No filter set. */
export const NO_AUDIT_FILTERS: AuditFilters = { q: '', sort: 'newest' };
