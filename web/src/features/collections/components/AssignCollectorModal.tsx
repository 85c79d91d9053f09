/**
 * Assigns the selected worklist rows to a collector: back-office staff (the PIC choice of the
 * loan applications); the server refuses anyone else with `collector_invalid`, shown on the field.
 */
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { assignCollector, useCollectionsMutation, useCollectors } from '../api';
import { assignSchema } from '../schemas';

const rules = rulesFor(assignSchema);

interface Props {
  loanIds: string[];
  onClose: () => void;
  /** Called once the loans are assigned (the selection clears). */
  onDone: () => void;
}

export function AssignCollectorModal({ loanIds, onClose, onDone }: Props) {
  const { t } = useTranslation('collections');
  const [form] = Form.useForm<{ collector_id?: string }>();
  const collectors = useCollectors();
  const assign = useCollectionsMutation((collectorId: string) => assignCollector(loanIds, collectorId));

  async function submit(values: { collector_id?: string }) {
    if (!values.collector_id || assign.isPending) return;
    try {
      const answer = await assign.mutateAsync(values.collector_id);
      toastSuccess(answer.msg);
      onDone();
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open
      title={t('assign.title')}
      okText={t('assign.save')}
      okButtonProps={{ loading: assign.isPending, htmlType: 'submit', form: 'assign-collector' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="assign-target">
        {t('assign.for_many', { count: loanIds.length })}
      </Typography.Paragraph>
      <Form form={form} id="assign-collector" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="collector_id" label={t('assign.collector')} rules={rules('collector_id', true)}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(collectors.data ?? []).map((c) => ({ value: c.id, label: c.full_name, title: c.email }))}
            loading={collectors.isPending}
            placeholder={t('assign.placeholder')}
            data-testid="assign-collector-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
