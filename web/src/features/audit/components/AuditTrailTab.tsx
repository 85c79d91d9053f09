import { useCallback } from 'react';
import { useUrlFilters } from '../../../components/list';
import { auditFilters as spec, type AuditFilters } from '../query';
import { AuditTrail } from './AuditTrail';

/**
 * The whole audit trail with its filters kept in the page URL (shareable, kept on "back"),
 * beside `keep` — the page's own parameters, such as the open tab; pass a constant.
 */
export function AuditTrailTab({ keep }: { keep?: Readonly<Record<string, string>> }) {
  const write = useCallback(
    (filters: AuditFilters) => {
      const params = spec.toSearch(filters);
      for (const [key, value] of Object.entries(keep ?? {})) params.set(key, value);
      return params;
    },
    [keep],
  );
  const [filters, update] = useUrlFilters(spec.fromSearch, write);
  return <AuditTrail filters={filters} onChange={update} />;
}
