/**
 * `/app/borrower/active` (spec §2 "Active borrower list", issue 10): loans from pending
 * activation on, with their active status, days past due, quality bucket, installments left,
 * outstanding amount and next due date; counts per status; search and filters (status, remaining
 * tenure, hold billing, lender). Row actions come only from each row's `allowed_actions`
 * (activate — which opens the motorcycle handover for the loan —, record payment, hold billing,
 * deactivate), plus the dealer information.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import { RowMenu, type RowMenuItem } from '../../../components/RowMenu';
import { handoverPath } from '../../../entities/asset/paths';
import { allowsAction } from '../../../entities/loan/api';
import { loanDetailPath } from '../../../entities/loan/paths';
import { useSession } from '../../../entities/session/ClientRecord';
import type { ActiveBorrowerRow } from '../api';
import { activeFilters as spec } from '../query';
import { activePages } from '../listPages';
import { ActiveCounts, useActiveColumns, useActiveFilterFields } from './activeList';
import type { DeactivateTarget } from './DeactivateModal';
import { DeactivateDialog, DealerDialog, HoldBillingDialog, PayoffDialog, RecordPaymentDialog } from './dialogs';
import type { PayoffTarget } from './PayoffModal';
import type { PaymentTarget } from './RecordPaymentModal';

export function ActiveBorrowersPage() {
  const { t } = useTranslation('repayment');
  const navigate = useNavigate();
  const { me } = useSession();
  const canSeeDetail = me.areas.includes('borrower/detail');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList(activePages(filters));
  const filterFields = useActiveFilterFields();

  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [holding, setHolding] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState<DeactivateTarget | null>(null);
  const [dealerOf, setDealerOf] = useState<string | null>(null);
  const [settling, setSettling] = useState<PayoffTarget | null>(null);

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

  const columns = useActiveColumns({ actions: (row) => <RowMenu loanId={row.loan_id} items={menu(row)} /> });

  return (
    <>
      <ListPage<ActiveBorrowerRow>
        title={t('nav:borrower.active')}
        counts={<ActiveCounts />}
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
