import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '../../../lib/format';
import { formatDateTime } from '../display';
import type { ApplicationRow } from '../types';
import type { AssignTarget } from './AssignModal';
import { RowActions, detailPath } from './RowActions';
import { StatusTags } from './StatusTags';

interface Props {
  rows: ApplicationRow[];
  loading: boolean;
  /** Shown when there is no row. */
  emptyText: string;
  selected: string[];
  onSelect: (loanIds: string[]) => void;
  canSeeDetail: boolean;
  onAssign: (target: AssignTarget) => void;
  onDelete: (row: ApplicationRow) => void;
}

/** One page of applications with row selection and row actions. */
export function ApplicationTable({ rows, loading, emptyText, selected, onSelect, canSeeDetail, onAssign, onDelete }: Props) {
  const { t } = useTranslation('applications');
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  const columns: TableColumnsType<ApplicationRow> = [
    {
      key: 'loan_id',
      title: t('columns.loan_id'),
      render: (_, row) => (
        <>
          {canSeeDetail ? <Link to={detailPath(row.loan_id)}>{row.loan_id}</Link> : row.loan_id}
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="registered">
            {formatDateTime(row.registered_at)}
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
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {row.email}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'program',
      title: t('columns.program_partner'),
      render: (_, row) => (
        <>
          {row.program?.name ?? none}
          <br />
          <Typography.Text type="secondary" data-testid="partner">
            {row.partner?.name ?? '—'}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'pic',
      title: t('columns.pic'),
      render: (_, row) =>
        row.pic ? <span data-testid="pic">{row.pic.name}</span> : <Typography.Text type="secondary">{t('no_pic')}</Typography.Text>,
    },
    { key: 'status', title: t('columns.status'), render: (_, row) => <StatusTags row={row} /> },
    {
      key: 'income',
      title: t('columns.income'),
      align: 'right',
      render: (_, row) => (row.average_monthly_income === null ? none : formatRupiah(row.average_monthly_income)),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowActions row={row} canSeeDetail={canSeeDetail} onAssign={onAssign} onDelete={onDelete} />
      ),
    },
  ];

  return (
    <Table<ApplicationRow>
      data-testid="applications-table"
      rowKey="loan_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      size="middle"
      tableLayout="auto"
      scroll={{ x: 960 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ 'aria-label': t('select_row', { loanId: row.loan_id }) }),
      }}
    />
  );
}
