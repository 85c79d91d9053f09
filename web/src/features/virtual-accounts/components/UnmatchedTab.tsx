/**
 * The unmatched queue: gateway callbacks that posted to no loan, oldest first (the server lists at
 * most 200; the count and rupiah above are of all of them): when received, the account paid into,
 * the amount, why it did not post (in words), the loan its number names if any, the provider's
 * payment id. "Assign" on a row posts it to a loan (not offered to a funder's staff, whom the
 * server refuses).
 */
import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Flex, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { useSession } from '../../../entities/session/ClientRecord';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { useUnmatched, type Callback } from '../api';
import { Reason, nowrap } from './parts';

// The form loads when first opened.
const AssignCallbackModal = lazy(() => import('./AssignCallbackModal').then((m) => ({ default: m.AssignCallbackModal })));

export function UnmatchedTab() {
  const { t } = useTranslation('virtualAccounts');
  const { me } = useSession();
  const queue = useUnmatched();
  const [assigning, setAssigning] = useState<Callback | null>(null);
  // A funder's staff read the queue; assigning is the back office's.
  const canAssign = !me.lender_id;
  const items = queue.data?.items ?? [];

  const columns: TableColumnsType<Callback> = [
    {
      key: 'received_at',
      title: t('columns.received_at'),
      render: (_, row) => <span style={nowrap}>{formatJakartaDateTime(row.received_at)}</span>,
    },
    {
      key: 'account_number',
      title: t('columns.account_number'),
      render: (_, row) => (
        <Typography.Text style={{ fontFamily: 'monospace', ...nowrap }} data-testid="account-number">
          {row.account_number}
        </Typography.Text>
      ),
    },
    { key: 'bank', title: t('columns.bank'), render: (_, row) => row.bank_code },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text strong style={nowrap} data-testid="amount">
          {formatRupiah(row.amount)}
        </Typography.Text>
      ),
    },
    { key: 'reason', title: t('columns.reason'), render: (_, row) => <Reason reason={row.reason} /> },
    { key: 'loan', title: t('columns.loan'), render: (_, row) => <LoanLink loanId={row.loan_id} /> },
    {
      key: 'payment_id',
      title: t('columns.payment_id'),
      render: (_, row) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} copyable={{ text: row.provider_payment_id }}>
          {row.provider_payment_id}
        </Typography.Text>
      ),
    },
    ...(canAssign
      ? [
          {
            key: 'actions',
            title: t('columns.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: Callback) => (
              <Button
                size="small"
                type="primary"
                ghost
                onClick={() => setAssigning(row)}
                aria-label={t('assign.action_for', { paymentId: row.provider_payment_id })}
              >
                {t('assign.action')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex gap={48} wrap style={{ marginBottom: 16 }} data-testid="unmatched-totals">
        <Statistic
          title={t('unmatched.waiting')}
          value={queue.data?.total ?? 0}
          loading={queue.isPending}
          formatter={(value) => <span data-testid="unmatched-total">{formatNumber(Number(value))}</span>}
        />
        <Statistic
          title={t('unmatched.amount')}
          value={queue.data?.total_amount ?? 0}
          loading={queue.isPending}
          formatter={(value) => <span data-testid="unmatched-amount">{formatRupiah(Number(value))}</span>}
        />
      </Flex>
      {queue.isError && <Alert type="error" showIcon title={queue.error.message} style={{ marginBottom: 16 }} />}
      <Table<Callback>
        data-testid="unmatched-table"
        rowKey="callback_id"
        size="middle"
        loading={queue.isFetching}
        columns={columns}
        dataSource={items}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('unmatched.empty') }}
      />
      {queue.data && queue.data.total > items.length && (
        <Flex style={{ marginTop: 8 }}>
          <Typography.Text type="secondary" data-testid="unmatched-shown">
            {t('unmatched.oldest_shown', { count: items.length, total: queue.data.total })}
          </Typography.Text>
        </Flex>
      )}
      <Suspense fallback={null}>{assigning && <AssignCallbackModal callback={assigning} onClose={() => setAssigning(null)} />}</Suspense>
    </>
  );
}
