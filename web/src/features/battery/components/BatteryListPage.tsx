/**
 * `/app/battery/active` (issue 11): every battery with its model, capacity, state of health,
 * cycles, status and the unit it sits on; search (serial, model, plate), status and "state of
 * health below" filters kept in the URL. "Register battery" shows only for levels that may
 * register units (their /me `areas` hold `motorcycle/registration`). The serial opens the battery.
 */
import { useState } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar, ListPage, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../components/list';
import { useSession } from '../../../entities/session/ClientRecord';
import { formatNumber } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { batteryKeys, fetchBatteries } from '../api';
import { batteryPath, motorcyclePath } from '../paths';
import { SOH_THRESHOLDS, batteryFilters as spec } from '../query';
import { BATTERY_STATUSES, type BatteryView } from '../schemas';
import { BatteryStatusTag, HealthText } from './BatteryStatusTag';
import { RegisterBatteryModal } from './RegisterBatteryModal';

const none = <Typography.Text type="secondary">—</Typography.Text>;

export function BatteryListPage() {
  const { t } = useTranslation('battery');
  const { me } = useSession();
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: batteryKeys.list(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchBatteries(spec.query(filters, cursor), signal),
  });
  const [registering, setRegistering] = useState(false);
  const canRegister = me.areas.includes('motorcycle/registration');
  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: BATTERY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      testId: 'filter-status',
    },
    {
      kind: 'select',
      key: 'soh_below',
      label: t('filters.soh_below'),
      options: SOH_THRESHOLDS.map((s) => ({ value: s, label: t('filters.soh_below_value', { percent: s }) })),
      width: 200,
      testId: 'filter-soh',
    },
  ];

  const columns: TableColumnsType<BatteryView> = [
    {
      key: 'serial',
      title: t('fields.serial'),
      render: (_, row) => (
        <Link to={batteryPath(row.id)} aria-label={t('actions.open_for', { serial: row.serial })} data-testid="serial-link">
          <Typography.Text strong>{row.serial}</Typography.Text>
        </Link>
      ),
    },
    { key: 'model', title: t('fields.model'), render: (_, row) => row.model },
    { key: 'capacity', title: t('fields.capacity_kwh'), align: 'right', render: (_, row) => `${formatNumber(row.capacity_kwh)} kWh` },
    { key: 'soh', title: t('fields.state_of_health_percent'), align: 'right', render: (_, row) => <HealthText percent={row.state_of_health_percent} /> },
    { key: 'cycles', title: t('fields.cycle_count'), align: 'right', render: (_, row) => formatNumber(row.cycle_count) },
    { key: 'status', title: t('fields.status'), render: (_, row) => <BatteryStatusTag status={row.status} /> },
    {
      key: 'unit',
      title: t('fields.plate_number'),
      render: (_, row) => (row.motorcycle_id && row.plate_number ? <Link to={motorcyclePath(row.motorcycle_id)}>{row.plate_number}</Link> : none),
    },
    { key: 'last_swap', title: t('fields.last_swap_at'), render: (_, row) => (row.last_swap_at ? formatJakartaDateTime(row.last_swap_at) : none) },
  ];

  return (
    <>
      <ListPage<BatteryView>
        title={t('nav:battery.active')}
        actions={
          canRegister ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setRegistering(true)} data-testid="register-battery">
              {t('actions.register')}
            </Button>
          ) : undefined
        }
        list={list}
        columns={columns}
        rowKey="id"
        tableTestId="batteries-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'battery-search' }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('empty')}
        totalText={(count) => t('total', { count })}
      />
      {canRegister && <RegisterBatteryModal open={registering} onClose={() => setRegistering(false)} />}
    </>
  );
}
