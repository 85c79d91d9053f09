/**
 * A lender's funding sources: limit, used and remaining (with a bar of the share used), the dates
 * they may be drawn on, status and whether they can be drawn on today; add and edit when the
 * lender's `allowed_actions` allow it.
 */
import { Button, Card, Flex, Progress, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FundingSource, LenderDetail } from '../../../entities/lender/types';
import { formatRupiah } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { StatusTag } from './LenderTag';

/** The share of the limit used, in whole percent (0–100). */
export function usedPercent(source: Pick<FundingSource, 'limit_amount' | 'used_amount'>): number {
  if (source.limit_amount <= 0) return 0;
  return Math.min(100, Math.round((source.used_amount / source.limit_amount) * 100));
}

export function FundingSourcesCard({ lender, onAdd, onEdit }: { lender: LenderDetail; onAdd: () => void; onEdit: (source: FundingSource) => void }) {
  const { t } = useTranslation('lender');
  const canEdit = lender.allowed_actions.includes('add_funding_source');

  const columns: TableColumnsType<FundingSource> = [
    {
      key: 'name',
      title: t('source_fields.name'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.name}</Typography.Text>
          {!row.available_today && row.status === 'active' && (
            <>
              <br />
              <Tag data-testid="source-unavailable">{t('sources.not_available_today')}</Tag>
            </>
          )}
        </>
      ),
    },
    { key: 'limit', title: t('source_fields.limit'), align: 'right', render: (_, row) => <span data-testid="source-limit">{formatRupiah(row.limit_amount)}</span> },
    { key: 'used', title: t('sources.used'), align: 'right', render: (_, row) => <span data-testid="source-used">{formatRupiah(row.used_amount)}</span> },
    {
      key: 'remaining',
      title: t('sources.remaining'),
      align: 'right',
      render: (_, row) => (
        <div style={{ minWidth: 160 }}>
          <span data-testid="source-remaining">{formatRupiah(row.remaining_amount)}</span>
          <div data-testid="source-progress" title={t('sources.used_share', { percent: usedPercent(row) })}>
            <Progress percent={usedPercent(row)} size="small" status={row.remaining_amount <= 0 ? 'exception' : 'normal'} />
          </div>
        </div>
      ),
    },
    {
      key: 'dates',
      title: t('sources.dates'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid="source-dates">
          {row.available_until
            ? t('sources.from_until', { from: formatJakartaDate(row.available_from), until: formatJakartaDate(row.available_until) })
            : t('sources.from_open', { from: formatJakartaDate(row.available_from) })}
        </span>
      ),
    },
    { key: 'status', title: t('source_fields.status'), render: (_, row) => <StatusTag status={row.status} testId="source-status" /> },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_: unknown, row: FundingSource) => (
              <Button type="link" size="small" onClick={() => onEdit(row)} aria-label={t('actions.edit_for', { name: row.name })}>
                {t('actions.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('sources.title')}
      style={{ marginBottom: 16 }}
      extra={
        canEdit && (
          <Button icon={<PlusOutlined />} onClick={onAdd} data-testid="add-source">
            {t('sources.add')}
          </Button>
        )
      }
    >
      <Table<FundingSource>
        rowKey="id"
        data-testid="sources-table"
        columns={columns}
        dataSource={lender.funding_sources}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('sources.empty') }}
      />
      {lender.funding_sources.length > 0 && (
        <Flex justify="end" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary" data-testid="sources-total">
            {t('sources.total', {
              used: formatRupiah(lender.funding_sources.reduce((sum, s) => sum + s.used_amount, 0)),
              limit: formatRupiah(lender.funding_sources.reduce((sum, s) => sum + s.limit_amount, 0)),
            })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
