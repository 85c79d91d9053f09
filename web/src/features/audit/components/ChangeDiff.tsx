import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changes, shownValue, type Change } from '../diff';

function Value({ value }: { value: unknown }) {
  const shown = shownValue(value);
  return shown === null ? <Typography.Text type="secondary">—</Typography.Text> : <span style={{ wordBreak: 'break-word' }}>{shown}</span>;
}

/** What one audit row changed: each changed key with its value before and after, side by side. */
export function ChangeDiff({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t } = useTranslation('audit');
  const rows = changes(before, after);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('diff.none')}</Typography.Text>;
  return (
    <Table<Change>
      data-testid="audit-diff"
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'key', title: t('diff.field'), render: (_, row) => <Typography.Text code>{row.key}</Typography.Text> },
        { key: 'before', title: t('diff.before'), render: (_, row) => <Value value={row.before} /> },
        { key: 'after', title: t('diff.after'), render: (_, row) => <Value value={row.after} /> },
      ]}
    />
  );
}
