/**
 * Moves a unit to another status (into service, repossessed, sold, returned to stock once its
 * loan has ended …) with a note. It offers only the unit's `status_moves`, the moves the server
 * allows (it refuses others with 409 `motorcycle_status_invalid`, told as a toast), checks the
 * version the form was opened with, and the toast says what the move did ("Motorcycle returned
 * to stock; holder ended").
 */
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { changeMotorcycleStatus, useAssetMutation } from '../api';
import { statusChangeSchema, type MotorcycleStatus, type MotorcycleView } from '../schemas';

interface Values {
  status?: MotorcycleStatus;
  note?: string;
}

const rules = rulesFor(statusChangeSchema);

export function ChangeStatusModal({ unit, onClose }: { unit: MotorcycleView | null; onClose: () => void }) {
  const { t } = useTranslation('motorcycle');
  const [form] = Form.useForm<Values>();
  const mutation = useAssetMutation((values: Values) =>
    changeMotorcycleStatus(unit?.id ?? '', { status: values.status as MotorcycleStatus, note: (values.note ?? '').trim(), version: unit?.version ?? 0 }),
  );

  async function submit(values: Values) {
    try {
      const changed = await mutation.mutateAsync(values);
      toastSuccess(changed.message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={unit !== null}
      title={t('status_change.title', { plate: unit?.plate_number ?? '' })}
      okText={t('form.save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'status-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} id="status-form" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="status" label={t('status_change.status')} rules={rules('status', true)}>
          <Select options={(unit?.status_moves ?? []).map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="status-move" />
        </Form.Item>
        <Form.Item name="note" label={t('status_change.note')} rules={rules('note', true)}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
