import { useRef, useState } from 'react';
import { Alert, Button, DatePicker, Descriptions, Form, Input, Modal, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../entities/file/UploadField';
import { notifyActionError } from '../../../lib/actionErrors';
import { newIdempotencyKey } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { formatRupiah } from '../../../lib/format';
import { afterJakartaToday, formatJakartaDate, jakartaToday, pickerDate } from '../../../lib/jakartaTime';
import { rulesFor } from '../../../lib/zodRule';
import {
  PAYMENT_METHODS,
  recordPayment,
  usePaymentDue,
  useRepaymentMutation,
  type Allocation,
  type PaymentDue,
  type PaymentInput,
  type PaymentMethod,
  type PaymentRecorded,
} from '../api';
import { REFERENCE_MAX, paymentSchema } from '../schemas';
import { RupiahInput } from '../../../components/NumberInputs';

/** The loan a payment is recorded for (from any list or the detail). */
export interface PaymentTarget {
  loanId: string;
  fullName?: string;
  /** Suggested amount (the overdue amount, or the installment due). */
  amount?: number | null;
  /**
   * The loan's late fees still open as the list row had them; the dialog shows the server's own
   * figure once it has loaded (`GET …/payment-due`).
   */
  lateFeesOpen?: number;
}

interface Values {
  amount?: number | null;
  paid_date?: Dayjs | null;
  method?: PaymentMethod;
  reference?: string;
  proof_file_id?: string | null;
}

const rules = rulesFor(paymentSchema);

interface Props {
  target: PaymentTarget | null;
  onClose: () => void;
}

/**
 * What is due on the loan, from the server (`GET …/payment-due`, issue 45 item 3): the next
 * installment (number, due date, amount still open), the amount overdue, the late fees once there
 * are any, and the outstanding; the list row's late fees while it loads.
 */
function DueSummary({ target, due, loading }: { target: PaymentTarget; due: PaymentDue | undefined; loading: boolean }) {
  const { t } = useTranslation('repayment');
  const lateFees = due ? due.late_fees_open : (target.lateFeesOpen ?? 0);
  const next = due?.next_installment;
  const pending = <Typography.Text type="secondary">…</Typography.Text>;
  const figure = (value: number | undefined, testId: string) => (loading || value === undefined ? pending : <span data-testid={testId}>{formatRupiah(value)}</span>);
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      data-testid="payment-due"
      items={[
        ...(target.fullName ? [{ key: 'name', label: t('columns.borrower'), children: target.fullName }] : []),
        {
          key: 'next',
          label: t('payment.next_installment'),
          children: loading || !due ? pending : next ? (
            <span data-testid="payment-next-installment">
              {t('payment.next_installment_value', { number: next.number, date: formatJakartaDate(next.due_date), amount: formatRupiah(next.amount) })}
            </span>
          ) : (
            <Typography.Text type="secondary" data-testid="payment-next-installment">
              {t('payment.no_next_installment')}
            </Typography.Text>
          ),
        },
        { key: 'overdue', label: t('columns.amount_overdue'), children: figure(due?.amount_overdue, 'payment-overdue') },
        ...(lateFees > 0
          ? [{ key: 'late_fees', label: t('late_fees.open_total'), children: <span data-testid="payment-late-fees-open">{formatRupiah(lateFees)}</span> }]
          : []),
        { key: 'outstanding', label: t('columns.outstanding'), children: figure(due?.outstanding, 'payment-outstanding') },
      ]}
    />
  );
}

/**
 * Records a payment: amount (rupiah), paid date (not in the future, Jakarta), method, reference
 * and an optional receipt. Every opening of the dialog gets its own `Idempotency-Key`, sent again
 * with every retry of that payment, so a retried or double-clicked payment never posts twice; the
 * submit button is busy while the request runs. Above the form, what is due on the loan
 * ([`DueSummary`]). The answer shows which installments the payment paid and what is left as
 * credit.
 */
export function RecordPaymentModal(props: Props) {
  // A new dialog (and so a new key) each time it opens; the last one stays while it closes.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  const open = props.target !== null;
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  const [target, setTarget] = useState(props.target);
  if (props.target && props.target !== target) setTarget(props.target);
  return <RecordPaymentDialog key={opening} open={open} target={target} onClose={props.onClose} />;
}

