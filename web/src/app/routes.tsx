/**
 * The route table: exactly the spec's paths (§2) plus /app/about. Every /app route sits behind
 * the session guard and inside the layout; each area route is also guarded by /me `areas`.
 *
 * Screens are loaded per route (React Router `lazy`): the first page fetches the entry (React,
 * router, providers) and its own chunk only, so /login does not carry the tables and forms of
 * /app. `web/scripts/check-bundle.mjs` holds each route's compressed JavaScript to a budget.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSession } from '../entities/session/ClientRecord';
import { loadAppNamespaces, loadNamespaces } from '../lib/i18n';
import { AREAS, PAGES, landingPath, type Area, type Page } from './areas';
import { FirstView, showFirstView } from './FirstView';
import { sessionStarted } from './startSession';

/** A page's component, fetched when its route is first opened. */
type LoadScreen = () => Promise<ComponentType>;

/** Screens that exist; every other area shows its placeholder until its release. */
const SCREENS: Partial<Record<Area, LoadScreen>> = {
  home: () => import('../features/home/components/HomePage').then((m) => m.HomePage),
  'borrower/application': () => import('./pages/LoanApplicationArea').then((m) => m.LoanApplicationArea),
  'borrower/approval': () => import('../features/origination/components/approval/ApprovalPage').then((m) => m.ApprovalPage),
  'borrower/kyc': () => import('../features/origination/components/kyc/KycPage').then((m) => m.KycPage),
  'borrower/contract': () => import('../features/origination/components/contract/ContractPage').then((m) => m.ContractPage),
  'borrower/active': () => import('../features/repayment/components/ActiveBorrowersPage').then((m) => m.ActiveBorrowersPage),
  'borrower/detail': () => import('./pages/BorrowerDetailArea').then((m) => m.BorrowerDetailArea),
  'repayment/normal': () => import('../features/repayment/components/billing/NormalPage').then((m) => m.NormalPage),
  'repayment/late': () => import('../features/repayment/components/billing/LatePage').then((m) => m.LatePage),
  'repayment/all-billing': () => import('../features/repayment/components/billing/AllBillingPage').then((m) => m.AllBillingPage),
  lender: () => import('../features/lender/components/LenderArea').then((m) => m.LenderArea),
  'motorcycle/registration': () => import('../features/motorcycle/components/RegistrationPage').then((m) => m.RegistrationPage),
  'motorcycle/handover': () => import('../features/motorcycle/components/HandoverPage').then((m) => m.HandoverPage),
  'motorcycle/active': () => import('../features/motorcycle/components/ActiveMotorcyclesPage').then((m) => m.ActiveMotorcyclesPage),
  'motorcycle/detail': () => import('../features/motorcycle/components/MotorcycleDetailPage').then((m) => m.MotorcycleDetailPage),
  'battery/active': () => import('../features/battery/components/BatteryListPage').then((m) => m.BatteryListPage),
  'battery/detail': () => import('../features/battery/components/BatteryDetailPage').then((m) => m.BatteryDetailPage),
  data: () => import('../features/data/components/DataPage').then((m) => m.DataPage),
  'user-management': () => import('./pages/UserManagementArea').then((m) => m.UserManagementArea),
  'fleet-service/registration': () => import('../features/fleet-service/components/ServiceOrdersPage').then((m) => m.ServiceOrdersPage),
  'fleet-service/detail': () => import('../features/fleet-service/components/ServiceOrderDetailPage').then((m) => m.ServiceOrderDetailPage),
  'fleet-service/etle': () => import('../features/fleet-service/components/TicketsPage').then((m) => m.TicketsPage),
};

/** The screens of the pages that open under another area's access (`PAGES` in areas.ts). */
const PAGE_SCREENS: Record<Page, LoadScreen> = {
  'repayment/collections': () => import('../features/collections/components/CollectionsPage').then((m) => m.CollectionsPage),
  'repayment/reminders': () => import('../features/reminders/components/RemindersPage').then((m) => m.RemindersPage),
  'repayment/virtual-accounts': () => import('../features/virtual-accounts/components/VirtualAccountsPage').then((m) => m.VirtualAccountsPage),
  'data/accounting': () => import('../features/accounting/components/AccountingPage').then((m) => m.AccountingPage),
};

