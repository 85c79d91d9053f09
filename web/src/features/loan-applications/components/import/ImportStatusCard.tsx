import { Alert, App, Button, Card, Col, Flex, Progress, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ButtonLink';
import { DownloadButton } from '../../../../components/DownloadButton';
import { APPLICATION_IMPORT_PATH, APPLICATION_LIST_PATH } from '../../../../entities/loan-application/paths';
import { ApiError } from '../../../../lib/api';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { toastSuccess } from '../../../../lib/notify';
import { notifyActionError } from '../../display';
import {
  allowsImport,
  importErrorsApiPath,
  useImport,
  useImportAction,
  type LoanImport,
  type LoanImportChange,
  type LoanImportError,
} from '../../importApi';
import { ImportStatusTag } from './ImportStatusTag';

/** A 0–100 share of `done` in `total` (an empty bar while the total is not known). */
function percent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
}

function ProgressLine({ label, done, total, testId }: { label: string; done: number; total: number; testId: string }) {
  const { t } = useTranslation('applicationImport');
  return (
    <div data-testid={testId}>
      <Flex justify="space-between">
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text type="secondary" data-testid={`${testId}-text`}>
          {t('card.progress', { done: formatNumber(done), total: formatNumber(total) })}
        </Typography.Text>
      </Flex>
      <Progress percent={percent(done, total)} showInfo={false} />
    </div>
  );
}

function Count({ title, value, testId }: { title: string; value: number; testId: string }) {
  return (
    <Col xs={8}>
      <Card size="small" data-testid={testId}>
        <Statistic title={title} value={value} formatter={(v) => formatNumber(Number(v))} />
      </Card>
    </Col>
  );
}

/** The rows with errors: spreadsheet row, the column's label, the server's message. */
function ErrorTable({ item }: { item: LoanImport }) {
  const { t } = useTranslation('applicationImport');
  const rows = item.errors.map((error, index) => ({ ...error, key: index }));
  return (
    <div>
      <Typography.Title level={5}>{t('errors.title')}</Typography.Title>
      {item.errors_capped && (
        <Alert
          type="info"
          showIcon
          title={t('errors.capped', { count: item.errors.length })}
          style={{ marginBottom: 8 }}
          data-testid="import-errors-capped"
        />
      )}
      <Table<LoanImportError & { key: number }>
        data-testid="import-errors"
        dataSource={rows}
        size="small"
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('errors.row'), width: 80 },
          {
            key: 'column',
            title: t('errors.column'),
            width: 220,
            // A column the texts do not know yet shows its key, as the template heads it.
            render: (_, error) => t(`columns.${error.field}`, { defaultValue: error.field }),
          },
          { key: 'message', dataIndex: 'message', title: t('errors.message') },
        ]}
      />
    </div>
  );
}

/** What the import says about itself once the server is no longer checking it. */
function Outcome({ item }: { item: LoanImport }) {
  const { t } = useTranslation('applicationImport');
  switch (item.status) {
    case 'checking':
    case 'importing':
      return <Typography.Text type="secondary">{t(`card.${item.status}`)}</Typography.Text>;
    case 'done':
      // An Alert rather than antd's Result, whose illustrations would weigh on this page.
      return (
        <Alert
          type="success"
          showIcon
          title={t('done.title', { count: item.rows_created })}
          description={
            <Flex vertical gap={12} align="start">
              {t('done.text')}
              <Flex gap={8} wrap>
                <ButtonLink type="primary" to={APPLICATION_LIST_PATH}>
                  {t('done.list')}
                </ButtonLink>
                <ButtonLink to={APPLICATION_IMPORT_PATH}>{t('done.another')}</ButtonLink>
              </Flex>
            </Flex>
          }
          data-testid="import-done"
        />
      );
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          title={t('card.failed', { created: formatNumber(item.rows_created), valid: formatNumber(item.rows_valid) })}
          data-testid="import-failed"
        />
      );
    case 'cancelled':
      return <Alert type="info" showIcon title={t('card.cancelled')} data-testid="import-cancelled" />;
    default:
      return null;
  }
}

