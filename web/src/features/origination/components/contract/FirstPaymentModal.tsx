import { useState } from 'react';
import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ContractRow } from '../../../../entities/loan/types';
import { applyFieldErrors } from '../../../../lib/formErrors';
import { formatRupiah } from '../../../../lib/format';
import { beforeJakartaToday, pickerDate } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { rulesFor } from '../../../../lib/zodRule';
import { scheduleFirstPayment, useLoanMutation } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { firstPaymentSchema } from '../../schemas';

const rules = rulesFor(firstPaymentSchema);

interface Props {
  row: ContractRow | null;
  onClose: () => void;
}

/**
 * Sets (or moves) the first payment's due date (a Jakarta date, today or later).
 *
 * A fresh form per loan (its own starting values, even when reopened for another loan before it
 * finished closing); the last loan's form stays while the modal closes.
 */
export function FirstPaymentModal(props: Props) {
  const [key, setKey] = useState(props.row?.loan_id);
  if (props.row && props.row.loan_id !== key) setKey(props.row.loan_id);
  return <FirstPaymentDialog key={key ?? 'none'} {...props} />;
}

function FirstPaymentDialog({ row, onClose }: Props) {
  const { t } = useTranslation('origination');
  const [form] = Form.useForm<{ due_date?: Dayjs | null }>();
  const mutation = useLoanMutation((v: { loanId: string; dueDate: string }) => scheduleFirstPayment(v.loanId, v.dueDate));

  async function submit({ due_date }: { due_date?: Dayjs | null }) {
    if (!row || !due_date) return;
    try {
      await mutation.mutateAsync({ loanId: row.loan_id, dueDate: pickerDate(due_date) });
      toastSuccess(t('contract.first_payment.done', { loanId: row.loan_id }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={row !== null}
      title={t('contract.first_payment.title', { loanId: row?.loan_id ?? '' })}
      okText={t('save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'first-payment' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {row?.first_payment_amount != null && (
        <Typography.Paragraph data-testid="first-payment-amount">
          {t('contract.first_payment.amount', { amount: formatRupiah(row.first_payment_amount) })}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        id="first-payment"
        layout="vertical"
        initialValues={{ due_date: row?.first_payment_due ? dayjs(row.first_payment_due) : null }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="due_date" label={t('contract.first_payment.due_date')} rules={rules('due_date', true)}>
          <DatePicker format="YYYY-MM-DD" disabledDate={(d) => beforeJakartaToday(d)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
