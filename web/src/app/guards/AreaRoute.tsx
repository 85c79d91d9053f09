import { Suspense, lazy, type ReactNode } from 'react';
import { useSession } from '../../entities/session/ClientRecord';
import { isInHouse } from '../../entities/session/session';

/** Fetched only when shown: antd's Result carries large illustrations no allowed screen needs. */
const ForbiddenPage = lazy(() => import('../pages/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));

/** Renders an area's screen only when /me lists the area; otherwise the 403 page. */
export function AreaRoute({ area, children }: { area: string; children: ReactNode }) {
  const { me } = useSession();
  return me.areas.includes(area) ? (
    children
  ) : (
    <Suspense fallback={null}>
      <ForbiddenPage />
    </Suspense>
  );
}

/**
 * Renders a page only the lender's own staff use (new prospect, import): a funder's staff get the
 * 403 page, as the server answers them 403 (issue 45 item 6).
 */
export function InHouseRoute({ children }: { children: ReactNode }) {
  const { me } = useSession();
  return isInHouse(me) ? (
    children
  ) : (
    <Suspense fallback={null}>
      <ForbiddenPage />
    </Suspense>
  );
}
