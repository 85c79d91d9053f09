/**
 * What a lender has been allocated, newest first (a keyset list): each loan with its borrower,
 * amount, allocation status, funding source, stage and, once active, its status and days past
 * due; each loan links to its detail when the caller may open it.
 */
import { useState } from 'react';
import { Button, Card, Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCursorList } from '../../../components/list';
import { fetchLenderLoans, lenderKeys } from '../../../entities/lender/api';
import { ALLOCATION_STATUSES, type LenderLoanRow } from '../../../entities/lender/types';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';

const STATUS_COLOR: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' };

export function LenderLoansCard({ lenderId }: { lenderId: string }) {
  const { t } = useTranslation('lender');
  const [status, setStatus] = useState<string | undefined>();
  const query = status ? { status } : {};
  const list = useCursorList({
    queryKey: lenderKeys.loans(lenderId, query),
    fetchPage: (cursor, signal) => fetchLenderLoans(lenderId, { ...query, limit: 20, ...(cursor ? { cursor } : {}) }, signal),
  });
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  const columns: TableColumnsType<LenderLoanRow> = [
    {
      key: 'loan_id',
      title: t('loans.loan_id'),
      render: (_, row) => <LoanLink loanId={row.loan_id} />,
    },
    { key: 'borrower', title: t('loans.borrower'), render: (_, row) => row.full_name },
    { key: 'amount', title: t('loans.amount'), align: 'right', render: (_, row) => formatRupiah(row.amount) },
    {
      key: 'status',
      title: t('loans.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLOR[row.allocation_status]} data-testid="allocation-status">
          {t(`allocation_status.${row.allocation_status}`)}
        </Tag>
      ),
    },
    { key: 'source', title: t('loans.source'), render: (_, row) => row.funding_source_name ?? none },
    {
      key: 'stage',
      title: t('loans.stage'),
      render: (_, row) => (
        <>
          <span data-testid="loan-stage">{t(`stage.${row.stage}`)}</span>
          {row.dpd !== null && row.dpd > 0 && (
            <>
              <br />
              <Typography.Text type="danger">{t('loans.dpd', { dpd: formatNumber(row.dpd) })}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      key: 'allocated_at',
      title: t('loans.allocated_at'),
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatJakartaDateTime(row.allocated_at)}</span>,
    },
    {
      key: 'decided_at',
      title: t('loans.decided_at'),
      render: (_, row) => (row.decided_at ? <span style={{ whiteSpace: 'nowrap' }}>{formatJakartaDateTime(row.decided_at)}</span> : none),
    },
  ];

  return (
    <Card
      title={t('loans.title')}
      extra={
        <Select
          aria-label={t('filters.allocation_status')}
          placeholder={t('filters.allocation_status')}
          allowClear
          value={status}
          onChange={(v?: string) => setStatus(v)}
          options={ALLOCATION_STATUSES.map((s) => ({ value: s, label: t(`allocation_status.${s}`) }))}
          style={{ minWidth: 160 }}
          data-testid="filter-allocation-status"
        />
      }
    >
      <Table<LenderLoanRow>
        rowKey="allocation_id"
        data-testid="lender-loans"
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('loans.empty') }}
      />
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" data-testid="loans-total">
          {list.rows.length ? t('common:list.range', { from: list.range.from, to: list.range.to, total: list.total }) : t('loans.total', { count: list.total })}
        </Typography.Text>
        <Flex gap={8}>
          <Button disabled={!list.hasPrevious} onClick={list.previous}>
            {t('common:list.previous')}
          </Button>
          <Button disabled={!list.hasNext} onClick={list.next}>
            {t('common:list.next')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
