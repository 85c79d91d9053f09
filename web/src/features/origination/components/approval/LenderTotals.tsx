import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES, type ApprovalSummary, type CountAmount } from '../../../../entities/loan/types';
import { formatNumber, formatRupiah } from '../../../../lib/format';

type LenderTotal = ApprovalSummary['lenders'][number];

function Cell({ value }: { value: CountAmount }) {
  return (
    <>
      <Typography.Text strong>{formatNumber(value.count)}</Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {formatRupiah(value.amount)}
      </Typography.Text>
    </>
  );
}

/**
 * Totals per lender: pending, approved and rejected allocations (count and rupiah) — allocations,
 * not loans (a loan reallocated after a rejection counts for each lender), as the card says.
 */
export function LenderTotals({ lenders, loading }: { lenders: LenderTotal[]; loading: boolean }) {
  const { t } = useTranslation('origination');
  return (
    <Card size="small" title={t('approval.totals.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" data-testid="lender-totals-note">
        {t('approval.totals.counts_allocations')}
      </Typography.Paragraph>
      <Table<LenderTotal>
        data-testid="lender-totals"
        size="small"
        rowKey="lender_id"
        pagination={false}
        loading={loading}
        dataSource={lenders}
        locale={{ emptyText: t('approval.totals.empty') }}
        columns={[
          { key: 'name', title: t('approval.totals.lender'), dataIndex: 'name' },
          ...APPROVAL_STATUSES.map((status) => ({
            key: status,
            title: t(`loan:status.approval.${status}`),
            align: 'right' as const,
            render: (_: unknown, row: LenderTotal) => <Cell value={row[status]} />,
          })),
        ]}
      />
    </Card>
  );
}
