/**
 * The message templates: each code (with its version and when it was last saved) with its
 * Indonesian text (what borrowers get) and English text; "Edit" opens both texts (not offered to a
 * funder's staff, whom the server refuses).
 */
import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Table, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { useTemplates, type Template } from '../api';
import { nowrap, useCanWrite } from './parts';

// The form loads when first opened.
const TemplateModal = lazy(() => import('./TemplateModal').then((m) => ({ default: m.TemplateModal })));

const text = { whiteSpace: 'pre-wrap' } as const;

export function TemplatesTab() {
  const { t } = useTranslation('reminders');
  const templates = useTemplates();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<Template | null>(null);

  return (
    <Panel>
      {templates.isError && <Alert type="error" showIcon title={templates.error.message} style={{ marginBottom: 16 }} />}
      <Table<Template>
        data-testid="templates-table"
        rowKey="code"
        size="middle"
        loading={templates.isFetching}
        dataSource={templates.data ?? []}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('templates.empty') }}
        columns={[
          {
            key: 'code',
            title: t('templates.columns.code'),
            render: (_, row) => (
              <>
                <Typography.Text code style={nowrap}>
                  {row.code}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12, ...nowrap }}>
                  {t('templates.version', { version: row.version })} · {formatJakartaDateTime(row.updated_at)}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'body_id',
            title: t('templates.columns.body_id'),
            width: '34%',
            render: (_, row) => (
              <span style={text} data-testid="template-body-id">
                {row.body_id}
              </span>
            ),
          },
          {
            key: 'body_en',
            title: t('templates.columns.body_en'),
            width: '34%',
            render: (_, row) => (
              <span style={text} data-testid="template-body-en">
                {row.body_en}
              </span>
            ),
          },
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  title: t('templates.columns.actions'),
                  render: (_: unknown, row: Template) => (
                    <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} aria-label={t('templates.edit_of', { code: row.code })}>
                      {t('templates.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Suspense fallback={null}>{editing && <TemplateModal template={editing} onClose={() => setEditing(null)} />}</Suspense>
    </Panel>
  );
}
