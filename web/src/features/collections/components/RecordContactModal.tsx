/**
 * "Record contact" from a worklist row, in two clicks: the channel and the outcome come chosen
 * (a call that reached the borrower), the note and the next action are optional. When the
 * borrower promised to pay, the same form asks the amount (what is to collect, preset) and the
 * date, and the promise is recorded after the contact. Each write refreshes the worklist.
 */
import { useState } from 'react';
import { DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { jakartaToday, pickerDate } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import {
  CHANNELS,
  OUTCOMES,
  recordContact,
  recordPromise,
  useCollectionsMutation,
  type ContactChannel,
  type ContactInput,
  type ContactOutcome,
  type PromiseInput,
  type WorkItem,
} from '../api';
import { NOTE_MAX, contactSchema, withinPromiseWindow } from '../schemas';
import { RupiahInput } from '../../../components/NumberInputs';

const rules = rulesFor(contactSchema);

interface Values {
  channel?: ContactChannel;
  outcome?: ContactOutcome;
  note?: string | null;
  next_action_date?: Dayjs | null;
  amount?: number | null;
  promised_date?: Dayjs | null;
}

interface Props {
  item: WorkItem;
  onClose: () => void;
}

const outsideWindow = (day: Dayjs) => !withinPromiseWindow(day);

export function RecordContactModal({ item, onClose }: Props) {
  const { t } = useTranslation('collections');
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('outcome', form);
  const promised = outcome === 'promised';
  // The contact already recorded in this dialog: a retry after a refused promise posts the promise only.
  const [contactDone, setContactDone] = useState(false);
  const contact = useCollectionsMutation((body: ContactInput) => recordContact(item.loan_id, body));
  const promise = useCollectionsMutation((body: PromiseInput) => recordPromise(item.loan_id, body));
  const pending = contact.isPending || promise.isPending;

  async function submit(values: Values) {
    if (!values.channel || !values.outcome || pending) return;
    const note = values.note?.trim() || null;
    try {
      let msg = '';
      if (!contactDone) {
        const answer = await contact.mutateAsync({
          channel: values.channel,
          outcome: values.outcome,
          note,
          next_action_date: !promised && values.next_action_date ? pickerDate(values.next_action_date) : null,
        });
        msg = answer.msg;
        setContactDone(true);
      }
      if (promised && values.amount && values.promised_date) {
        const answer = await promise.mutateAsync({ amount: values.amount, promised_date: pickerDate(values.promised_date), note });
        msg = msg ? `${msg} · ${answer.msg}` : answer.msg;
      }
      toastSuccess(msg);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const initialValues: Values = {
    channel: 'call',
    outcome: 'reached',
    note: null,
    next_action_date: null,
    amount: item.amount_overdue + item.late_fees_open || null,
    promised_date: dayjs(jakartaToday()),
  };

  return (
    <Modal
      open
      width={600}
      title={t('contact.title')}
      okText={t('contact.save')}
      okButtonProps={{ loading: pending, htmlType: 'submit', form: 'record-contact' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="contact-target">
        {t('contact.for', { name: item.full_name, loanId: item.loan_id })}
      </Typography.Paragraph>
      <Form form={form} id="record-contact" layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)}>
        <Form.Item name="channel" label={t('contact.channel')} rules={rules('channel', true)}>
          <Radio.Group
            optionType="button"
            size="small"
            disabled={contactDone}
            options={CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="outcome" label={t('contact.outcome')} rules={rules('outcome', true)}>
          <Radio.Group
            optionType="button"
            size="small"
            disabled={contactDone}
            options={OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) }))}
          />
        </Form.Item>
        {promised ? (
          <fieldset data-testid="promise-fields" style={{ border: 0, padding: 0, margin: 0 }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('contact.promise')}
            </Typography.Title>
            <Form.Item name="amount" label={t('contact.amount')} rules={rules('amount', true)}>
              <RupiahInput min={1} />
            </Form.Item>
            <Form.Item
              name="promised_date"
              label={t('contact.promised_date')}
              rules={rules('promised_date', true)}
              extra={t('contact.promised_date_help')}
            >
              <DatePicker format="YYYY-MM-DD" disabledDate={outsideWindow} style={{ width: '100%' }} />
            </Form.Item>
          </fieldset>
        ) : (
          <Form.Item name="next_action_date" label={t('contact.next_action_date')} rules={rules('next_action_date')} extra={t('contact.next_action_help')}>
            <DatePicker format="YYYY-MM-DD" disabledDate={outsideWindow} style={{ width: '100%' }} disabled={contactDone} />
          </Form.Item>
        )}
        <Form.Item name="note" label={t('contact.note')} rules={rules('note')}>
          <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount disabled={contactDone} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
