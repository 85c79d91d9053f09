/** Links to other screens, shown as links only to staff whose /me `areas` open them. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../entities/session/ClientRecord';
import { serviceOrderPath } from '../paths';

function useCanOpen(area: string): boolean {
  return useSession().me.areas.includes(area);
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
