/**
 * "Add ticket": an e-toll or ETLE ticket typed by hand — kind, plate, when it happened (a Jakarta
 * clock, WIB, whatever the browser's zone; not in the future), place, violation, amount in rupiah
 * and status. The server finds the unit and the borrower who held it then. Field errors land on
 * their fields; a repeat of the same body sends the same `Idempotency-Key`.
 */
import { useState } from 'react';
import { DatePicker, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { keyPerBody } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { JAKARTA_LABEL, JAKARTA_PICKER_FORMAT, afterJakartaToday, wallTimeToJakartaIso } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { TICKET_KINDS, TICKET_STATUSES, createTicket, useFleetMutation, type TicketInput, type TicketKind, type TicketStatus } from '../api';
import { NAME_MAX, normalizePlate, ticketSchema } from '../schemas';
import { RupiahInput } from '../../../components/NumberInputs';

interface Values {
  kind?: TicketKind;
  plate_number?: string;
  occurred_at?: Dayjs | null;
  place?: string;
  violation?: string;
  amount?: number | null;
  status?: TicketStatus;
}

const rules = rulesFor(ticketSchema);

function toInput(values: Values): TicketInput {
  return {
    kind: values.kind as TicketKind,
    plate_number: (values.plate_number ?? '').trim(),
    occurred_at: values.occurred_at ? wallTimeToJakartaIso(values.occurred_at) : '',
    place: (values.place ?? '').trim(),
    violation: (values.violation ?? '').trim(),
    amount: values.amount ?? 0,
    status: values.status ?? 'unpaid',
  };
}

export function TicketFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const [form] = Form.useForm<Values>();
  const [keyFor] = useState(keyPerBody);
  const mutation = useFleetMutation((input: TicketInput) => createTicket(input, keyFor(input)));

  async function submit(values: Values) {
    try {
      const created = await mutation.mutateAsync(toInput(values));
      toastSuccess(t('ticket_form.created', { plate: created.plate_number }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={open}
      title={t('ticket_form.title')}
      okText={t('ticket_form.save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'ticket-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} id="ticket-form" layout="vertical" initialValues={{ kind: 'etle', status: 'unpaid' }} onFinish={(values) => void submit(values)}>
        <Form.Item name="kind" label={t('fields.ticket_kind')} rules={rules('kind', true)}>
          <Radio.Group options={TICKET_KINDS.map((k) => ({ value: k, label: t(`ticket_kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="plate_number" label={t('fields.plate')} extra={t('ticket_form.plate_help')} rules={rules('plate_number', true)} normalize={normalizePlate}>
          <Input maxLength={12} placeholder="B 1234 XYZ" />
        </Form.Item>
        <Form.Item name="occurred_at" label={t('fields.occurred_at')} rules={rules('occurred_at', true)}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={JAKARTA_PICKER_FORMAT}
            disabledDate={(d) => afterJakartaToday(d)}
            style={{ width: '100%' }}
            suffixIcon={<Typography.Text type="secondary">{JAKARTA_LABEL}</Typography.Text>}
          />
        </Form.Item>
        <Form.Item name="place" label={t('fields.place')} rules={rules('place', true)}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="violation" label={t('fields.violation')} rules={rules('violation', true)}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="amount" label={t('fields.amount')} rules={rules('amount', true)}>
          <RupiahInput min={1} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')} rules={rules('status', true)}>
          <Select options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`ticket_status.${s}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
