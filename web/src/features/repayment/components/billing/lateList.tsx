/**
 * What the late list and its first view (src/app/FirstView.tsx) draw alike: the columns, the
 * filter controls and the download. Light on purpose: nothing of antd's Table, Select or Dropdown, so a first load
 * draws the rows before the screen's code is in.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/ExportButton';
import type { ListColumns } from '../../../../components/list/fitColumns';
import type { FilterKey, Filters } from '../../../../components/list/filterSpec';
import { Text } from '../../../../components/Texts';
import { LoanLink } from '../../../../entities/loan/LoanLink';
import { LoanStatusTag } from '../../../../entities/loan/StatusTag';
import { formatNumber, formatRupiah } from '../../../../lib/format';
import { formatJakartaDate } from '../../../../lib/jakartaTime';
import { LIST_PATHS, type LateRow } from '../../api';
import { lateFilters } from '../../query';
import { useBucketFilter, useLenderFilter } from '../filters';
import { LateUnitCell } from './LateUnitCell';

/** The page's action: the list with its filters as xlsx. */
export function LateExport({ filters }: { filters: Filters<FilterKey<typeof lateFilters>> }) {
  return <ExportButton path={LIST_PATHS.late} params={lateFilters.query(filters, undefined, null)} filename="late-repayments.xlsx" />;
}

/** The filter controls: the bucket and the lender. */
export function useLateFilterFields() {
  return [useBucketFilter(), useLenderFilter()];
}

/**
 * The columns. At a glance: who to call (the loan ID a link for staff who may open the loan), how
 * late, how much is overdue since when, the outstanding, and the actions (`actions`: "record
 * payment"); the rest folds into the row's details in this order when space runs out.
 */
export function useLateColumns({ actions }: { actions: (row: LateRow) => ReactNode }): ListColumns<LateRow> {
  const { t } = useTranslation('repayment');
  const none = <Text type="secondary">—</Text>;
  return [
    { key: 'loan_id', title: t('columns.loan_id'), nowrap: true, render: (_, row) => <LoanLink loanId={row.loan_id} /> },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Text strong>{row.full_name}</Text>
          <br />
          {row.phone ? (
            <a href={`tel:${row.phone}`} data-testid="borrower-phone">
              {row.phone}
            </a>
          ) : null}
          <Text type="secondary">{row.phone ? ` · ${row.program_name ?? ''}` : (row.program_name ?? '')}</Text>
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
        <Text strong data-testid="dpd">
          {formatNumber(row.dpd)}
        </Text>
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
    { key: 'actions', title: t('columns.actions'), fixed: 'right', render: (_, row) => actions(row) },
  ];
}
