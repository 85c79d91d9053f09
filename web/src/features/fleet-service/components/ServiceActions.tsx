/**
 * The status moves of a service order, offered exactly as its `allowed_actions` say: start
 * (at once), complete (asks for the odometer reading as the unit leaves, showing the unit's last
 * known one, below which the server refuses it) and cancel (asks first). Each sends the
 * order's `version`; a refused move (409 `service_status_invalid`, or `stale` when someone
 * changed the order meanwhile) is told, and the lists and the order are read again either way.
 */
import { useState, type ReactNode } from 'react';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { SERVICE_ACTIONS, updateServiceStatus, useFleetMutation, type ServiceAction, type ServiceOrder, type ServiceStatusInput } from '../api';
import { completeSchema } from '../schemas';
import { KmInput } from '../../../components/NumberInputs';
import { formatNumber } from '../../../lib/format';

const rules = rulesFor(completeSchema);

export interface ServiceActions {
  /** The label of an action ("Start", "Complete", "Cancel order"). */
  label: (action: ServiceAction) => string;
  run: (order: ServiceOrder, action: ServiceAction) => void;
  pending: boolean;
  /** The dialog of "complete"; render it once next to the list or the detail. */
  dialog: ReactNode;
}

export function useServiceActions(): ServiceActions {
  const { t } = useTranslation('fleet');
  const { modal } = App.useApp();
  const [completing, setCompleting] = useState<ServiceOrder | null>(null);
  const mutation = useFleetMutation((v: { order: ServiceOrder; input: ServiceStatusInput }) => updateServiceStatus(v.order.id, v.input));

  async function move(order: ServiceOrder, action: ServiceAction, extra: Partial<ServiceStatusInput> = {}) {
    await mutation.mutateAsync({ order, input: { status: SERVICE_ACTIONS[action], ...extra, version: order.version } });
    toastSuccess(t(`actions.done.${action}`, { plate: order.plate_number }));
  }

  async function moveOrTell(order: ServiceOrder, action: ServiceAction) {
    try {
      await move(order, action);
    } catch (error) {
      notifyActionError(error);
    }
  }

  function run(order: ServiceOrder, action: ServiceAction) {
    if (action === 'complete') setCompleting(order);
    else if (action === 'cancel')
      modal.confirm({
        title: t('actions.cancel_title', { plate: order.plate_number }),
        content: t('actions.cancel_content'),
        okText: t('actions.cancel'),
        okButtonProps: { danger: true },
        cancelText: t('actions.keep'),
        onOk: () => moveOrTell(order, 'cancel'),
      });
    else void moveOrTell(order, action);
  }

  return {
    label: (action) => t(`actions.${action}`),
    run,
    pending: mutation.isPending,
    dialog: (
      <CompleteModal
        order={completing}
        busy={mutation.isPending}
        onClose={() => setCompleting(null)}
        onComplete={async (order, odometer) => {
          await move(order, 'complete', { odometer_km: odometer });
          setCompleting(null);
        }}
      />
    ),
  };
}

function CompleteModal({
  order,
  busy,
  onClose,
  onComplete,
}: {
  order: ServiceOrder | null;
  busy: boolean;
  onClose: () => void;
  onComplete: (order: ServiceOrder, odometer: number) => Promise<void>;
}) {
  const { t } = useTranslation('fleet');
  const [form] = Form.useForm<{ odometer_km?: number | null }>();

  async function submit(values: { odometer_km?: number | null }) {
    if (!order || values.odometer_km == null) return;
    try {
      await onComplete(order, values.odometer_km);
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={order !== null}
      title={t('actions.complete_title', { plate: order?.plate_number ?? '' })}
      okText={t('actions.complete')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'complete-service' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('actions.complete_help')}</Typography.Paragraph>
      {order?.motorcycle_odometer_km != null && (
        <Typography.Paragraph data-testid="last-odometer">
          {t('actions.last_odometer', { km: formatNumber(order.motorcycle_odometer_km) })}
        </Typography.Paragraph>
      )}
      {/* Starts empty: the reading is taken as the unit leaves, not copied from the booking. */}
      <Form form={form} id="complete-service" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="odometer_km" label={t('fields.odometer_km')} rules={rules('odometer_km', true)}>
          <KmInput autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
