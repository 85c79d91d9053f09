import { Link } from 'react-router';
import { useOptionalSession } from '../session/ClientRecord';
import { motorcyclePath } from './paths';

/**
 * A unit's plate, linking to its detail for staff whose /me `areas` open it (text otherwise; a
 * link in a first view, drawn before the session is read: src/app/FirstView.tsx).
 */
export function PlateLink({ plate, motorcycleId }: { plate: string; motorcycleId: string | null }) {
  const session = useOptionalSession();
  return motorcycleId && (session?.me.areas.includes('motorcycle/detail') ?? true) ? (
    <Link to={motorcyclePath(motorcycleId)} data-testid="motorcycle-link">
      {plate}
    </Link>
  ) : (
    <>{plate}</>
  );
}
