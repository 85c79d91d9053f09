/**
 * Registers a battery: serial, model, capacity (kWh), state of health (%) and cycle count. The
 * server's field errors (a serial already registered …) show under their fields; the create
 * carries an `Idempotency-Key` per body.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput, WholeNumberInput } from '../../../components/NumberInputs';
import { notifyActionError } from '../../../lib/actionErrors';
import { keyPerBody } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { createBattery, useBatteryMutation } from '../api';
import { TEXT_MAX, batterySchema, type BatteryInput } from '../schemas';

interface Values {
  serial?: string;
  model?: string;
  capacity_kwh?: number;
  state_of_health_percent?: number;
  cycle_count?: number;
}

const rules = rulesFor(batterySchema);

function toInput(values: Values): BatteryInput {
  return {
    serial: (values.serial ?? '').trim(),
    model: (values.model ?? '').trim(),
    capacity_kwh: values.capacity_kwh ?? 0,
    state_of_health_percent: values.state_of_health_percent ?? 0,
    cycle_count: values.cycle_count ?? 0,
  };
}

export function RegisterBatteryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('battery');
  const [form] = Form.useForm<Values>();
  const [keyFor] = useState(keyPerBody);
  const mutation = useBatteryMutation((input: BatteryInput) => createBattery(input, keyFor(input)));

  async function submit(values: Values) {
    try {
      const created = await mutation.mutateAsync(toInput(values));
      toastSuccess(created.message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={open}
      title={t('form.register_title')}
      okText={t('form.save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'battery-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} id="battery-form" layout="vertical" initialValues={{ state_of_health_percent: 100, cycle_count: 0 }} onFinish={(values) => void submit(values)}>
        <Form.Item name="serial" label={t('fields.serial')} rules={rules('serial', true)} normalize={(v?: string) => v?.toUpperCase()}>
          <Input maxLength={TEXT_MAX} />
        </Form.Item>
        <Form.Item name="model" label={t('fields.model')} rules={rules('model', true)}>
          <Input maxLength={TEXT_MAX} />
        </Form.Item>
        <Form.Item name="capacity_kwh" label={t('fields.capacity_kwh')} rules={rules('capacity_kwh', true)}>
          <NumberInput min={0} step={0.1} suffix="kWh" />
        </Form.Item>
        <Form.Item name="state_of_health_percent" label={t('fields.state_of_health_percent')} rules={rules('state_of_health_percent', true)}>
          <NumberInput min={0} max={100} suffix="%" />
        </Form.Item>
        <Form.Item name="cycle_count" label={t('fields.cycle_count')} rules={rules('cycle_count', true)}>
          <WholeNumberInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
