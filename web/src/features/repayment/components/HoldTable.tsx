import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoanStatusTag } from '../../../entities/loan/StatusTag';
import { formatNumber } from '../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../lib/jakartaTime';
import type { Hold } from '../api';

interface Props {
  holds: Hold[];
  loading?: boolean;
  /** Offered on holds that have not ended (to change them); none: read only. */
  onEdit?: (hold: Hold) => void;
  editingId?: string;
}

/** The hold billing periods of a loan: reason, period, days, state, who set it. */
export function HoldTable({ holds, loading, onEdit, editingId }: Props) {
  const { t } = useTranslation('repayment');
  return (
    <Table<Hold>
      data-testid="hold-history"
      size="small"
      pagination={false}
      rowKey="hold_id"
      loading={loading}
      dataSource={holds}
      locale={{ emptyText: t('hold.none') }}
      scroll={{ x: 'max-content' }}
      rowClassName={(hold) => (hold.hold_id === editingId ? 'ant-table-row-selected' : '')}
      columns={[
        {
          key: 'reason',
          title: t('hold.reason'),
          render: (_, h) => (
            <>
              {t(`hold_reason.${h.reason_code}`)}
              {h.note && (
                <>
                  <br />
                  <Typography.Text type="secondary">{h.note}</Typography.Text>
                </>
              )}
            </>
          ),
        },
        {
          key: 'period',
          title: t('hold.period'),
          render: (_, h) => <span style={{ whiteSpace: 'nowrap' }}>{`${formatJakartaDate(h.start_date)} – ${formatJakartaDate(h.end_date)}`}</span>,
        },
        { key: 'days', title: t('hold.days'), align: 'right', render: (_, h) => formatNumber(h.days) },
        { key: 'state', title: t('columns.status'), render: (_, h) => <LoanStatusTag kind="hold" status={h.state} /> },
        {
          key: 'by',
          title: t('hold.created_by'),
          render: (_, h) => (
            <>
              {h.created_by_name ?? '—'}
              <br />
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {formatJakartaDateTime(h.created_at)}
              </Typography.Text>
            </>
          ),
        },
        ...(onEdit
          ? [
              {
                key: 'edit',
                title: '',
                render: (_: unknown, h: Hold) =>
                  h.state === 'ended' ? null : (
                    <Button size="small" onClick={() => onEdit(h)} aria-label={t('hold.edit_for', { start: h.start_date })}>
                      {t('hold.edit')}
                    </Button>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
