import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchFailure, BatchOutcome } from '../api';

interface Props {
  /** What the batch did (null: closed). */
  outcome: BatchOutcome | null;
  onClose: () => void;
}

/**
 * The summary of a batch on selected applications: the server's summing up, how many were done,
 * and the applications that were not, each with the server's reason.
 */
export function BatchResultModal({ outcome, onClose }: Props) {
  const { t } = useTranslation('applications');
  const failed = outcome?.failed ?? [];
  return (
    <Modal
      open={outcome !== null}
      title={outcome ? t(`batch.${outcome.action}_title`) : null}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="batch-close">
          {t('batch.close')}
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      {outcome && (
        <div data-testid="batch-result">
          {outcome.message && (
            <Alert type={failed.length ? 'warning' : 'success'} showIcon title={outcome.message} style={{ marginBottom: 16 }} />
          )}
          <Typography.Paragraph data-testid="batch-succeeded">
            {t('batch.succeeded', { count: outcome.succeeded.length })}
          </Typography.Paragraph>
          {failed.length > 0 && (
            <>
              <Typography.Paragraph data-testid="batch-failed-count">
                {t('batch.failed', { count: failed.length })}
              </Typography.Paragraph>
              <Table<BatchFailure>
                data-testid="batch-failed"
                rowKey="loan_id"
                dataSource={failed}
                pagination={false}
                size="small"
                scroll={{ y: 320 }}
                columns={[
                  { key: 'loan_id', dataIndex: 'loan_id', title: t('batch.loan_id'), width: 140 },
                  { key: 'message', dataIndex: 'message', title: t('batch.reason') },
                ]}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
