/**
 * Early settlement of a loan (issue 44, DESIGN §3): the payoff quote of a day (today by default,
 * up to 60 days ahead) — outstanding principal, interest due, the interest rebated, open late
 * fees, the early settlement fee, the total and the last day it holds — with its PDF, and the
 * settlement itself: amount (the total by default; more is kept as the borrower's credit), paid
 * date (the quote's day: today or earlier), method and reference. The dialog is mounted only
 * while open (`dialogs.tsx`), so each opening has its own `Idempotency-Key`, sent again with every
 * retry of that settlement. Once settled the loan is inactive (`settled_early`).
 */
import { useRef, useState } from 'react';
import { Alert, Button, DatePicker, Descriptions, Divider, Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton';
import { RupiahInput } from '../../../components/NumberInputs';
import { notifyActionError } from '../../../lib/actionErrors';
import { newIdempotencyKey } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { formatPercent, formatRupiah } from '../../../lib/format';
import { afterJakartaToday, beforeJakartaToday, formatJakartaDate, jakartaToday, pickerDate } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import {
  PAYMENT_METHODS,
  payoff,
  payoffQuotePdfPath,
  usePayoffQuote,
  useRepaymentMutation,
  type PaymentMethod,
  type PayoffDone,
  type PayoffInput,
  type PayoffQuote,
} from '../api';
import { REFERENCE_MAX, payoffSchema } from '../schemas';

/** How far ahead a quote may be asked, days (the server's limit). */
const QUOTE_DAYS_AHEAD = 60;

interface Values {
  amount?: number | null;
  paid_date?: Dayjs | null;
  method?: PaymentMethod;
  reference?: string;
}

export interface PayoffTarget {
  loanId: string;
  fullName?: string;
}

interface Props {
  target: PayoffTarget;
  onClose: () => void;
}

/** The quote's figures, in the order the borrower reads them. */
function QuoteFigures({ quote }: { quote: PayoffQuote }) {
  const { t } = useTranslation('repayment');
  const money = (value: number, testId: string) => <span data-testid={testId}>{formatRupiah(value)}</span>;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="payoff-quote"
      items={[
        { key: 'principal', label: t('payoff.quote.outstanding_principal'), children: money(quote.outstanding_principal, 'quote-principal') },
        { key: 'interest', label: t('payoff.quote.interest_due'), children: money(quote.interest_due, 'quote-interest-due') },
        { key: 'rebate', label: t('payoff.quote.interest_rebate'), children: money(quote.interest_rebate, 'quote-interest-rebate') },
        { key: 'late_fees', label: t('payoff.quote.late_fees'), children: money(quote.late_fees, 'quote-late-fees') },
        {
          key: 'fee',
          label: t('payoff.quote.early_settlement_fee', { rate: formatPercent(quote.early_settlement_fee_bp / 100) }),
          children: money(quote.early_settlement_fee, 'quote-fee'),
        },
        {
          key: 'total',
          label: <Typography.Text strong>{t('payoff.quote.total')}</Typography.Text>,
          children: <Typography.Text strong>{money(quote.total, 'quote-total')}</Typography.Text>,
        },
        { key: 'valid', label: t('payoff.quote.valid_until'), children: <span data-testid="quote-valid-until">{formatJakartaDate(quote.valid_until)}</span> },
      ]}
    />
  );
}

/** What the settlement did: the amount received, the credit kept, when the BPKB goes back. */
function PayoffResult({ result }: { result: PayoffDone }) {
  const { t } = useTranslation('repayment');
  return (
    <div data-testid="payoff-result">
      <Alert
        type="success"
        showIcon
        title={t('payoff.done')}
        description={t('payoff.done_detail', { amount: formatRupiah(result.amount) })}
        style={{ marginBottom: 16 }}
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'credit', label: t('payoff.credit'), children: <span data-testid="payoff-credit">{formatRupiah(result.credit)}</span> },
          ...(result.bpkb_release_due_on ? [{ key: 'bpkb', label: t('payoff.bpkb'), children: formatJakartaDate(result.bpkb_release_due_on) }] : []),
        ]}
      />
    </div>
  );
}

