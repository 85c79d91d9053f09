/**
 * `/app/borrower/active` (spec §2 "Active borrower list", issue 10): loans from pending
 * activation on, with their active status, days past due, quality bucket, installments left,
 * outstanding amount and next due date; counts per status; search and filters (status, remaining
 * tenure, hold billing, lender). Row actions come only from each row's `allowed_actions`
 * (activate — which opens the motorcycle handover for the loan —, record payment, hold billing,
 * deactivate), plus the dealer information.
 */
import { useState } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CountCards, FilterBar, ListPage, useCursorList, useUrlFilters, type FilterField, type FilterKey, type ListColumns } from '../../../components/list';
import { RowMenu, type RowMenuItem } from '../../../components/RowMenu';
import { handoverPath } from '../../../entities/asset/paths';
import { allowsAction } from '../../../entities/loan/api';
import { loanDetailPath } from '../../../entities/loan/paths';
import { LoanStatusTag, useStatusText } from '../../../entities/loan/StatusTag';
import { useSession } from '../../../entities/session/ClientRecord';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { ACTIVE_STATUSES, fetchActiveBorrowers, repaymentKeys, useActiveSummary, type ActiveBorrowerRow } from '../api';
import { REMAINING_RANGES, activeFilters as spec } from '../query';
import type { DeactivateTarget } from './DeactivateModal';
import { DeactivateDialog, DealerDialog, HoldBillingDialog, PayoffDialog } from './dialogs';
import type { PayoffTarget } from './PayoffModal';
import { useLenderFilter } from './filters';
import { RecordPaymentDialog } from './dialogs';
import type { PaymentTarget } from './RecordPaymentModal';

export function ActiveBorrowersPage() {
  const { t } = useTranslation('repayment');
  const status = useStatusText();
  const navigate = useNavigate();
  const { me } = useSession();
  const canSeeDetail = me.areas.includes('borrower/detail');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: repaymentKeys.list('active', spec.query(filters)),
    fetchPage: (cursor, signal) => fetchActiveBorrowers(spec.query(filters, cursor), signal),
  });
  const summary = useActiveSummary();
  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
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

  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [holding, setHolding] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState<DeactivateTarget | null>(null);
  const [dealerOf, setDealerOf] = useState<string | null>(null);
  const [settling, setSettling] = useState<PayoffTarget | null>(null);
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  function menu(row: ActiveBorrowerRow): RowMenuItem[] {
    const items: RowMenuItem[] = [];
    if (canSeeDetail) items.push({ key: 'detail', label: t('actions.detail'), onClick: () => void navigate(loanDetailPath(row.loan_id)) });
    // A loan becomes active only through the handover of its motorcycle (issue 41 item 13).
    if (allowsAction(row, 'activate')) items.push({ key: 'activate', label: t('actions.activate'), onClick: () => void navigate(handoverPath(row.loan_id)) });
    if (allowsAction(row, 'record_payment')) {
      items.push({
        key: 'record_payment',
        label: t('actions.record_payment'),
        onClick: () => setPaying({ loanId: row.loan_id, fullName: row.full_name, amount: row.amount_overdue || null, lateFeesOpen: row.late_fees_open }),
      });
    }
    if (allowsAction(row, 'hold_billing')) items.push({ key: 'hold_billing', label: t('actions.hold_billing'), onClick: () => setHolding(row.loan_id) });
    items.push({ key: 'dealer', label: t('actions.dealer'), onClick: () => setDealerOf(row.loan_id) });
    if (allowsAction(row, 'deactivate')) {
      items.push({
        key: 'deactivate',
        label: t('actions.deactivate'),
        danger: true,
        onClick: () =>
          setDeactivating({
            loanId: row.loan_id,
            fullName: row.full_name,
            outstanding: row.outstanding_amount + row.late_fees_open,
            // Settled early is taken by the early settlement (the payoff route asks what a payment asks).
            onSettleEarly: allowsAction(row, 'record_payment') ? () => setSettling({ loanId: row.loan_id, fullName: row.full_name }) : undefined,
          }),
      });
    }
    return items;
  }

  // At a glance: whose loan, its status (hold billing, why it ended), the outstanding, the next
  // due date and the actions; the rest folds into the row's details in this order when space runs out.
  const columns: ListColumns<ActiveBorrowerRow> = [
    {
      key: 'loan_id',
      title: t('columns.loan_id'),
      nowrap: true,
      render: (_, row) => (canSeeDetail ? <Link to={loanDetailPath(row.loan_id)}>{row.loan_id}</Link> : row.loan_id),
    },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.full_name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.program_name ?? ''}</Typography.Text>
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
              <Typography.Text type="secondary">{t(`inactive_reason.${row.inactive_reason}`)}</Typography.Text>
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
    { key: 'actions', title: t('columns.actions'), fixed: 'right', render: (_, row) => <RowMenu loanId={row.loan_id} items={menu(row)} /> },
  ];

  const counts = (
    <CountCards
      loading={summary.isPending && !summary.isError}
      entries={ACTIVE_STATUSES.map((s) => ({ key: s, label: status('active', s), value: summary.data?.[s] }))}
    />
  );

  return (
    <>
      <ListPage<ActiveBorrowerRow>
        title={t('nav:borrower.active')}
        counts={counts}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="active-table"
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'active-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('active.empty')}
        totalText={(count) => t('total_loans', { count })}
      />
      <RecordPaymentDialog open={paying !== null} target={paying} onClose={() => setPaying(null)} />
      <HoldBillingDialog open={holding !== null} loanId={holding} onClose={() => setHolding(null)} />
      <DeactivateDialog open={deactivating !== null} loan={deactivating} onClose={() => setDeactivating(null)} />
      <DealerDialog open={dealerOf !== null} loanId={dealerOf} onClose={() => setDealerOf(null)} />
      {settling && <PayoffDialog open target={settling} onClose={() => setSettling(null)} />}
    </>
  );
}
