import { useState } from 'react';
import { Alert, Button, DatePicker, Divider, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { jakartaToday, pickerDate } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { TEXT_MAX } from '../../../lib/schemas';
import { rulesFor } from '../../../lib/zodRule';
import { HOLD_REASONS, createHold, updateHold, useHolds, useRepaymentMutation, type Hold, type HoldInput, type HoldReason } from '../api';
import { holdSchema } from '../schemas';
import { HoldTable } from './HoldTable';

const rules = rulesFor(holdSchema);

interface Values {
  reason_code?: HoldReason;
  note?: string | null;
  start_date?: Dayjs | null;
  end_date?: Dayjs | null;
}

interface Props {
  loanId: string | null;
  onClose: () => void;
}

/**
 * Hold billing of one loan: its holds so far (scheduled, holding, ended) and a form to add one or
 * edit one that has not ended — reason code, note, start date (may be backdated) and end date.
 * While a hold holds, DPD does not grow and later due dates move by the held days.
 */
export function HoldBillingModal(props: Props) {
  const [key, setKey] = useState(props.loanId);
  if (props.loanId && props.loanId !== key) setKey(props.loanId);
  return <HoldBillingDialog key={key ?? 'none'} {...props} />;
}

function valuesOf(hold: Hold | null): Values {
  if (!hold) return { start_date: dayjs(jakartaToday()), end_date: null, reason_code: undefined, note: null };
  return { reason_code: hold.reason_code, note: hold.note, start_date: dayjs(hold.start_date), end_date: dayjs(hold.end_date) };
}

function HoldBillingDialog({ loanId, onClose }: Props) {
  const { t } = useTranslation('repayment');
  const holds = useHolds(loanId ?? undefined);
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<Hold | null>(null);
  const mutation = useRepaymentMutation((v: { loanId: string; holdId: string | null; hold: HoldInput }) =>
    v.holdId ? updateHold(v.loanId, v.holdId, v.hold) : createHold(v.loanId, v.hold),
  );

  function edit(hold: Hold | null) {
    setEditing(hold);
    form.resetFields();
    form.setFieldsValue(valuesOf(hold));
  }

  async function submit(values: Values) {
    if (!loanId || !values.reason_code || !values.start_date || !values.end_date || mutation.isPending) return;
    const hold: HoldInput = {
      reason_code: values.reason_code,
      note: values.note?.trim() || null,
      start_date: pickerDate(values.start_date),
      end_date: pickerDate(values.end_date),
    };
    try {
      await mutation.mutateAsync({ loanId, holdId: editing?.hold_id ?? null, hold });
      toastSuccess(editing ? t('hold.updated', { loanId }) : t('hold.created', { loanId }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={loanId !== null}
      width={760}
      title={t('hold.title', { loanId: loanId ?? '' })}
      okText={editing ? t('hold.save') : t('hold.create')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'hold-billing' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('hold.history')}
      </Typography.Title>
      {holds.isError ? (
        <Alert type="error" showIcon title={holds.error.message} />
      ) : (
        <HoldTable holds={holds.data ?? []} loading={holds.isPending} onEdit={(hold) => edit(hold)} editingId={editing?.hold_id} />
      )}
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="hold-form-title">
        {editing ? t('hold.edit_title', { start: editing.start_date }) : t('hold.new_title')}
      </Typography.Title>
      {editing && (
        <Button type="link" onClick={() => edit(null)} style={{ paddingInline: 0 }}>
          {t('hold.new_instead')}
        </Button>
      )}
      <Form form={form} id="hold-billing" layout="vertical" initialValues={valuesOf(null)} onFinish={(v) => void submit(v)}>
        <Form.Item name="reason_code" label={t('hold.reason')} rules={rules('reason_code', true)}>
          <Select options={HOLD_REASONS.map((r) => ({ value: r, label: t(`hold_reason.${r}`) }))} placeholder={t('hold.reason_placeholder')} />
        </Form.Item>
        <Form.Item name="note" label={t('hold.note')} rules={rules('note')}>
          <Input.TextArea rows={2} maxLength={TEXT_MAX} showCount />
        </Form.Item>
        <Form.Item name="start_date" label={t('hold.start_date')} rules={rules('start_date', true)} extra={t('hold.start_help')}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="end_date" label={t('hold.end_date')} rules={rules('end_date', true)} dependencies={['start_date']}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