export function PayoffModal({ target, onClose }: Props) {
  const { t } = useTranslation('repayment');
  const { loanId } = target;
  const today = jakartaToday();
  const [date, setDate] = useState(today);
  const quote = usePayoffQuote(loanId, date);
  const [form] = Form.useForm<Values>();
  // What is typed besides the amount stays when the day (and so the form) changes.
  const [kept, setKept] = useState<{ method: PaymentMethod; reference?: string }>({ method: 'bank_transfer' });
  // One key for this opening: every retry of this settlement sends it again.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<PayoffDone | null>(null);
  // Set at once on submit: the form validates asynchronously, so a double click would otherwise submit twice.
  const sending = useRef(false);
  const mutation = useRepaymentMutation((body: PayoffInput) => payoff(loanId, body, idempotencyKey));
  const title = t('payoff.title', { loanId });

  async function submit(values: Values) {
    if (sending.current || values.amount == null || !values.paid_date || !values.method) return;
    sending.current = true;
    try {
      const result = await mutation.mutateAsync({
        amount: values.amount,
        paid_date: pickerDate(values.paid_date),
        method: values.method,
        reference: values.reference?.trim() || null,
      });
      setDone(result);
      toastSuccess(t('payoff.done'));
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    } finally {
      sending.current = false;
    }
  }

  if (done) {
    return (
      <Modal
        open
        title={title}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('close')}
          </Button>
        }
      >
        <PayoffResult result={done} />
      </Modal>
    );
  }

  const lastDay = dayjs(today).add(QUOTE_DAYS_AHEAD, 'day').format('YYYY-MM-DD');
  const data = quote.data;
  const settleable = date <= today;
  return (
    <Modal
      open
      width={640}
      title={title}
      okText={t('payoff.ok')}
      okButtonProps={{
        loading: mutation.isPending,
        disabled: mutation.isPending || !data || !settleable,
        htmlType: 'submit',
        form: 'payoff',
        danger: true,
      }}
      cancelText={t('cancel')}
      onCancel={onClose}
    >
      {target.fullName && (
        <Typography.Paragraph strong style={{ marginBottom: 8 }}>
          {target.fullName}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{t('payoff.intro')}</Typography.Paragraph>
      <Form.Item label={t('payoff.quote_date')} layout="horizontal" style={{ marginBottom: 16 }}>
        <DatePicker
          aria-label={t('payoff.quote_date')}
          format="YYYY-MM-DD"
          allowClear={false}
          value={dayjs(date)}
          disabledDate={(d) => beforeJakartaToday(d) || d.format('YYYY-MM-DD') > lastDay}
          onChange={(value) => value && setDate(pickerDate(value))}
          data-testid="payoff-quote-date"
        />
      </Form.Item>
      {quote.isError && <Alert type="error" showIcon title={quote.error.message} style={{ marginBottom: 16 }} />}
      {quote.isPending ? <Skeleton active /> : data && <QuoteFigures quote={data} />}
      <div style={{ marginTop: 12 }}>
        <DownloadButton
          path={payoffQuotePdfPath(loanId)}
          params={{ date }}
          filename={`payoff-quote-${loanId}-${date}.pdf`}
          label={t('payoff.download')}
          testId="payoff-quote-pdf"
        />
      </div>
      <Divider titlePlacement="start">{t('payoff.settle')}</Divider>
      {!settleable ? (
        <Typography.Paragraph type="secondary" data-testid="payoff-future-hint">
          {t('payoff.future_hint')}
        </Typography.Paragraph>
      ) : (
        data && (
          <SettleForm
            // A new day's quote is a new form: its amount starts at that total.
            key={`${date}:${data.total}`}
            form={form}
            quote={data}
            kept={kept}
            onKeep={setKept}
            onPaidDate={setDate}
            onSubmit={(values) => void submit(values)}
          />
        )
      )}
    </Modal>
  );
}

interface SettleFormProps {
  form: ReturnType<typeof Form.useForm<Values>>[0];
  quote: PayoffQuote;
  kept: { method: PaymentMethod; reference?: string };
  onKeep: (kept: { method: PaymentMethod; reference?: string }) => void;
  /** The paid date chosen: the quote of that day is what must be paid. */
  onPaidDate: (date: string) => void;
  onSubmit: (values: Values) => void;
}

function SettleForm({ form, quote, kept, onKeep, onPaidDate, onSubmit }: SettleFormProps) {
  const { t } = useTranslation('repayment');
  const rules = rulesFor(payoffSchema(quote.total));
  return (
    <Form
      form={form}
      id="payoff"
      layout="vertical"
      initialValues={{ amount: quote.total, paid_date: dayjs(quote.date), method: kept.method, reference: kept.reference }}
      onValuesChange={(changed: Values, all: Values) => {
        if (changed.paid_date) onPaidDate(pickerDate(changed.paid_date));
        if ('method' in changed || 'reference' in changed) onKeep({ method: all.method ?? 'bank_transfer', reference: all.reference });
      }}
      onFinish={onSubmit}
    >
      <Form.Item name="amount" label={t('payoff.amount')} extra={t('payoff.amount_hint')} rules={rules('amount', true)}>
        <RupiahInput min={1} />
      </Form.Item>
      <Form.Item name="paid_date" label={t('payoff.paid_date')} rules={rules('paid_date', true)}>
        <DatePicker format="YYYY-MM-DD" allowClear={false} disabledDate={(d) => afterJakartaToday(d)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="method" label={t('payoff.method')} rules={rules('method', true)}>
        <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="reference" label={t('payoff.reference')} rules={rules('reference')}>
        <Input maxLength={REFERENCE_MAX} />
      </Form.Item>
    </Form>
  );
}
