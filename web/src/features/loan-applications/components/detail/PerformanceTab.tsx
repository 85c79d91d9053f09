import { Descriptions, Flex, Table, Typography, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail, MonthlyIncome } from '../../../../entities/loan-application/types';
import { formatNumber, formatRupiah } from '../../../../lib/format';
import { FileList, type FileEntry } from './files';
import { NotFilled } from './NotFilled';

/** Historical financial and performance data: app, service, monthly incomes, averages, family income. */
export function PerformanceTab({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const f = detail.financial;
  if (!f) return <NotFilled />;

  const items: DescriptionsProps['items'] = [
    { key: 'app', label: t('detail.performance.app'), children: t(`ride_hailing_app.${f.ride_hailing_app}`) },
    {
      key: 'service',
      label: t('detail.performance.service_months'),
      children: t('detail.performance.months', { count: f.service_months, value: formatNumber(f.service_months) }),
    },
    {
      key: 'average',
      label: t('detail.performance.average'),
      children: <span data-testid="average-income">{formatRupiah(f.average_monthly_income)}</span>,
    },
    { key: 'per_day', label: t('detail.performance.per_day'), children: formatRupiah(f.income_per_day) },
    {
      key: 'family',
      label: t('detail.performance.family_income'),
      children: f.family_income ? formatRupiah(f.family_income.amount) : t('detail.performance.no_family_income'),
    },
  ];

  const incomes = [...f.monthly_incomes].sort((a, b) => b.year - a.year || b.month - a.month);
  const files: FileEntry[] = [
    ...(f.income_history_file_id ? [{ kind: 'income_history', fileId: f.income_history_file_id }] : []),
    ...(f.family_income?.proof_file_id ? [{ kind: 'family_income_proof', fileId: f.family_income.proof_file_id }] : []),
  ];

  return (
    <Flex vertical gap={24}>
      <Descriptions title={t('detail.performance.summary')} bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <div>
        <Typography.Title level={5}>{t('detail.performance.incomes')}</Typography.Title>
        <Table<MonthlyIncome>
          data-testid="monthly-incomes"
          size="small"
          pagination={false}
          rowKey={(r) => `${r.year}-${r.month}`}
          dataSource={incomes}
          columns={[
            {
              key: 'month',
              title: t('detail.performance.month'),
              render: (_, r) => dayjs(new Date(r.year, r.month - 1, 1)).format('MMMM YYYY'),
            },
            { key: 'amount', title: t('detail.performance.amount'), align: 'right', render: (_, r) => formatRupiah(r.amount) },
          ]}
        />
      </div>
      <div>
        <Typography.Title level={5}>{t('detail.performance.files')}</Typography.Title>
        {files.length ? <FileList entries={files} files={detail.files} /> : <NotFilled />}
      </div>
    </Flex>
  );
}
