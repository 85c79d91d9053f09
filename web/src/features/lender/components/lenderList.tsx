/**
 * What the lender list and its first view (src/app/FirstView.tsx) draw alike: the columns, the
 * filter controls, a row's actions and "New lender". Nothing of antd's Table, Select or Dropdown, so a first
 * load draws the rows before the screen's code is in.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOWRAP, type ListColumns } from '../../../components/list/fitColumns';
import type { FilterField } from '../../../components/list/filterFields';
import type { FilterKey } from '../../../components/list/filterSpec';
import { LENDER_STATUSES, type CountAmount, type Lender } from '../../../entities/lender/types';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { lenderFilters as spec } from '../query';
import { lenderPath } from '../paths';
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

/** The filter controls: the status. */
export function useLenderFilterFields(): FilterField<FilterKey<typeof spec>>[] {
  const { t } = useTranslation('lender');
  return [
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
}

/** The page's action "New lender" (`onClick`; inert without it). */
export function NewLenderButton({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('lender');
  return (
    <Flex gap={8}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid="new-lender">
        {t('actions.new')}
      </Button>
    </Flex>
  );
}

/** A row's "Open" link and, when its `allowed_actions` allow it, "Edit" (`onEdit`; inert without it). */
export function LenderRowActions({ row, onEdit }: { row: Lender; onEdit?: () => void }) {
  const { t } = useTranslation('lender');
  return (
    <Space size={4}>
      <Link to={lenderPath(row.id)} aria-label={t('actions.open_for', { name: row.name })}>
        {t('actions.open')}
      </Link>
      {row.allowed_actions.includes('edit') && (
        <Button type="link" size="small" onClick={onEdit} aria-label={t('actions.edit_for', { name: row.name })}>
          {t('actions.edit')}
        </Button>
      )}
    </Space>
  );
}

/**
 * The columns. At a glance: the lender, its status, its allocations pending and approved, and
 * the actions (`actions`); the rest folds into the row's details in this order when space runs out.
 */
export function useLenderColumns(actions: (row: Lender) => ReactNode): ListColumns<Lender> {
  const { t } = useTranslation('lender');
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return [
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
    { key: 'actions', title: t('columns.actions'), fixed: 'right', render: (_, row) => actions(row) },
  ];
}
