/**
 * `/app/lender` (spec §2 "Lender allocation", issue 14): the funders with their kind, status,
 * contact, staff count and allocations pending / approved / rejected (count and rupiah), with a
 * search (server `q`) and a status filter kept in the URL. "New lender" is for staff not tied to
 * a lender; each row opens its lender, and offers "Edit" when its `allowed_actions` say so.
 */
import { useState } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar, ListPage, NOWRAP, useUrlFilters, type CursorList, type FilterField, type FilterKey, type ListColumns } from '../../../components/list';
import { useLenderList } from '../../../entities/lender/api';
import { LENDER_STATUSES, type CountAmount, type Lender } from '../../../entities/lender/types';
import { useSession } from '../../../entities/session/ClientRecord';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { lenderFilters as spec } from '../query';
import { lenderPath } from '../paths';
import { LenderFormModal } from './LenderFormModal';
import { StatusTag } from './LenderTag';

/** A count with its rupiah amount below. */
function Total({ value, testId }: { value: CountAmount; testId: string }) {
  return (
    <div data-testid={testId} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
      {formatNumber(value.count)}
      <br />
      <Typography.Text type="secondary">{formatRupiah(value.amount)}</Typography.Text>
    </div>
  );
}

export function LenderListPage() {
  const { t } = useTranslation('lender');
  const { me } = useSession();
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const query = useLenderList(spec.query(filters, undefined, null));
  const rows = query.data?.items ?? [];
  // Every match on one page: the list kit's screen with no further page.
  const list: CursorList<Lender> = {
    query,
    rows,
    total: rows.length,
    totalCapped: false,
    range: { from: rows.length ? 1 : 0, to: rows.length },
    hasPrevious: false,
    hasNext: false,
    previous: () => undefined,
    next: () => undefined,
  };
  const [editing, setEditing] = useState<Lender | 'new' | null>(null);
  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: LENDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      width: 140,
      popupWidth: 'select',
      testId: 'filter-status',
    },
  ];
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  // At a glance: the lender, its status, its allocations pending and approved, and the actions;
  // the rest folds into the row's details in this order when space runs out.
  const columns: ListColumns<Lender> = [
    {
      key: 'code',
      title: t('columns.code'),
      render: (_, row) => (
        <Typography.Text code style={NOWRAP} title={row.code}>
          {row.code}
        </Typography.Text>
      ),
    },
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, row) => (
        <>
          <Link to={lenderPath(row.id)} data-testid="lender-name">
            {row.name}
          </Link>
          {row.legal_name && (
            <>
              <br />
              <Typography.Text type="secondary">{row.legal_name}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    { key: 'kind', title: t('columns.kind'), fold: 3, render: (_, row) => t(`kind.${row.kind}`) },
    { key: 'status', title: t('columns.status'), render: (_, row) => <StatusTag status={row.status} testId="lender-status" /> },
    {
      key: 'contact',
      title: t('columns.contact'),
      fold: 1,
      render: (_, row) =>
        row.contact_email || row.contact_phone ? (
          <>
            {row.contact_email && <div style={NOWRAP}>{row.contact_email}</div>}
            {row.contact_phone && <Typography.Text type="secondary">{row.contact_phone}</Typography.Text>}
          </>
        ) : (
          none
        ),
    },
    { key: 'staff', title: t('columns.staff'), align: 'right', fold: 2, render: (_, row) => <span data-testid="staff-count">{formatNumber(row.staff_count)}</span> },
    { key: 'pending', title: t('columns.pending'), align: 'right', render: (_, row) => <Total value={row.totals.pending} testId="total-pending" /> },
    { key: 'approved', title: t('columns.approved'), align: 'right', render: (_, row) => <Total value={row.totals.approved} testId="total-approved" /> },
    { key: 'rejected', title: t('columns.rejected'), align: 'right', fold: 4, render: (_, row) => <Total value={row.totals.rejected} testId="total-rejected" /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Link to={lenderPath(row.id)} aria-label={t('actions.open_for', { name: row.name })}>
            {t('actions.open')}
          </Link>
          {row.allowed_actions.includes('edit') && (
            <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={t('actions.edit_for', { name: row.name })}>
              {t('actions.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<Lender>
        title={t('nav:lender')}
        actions={
          // Staff tied to a lender see their own lender only and never create one.
          me.lender_id ? undefined : (
            <Flex gap={8}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="new-lender">
                {t('actions.new')}
              </Button>
            </Flex>
          )
        }
        list={list}
        columns={columns}
        rowKey="id"
        tableTestId="lenders-table"
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'lender-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('empty')}
        totalText={(count) => t('total', { count })}
      />
      <LenderFormModal lender={editing} onClose={() => setEditing(null)} />
    </>
  );
}
