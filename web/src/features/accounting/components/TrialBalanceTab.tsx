/**
 * The trial balance (issue 44, DESIGN §3) at the end of a Jakarta day, today by default: every
 * account with a line to that day — its code, name, total debits and credits, and balance (on
 * its side: a credit balance reads "Cr") — the totals row, whether debits equal credits, and,
 * for today, the reconciliation of the financing receivable with the outstanding principal of
 * the portfolio (the difference is zero when the books agree).
 */
import { Alert, DatePicker, Descriptions, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { formatRupiah } from '../../../lib/format';
import { afterJakartaToday, pickerDate, TITLE_DAY_FORMAT } from '../../../lib/jakartaTime';
import { useTrialBalance, type BookReconciliation, type TrialBalanceRow } from '../api';
import { balanceSide } from '../books';

const nowrap = { whiteSpace: 'nowrap' } as const;

interface Props {
  /** The day shown, `YYYY-MM-DD`. */
  date: string;
  onDateChange: (date: string) => void;
}

/** A balance on its side: "Rp 5.000" for a debit balance, "Rp 5.000 Cr" for a credit one. */
function Balance({ balance }: { balance: number }) {
  const { t } = useTranslation('accounting');
  const { side, amount } = balanceSide(balance);
  return (
    <span style={nowrap} data-testid="tb-balance" data-balance={balance}>
      {formatRupiah(amount)}
      {side === 'credit' && <Typography.Text type="secondary"> {t('trial_balance.credit_side')}</Typography.Text>}
    </span>
  );
}

function Reconciliation({ reconciliation }: { reconciliation: BookReconciliation }) {
  const { t } = useTranslation('accounting');
  const agrees = reconciliation.difference === 0;
  return (
    <div data-testid="tb-reconciliation">
      <Typography.Title level={5}>{t('trial_balance.reconciliation.title')}</Typography.Title>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          {
            key: 'receivable',
            label: t('trial_balance.reconciliation.financing_receivable'),
            children: <span data-testid="tb-financing-receivable">{formatRupiah(reconciliation.financing_receivable)}</span>,
          },
          {
            key: 'outstanding',
            label: t('trial_balance.reconciliation.outstanding_principal'),
            children: <span data-testid="tb-outstanding-principal">{formatRupiah(reconciliation.outstanding_principal)}</span>,
          },
          {
            key: 'difference',
            label: t('trial_balance.reconciliation.difference'),
            children: (
              <Flex gap={8} align="center">
                <span data-testid="tb-difference">{formatRupiah(reconciliation.difference)}</span>
                <Tag color={agrees ? 'green' : 'red'} data-testid="tb-reconciled" style={{ marginInlineEnd: 0 }}>
                  {t(agrees ? 'trial_balance.reconciliation.agrees' : 'trial_balance.reconciliation.differs')}
                </Tag>
              </Flex>
            ),
          },
        ]}
      />
    </div>
  );
}

export function TrialBalanceTab({ date, onDateChange }: Props) {
  const { t } = useTranslation('accounting');
  const balance = useTrialBalance(date);
  const data = balance.data;

  const columns: TableColumnsType<TrialBalanceRow> = [
    { key: 'code', title: t('trial_balance.columns.code'), render: (_, row) => <Typography.Text code>{row.code}</Typography.Text> },
    { key: 'name', title: t('trial_balance.columns.name'), dataIndex: 'name' },
    { key: 'debit', title: t('trial_balance.columns.debit'), align: 'right', render: (_, row) => <span style={nowrap}>{formatRupiah(row.debit)}</span> },
    { key: 'credit', title: t('trial_balance.columns.credit'), align: 'right', render: (_, row) => <span style={nowrap}>{formatRupiah(row.credit)}</span> },
    { key: 'balance', title: t('trial_balance.columns.balance'), align: 'right', render: (_, row) => <Balance balance={row.balance} /> },
  ];

  return (
    <Panel>
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('trial_balance.date')}</Typography.Text>
        <DatePicker
          aria-label={t('trial_balance.date')}
          format={TITLE_DAY_FORMAT}
          allowClear={false}
          value={dayjs(date)}
          disabledDate={(d) => afterJakartaToday(d)}
          onChange={(value) => value && onDateChange(pickerDate(value))}
          data-testid="tb-date"
        />
        {data && (
          <Tag color={data.balanced ? 'green' : 'red'} data-testid="tb-balanced" data-balanced={data.balanced} style={{ marginInlineStart: 8 }}>
            {t(data.balanced ? 'trial_balance.balanced' : 'trial_balance.not_balanced')}
          </Tag>
        )}
      </Flex>
      {balance.isError && <Alert type="error" showIcon title={balance.error.message} />}
      <Table<TrialBalanceRow>
        data-testid="tb-table"
        rowKey="account"
        size="middle"
        loading={balance.isFetching}
        columns={columns}
        dataSource={data?.accounts ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: t('trial_balance.empty') }}
        summary={() =>
          data ? (
            <Table.Summary.Row data-testid="tb-totals">
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('trial_balance.totals')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <Typography.Text strong style={nowrap} data-testid="tb-total-debit">
                  {formatRupiah(data.total_debit)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong style={nowrap} data-testid="tb-total-credit">
                  {formatRupiah(data.total_credit)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Balance balance={data.total_debit - data.total_credit} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : undefined
        }
      />
      {data?.reconciliation ? (
        <Reconciliation reconciliation={data.reconciliation} />
      ) : (
        data && <Typography.Text type="secondary">{t('trial_balance.reconciliation.today_only')}</Typography.Text>
      )}
    </Flex>
    </Panel>
  );
}
