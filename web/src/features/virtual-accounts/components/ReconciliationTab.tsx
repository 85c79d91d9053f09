/**
 * A day's reconciliation (Asia/Jakarta, today by default): the callbacks received that day and
 * what they posted — received, posted by themselves, assigned by staff, still unmatched, reversed
 * since, and the virtual-account payments staff recorded by hand with no callback behind them —
 * each as a count and its rupiah; then every callback of the day with its status.
 */
import { Alert, DatePicker, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CountCards } from '../../../components/list';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { formatRupiah } from '../../../lib/format';
import { afterJakartaToday, formatJakartaDateTime, pickerDate, TITLE_DAY_FORMAT } from '../../../lib/jakartaTime';
import { FIGURES, useReconciliation, type ReconciliationRow } from '../api';
import { CallbackStatusTag, Reason, none, nowrap } from './parts';

interface Props {
  /** The day shown, `YYYY-MM-DD`. */
  date: string;
  onDateChange: (date: string) => void;
}

export function ReconciliationTab({ date, onDateChange }: Props) {
  const { t } = useTranslation('virtualAccounts');
  const day = useReconciliation(date);
  const data = day.data;

  const columns: TableColumnsType<ReconciliationRow> = [
    {
      key: 'received_at',
      title: t('columns.received_at'),
      render: (_, row) => <span style={nowrap}>{formatJakartaDateTime(row.received_at)}</span>,
    },
    {
      key: 'account_number',
      title: t('columns.account_number'),
      render: (_, row) => (
        <Typography.Text style={{ fontFamily: 'monospace', ...nowrap }}>
          {row.bank_code} {row.account_number}
        </Typography.Text>
      ),
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      render: (_, row) => <span style={nowrap}>{formatRupiah(row.amount)}</span>,
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, row) => (
        <Flex gap={4} wrap={false}>
          <CallbackStatusTag status={row.status} />
          {row.reversed && (
            <Tag color="red" data-testid="callback-reversed" style={{ marginInlineEnd: 0 }}>
              {t('reversed')}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'posted_amount',
      title: t('columns.posted_amount'),
      align: 'right',
      render: (_, row) => (row.posted_amount != null ? <span style={nowrap}>{formatRupiah(row.posted_amount)}</span> : none),
    },
    { key: 'loan', title: t('columns.loan'), render: (_, row) => <LoanLink loanId={row.loan_id} /> },
    {
      key: 'note',
      title: t('columns.note'),
      render: (_, row) =>
        row.status === 'assigned' ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('reconciliation.assigned_by', { name: row.assigned_by_name ?? '—' })}
            {row.assigned_at ? ` · ${formatJakartaDateTime(row.assigned_at)}` : ''}
          </Typography.Text>
        ) : (
          <Reason reason={row.reason} />
        ),
    },
    {
      key: 'payment_id',
      title: t('columns.payment_id'),
      render: (_, row) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.provider_payment_id}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text>{t('reconciliation.date')}</Typography.Text>
        <DatePicker
          aria-label={t('reconciliation.date')}
          format={TITLE_DAY_FORMAT}
          allowClear={false}
          value={dayjs(date)}
          disabledDate={(d) => afterJakartaToday(d)}
          onChange={(value) => value && onDateChange(pickerDate(value))}
          data-testid="reconciliation-date"
        />
      </Flex>
      {day.isError && <Alert type="error" showIcon title={day.error.message} style={{ marginBottom: 16 }} />}
      <CountCards
        loading={day.isPending}
        entries={FIGURES.map((figure) => ({
          key: figure,
          label: t(`reconciliation.figures.${figure}`),
          value: data?.[figure].count,
          note: data ? formatRupiah(data[figure].amount) : undefined,
        }))}
      />
      <Table<ReconciliationRow>
        data-testid="reconciliation-table"
        rowKey="callback_id"
        size="middle"
        loading={day.isFetching}
        columns={columns}
        dataSource={data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('reconciliation.empty') }}
      />
    </>
  );
}
