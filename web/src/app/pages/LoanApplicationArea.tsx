/**
 * `/app/borrower/application/*`: the list (index), the new prospect account (`new`), the
 * spreadsheet import (`import`, `import/:importId`) and the five-step application of one loan
 * (`:loanId`). Descendant routes keep the spec's area path; the list and the form are separate
 * features, composed here. The list comes with the area (it is its first page); the
 * new-prospect, import and application pages are fetched when first opened, so the list does
 * not carry their code. The area's route loads only the list's texts; these pages load the
 * rest of the /app texts with their code.
 */
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { withAppTexts } from '../../lib/i18n';
import { InHouseRoute } from '../guards/AreaRoute';
import { ApplicationListPage } from '../../features/loan-applications/components/ApplicationListPage';

const NewProspectPage = lazy(() =>
  withAppTexts(import('../../features/application-form/components/NewProspectPage')).then((m) => ({ default: m.NewProspectPage })),
);
const ImportPage = lazy(() =>
  withAppTexts(import('../../features/loan-applications/components/import/ImportPage')).then((m) => ({ default: m.ImportPage })),
);
const ApplicationFormPage = lazy(() =>
  withAppTexts(import('../../features/application-form/components/ApplicationFormPage')).then((m) => ({ default: m.ApplicationFormPage })),
);

export function LoanApplicationArea() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route index element={<ApplicationListPage />} />
        {/* Only the lender's own staff originate loans (issue 45 item 6). */}
        <Route path="new" element={<InHouseRoute><NewProspectPage /></InHouseRoute>} />
        <Route path="import" element={<InHouseRoute><ImportPage /></InHouseRoute>} />
        <Route path="import/:importId" element={<InHouseRoute><ImportPage /></InHouseRoute>} />
        <Route path=":loanId" element={<ApplicationFormPage />} />
      </Routes>
    </Suspense>
  );
}
