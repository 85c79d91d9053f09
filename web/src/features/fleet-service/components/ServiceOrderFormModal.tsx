/**
 * "New service order": the motorcycle (searched by plate), the kind, the workshop, what is to be
 * done, the day it is booked, the odometer, and the items (name, quantity, cost of one in
 * rupiah) with their total as they are typed. The server's field errors land on their fields
 * (`items.0.cost` on that item's cost). The same `Idempotency-Key` goes with a repeat of the same
 * body, so a double click creates one order.
 */
import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { keyPerBody } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { formatRupiah } from '../../../lib/format';
import { jakartaToday, pickerDate } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { TEXT_MAX } from '../../../lib/schemas';
import { rulesFor } from '../../../lib/zodRule';
import {
  SERVICE_KINDS,
  createServiceOrder,
  useFleetMutation,
  type MotorcycleOption,
  type ServiceKind,
  type ServiceOrderInput,
} from '../api';
import { NAME_MAX, itemsTotal, serviceOrderSchema, type ItemDraft } from '../schemas';
import { MotorcycleSelect } from './MotorcycleSelect';
import { KmInput, RupiahInput, WholeNumberInput } from '../../../components/NumberInputs';

/** What the dialog starts from: nothing, or a unit due a service. */
export interface NewOrderStart {
  motorcycle?: MotorcycleOption;
  kind?: ServiceKind;
}

interface Values {
  motorcycle_id?: string;
  kind?: ServiceKind;
  workshop?: string;
  description?: string;
  scheduled_on?: Dayjs | null;
  odometer_km?: number | null;
  items?: ItemDraft[];
}

const rules = rulesFor(serviceOrderSchema);

function toInput(values: Values): ServiceOrderInput {
  return {
    motorcycle_id: values.motorcycle_id ?? '',
    kind: values.kind as ServiceKind,
    workshop: (values.workshop ?? '').trim(),
    description: (values.description ?? '').trim(),
    scheduled_on: values.scheduled_on ? pickerDate(values.scheduled_on) : '',
    odometer_km: values.odometer_km ?? null,
    items: (values.items ?? []).map((item) => ({ name: (item?.name ?? '').trim(), quantity: item?.quantity ?? 0, cost: item?.cost ?? 0 })),
  };
}

export function ServiceOrderFormModal({ start, onClose }: { start: NewOrderStart | null; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  // A new form each time the dialog opens (its own start and its own keys).
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  const open = start !== null;
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  const [sending, setSending] = useState(false);

  return (
    <Modal
      open={open}
      title={t('form.new_title')}
      okText={t('form.create')}
      okButtonProps={{ loading: sending, htmlType: 'submit', form: 'service-order-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      {start && <OrderForm key={opening} start={start} onSending={setSending} onDone={onClose} />}
    </Modal>
  );
}

function OrderForm({ start, onSending, onDone }: { start: NewOrderStart; onSending: (busy: boolean) => void; onDone: () => void }) {
  const { t } = useTranslation('fleet');
  const [form] = Form.useForm<Values>();
  const [keyFor] = useState(keyPerBody);
  const mutation = useFleetMutation((input: ServiceOrderInput) => createServiceOrder(input, keyFor(input)));
  const items = Form.useWatch('items', form);
  const total = itemsTotal(items);

  async function submit(values: Values) {
    onSending(true);
    try {
      const created = await mutation.mutateAsync(toInput(values));
      toastSuccess(t('form.created', { plate: created.plate_number }));
      onDone();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    } finally {
      onSending(false);
    }
  }

  const initial: Values = {
    motorcycle_id: start.motorcycle?.id,
    kind: start.kind ?? 'maintenance',
    scheduled_on: dayjs(jakartaToday()),
    odometer_km: start.motorcycle?.odometer_km ?? undefined,
    items: [{ quantity: 1 }],
  };

  return (
    <Form form={form} id="service-order-form" layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
      <Flex gap={16} wrap>
        <Form.Item name="motorcycle_id" label={t('fields.motorcycle')} rules={rules('motorcycle_id', true)} style={{ flex: '1 1 280px' }}>
          <MotorcycleSelect
            initial={start.motorcycle}
            onPick={(m) => {
              if (m?.odometer_km != null && form.getFieldValue('odometer_km') == null) form.setFieldValue('odometer_km', m.odometer_km);
            }}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('fields.kind')} rules={rules('kind', true)} style={{ flex: '1 1 200px' }}>
          <Select options={SERVICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="workshop" label={t('fields.workshop')} rules={rules('workshop', true)} style={{ flex: '1 1 280px' }}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="scheduled_on" label={t('fields.scheduled_on')} rules={rules('scheduled_on', true)} style={{ flex: '1 1 160px' }}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="odometer_km" label={t('fields.odometer_km')} rules={rules('odometer_km')} style={{ flex: '1 1 160px' }}>
          <KmInput />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={t('fields.description')} rules={rules('description', true)}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX} />
      </Form.Item>

      <Typography.Text strong>{t('items.title')}</Typography.Text>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <div data-testid="service-items" style={{ marginTop: 8 }}>
            {fields.map((field, index) => {
              const n = index + 1;
              const line = items?.[field.name];
              return (
                <Flex key={field.key} gap={8} align="start" data-testid={`item-${index}`}>
                  <Form.Item name={[field.name, 'name']} rules={rules(['items', field.name, 'name'])} style={{ flex: '3 1 200px', marginBottom: 8 }}>
                    <Input aria-label={t('items.name_n', { n })} placeholder={t('items.name')} maxLength={NAME_MAX} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'quantity']} rules={rules(['items', field.name, 'quantity'])} style={{ flex: '1 1 80px', marginBottom: 8 }}>
                    <WholeNumberInput min={1} aria-label={t('items.quantity_n', { n })} placeholder={t('items.quantity')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'cost']} rules={rules(['items', field.name, 'cost'])} style={{ flex: '2 1 150px', marginBottom: 8 }}>
                    <RupiahInput aria-label={t('items.cost_n', { n })} placeholder={t('items.cost')} />
                  </Form.Item>
                  <Typography.Text style={{ flex: '1 1 110px', textAlign: 'right', lineHeight: '32px' }} data-testid={`item-${index}-subtotal`}>
                    {formatRupiah((line?.quantity ?? 0) * (line?.cost ?? 0))}
                  </Typography.Text>
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('items.remove_n', { n })} />
                </Flex>
              );
            })}
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} data-testid="add-item">
                {t('items.add')}
              </Button>
              <Space>
                <Typography.Text type="secondary">{t('items.total')}</Typography.Text>
                <Typography.Text strong data-testid="items-total">
                  {formatRupiah(total)}
                </Typography.Text>
              </Space>
            </Flex>
          </div>
        )}
      </Form.List>
    </Form>
  );
}

