import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow } from '../../../entities/loan-application/types';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { zodRule } from '../../../lib/zodRule';
import { deleteApplication, useApplicationMutation } from '../api';
import { notifyActionError } from '../display';
import { DELETE_REASON_MAX, deleteSchema } from '../schemas';

interface Props {
  /** The application to delete; the modal is open while it is set. */
  row: ApplicationRow | null;
  onClose: () => void;
  /** Called once the application is deleted. */
  onDeleted?: (loanId: string) => void;
}

/** Asks for the required reason, then soft-deletes the application (it leaves the list). */
export function DeleteModal({ row, onClose, onDeleted }: Props) {
  const { t } = useTranslation('applications');
  const [form] = Form.useForm<{ reason: string }>();
  const mutation = useApplicationMutation((v: { loanId: string; reason: string; version: number }) =>
    deleteApplication(v.loanId, v.reason, v.version),
  );

  async function submit({ reason }: { reason: string }) {
    if (!row) return;
    try {
      await mutation.mutateAsync({ loanId: row.loan_id, reason: reason.trim(), version: row.version });
      toastSuccess(t('delete.done', { loanId: row.loan_id }));
      onDeleted?.(row.loan_id);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={row !== null}
      title={row ? t('delete.title', { loanId: row.loan_id }) : ''}
      okText={t('delete.ok')}
      okButtonProps={{ danger: true, loading: mutation.isPending, htmlType: 'submit', form: 'delete-application' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('delete.note')}</Typography.Paragraph>
      <Form form={form} id="delete-application" layout="vertical" onFinish={(values) => void submit(values)} requiredMark>
        <Form.Item name="reason" label={t('delete.reason')} rules={[zodRule(deleteSchema, 'reason')]}>
          <Input.TextArea
            rows={3}
            maxLength={DELETE_REASON_MAX}
            showCount
            placeholder={t('delete.reason_placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
