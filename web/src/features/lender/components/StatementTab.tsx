/**
 * A funder's monthly statement on its lender's page (issue 44 item 5): a month (this month by
 * default, no later one), the month's movements of the lender's book in rupiah — opening and
 * closing outstanding principal, disbursed, collected principal and interest, fees, late fees,
 * written off, recovered, reversals, opening entries — whether they reconcile, the month-end
 * quality mix of the lender's regime (each bucket with its loans and outstanding principal) with
 * the NPL/NPF and TWP90 percentages, and the statement as an xlsx workbook or a PDF in the
 * caller's language. The month lives in the URL beside the tab (`?tab=statement&month=2026-11`).
 */
import { Alert, Button, DatePicker, Descriptions, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton';
import { Panel } from '../../../components/Panel';
import { formatNumber, formatPercent, formatRupiah } from '../../../lib/format';
import { TITLE_MONTH_FORMAT } from '../../../lib/jakartaTime';
import { jakartaMonth, statementApiPath, useStatement, type Statement, type StatementBucket } from '../statement';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The figures in the order of the statement, each a rupiah amount of the API's answer. */
const FIGURES = [
  'opening_outstanding_principal',
  'disbursed',
  'collected_principal',
  'collected_interest',
  'fees',
  'late_fees_collected',
  'written_off',
  'recovered',
  'reversals',
  'opening_entries',
  'closing_outstanding_principal',
] as const satisfies readonly (keyof Statement)[];

interface Props {
  lenderId: string;
  /** The month shown, `YYYY-MM`. */
  month: string;
  onMonthChange: (month: string) => void;
}

function Figures({ statement }: { statement: Statement }) {
  const { t } = useTranslation('lender');
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, lg: 2 }}
      data-testid="statement-figures"
      items={FIGURES.map((key) => ({
        key,
        label: t(`statement.${key}`),
        children: (
          <span style={nowrap} data-testid={`statement-${key}`} data-amount={statement[key]}>
            {formatRupiah(statement[key])}
          </span>
        ),
      }))}
    />
  );
}

function DpdMix({ statement }: { statement: Statement }) {
  const { t } = useTranslation('lender');
  const columns: TableColumnsType<StatementBucket> = [
    { key: 'name', title: t('statement.bucket'), dataIndex: 'name' },
    {
      key: 'non_performing',
      title: t('statement.non_performing'),
      render: (_, row) =>
        row.non_performing ? (
          <Tag color="red" data-testid="bucket-non-performing">
            {t('statement.yes')}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('statement.no')}</Typography.Text>
        ),
    },
    { key: 'loans', title: t('statement.loans'), align: 'right', render: (_, row) => <span data-testid="bucket-loans">{formatNumber(row.loans)}</span> },
    {
      key: 'outstanding',
      title: t('statement.outstanding_principal'),
      align: 'right',
      render: (_, row) => (
        <span style={nowrap} data-testid="bucket-outstanding">
          {formatRupiah(row.outstanding_principal)}
        </span>
      ),
    },
  ];
  return (
    <div>
      <Typography.Title level={5}>{t('statement.dpd_mix')}</Typography.Title>
      <Table<StatementBucket>
        data-testid="statement-dpd-mix"
        rowKey="bucket"
        size="small"
        columns={columns}
        dataSource={statement.dpd_mix}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: t('statement.empty') }}
      />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginTop: 16 }}
        items={[
          { key: 'npl', label: t('statement.npl'), children: <span data-testid="statement-npl">{formatPercent(statement.npl_percent)}</span> },
          { key: 'twp90', label: t('statement.twp90'), children: <span data-testid="statement-twp90">{formatPercent(statement.twp90_percent)}</span> },
        ]}
      />
    </div>
  );
}

export function StatementTab({ lenderId, month, onMonthChange }: Props) {
  const { t } = useTranslation('lender');
  const statement = useStatement(lenderId, month);
  const data = statement.data;
  const path = statementApiPath(lenderId, month);

  return (
    <Panel data-testid="lender-statement">
      <Flex vertical gap={16}>
        <Flex gap={8} align="center" justify="space-between" wrap>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{t('statement.month')}</Typography.Text>
            <DatePicker
              picker="month"
              aria-label={t('statement.month')}
              format={TITLE_MONTH_FORMAT}
              allowClear={false}
              value={dayjs(`${month}-01`)}
              disabledDate={(d) => d.format('YYYY-MM') > jakartaMonth()}
              onChange={(value) => value && onMonthChange(value.format('YYYY-MM'))}
              data-testid="statement-month"
            />
            {data && (
              <Tag color={data.reconciles ? 'green' : 'red'} data-testid="statement-reconciles" data-reconciles={data.reconciles}>
                {t(data.reconciles ? 'statement.reconciles' : 'statement.does_not_reconcile')}
              </Tag>
            )}
          </Flex>
          <Flex gap={8} wrap>
            <DownloadButton path={path} params={{ format: 'xlsx' }} filename={`statement-${month}.xlsx`} label={t('statement.download_xlsx')} testId="statement-xlsx" />
            <DownloadButton path={path} params={{ format: 'pdf' }} filename={`statement-${month}.pdf`} label={t('statement.download_pdf')} testId="statement-pdf" />
          </Flex>
        </Flex>
        {statement.isError && (
          <Alert
            type="error"
            showIcon
            title={statement.error.message}
            action={
              <Button size="small" onClick={() => void statement.refetch()}>
                {t('errors:retry')}
              </Button>
            }
          />
        )}
        {statement.isPending && <Skeleton active />}
        {data && (
          <>
            <Figures statement={data} />
            <DpdMix statement={data} />
          </>
        )}
      </Flex>
    </Panel>
  );
}
