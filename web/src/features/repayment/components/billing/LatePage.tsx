/**
 * `/app/repayment/late` (issue 10): loans with days past due, highest DPD first, with the amount
 * overdue, the late fees still open (issue 43 item 1) and the OJK quality bucket; counts per
 * bucket; search, bucket and lender; "record payment" on rows that allow it; the same list as
 * xlsx.
 */
import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/ExportButton';
import { FilterBar, ListPage, useCursorList, useUrlFilters, type ListColumns } from '../../../../components/list';
import { RowMenu } from '../../../../components/RowMenu';
import { LoanStatusTag } from '../../../../entities/loan/StatusTag';
import { formatNumber, formatRupiah } from '../../../../lib/format';
import { formatJakartaDate } from '../../../../lib/jakartaTime';
import { LIST_PATHS, fetchLate, repaymentKeys, type LateRow } from '../../api';
import { lateFilters as spec } from '../../query';
import { RecordPaymentDialog } from '../dialogs';
import type { PaymentTarget } from '../RecordPaymentModal';
import { useBucketFilter, useLenderFilter } from '../filters';
import { LoanLink, usePaymentMenu } from './columns';
import { LateUnitCell } from './LateUnitCell';
import { RepaymentCounts } from './RepaymentCounts';

export function LatePage() {
  const { t } = useTranslation('repayment');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: repaymentKeys.list('late', spec.query(filters)),
    fetchPage: (cursor, signal) => fetchLate(spec.query(filters, cursor), signal),
  });
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const paymentMenu = usePaymentMenu();
  const filterFields = [useBucketFilter(), useLenderFilter()];
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  // At a glance: who to call, how late, how much is overdue since when, the outstanding, and
  // "record payment"; the rest folds into the row's details in this order when space runs out.
  const columns: ListColumns<LateRow> = [
    { key: 'loan_id', title: t('columns.loan_id'), nowrap: true, render: (_, row) => <LoanLink loanId={row.loan_id} /> },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.full_name}</Typography.Text>
          <br />
          {row.phone ? (
            <Typography.Link href={`tel:${row.phone}`} data-testid="borrower-phone">
              {row.phone}
            </Typography.Link>
          ) : null}
          <Typography.Text type="secondary">{row.phone ? ` · ${row.program_name ?? ''}` : (row.program_name ?? '')}</Typography.Text>
        </>
      ),
    },
    { key: 'lender', title: t('columns.lender'), fold: 1, render: (_, row) => row.lender_name ?? none },
    { key: 'status', title: t('columns.status'), fold: 2, render: (_, row) => <LoanStatusTag kind="active" status={row.active_status} /> },
    {
      key: 'dpd',
      title: t('columns.dpd'),
      align: 'right',
      nowrap: true,
      render: (_, row) => (
        <Typography.Text strong data-testid="dpd">
          {formatNumber(row.dpd)}
        </Typography.Text>
      ),
    },
    { key: 'bucket', title: t('columns.bucket'), fold: 3, render: (_, row) => (row.bucket ? <LoanStatusTag kind="bucket" status={row.bucket} /> : none) },
    {
      key: 'overdue',
      title: t('columns.amount_overdue'),
      align: 'right',
      nowrap: true,
      render: (_, row) => <span data-testid="amount-overdue">{formatRupiah(row.amount_overdue)}</span>,
    },
    {
      key: 'late_fees',
      title: t('columns.late_fees'),
      align: 'right',
      nowrap: true,
      fold: 5,
      render: (_, row) => <span data-testid="late-fees-open">{row.late_fees_open > 0 ? formatRupiah(row.late_fees_open) : none}</span>,
    },
    {
      key: 'oldest',
      title: t('columns.oldest_due'),
      nowrap: true,
      render: (_, row) => (row.oldest_due_date ? formatJakartaDate(row.oldest_due_date) : none),
    },
    { key: 'outstanding', title: t('columns.outstanding'), align: 'right', nowrap: true, render: (_, row) => formatRupiah(row.outstanding_amount) },
    { key: 'unit', title: t('columns.unit'), fold: 4, render: (_, row) => <LateUnitCell unit={row.unit} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowMenu loanId={row.loan_id} items={paymentMenu(row, { loanId: row.loan_id, fullName: row.full_name, amount: row.amount_overdue || null, lateFeesOpen: row.late_fees_open }, setPaying)} />
      ),
    },
  ];

  return (
    <>
      <ListPage<LateRow>
        title={t('nav:repayment.late')}
        actions={<ExportButton path={LIST_PATHS.late} params={spec.query(filters, undefined, null)} filename="late-repayments.xlsx" />}
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
