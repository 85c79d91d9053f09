import { useState } from 'react';
import { NO_AUDIT_FILTERS, type AuditFilters } from '../query';
import { AuditTrail } from './AuditTrail';

/**
 * One loan's audit trail (`entity=loan`, `entity_id` its loan ID), for the borrower detail: the
 * other filters live in the tab itself, so the detail's own URL is left alone.
 */
export function LoanAuditTrail({ loanId }: { loanId: string }) {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  return (
    <AuditTrail
      filters={filters}
      onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
      fixed={{ entity: 'loan', entity_id: loanId }}
    />
  );
}
