/**
 * `/app/repayment/late` (issue 10): loans with days past due, highest DPD first, with the amount
 * overdue, the late fees still open (issue 43 item 1) and the OJK quality bucket; counts per
 * bucket; search, bucket and lender; "record payment" on rows that allow it; the same list as
 * xlsx.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../../components/list';
import { RowMenu } from '../../../../components/RowMenu';
import type { LateRow } from '../../api';
import { latePages } from '../../listPages';
import { lateFilters as spec } from '../../query';
import { RecordPaymentDialog } from '../dialogs';
import type { PaymentTarget } from '../RecordPaymentModal';
import { usePaymentMenu } from './columns';
import { LateExport, useLateColumns, useLateFilterFields } from './lateList';
import { RepaymentCounts } from './RepaymentCounts';

export function LatePage() {
  const { t } = useTranslation('repayment');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList(latePages(filters));
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const paymentMenu = usePaymentMenu();
  const filterFields = useLateFilterFields();

  const columns = useLateColumns({
    actions: (row) => (
      <RowMenu loanId={row.loan_id} items={paymentMenu(row, { loanId: row.loan_id, fullName: row.full_name, amount: row.amount_overdue || null, lateFeesOpen: row.late_fees_open }, setPaying)} />
    ),
  });

  return (
    <>
      <ListPage<LateRow>
        title={t('nav:repayment.late')}
        actions={<LateExport filters={filters} />}
        counts={<RepaymentCounts />}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="late-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'late-search' }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('late.empty')}
        totalText={(count) => t('total_loans', { count })}
      />
      <RecordPaymentDialog open={paying !== null} target={paying} onClose={() => setPaying(null)} />
    </>
  );
}