/**
 * The texts a screen's first view needs, for screens that list them (the rest of the /app texts
 * load with whatever they open next); every other screen loads all of them. The application list
 * shows only its own texts besides the entry's (issue 8; docs/BENCHMARKS.md "First load of the web
 * app").
 */
const SCREEN_NAMESPACES: Partial<Record<Area, readonly string[]>> = {
  'borrower/application': ['applications'],
};

/**
 * Screens whose first data is requested beside their code on a first load (issue 46, item 4): the
 * function each loads, given the page's query string, fills the query cache the screen then reads.
 */
const SCREEN_DATA: Partial<Record<Area | Page, () => Promise<(search: string) => void>>> = {
  'borrower/application': () => import('../features/loan-applications/prefetch').then((m) => m.prefetchScreenData),
  'borrower/active': () => import('../features/repayment/prefetch').then((m) => m.prefetchActive),
  'repayment/late': () => import('../features/repayment/prefetch').then((m) => m.prefetchLate),
  'repayment/collections': () => import('../features/collections/prefetch').then((m) => m.prefetchWorklist),
  lender: () => import('../features/lender/prefetch').then((m) => m.prefetchLenders),
  'data/accounting': () => import('../features/accounting/prefetch').then((m) => m.prefetchJournal),
  data: () => import('../features/data/prefetch').then((m) => m.prefetchReport),
};

/**
 * Screens that draw a first view from that data while their code loads (src/app/FirstView.tsx):
 * each loads the view's component, which reads the query cache the prefetch fills.
 */
const SCREEN_FIRST_VIEW: Partial<Record<Area | Page, () => Promise<ComponentType>>> = {
  'borrower/application': () =>
    import('../features/loan-applications/components/ApplicationListFirstView').then((m) => m.ApplicationListFirstView),
  'borrower/active': () => import('../features/repayment/components/ActiveListFirstView').then((m) => m.ActiveListFirstView),
  'repayment/late': () => import('../features/repayment/components/billing/LateListFirstView').then((m) => m.LateListFirstView),
  'repayment/collections': () => import('../features/collections/components/WorklistFirstView').then((m) => m.WorklistFirstView),
  lender: () => import('../features/lender/components/LenderListFirstView').then((m) => m.LenderListFirstView),
  'data/accounting': () => import('../features/accounting/components/AccountingFirstView').then((m) => m.AccountingFirstView),
  data: () => import('../features/data/components/DataFirstView').then((m) => m.DataFirstView),
};

