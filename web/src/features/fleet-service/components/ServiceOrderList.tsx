/**
 * The service orders (`GET /api/v1/service-orders`): plate, kind, workshop, booked day,
 * odometer, items and their total in rupiah, status; search (plate, workshop), status and kind
 * filters and the sort, kept in the URL. Each row's menu offers exactly its `allowed_actions`;
 * its plate opens the order for staff who may open the detail.
 */
import { Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../components/list';
import { RowMenu } from '../../../components/RowMenu';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { SERVICE_KINDS, SERVICE_STATUSES, fetchServiceOrders, fleetKeys, type ServiceOrder } from '../api';
import { serviceOrderFilters as spec } from '../query';
import { ServiceOrderLink } from './links';
import { useServiceActions } from './ServiceActions';
import { ServiceStatusTag } from './Tags';

interface Props {
  title: ReactNode;
  actions?: ReactNode;
  counts?: ReactNode;
}

export function ServiceOrderList({ title, actions, counts }: Props) {
  const { t } = useTranslation('fleet');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: fleetKeys.orders(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchServiceOrders(spec.query(filters, cursor), signal),
  });
  const moves = useServiceActions();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: SERVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      testId: 'filter-status',
    },
    { kind: 'select', key: 'kind', label: t('filters.kind'), options: SERVICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })), testId: 'filter-kind' },
  ];

  const columns: TableColumnsType<ServiceOrder> = [
    {
      key: 'plate',
      title: t('columns.plate'),
      render: (_, row) => (
        <ServiceOrderLink id={row.id} label={t('orders.open_for', { plate: row.plate_number })}>
          <Typography.Text strong>{row.plate_number}</Typography.Text>
        </ServiceOrderLink>
      ),
    },
    { key: 'kind', title: t('columns.kind'), render: (_, row) => t(`kind.${row.kind}`) },
    {
      key: 'workshop',
      title: t('columns.workshop'),
      render: (_, row) => (
        <>
          {row.workshop}
          <br />
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
            {row.description}
          </Typography.Text>
        </>
      ),
    },
    { key: 'scheduled_on', title: t('columns.scheduled_on'), render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatJakartaDate(row.scheduled_on)}</span> },
    { key: 'odometer', title: t('columns.odometer_km'), align: 'right', render: (_, row) => (row.odometer_km === null ? none : `${formatNumber(row.odometer_km)} km`) },
    { key: 'items', title: t('columns.items'), align: 'right', render: (_, row) => formatNumber(row.items.length) },
    { key: 'total', title: t('columns.total_cost'), align: 'right', render: (_, row) => <span data-testid="order-total">{formatRupiah(row.total_cost)}</span> },
    { key: 'status', title: t('columns.status'), render: (_, row) => <ServiceStatusTag status={row.status} /> },
    { key: 'completed_on', title: t('columns.completed_on'), render: (_, row) => (row.completed_on ? formatJakartaDate(row.completed_on) : none) },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowMenu
          loanId={row.plate_number}
          loading={moves.pending}
          items={row.allowed_actions.map((action) => ({
            key: action,
            label: moves.label(action),
            danger: action === 'cancel',
            onClick: () => moves.run(row, action),
          }))}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<ServiceOrder>
        title={title}
        actions={actions}
        counts={counts}
        list={list}
        columns={columns}
        rowKey="id"
        tableTestId="service-orders-table"
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('orders.search_label'),
          placeholder: t('orders.search_placeholder'),
          testId: 'service-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('orders.empty')}
        totalText={(count) => t('orders.total', { count })}
        scrollX={1200}
      />
      {moves.dialog}
    </>
  );
}
