import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoanStory, type DocumentRef } from '../../../entities/loan/story';
import { humanize } from '../../../lib/humanize';
import { changes, isIdOnly, shownValue, type Change } from '../diff';

/** The file keys a row's document stands for. */
const FILE_KEYS = ['file_id', 'contract_file_id'];

/**
 * What one audit row changed: each changed field by name, with its value before and after side by
 * side. A loan's fields and statuses read in the reader's language and a file as the document's
 * name; other records' fields by a readable form of their key. Fields holding only ids are left
 * out: the row's sentence names what they point to.
 */
export function ChangeDiff({
  entity,
  before,
  after,
  document,
}: {
  /** The record type (`loan`, `user`, …): a loan's fields have texts of their own. */
  entity: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  document?: DocumentRef | null;
}) {
  const { t, i18n } = useTranslation('audit');
  const story = useLoanStory();
  const loan = entity === 'loan';
  const field = (key: string) => (loan && i18n.exists(`loan:story.field.${key}`) ? t(`loan:story.field.${key}`) : humanize(key));
  const rows = changes(before, after).filter((row) => !isIdOnly(row) || (FILE_KEYS.includes(row.key) && document));
  const value = (key: string, v: unknown) => {
    if (FILE_KEYS.includes(key) && document && v === document.file_id) return story.documentOf(document);
    if (loan && key.endsWith('status') && typeof v === 'string' && i18n.exists(`loan:value.${v}`)) return t(`loan:value.${v}`);
    return shownValue(v);
  };
  if (rows.length === 0) return <Typography.Text type="secondary">{t('diff.none')}</Typography.Text>;
  const cell = (key: string, v: unknown) => {
    const shown = value(key, v);
    return shown === null ? <Typography.Text type="secondary">—</Typography.Text> : <span style={{ wordBreak: 'break-word' }}>{shown}</span>;
  };
  return (
    <Table<Change>
      data-testid="audit-diff"
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'key', title: t('diff.field'), render: (_, row) => field(row.key) },
        { key: 'before', title: t('diff.before'), render: (_, row) => cell(row.key, row.before) },
        { key: 'after', title: t('diff.after'), render: (_, row) => cell(row.key, row.after) },
      ]}
    />
  );
}
