/**
 * `/app/borrower/detail?loan_id=LN-…[&tab=loan]`: the application's detail (its own tabs) with the
 * loan's tab composed in — terms, allocations, KYC, first payment, contract and the timeline.
 */
import { useTranslation } from 'react-i18next';
import { LOAN_TAB } from '../../entities/loan/paths';
import { BorrowerDetailPage } from '../../features/loan-applications/components/BorrowerDetailPage';
import { LoanTab } from '../../features/origination/components/detail/LoanTab';

export function BorrowerDetailArea() {
  const { t } = useTranslation('origination');
  return (
    <BorrowerDetailPage
      extraTabs={(loanId) => [{ key: LOAN_TAB, label: t('loan_tab.title'), children: <LoanTab loanId={loanId} /> }]}
    />
  );
}
