/** Links to other screens, shown as links only to staff whose /me `areas` open them. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { detailPath } from '../../../entities/loan-application/paths';
import { useSession } from '../../../entities/session/ClientRecord';
import { serviceOrderPath } from '../paths';

function useCanOpen(area: string): boolean {
  return useSession().me.areas.includes(area);
}

/** The loan ID, linking to the borrower detail. */
export function LoanLink({ loanId }: { loanId: string }) {
  const can = useCanOpen('borrower/detail');
  return can ? (
    <Link to={detailPath(loanId)} data-testid="loan-link">
      {loanId}
    </Link>
  ) : (
    <span data-testid="loan-id">{loanId}</span>
  );
}

/** Something (the plate) linking to one service order. */
export function ServiceOrderLink({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const can = useCanOpen('fleet-service/detail');
  return can ? (
    <Link to={serviceOrderPath(id)} aria-label={label} data-testid="order-link">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
