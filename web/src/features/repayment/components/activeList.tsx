/**
 * What the active-borrower list and its first view (src/app/FirstView.tsx) draw alike: the
 * columns, the filter controls and the counts (the pages' query is `listPages`). Light on purpose: nothing of
 * antd's Table, Select or Dropdown, so a first load draws the rows before the screen's code is in.
 */
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountCards } from '../../../components/list/CountCards';
import type { ListColumns } from '../../../components/list/fitColumns';
import type { FilterField } from '../../../components/list/filterFields';
import type { FilterKey } from '../../../components/list/filterSpec';
import { Text } from '../../../components/Texts';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { LoanStatusTag, useStatusText } from '../../../entities/loan/StatusTag';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { ACTIVE_STATUSES, useActiveSummary, type ActiveBorrowerRow } from '../api';
import { REMAINING_RANGES, activeFilters as spec } from '../query';
import { useLenderFilter } from './filters';

/** The counts per active status above the list. */
export function ActiveCounts() {
  const status = useStatusText();
  const summary = useActiveSummary();
  return (
    <CountCards
      loading={summary.isPending && !summary.isError}
      entries={ACTIVE_STATUSES.map((s) => ({ key: s, label: status('active', s), value: summary.data?.[s] }))}
    />
  );
}

/** The filter controls: status, remaining tenure, hold billing, lender. */
export function useActiveFilterFields(): FilterField<FilterKey<typeof spec>>[] {
  const { t } = useTranslation('repayment');
  const status = useStatusText();
  return [
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: ACTIVE_STATUSES.map((s) => ({ value: s, label: status('active', s) })),
      width: 160,
      testId: 'filter-status',
    },
    {
      kind: 'select',
      key: 'remaining',
      label: t('filters.remaining'),
      options: REMAINING_RANGES.map((r) => ({ value: r, label: t(`remaining.${r}`) })),
      width: 180,
      testId: 'filter-remaining',
    },
    {
      kind: 'select',
      key: 'hold_billing',
      label: t('filters.hold_billing'),
      options: [
        { value: 'true', label: t('filters.yes') },
        { value: 'false', label: t('filters.no') },
      ],
      testId: 'filter-hold',
    },
    useLenderFilter(),
  ];
}

/**
 * The columns. At a glance: whose loan (the loan ID a link for staff who may open the loan), its
 * status (hold billing, why it ended), the outstanding, the next due date and the actions
 * (`actions`: the row's menu); the rest folds into the row's details in this order when space
 * runs out.
 */
export function useActiveColumns({ actions }: { actions: (row: ActiveBorrowerRow) => ReactNode }): ListColumns<ActiveBorrowerRow> {
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
          <Text type="secondary">{row.program_name ?? ''}</Text>
        </>
      ),
    },
    { key: 'lender', title: t('columns.lender'), fold: 1, render: (_, row) => row.lender_name ?? none },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, row) => (
        <>
          <LoanStatusTag kind="active" status={row.active_status} />
          {row.hold_billing && row.active_status !== 'on_hold' && <Tag color="purple">{t('hold_billing_tag')}</Tag>}
          {row.inactive_reason && (
            <>
              <br />
              <Text type="secondary">{t(`inactive_reason.${row.inactive_reason}`)}</Text>
            </>
          )}
        </>
      ),
    },
    { key: 'dpd', title: t('columns.dpd'), align: 'right', nowrap: true, fold: 4, render: (_, row) => <span data-testid="dpd">{formatNumber(row.dpd)}</span> },
    { key: 'bucket', title: t('columns.bucket'), fold: 3, render: (_, row) => (row.bucket ? <LoanStatusTag kind="bucket" status={row.bucket} /> : none) },
    {
      key: 'left',
      title: t('columns.installments_left'),
      align: 'right',
      nowrap: true,
      fold: 2,
      render: (_, row) => `${formatNumber(row.installments_left)} / ${formatNumber(row.installments_total)}`,
    },
    { key: 'outstanding', title: t('columns.outstanding'), align: 'right', nowrap: true, render: (_, row) => formatRupiah(row.outstanding_amount) },
    {
      key: 'next_due',
      title: t('columns.next_due'),
      nowrap: true,
      render: (_, row) => (row.next_due_date ? formatJakartaDate(row.next_due_date) : none),
    },
    { key: 'actions', title: t('columns.actions'), fixed: 'right', render: (_, row) => actions(row) },
  ];
}
