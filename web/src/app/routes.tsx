/**
 * The route table: exactly the spec's paths (§2) plus /app/about. Every /app route sits behind
 * the session guard and inside the layout; each area route is also guarded by /me `areas`.
 */
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSession } from '../entities/session/ClientRecord';
import { AboutPage } from '../features/about/components/AboutPage';
import { ActivationPage } from '../features/auth/components/ActivationPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { HomePage } from '../features/home/components/HomePage';
import { ApprovalPage } from '../features/origination/components/approval/ApprovalPage';
import { ContractPage } from '../features/origination/components/contract/ContractPage';
import { KycPage } from '../features/origination/components/kyc/KycPage';
import { UserListPage } from '../features/user-management/components/UserListPage';
import { AREAS, landingPath, type Area } from './areas';
import { AreaRoute } from './guards/AreaRoute';
import { RequireSession } from './guards/RequireSession';
import { AppLayout } from './layout/AppLayout';
import { AreaPlaceholder } from './pages/AreaPlaceholder';
import { BorrowerDetailArea } from './pages/BorrowerDetailArea';
import { LoanApplicationArea } from './pages/LoanApplicationArea';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** Screens that exist; every other area shows its placeholder until its release. */
const SCREENS: Partial<Record<Area, ReactNode>> = {
  home: <HomePage />,
  'borrower/application': <LoanApplicationArea />,
  'borrower/approval': <ApprovalPage />,
  'borrower/kyc': <KycPage />,
  'borrower/contract': <ContractPage />,
  'borrower/detail': <BorrowerDetailArea />,
  'user-management': <UserListPage />,
};

/** Areas whose screen has pages of its own below the area path (`/app/borrower/application/new`). */
const NESTED: ReadonlySet<Area> = new Set<Area>(['borrower/application']);

/** /app opens the user's landing area (Home, or the first allowed one). */
function AppIndex() {
  const { me } = useSession();
  return <Navigate to={landingPath(me.areas)} replace />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/app" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/activation', element: <ActivationPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        path: '/app',
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <AppIndex /> },
              ...AREAS.map((area) => ({
                path: NESTED.has(area) ? `${area}/*` : area,
                element: <AreaRoute area={area}>{SCREENS[area] ?? <AreaPlaceholder area={area} />}</AreaRoute>,
              })),
              { path: 'about', element: <AboutPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
