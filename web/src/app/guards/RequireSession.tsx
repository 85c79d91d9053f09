/**
 * The session guard of every /app route (spec §2, §6): no stored user → /login; a readable
 * (numeric) stored level → credentials cleared, /login; otherwise the sealed level is read and
 * the profile loaded before anything under /app renders.
 */
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { FirstView } from '../FirstView';
import { useClientRecord } from '../../entities/session/ClientRecord';
import { loadSession } from '../../entities/session/session';
import { ApiError } from '../../lib/api';
import { loginPath } from '../../lib/navigation';
import { clearCredentials, isPlainLevel, readStoredUser } from '../../lib/storage';

/** antd's Result, fetched only for a failed session load (its illustrations weigh on every /app page). */
const Result = lazy(() => import('antd/es/result'));

export function RequireSession() {
  const location = useLocation();
  useClientRecord(); // re-render when the session ends elsewhere (storage is not reactive)
  const user = readStoredUser();
  if (!user?.token || !user.level) {
    // The page asked for is opened after signing in (kept in the URL: a reload keeps it too).
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={loginPath(from)} replace state={{ from }} />;
  }
  if (isPlainLevel(user.level)) return <ClearAndSignIn />;
  return (
    <SessionBootstrap sealedLevel={user.level}>
      <Outlet />
    </SessionBootstrap>
  );
}

/** Forgets unusable credentials and goes to the sign-in page. */
function ClearAndSignIn() {
  useEffect(() => clearCredentials(), []);
  return <Navigate to="/login" replace />;
}

function SessionBootstrap({ sealedLevel, children }: { sealedLevel: string; children: ReactNode }) {
  const { t } = useTranslation('errors');
  const { record, setRecord } = useClientRecord();
  const session = useQuery({
    queryKey: ['session', sealedLevel],
    queryFn: () => loadSession(sealedLevel),
    staleTime: Infinity,
  });

  useEffect(() => {
    if (session.data) setRecord(session.data);
  }, [session.data, setRecord]);

  if (session.isError) {
    const error = session.error;
    if (error instanceof ApiError && error.kind === 'session-expired') return <FullPageSpinner />;
    // crypt/de answers 400 when the sealed level cannot be read: the stored user is unusable.
    if (error instanceof ApiError && error.kind === 'http' && error.status === 400) return <ClearAndSignIn />;
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Result
          status="error"
          title={t('title')}
          subTitle={error.message || t('default')}
          extra={
            <Button type="primary" onClick={() => void session.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </Suspense>
    );
  }
  // A first load's view of the screen stays while the session is read (src/app/FirstView.tsx).
  if (!record.me) return <FirstView fallback={<FullPageSpinner />} />;
  return children;
}
