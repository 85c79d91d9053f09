/**
 * Moves a unit to another status (into service, repossessed, sold …) with a note; the server
 * decides which moves are allowed (409 `motorcycle_status_invalid`, told as a toast) and checks
 * the version the form was opened with.
 */
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { changeMotorcycleStatus, useAssetMutation } from '../api';
import { MOTORCYCLE_STATUSES, statusChangeSchema, type MotorcycleStatus, type MotorcycleView } from '../schemas';

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
          <Select options={MOTORCYCLE_STATUSES.filter((s) => s !== unit?.status).map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('status_change.note')} rules={rules('note', true)}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