/** The area or page whose own address (not one below it) this page load opened with a stored session, if any. */
function firstLoadPath(): Area | Page | null {
  if (!sessionStarted) return null;
  const path = location.pathname.replace(/\/$/, '').replace(/^\/app\//, '');
  // Own keys only: `/app/constructor` must not reach Object.prototype's.
  return Object.hasOwn(SCREEN_DATA, path) ? (path as Area | Page) : null;
}

/**
 * A first load's own data and first view, started when this module runs (before the router asks
 * for any route's code): the screen's first data is requested beside the session's own requests
 * rather than after the shell's and the screen's code (each a round trip), quietly, so a refused
 * token or area leaves the answer to the guard and the screen, as before. Resolves once the first
 * view is offered (or failed, or there is none); the shell's and the screen's code is fetched
 * after it (`afterFirstView`), so their hundred files do not hold the view's dozen back.
 */
const firstView: Promise<void> = (() => {
  const path = firstLoadPath();
  if (!path) return Promise.resolve();
  void SCREEN_DATA[path]!()
    .then((prefetch) => prefetch(location.search))
    .catch(() => undefined);
  const view = SCREEN_FIRST_VIEW[path];
  if (!view) return Promise.resolve();
  const texts = Object.hasOwn(PAGES, path) ? loadAppNamespaces() : loadAreaTexts(path as Area);
  // The sidebar's entries beside the view (a view without them if their code fails).
  const menu = import('./layout/MenuLook').then(
    (m) => m.MenuLook,
    () => undefined,
  );
  return Promise.all([view(), texts, menu])
    .then(([View, , Menu]) => showFirstView(View, Menu))
    .catch(() => undefined);
})();

/** `load`, started once a first load's first view is offered (at once on any other load). */
function afterFirstView<T>(load: () => Promise<T>): () => Promise<T> {
  return () => firstView.then(load);
}

/** Loads the texts of an area's first view (all of the /app texts unless the area lists its own). */
function loadAreaTexts(area: Area): Promise<void> {
  const namespaces = SCREEN_NAMESPACES[area];
  return namespaces ? loadNamespaces(namespaces) : loadAppNamespaces();
}

/** A route property set rendering `load`'s component, for React Router's `lazy`. */
function lazyPage(load: LoadScreen): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

/** Areas whose screen has pages of its own below the area path (`/app/borrower/application/new`). */
const NESTED: ReadonlySet<Area> = new Set<Area>(['borrower/application', 'lender']);

/** An area's screen (or its placeholder) behind the /me `areas` guard. */
async function areaElement(area: Area) {
  const load = SCREENS[area];
  // The guard, the screen and its texts side by side: one round of fetches, not two (issue 46).
  const guard = import('./guards/AreaRoute');
  if (load) {
    const [{ AreaRoute }, Screen] = await Promise.all([guard, load(), loadAreaTexts(area)]);
    return <AreaRoute area={area}><Screen /></AreaRoute>;
  }
  const [{ AreaRoute }, { AreaPlaceholder }] = await Promise.all([guard, import('./pages/AreaPlaceholder')]);
  return <AreaRoute area={area}><AreaPlaceholder area={area} /></AreaRoute>;
}

/** An area's route, its screen fetched on first use. */
function areaRoute(area: Area): RouteObject {
  return { path: NESTED.has(area) ? `${area}/*` : area, lazy: afterFirstView(async () => ({ element: await areaElement(area) })) };
}

/** A page's route: its screen behind the guard of the area it belongs to. */
function pageRoute(page: Page): RouteObject {
  return {
    path: page,
    lazy: afterFirstView(async () => {
      const guard = import('./guards/AreaRoute');
      const [{ AreaRoute }, Screen] = await Promise.all([guard, PAGE_SCREENS[page](), loadAppNamespaces()]);
      return { element: <AreaRoute area={PAGES[page]}><Screen /></AreaRoute> };
    }),
  };
}

/** Fetched only when a screen fails, so no page carries it (nor antd's Result illustrations). */
const RouteErrorPage = lazy(() => import('./pages/RouteErrorPage').then((m) => ({ default: m.RouteErrorPage })));

function RouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}

const notFound = lazyPage(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage));

/** /app opens the user's landing area (Home, or the first allowed one). */
function AppIndex() {
  const { me } = useSession();
  return <Navigate to={landingPath(me.areas)} replace />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // While the first page's code loads: its first view when it has one, else nothing.
    HydrateFallback: FirstView,
    children: [
      { path: '/', element: <Navigate to="/app" replace /> },
      { path: '/login', lazy: lazyPage(() => import('../features/auth/components/LoginPage').then((m) => m.LoginPage)) },
      {
        path: '/activation',
        lazy: lazyPage(() => import('../features/auth/components/ActivationPage').then((m) => m.ActivationPage)),
      },
      {
        path: '/reset-password',
        lazy: lazyPage(() => import('../features/auth/components/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
      },
      {
        path: '/app',
        // The session guard with the providers of the /app screens (query cache, antd App).
        lazy: lazyPage(afterFirstView(() => import('./AppProviders').then((m) => m.AppRoot))),
        children: [
          {
            // The shell; each screen loads its texts with its code (the shell's own are the entry's).
            lazy: lazyPage(afterFirstView(() => import('./layout/AppLayout').then((m) => m.AppLayout))),
            children: [
              { index: true, element: <AppIndex /> },
              ...AREAS.map(areaRoute),
              ...(Object.keys(PAGES) as Page[]).map(pageRoute),
              {
                path: 'about',
                lazy: lazyPage(() =>
                  Promise.all([import('../features/about/components/AboutPage'), loadAppNamespaces()]).then(([m]) => m.AboutPage),
                ),
              },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];
