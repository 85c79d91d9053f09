import { Alert, Card, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { importPath } from '../../../../entities/loan-application/paths';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useRecentImports, type LoanImportSummary } from '../../importApi';
import { ImportStatusTag } from './ImportStatusTag';

/** The recent imports, newest first, each linking to its page; the one shown (`current`) in bold. */
export function RecentImports({ current }: { current?: string }) {
  const { t } = useTranslation('applicationImport');
  const recent = useRecentImports();
  return (
    <Card title={t('recent.title')}>
      {recent.isError && <Alert type="error" showIcon title={recent.error.message} style={{ marginBottom: 16 }} />}
      <Table<LoanImportSummary>
        data-testid="recent-imports"
        rowKey="import_id"
        dataSource={recent.data?.items ?? []}
        loading={recent.isFetching}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recent.empty')} /> }}
        columns={[
          {
            key: 'file',
            title: t('recent.file'),
            render: (_, item) => (
              <Link to={importPath(item.import_id)}>
                <Typography.Text strong={item.import_id === current} style={{ color: 'inherit' }}>
                  {item.file_name}
                </Typography.Text>
              </Link>
            ),
          },
          {
            key: 'status',
            title: t('recent.status'),
            render: (_, item) => <ImportStatusTag status={item.status} />,
          },
          {
            key: 'rows',
            title: t('recent.rows'),
            render: (_, item) =>
              t('recent.rows_value', { valid: formatNumber(item.rows_valid), invalid: formatNumber(item.rows_invalid) }),
          },
          {
            key: 'created',
            title: t('recent.created'),
            render: (_, item) => formatNumber(item.rows_created),
          },
          {
            key: 'uploaded_at',
            title: t('recent.uploaded_at'),
            render: (_, item) => formatDateTime(item.created_at),
          },
        ]}
      />
    </Card>
  );
}
