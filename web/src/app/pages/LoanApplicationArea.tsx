/**
 * `/app/borrower/application/*`: the list (index), the new prospect account (`new`) and the
 * five-step application of one loan (`:loanId`). Descendant routes keep the spec's area path;
 * the list and the form are separate features, composed here.
 */
import { Route, Routes } from 'react-router';
import { ApplicationFormPage } from '../../features/application-form/components/ApplicationFormPage';
import { NewProspectPage } from '../../features/application-form/components/NewProspectPage';
import { ApplicationListPage } from '../../features/loan-applications/components/ApplicationListPage';

export function LoanApplicationArea() {
  return (
    <Routes>
      <Route index element={<ApplicationListPage />} />
      <Route path="new" element={<NewProspectPage />} />
      <Route path=":loanId" element={<ApplicationFormPage />} />
    </Routes>
  );
}
