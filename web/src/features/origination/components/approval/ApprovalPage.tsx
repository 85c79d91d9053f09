/**
 * `/app/borrower/approval` (spec §2 "Loan approval list", issue 9): verified loans with their
 * approval status, lender, allocated time and amount; counts and totals per lender; search and
 * filters (status, lender, program, verified date range); allocation of one or the selected loans
 * to a lender; approve and reject for the lender's own staff. Row actions come only from each
 * row's `allowed_actions`.
 */
import { useState } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterBar, ListPage, namedOptions, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../../components/list';
import { dateRangeField } from '../../../../components/list/DateRangeFilter';
import { LoanLink } from '../../../../entities/loan/LoanLink';
import { loanDetailPath } from '../../../../entities/loan/paths';
import { allowsAction, loanKeys } from '../../../../entities/loan/api';
import { LoanStatusTag, useStatusText } from '../../../../entities/loan/StatusTag';
import { APPROVAL_STATUSES, type ApprovalRow, type LoanAction } from '../../../../entities/loan/types';
import { useLenders, usePrograms } from '../../../../entities/reference/api';
import { useSession } from '../../../../entities/session/ClientRecord';
import { formatRupiah } from '../../../../lib/format';
import { formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { approve, fetchApprovals, reject, useApprovalSummary, useLoanMutation } from '../../api';
import { approvalFilters as spec } from '../../query';
import { CountCards } from '../../../../components/list';
import { RowMenu, type RowMenuItem } from '../../../../components/RowMenu';
import { TextModal } from '../../../../components/TextModal';
import { AllocateModal } from './AllocateModal';
import { ApprovalFacts } from './ApprovalFacts';
import { LenderTotals } from './LenderTotals';

type Decision = { kind: Extract<LoanAction, 'approve' | 'reject'>; row: ApprovalRow };

export function ApprovalPage() {
  const { t } = useTranslation('origination');
  const status = useStatusText();
  const navigate = useNavigate();
  const { me } = useSession();
  const canSeeDetail = me.areas.includes('borrower/detail');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: loanKeys.list('approvals', spec.query(filters)),
    fetchPage: (cursor, signal) => fetchApprovals(spec.query(filters, cursor), signal),
  });
  const summary = useApprovalSummary();
  const lenders = useLenders();
  const programs = usePrograms();
  const programName = (id: string | null) => programs.data?.find((p) => p.id === id)?.name;

  const [selected, setSelected] = useState<string[]>([]);
  const [allocating, setAllocating] = useState<string[] | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const approval = useLoanMutation((v: { loanId: string; note?: string }) => approve(v.loanId, v.note));
  const rejection = useLoanMutation((v: { loanId: string; reason: string }) => reject(v.loanId, v.reason));
  const canAllocate = list.rows.some((row) => allowsAction(row, 'allocate'));
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  function menu(row: ApprovalRow): RowMenuItem[] {
    const items: RowMenuItem[] = [];
    if (canSeeDetail) items.push({ key: 'detail', label: t('actions.detail'), onClick: () => void navigate(loanDetailPath(row.loan_id)) });
    if (allowsAction(row, 'allocate')) {
      items.push({
        key: 'allocate',
        label: row.lender_id ? t('approval.actions.reallocate') : t('approval.actions.allocate'),
        onClick: () => setAllocating([row.loan_id]),
      });
    }
    if (allowsAction(row, 'approve')) items.push({ key: 'approve', label: t('approval.actions.approve'), onClick: () => setDeciding({ kind: 'approve', row }) });
    if (allowsAction(row, 'reject')) {
      items.push({ key: 'reject', label: t('approval.actions.reject'), danger: true, onClick: () => setDeciding({ kind: 'reject', row }) });
    }
    return items;
  }

  const columns: TableColumnsType<ApprovalRow> = [
    {
      key: 'loan_id',
      title: t('columns.loan_id'),
      render: (_, row) => (
        <>
          <LoanLink loanId={row.loan_id} />
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="verified-at">
            {formatJakartaDateTime(row.verified_at)}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.full_name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{programName(row.program_id) ?? ''}</Typography.Text>
        </>
      ),
    },
    {
      key: 'lender',
      title: t('columns.lender'),
      render: (_, row) =>
        row.lender_name ? (
          <>
            <span data-testid="lender-name">{row.lender_name}</span>
            <br />
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="allocated-at">
              {formatJakartaDateTime(row.allocated_at)}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('approval.not_allocated')}</Typography.Text>
        ),
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      render: (_, row) => (row.principal === null ? none : formatRupiah(row.principal)),
    },
    { key: 'status', title: t('columns.status'), render: (_, row) => <LoanStatusTag kind="approval" status={row.approval_status} /> },
    {
      key: 'decided',
      title: t('columns.decided_at'),
      render: (_, row) => (row.decided_at ? <span style={{ whiteSpace: 'nowrap' }}>{formatJakartaDateTime(row.decided_at)}</span> : none),
    },
    { key: 'actions', title: t('columns.actions'), fixed: 'right', render: (_, row) => <RowMenu loanId={row.loan_id} items={menu(row)} /> },
  ];

  const counts = (
    <>
      <CountCards
        loading={summary.isPending && !summary.isError}
        entries={[
          // The cards count loans (each by its approval status now); the per-lender totals below
          // count allocations (issue 41 item 12): each says so.
          { key: 'unallocated', label: t('approval.summary.unallocated'), value: summary.data?.unallocated, note: t('approval.summary.counts_loans') },
          ...APPROVAL_STATUSES.map((s) => ({ key: s, label: status('approval', s), value: summary.data?.[s], note: t('approval.summary.counts_loans') })),
        ]}
      />
      <LenderTotals lenders={summary.data?.lenders ?? []} loading={summary.isPending && !summary.isError} />
    </>
  );

  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: APPROVAL_STATUSES.map((s) => ({ value: s, label: status('approval', s) })),
      width: 140,
      popupWidth: 'select',
      testId: 'filter-status',
    },
    { kind: 'select', key: 'lender_id', label: t('filters.lender'), ...namedOptions(lenders), width: 160, testId: 'filter-lender' },
    { kind: 'select', key: 'program_id', label: t('filters.program'), ...namedOptions(programs), width: 180, testId: 'filter-program' },
    dateRangeField({
      keys: ['from', 'to'],
      label: t('filters.verified_range'),
      placeholder: [t('filters.from'), t('filters.to')],
      testId: 'filter-dates',
    }),
  ];

  return (
    <>
      <ListPage<ApprovalRow>
        title={t('nav:borrower.approval')}
        counts={counts}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="approvals-table"
        scrollX={1000}
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'approval-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        selection={
          canAllocate || selected.length > 0
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (row) => t('select_row', { loanId: row.loan_id }),
                actions: (
                  <Button type="primary" onClick={() => setAllocating(selected)}>
                    {t('approval.actions.allocate')}
                  </Button>
                ),
              }
            : undefined
        }
        emptyText={t('approval.empty')}
        totalText={(count) => t('total', { count })}
      />

      <AllocateModal
        loanIds={allocating}
        onClose={() => setAllocating(null)}
        onDone={(done) => setSelected((s) => s.filter((id) => !done.includes(id)))}
      />
      <TextModal
        open={deciding?.kind === 'approve'}
        title={t('approval.approve.title', { loanId: deciding?.row.loan_id ?? '' })}
        intro={t('approval.approve.intro', { lender: deciding?.row.lender_name ?? '' })}
        details={deciding && <ApprovalFacts row={deciding.row} canSeeDetail={canSeeDetail} />}
        field="note"
        label={t('approval.approve.note')}
        okText={t('approval.actions.approve')}
        onClose={() => setDeciding(null)}
        onSubmit={async (note) => {
          if (!deciding) return;
          await approval.mutateAsync({ loanId: deciding.row.loan_id, note });
          toastSuccess(t('approval.approve.done', { loanId: deciding.row.loan_id }));
        }}
      />
      <TextModal
        open={deciding?.kind === 'reject'}
        title={t('approval.reject.title', { loanId: deciding?.row.loan_id ?? '' })}
        intro={t('approval.reject.intro')}
        details={deciding && <ApprovalFacts row={deciding.row} canSeeDetail={canSeeDetail} />}
        field="reason"
        label={t('reason')}
        okText={t('approval.actions.reject')}
        danger
        onClose={() => setDeciding(null)}
        onSubmit={async (reason) => {
          if (!deciding) return;
          await rejection.mutateAsync({ loanId: deciding.row.loan_id, reason: reason ?? '' });
          toastSuccess(t('approval.reject.done', { loanId: deciding.row.loan_id }));
        }}
      />
    </>
  );
}
