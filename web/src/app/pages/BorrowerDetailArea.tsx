/**
 * `/app/borrower/detail?loan_id=LN-…[&tab=loan]`: the application's detail (its own tabs) with the
 * loan's tab composed in — terms, allocations, KYC, first payment, contract and the timeline —
 * and the repayment history (DPD chart, schedule, payments, hold billing) at the top of its
 * "Performance history" tab.
 */
import { Suspense, lazy } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOAN_TAB } from '../../entities/loan/paths';
import { BorrowerDetailPage } from '../../features/loan-applications/components/BorrowerDetailPage';
import { LoanTab } from '../../features/origination/components/detail/LoanTab';

// The repayment history (tables, the reversal dialog, and its chart) loads when its tab opens.
const PerformanceHistory = lazy(() =>
  import('../../features/repayment/components/detail/PerformanceHistory').then((m) => ({ default: m.PerformanceHistory })),
);

export function BorrowerDetailArea() {
  const { t } = useTranslation('origination');
  return (
    <BorrowerDetailPage
      extraTabs={(loanId) => [{ key: LOAN_TAB, label: t('loan_tab.title'), children: <LoanTab loanId={loanId} /> }]}
      performanceHistory={(loanId) => (
        <Suspense fallback={<Skeleton active />}>
          <PerformanceHistory loanId={loanId} />
        </Suspense>
      )}
    />
  );
}
