import type { ReactNode } from 'react';
import { useSession } from '../../entities/session/ClientRecord';
import { ForbiddenPage } from '../pages/ForbiddenPage';

/** Renders an area's screen only when /me lists the area; otherwise the 403 page. */
export function AreaRoute({ area, children }: { area: string; children: ReactNode }) {
  const { me } = useSession();
  return me.areas.includes(area) ? children : <ForbiddenPage />;
}
