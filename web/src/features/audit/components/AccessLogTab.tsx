/**
 * A borrower's data access log (issue 12, level 21), for the borrower detail: who read the
 * borrower's data, when, and what as a sentence (issue 45 item 2: the staff member, the loan ID
 * and the document's name, never an id) — newest first, page by page — and "Export borrower data", the zip of everything held about the
 * borrower (the server logs the export itself, so the log is read again once it is saved).
 */
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton';
import { ListPage, PAGE_SIZE, useCursorList } from '../../../components/list';
import { formatDateTime } from '../../../lib/format';
import { auditKeys, dataExportPath, fetchAccessLog, type AccessEntry } from '../api';
import { useAccessSentence } from '../sentence';

export function AccessLogTab({ borrowerId }: { borrowerId: string }) {
  const { t } = useTranslation('audit');
  const queryClient = useQueryClient();
  const describe = useAccessSentence();
  const list = useCursorList({
    queryKey: auditKeys.access(borrowerId),
    fetchPage: (cursor, signal) => fetchAccessLog(borrowerId, cursor ? { limit: PAGE_SIZE, cursor } : { limit: PAGE_SIZE }, signal),
  });

  const columns: TableColumnsType<AccessEntry> = [
    { key: 'at', title: t('columns.at'), render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</span> },
    { key: 'actor', title: t('access.columns.actor'), render: (_, row) => row.actor_name },
    {
      key: 'action',
      title: t('access.columns.action'),
      render: (_, row) => (
        <span data-testid="access-sentence" data-action={row.action}>
          {describe(row)}
        </span>
      ),
    },
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
