import { Link } from 'react-router';
import { useSession } from '../session/ClientRecord';
import { motorcyclePath } from './paths';

/** A unit's plate, linking to its detail for staff whose /me `areas` open it (text otherwise). */
export function PlateLink({ plate, motorcycleId }: { plate: string; motorcycleId: string | null }) {
  const { me } = useSession();
  return motorcycleId && me.areas.includes('motorcycle/detail') ? (
    <Link to={motorcyclePath(motorcycleId)} data-testid="motorcycle-link">
      {plate}
    </Link>
  ) : (
    <>{plate}</>
  );
}
