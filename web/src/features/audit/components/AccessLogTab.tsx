/**
 * A borrower's data access log (issue 12, level 21), for the borrower detail: who read the
 * borrower's data, when, what (the detail, a document, an export) and which loan and file —
 * newest first, page by page — and "Export borrower data", the zip of everything held about the
 * borrower (the server logs the export itself, so the log is read again once it is saved).
 */
import { Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton';
import { ListPage, PAGE_SIZE, useCursorList } from '../../../components/list';
import { formatDateTime } from '../../../lib/format';
import { auditKeys, dataExportPath, fetchAccessLog, type AccessEntry } from '../api';

function Code({ value }: { value: string | null }) {
  return value ? <Typography.Text code>{value}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>;
}

export function AccessLogTab({ borrowerId }: { borrowerId: string }) {
  const { t } = useTranslation('audit');
  const queryClient = useQueryClient();
  const list = useCursorList({
    queryKey: auditKeys.access(borrowerId),
    fetchPage: (cursor, signal) => fetchAccessLog(borrowerId, cursor ? { limit: PAGE_SIZE, cursor } : { limit: PAGE_SIZE }, signal),
  });

  const columns: TableColumnsType<AccessEntry> = [
    { key: 'at', title: t('columns.at'), render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</span> },
    { key: 'actor', title: t('access.columns.actor'), render: (_, row) => row.actor_name },
    { key: 'action', title: t('access.columns.action'), render: (_, row) => t(`access.actions.${row.action}`, { defaultValue: row.action }) },
    { key: 'loan', title: t('access.columns.loan'), render: (_, row) => <Code value={row.loan_id ?? null} /> },
    { key: 'file', title: t('access.columns.file'), render: (_, row) => <Code value={row.file_id ?? null} /> },
  ];

  return (
    <ListPage<AccessEntry>
      actions={
        <DownloadButton
          path={dataExportPath(borrowerId)}
          filename={`borrower-data-${borrowerId}.zip`}
          label={t('access.export')}
          testId="borrower-data-export"
          onDone={() => void queryClient.invalidateQueries({ queryKey: auditKeys.access(borrowerId) })}
        />
      }
      list={list}
      columns={columns}
      rowKey="id"
      tableTestId="access-log-table"
      filtered={false}
      emptyText={t('access.empty')}
      totalText={(count) => t('access.total', { count })}
    />
  );
}
