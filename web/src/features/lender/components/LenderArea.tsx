/**
 * `/app/lender/*`: the lender list (index) and one lender (`:lenderId`), in the area's one chunk.
 * The detail is not a lazy chunk of its own: a navigation that suspends keeps the list mounted
 * meanwhile, and a search still settling there would navigate back to the list.
 */
import { Route, Routes } from 'react-router';
import { LenderDetailPage } from './LenderDetailPage';
import { LenderListPage } from './LenderListPage';

export function LenderArea() {
  return (
    <Routes>
      <Route index element={<LenderListPage />} />
      <Route path=":lenderId" element={<LenderDetailPage />} />
    </Routes>
  );
}