function RecordPaymentDialog({ open, target, onClose }: { open: boolean; target: PaymentTarget | null; onClose: () => void }) {
  const { t } = useTranslation('repayment');
  const [form] = Form.useForm<Values>();
  // One key for this opening: every retry of this payment sends it again.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<PaymentRecorded | null>(null);
  // Set at once on submit (the form validates asynchronously, so a double click would otherwise
  // submit twice before the request is pending).
  const sending = useRef(false);
  const mutation = useRepaymentMutation((v: { loanId: string; payment: PaymentInput }) => recordPayment(v.loanId, v.payment, idempotencyKey));
  const due = usePaymentDue(open && !done ? target?.loanId : undefined);

  async function submit(values: Values) {
    if (!target || sending.current || values.amount == null || !values.paid_date || !values.method) return;
    sending.current = true;
    const payment: PaymentInput = {
      amount: values.amount,
      paid_date: pickerDate(values.paid_date),
      method: values.method,
      reference: values.reference?.trim() || null,
      proof_file_id: values.proof_file_id ?? null,
    };
    try {
      setDone(await mutation.mutateAsync({ loanId: target.loanId, payment }));
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    } finally {
      sending.current = false;
    }
  }

  const title = t('payment.title', { loanId: target?.loanId ?? '' });
  if (done) {
    return (
      <Modal
        open={open}
        title={title}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('close')}
          </Button>
        }
        destroyOnHidden
      >
        <PaymentResult result={done} />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={t('payment.ok')}
      okButtonProps={{ loading: mutation.isPending, disabled: mutation.isPending, htmlType: 'submit', form: 'record-payment' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {target && <DueSummary target={target} due={due.data} loading={due.isPending && !due.isError} />}
      <Form
        form={form}
        id="record-payment"
        layout="vertical"
        initialValues={{ amount: target?.amount ?? undefined, paid_date: dayjs(jakartaToday()), method: 'bank_transfer' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="amount" label={t('payment.amount')} rules={rules('amount', true)}>
          <RupiahInput min={1} />
        </Form.Item>
        <Form.Item name="paid_date" label={t('payment.paid_date')} rules={rules('paid_date', true)}>
          <DatePicker format="YYYY-MM-DD" disabledDate={(d) => afterJakartaToday(d)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="method" label={t('payment.method')} rules={rules('method', true)}>
          <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))} />
        </Form.Item>
        <Form.Item name="reference" label={t('payment.reference')} rules={rules('reference')}>
          <Input maxLength={REFERENCE_MAX} />
        </Form.Item>
        <Form.Item name="proof_file_id" label={t('payment.proof')}>
          <UploadField name="proof_file_id" kind="payment_receipt" accepts="any" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The installments a payment paid, and the credit left over. */
export function PaymentResult({ result }: { result: PaymentRecorded }) {
  const { t } = useTranslation('repayment');
  const paid = result.allocations.reduce((sum, a) => sum + a.amount, 0);
  return (
    <div data-testid="payment-result">
      <Alert
        type="success"
        showIcon
        title={t('payment.done')}
        description={t('payment.done_total', { amount: formatRupiah(paid + result.credit) })}
        style={{ marginBottom: 16 }}
      />
      <Table<Allocation>
        size="small"
        pagination={false}
        rowKey="number"
        dataSource={result.allocations}
        locale={{ emptyText: t('payment.no_allocation') }}
        columns={[
          { key: 'number', title: t('columns.installment'), render: (_, a) => t('installment_number', { number: a.number }) },
          { key: 'amount', title: t('columns.amount_paid'), align: 'right', render: (_, a) => formatRupiah(a.amount) },
          // What went to the late fees, when any did.
          ...(result.late_fee_amount > 0
            ? [{ key: 'late_fee', title: t('late_fees.of_which'), align: 'right' as const, render: (_: unknown, a: Allocation) => formatRupiah(a.late_fee ?? 0) }]
            : []),
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 16 }}
        items={[
          ...(result.late_fee_amount > 0
            ? [{ key: 'late_fees', label: t('late_fees.paid_by_payment'), children: <span data-testid="payment-late-fees">{formatRupiah(result.late_fee_amount)}</span> }]
            : []),
          { key: 'credit', label: t('payment.credit'), children: <span data-testid="payment-credit">{formatRupiah(result.credit)}</span> },
        ]}
      />
    </div>
  );
}