/** The buttons the import's `allowed_actions` allow: commit the valid rows, download the errors, cancel. */
function Actions({ item }: { item: LoanImport }) {
  const { t } = useTranslation('applicationImport');
  const { modal } = App.useApp();
  const action = useImportAction();
  const pending = (name: LoanImportChange) => action.isPending && action.variables?.action === name;

  async function run(name: LoanImportChange) {
    try {
      const { msg } = await action.mutateAsync({ importId: item.import_id, action: name });
      if (name === 'commit') toastSuccess(t('actions.commit_started'), msg);
      else toastSuccess(t('actions.cancelled'));
    } catch (error) {
      notifyActionError(error);
    }
  }

  function confirmCommit() {
    modal.confirm({
      title: t('actions.commit_confirm', { count: item.rows_valid }),
      content: t('actions.commit_content'),
      okText: t('actions.commit_ok'),
      cancelText: t('applications:cancel'),
      onOk: () => run('commit'),
    });
  }

  function confirmCancel() {
    modal.confirm({
      title: t('actions.cancel_confirm'),
      content: t('actions.cancel_content'),
      okText: t('actions.cancel_ok'),
      okButtonProps: { danger: true },
      cancelText: t('actions.keep'),
      onOk: () => run('cancel'),
    });
  }

  const buttons = [
    allowsImport(item, 'commit') && (
      <Button key="commit" type="primary" loading={pending('commit')} onClick={confirmCommit} data-testid="import-commit">
        {t('actions.commit', { count: item.rows_valid })}
      </Button>
    ),
    allowsImport(item, 'download_errors') && (
      <DownloadButton
        key="errors"
        path={importErrorsApiPath(item.import_id)}
        filename={`import-errors-${item.import_id.slice(0, 8)}.xlsx`}
        label={t('errors.download')}
        testId="import-download-errors"
      />
    ),
    allowsImport(item, 'cancel') && (
      <Button key="cancel" danger loading={pending('cancel')} onClick={confirmCancel} data-testid="import-cancel">
        {t('actions.cancel')}
      </Button>
    ),
  ].filter(Boolean);

  return buttons.length ? (
    <Flex gap={8} wrap align="center" data-testid="import-actions">
      {buttons}
    </Flex>
  ) : null;
}

/**
 * One import: its file, status and upload time; progress bars of the rows checked and of the
 * applications created, read again every second while the server works; the counts of valid
 * and invalid rows; the buttons it allows; the rows with errors; and, once done, a way back to
 * the list.
 */
export function ImportStatusCard({ importId }: { importId: string }) {
  const { t } = useTranslation('applicationImport');
  const query = useImport(importId);

  if (query.isPending) return <Card loading />;
  if (query.isError) {
    const retry =
      query.error instanceof ApiError && query.error.status === 404 ? null : (
        <Button size="small" onClick={() => void query.refetch()}>
          {t('errors:retry')}
        </Button>
      );
    return <Alert type="error" showIcon title={query.error.message} action={retry} data-testid="import-load-error" />;
  }

  const item = query.data;
  const creating = item.status === 'importing' || item.status === 'done' || item.status === 'failed';
  return (
    <Card
      data-testid="import-status"
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong data-testid="import-file">
            {item.file_name}
          </Typography.Text>
          <ImportStatusTag status={item.status} testId="import-status-tag" />
        </Flex>
      }
      extra={<Typography.Text type="secondary">{t('card.uploaded_at', { at: formatDateTime(item.created_at) })}</Typography.Text>}
    >
      <Flex vertical gap={16}>
        <ProgressLine label={t('card.rows_checked')} done={item.rows_checked} total={item.rows_total} testId="import-checked" />
        {creating && (
          <ProgressLine label={t('card.rows_created')} done={item.rows_created} total={item.rows_valid} testId="import-created" />
        )}
        <Row gutter={[16, 16]}>
          <Count title={t('card.rows_total')} value={item.rows_total} testId="import-rows-total" />
          <Count title={t('card.rows_valid')} value={item.rows_valid} testId="import-rows-valid" />
          <Count title={t('card.rows_invalid')} value={item.rows_invalid} testId="import-rows-invalid" />
        </Row>
        <Outcome item={item} />
        <Actions item={item} />
        {item.errors.length > 0 && <ErrorTable item={item} />}
      </Flex>
    </Card>
  );
}
