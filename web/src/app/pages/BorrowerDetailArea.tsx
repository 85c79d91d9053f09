/**
 * `/app/borrower/detail?loan_id=LN-…[&tab=loan]`: the application's detail (its own tabs) with the
 * loan's tab composed in — terms, allocations, KYC, first payment, contract and the timeline —
 * and the repayment history (DPD chart, schedule, payments, hold billing) at the top of its
 * "Performance history" tab. Administrators (level 21) also see the loan's audit trail and the
 * borrower's data access log with the borrower data export.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOAN_TAB } from '../../entities/loan/paths';
import { useSession } from '../../entities/session/ClientRecord';
import { isAdmin } from '../../entities/session/session';
import { BorrowerDetailPage } from '../../features/loan-applications/components/BorrowerDetailPage';
import { LoanTab } from '../../features/origination/components/detail/LoanTab';

// The repayment history (tables, the reversal dialog, and its chart) loads when its tab opens.
const PerformanceHistory = lazy(() =>
  import('../../features/repayment/components/detail/PerformanceHistory').then((m) => ({ default: m.PerformanceHistory })),
);
// So do the administrators' tabs (never for other staff).
const LoanAuditTrail = lazy(() => import('../../features/audit/components/LoanAuditTrail').then((m) => ({ default: m.LoanAuditTrail })));
const AccessLogTab = lazy(() => import('../../features/audit/components/AccessLogTab').then((m) => ({ default: m.AccessLogTab })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton active />}>{children}</Suspense>;
}

export function BorrowerDetailArea() {
  const { t } = useTranslation('origination');
  const { me } = useSession();
  return (
    <BorrowerDetailPage
      extraTabs={(loanId, detail) => [
        { key: LOAN_TAB, label: t('loan_tab.title'), children: <LoanTab loanId={loanId} /> },
        ...(isAdmin(me)
          ? [
              {
                key: 'audit',
                label: t('audit:tabs.audit'),
                children: (
                  <Loading>
                    <LoanAuditTrail loanId={loanId} />
                  </Loading>
                ),
              },
              {
                key: 'data-access',
                label: t('audit:tabs.data_access'),
                children: (
                  <Loading>
                    <AccessLogTab borrowerId={detail.borrower_id} />
                  </Loading>
                ),
              },
            ]
          : []),
      ]}
      performanceHistory={(loanId) => (
        <Loading>
          <PerformanceHistory loanId={loanId} />
        </Loading>
      )}
    />
  );
}
