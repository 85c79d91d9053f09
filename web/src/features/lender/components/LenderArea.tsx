/**
 * `/app/lender/*`: the lender list (index) and one lender (`:lenderId`). The detail is fetched
 * when first opened, so the list does not carry its code.
 */
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { LenderListPage } from './LenderListPage';

const LenderDetailPage = lazy(() => import('./LenderDetailPage').then((m) => ({ default: m.LenderDetailPage })));

export function LenderArea() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route index element={<LenderListPage />} />
        <Route path=":lenderId" element={<LenderDetailPage />} />
      </Routes>
    </Suspense>
  );
}
