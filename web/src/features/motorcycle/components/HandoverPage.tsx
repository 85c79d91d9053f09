/**
 * `/app/motorcycle/handover` (issue 11): the loans whose contract is signed and that wait for their
 * unit (pending activation), with the borrower, the motorcycle type and how many units of it are
 * in stock; "Hand over" (when the row allows it) opens the handover form. `?hand_over=LN-…` (the
 * active-borrower list's Activate, issue 41 item 13: a loan becomes active only through its
 * handover) opens the form for that loan once its row is listed.
 */
import { useState } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { formatNumber } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { fetchPendingHandovers, motorcycleKeys } from '../api';
import { HAND_OVER_PARAM } from '../paths';
import { pendingFilters as spec } from '../query';
import type { PendingHandover } from '../schemas';
import { HandoverModal } from './HandoverModal';

const none = <Typography.Text type="secondary">—</Typography.Text>;

export function HandoverPage() {
  const { t } = useTranslation('motorcycle');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: motorcycleKeys.pending(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchPendingHandovers(spec.query(filters, cursor), signal),
  });
  const [handing, setHanding] = useState<PendingHandover | null>(null);
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(HAND_OVER_PARAM);
  const target = wanted && !list.query.isPlaceholderData ? list.rows.find((r) => r.loan_id === wanted && r.allowed_actions.includes('hand_over')) : undefined;
  // Opened while rendering (state that follows the URL and the list, as React advises).
  if (target && handing?.loan_id !== target.loan_id) setHanding(target);

  function close() {
    setHanding(null);
    if (wanted) {
      setSearch(
        (params) => {
          params.delete(HAND_OVER_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }

  const columns: TableColumnsType<PendingHandover> = [
    { key: 'loan_id', title: t('fields.loan_id'), render: (_, row) => <LoanLink loanId={row.loan_id} /> },
    {
      key: 'borrower',
      title: t('fields.borrower'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.borrower_name}</Typography.Text>
          {row.phone && (
            <>
              <br />
              <a href={`tel:${row.phone}`}>{row.phone}</a>
            </>
          )}
        </>
      ),
    },
    { key: 'type', title: t('fields.motorcycle_type'), render: (_, row) => row.motorcycle_type_name },
    { key: 'program', title: t('fields.program'), render: (_, row) => row.program_name ?? none },
    { key: 'lender', title: t('fields.lender'), render: (_, row) => row.lender_name ?? none },
    { key: 'signed', title: t('fields.contract_signed_at'), render: (_, row) => (row.contract_signed_at ? formatJakartaDateTime(row.contract_signed_at) : none) },
    {
      key: 'stock',
      title: t('fields.units_in_stock'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.units_in_stock ? undefined : 'danger'} data-testid="units-in-stock">
          {formatNumber(row.units_in_stock)}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) =>
        row.allowed_actions.includes('hand_over') ? (
          <Button size="small" type="primary" onClick={() => setHanding(row)} aria-label={t('actions.hand_over_for', { loanId: row.loan_id })}>
            {t('actions.hand_over')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <ListPage<PendingHandover>
        title={t('nav:motorcycle.handover')}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="handovers-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('handover.search'), testId: 'handover-search' }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('handover.empty')}
        totalText={(count) => t('handover.total', { count })}
      />
      <HandoverModal loan={handing} onClose={close} />
    </>
  );
}
