/**
 * Recording a recovery on a written-off loan (issue 44, DESIGN §3 "Write-off and recovery"): the
 * amount (rupiah), the paid date (today or earlier), the method and a reference, as a payment.
 * Mounted only while open (`CaseButtons`), so each opening has its own `Idempotency-Key`, sent
 * again with every retry of that recovery.
 */
import { useRef, useState } from 'react';
import { DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RupiahInput } from '../../../../components/NumberInputs';
import { notifyActionError } from '../../../../lib/actionErrors';
import { newIdempotencyKey } from '../../../../lib/api';
import { applyFieldErrors } from '../../../../lib/formErrors';
import { afterJakartaToday, jakartaToday, pickerDate } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { rulesFor } from '../../../../lib/zodRule';
import { PAYMENT_METHODS, useRepaymentMutation, type PaymentMethod } from '../../api';
import { REFERENCE_MAX } from '../../schemas';
import { recordRecovery, type RecoveryInput } from '../../servicingApi';
import { recoverySchema } from '../../servicingSchemas';

const rules = rulesFor(recoverySchema);

interface Values {
  amount?: number | null;
  paid_date?: Dayjs | null;
  method?: PaymentMethod;
  reference?: string;
}

export interface RecoveryTarget {
  loanId: string;
  fullName?: string;
}

interface Props {
  target: RecoveryTarget;
  onClose: () => void;
}

export function RecoveryModal({ target, onClose }: Props) {
  const { t } = useTranslation('servicing');
  const { loanId } = target;
  const [form] = Form.useForm<Values>();
  // One key for this opening: every retry of this recovery sends it again.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const mutation = useRepaymentMutation((body: RecoveryInput) => recordRecovery(loanId, body, idempotencyKey));

  async function submit(values: Values) {
    if (sending.current || values.amount == null || !values.paid_date || !values.method) return;
    sending.current = true;
    try {
      await mutation.mutateAsync({
        amount: values.amount,
        paid_date: pickerDate(values.paid_date),
        method: values.method,
        reference: values.reference?.trim() || null,
      });
      toastSuccess(t('recovery.done'));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    } finally {
      sending.current = false;
    }
  }

  return (
    <Modal
      open
      title={t('recovery.title', { loanId })}
      okText={t('recovery.ok')}
      okButtonProps={{ loading: mutation.isPending, disabled: mutation.isPending, htmlType: 'submit', form: 'record-recovery' }}
      cancelText={t('cancel')}
      onCancel={onClose}
    >
      {target.fullName && (
        <Typography.Paragraph strong style={{ marginBottom: 8 }}>
          {target.fullName}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{t('recovery.intro')}</Typography.Paragraph>
      <Form
        form={form}
        id="record-recovery"
        layout="vertical"
        initialValues={{ paid_date: dayjs(jakartaToday()), method: 'bank_transfer' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="amount" label={t('recovery.amount')} rules={rules('amount', true)}>
          <RupiahInput min={1} />
        </Form.Item>
        <Form.Item name="paid_date" label={t('recovery.paid_date')} rules={rules('paid_date', true)}>
          <DatePicker format="YYYY-MM-DD" allowClear={false} disabledDate={(d) => afterJakartaToday(d)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="method" label={t('recovery.method')} rules={rules('method', true)}>
          <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`repayment:method.${m}`) }))} />
        </Form.Item>
        <Form.Item name="reference" label={t('recovery.reference')} rules={rules('reference')}>
          <Input maxLength={REFERENCE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
