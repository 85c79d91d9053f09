/**
 * The repayment side of the borrower detail's "Performance history" tab (issue 10): the loan's
 * virtual account (issue 43 item 5), the DPD history as a chart, the installment schedule (due,
 * paid, partial, overdue, held) with each installment's late fee, the loan's late fees and their
 * waivers (issue 43 item 1), the payments with their reversals (reverse with a reason where
 * `allowed_actions` allows it), and the hold billing history; early settlement with its quote
 * (issue 44) where a payment may be recorded; restructuring, recoveries and the reversal of a
 * write-off (issue 44, `components/servicing`). Shown once the loan is an active borrower.
 */
import { Suspense, lazy, useState } from 'react';
import { Button, Descriptions, Empty, Flex, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextModal } from '../../../../components/TextModal';
import { FileLink } from '../../../../entities/file/FileLink';
import { allowsAction, useLoan } from '../../../../entities/loan/api';
import { LoanStatusTag } from '../../../../entities/loan/StatusTag';
import { formatNumber, formatRupiah } from '../../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import {
  reversePayment,
  useDpdHistory,
  useHolds,
  useInstallments,
  usePayments,
  useRepaymentMutation,
  type Installment,
  type Payment,
} from '../../api';
import { HoldTable } from '../HoldTable';
import { LateFees } from './LateFees';
import { Failed, Section } from './Section';
import { VirtualAccount } from './VirtualAccount';
import { PayoffDialog, RecordPaymentDialog } from '../dialogs';
import type { PayoffTarget } from '../PayoffModal';
import type { PaymentTarget } from '../RecordPaymentModal';
import { CaseButtons } from '../servicing/CaseButtons';

const DpdChart = lazy(() => import('./DpdChart'));
/** The chart's height (px), kept by its placeholder while the history or the chart's code
 * loads: the sections below (the late fees' buttons among them) do not move when it arrives. */
const DPD_CHART_HEIGHT = 260;

/** Where the DPD chart will be, at its height. */
function ChartPlaceholder() {
  return (
    <div style={{ height: DPD_CHART_HEIGHT, overflow: 'hidden' }} data-testid="dpd-chart-loading">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
// Restructuring proposals and recoveries (issue 44): their tables and schedules load with the tab's later parts.
const CaseSections = lazy(() => import('../servicing/CaseSections'));

function DpdSection({ loanId }: { loanId: string }) {
  const { t } = useTranslation('repayment');
  const history = useDpdHistory(loanId);
  if (history.isPending) {
    return (
      <>
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
        <ChartPlaceholder />
      </>
    );
  }
  if (history.isError) return <Failed error={history.error} />;
  const days = history.data;
  if (days.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.no_dpd')} />;
  const last = days[days.length - 1];
  const highest = Math.max(...days.map((d) => d.dpd));
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        data-testid="dpd-summary"
        items={[
          { key: 'now', label: t('history.dpd_now', { date: formatJakartaDate(last.business_date) }), children: formatNumber(last.dpd) },
          { key: 'highest', label: t('history.dpd_highest'), children: formatNumber(highest) },
          { key: 'bucket', label: t('columns.bucket'), children: last.bucket ? <LoanStatusTag kind="bucket" status={last.bucket} /> : '—' },
        ]}
      />
      <Suspense fallback={<ChartPlaceholder />}>
        <DpdChart days={days} height={DPD_CHART_HEIGHT} />
      </Suspense>
    </>
  );
}

function Schedule({ loanId }: { loanId: string }) {
  const { t } = useTranslation('repayment');
  const schedule = useInstallments(loanId);
  if (schedule.isError) return <Failed error={schedule.error} />;
  return (
    <Table<Installment>
      data-testid="installment-schedule"
      size="small"
      rowKey="number"
      loading={schedule.isPending}
      dataSource={schedule.data ?? []}
      pagination={{ pageSize: 12, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('history.no_schedule') }}
      columns={[
        { key: 'number', title: t('columns.installment'), render: (_, i) => t('installment_number', { number: i.number }) },
        {
          key: 'due',
          title: t('columns.due_date'),
          render: (_, i) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatJakartaDate(i.due_date)}
              {i.original_due_date !== i.due_date && (
                <>
                  <br />
                  <Typography.Text type="secondary">{t('history.moved_from', { date: formatJakartaDate(i.original_due_date) })}</Typography.Text>
                </>
              )}
            </span>
          ),
        },
        { key: 'amount_due', title: t('columns.amount_due'), align: 'right', render: (_, i) => formatRupiah(i.amount_due) },
        { key: 'amount_paid', title: t('columns.amount_paid'), align: 'right', render: (_, i) => formatRupiah(i.amount_paid) },
        { key: 'paid_date', title: t('columns.paid_date'), render: (_, i) => (i.paid_date ? formatJakartaDate(i.paid_date) : '—') },
        { key: 'status', title: t('columns.status'), render: (_, i) => <LoanStatusTag kind="installment" status={i.status} /> },
        { key: 'late_fee', title: t('columns.late_fee'), align: 'right', render: (_, i) => <LateFeeCell installment={i} /> },
        {
          key: 'late_fee_open',
          title: t('columns.late_fee_open'),
          align: 'right',
          render: (_, i) =>
            i.late_fee_open > 0 ? (
              <Typography.Text type="danger" data-testid="late-fee-open">
                {formatRupiah(i.late_fee_open)}
              </Typography.Text>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

/** An installment's late fee accrued; what was paid and waived of it in a tooltip. */
function LateFeeCell({ installment: i }: { installment: Installment }) {
  const { t } = useTranslation('repayment');
  if (i.late_fee_accrued <= 0) return '—';
  const accrued = <span data-testid="late-fee-accrued">{formatRupiah(i.late_fee_accrued)}</span>;
  if (i.late_fee_paid <= 0 && i.late_fee_waived <= 0) return accrued;
  const detail = t('late_fees.installment_detail', { paid: formatRupiah(i.late_fee_paid), waived: formatRupiah(i.late_fee_waived) });
  return (
    <Tooltip title={detail}>
      <span style={{ textDecoration: 'underline dotted', cursor: 'help' }} tabIndex={0}>
        {accrued}
      </span>
    </Tooltip>
  );
}

function Payments({ loanId }: { loanId: string }) {
  const { t } = useTranslation('repayment');
  const payments = usePayments(loanId);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const reversal = useRepaymentMutation((v: { paymentId: string; reason: string }) => reversePayment(v.paymentId, v.reason));
  if (payments.isError) return <Failed error={payments.error} />;
  return (
    <>
      <Table<Payment>
        data-testid="payment-history"
        size="small"
        rowKey="payment_id"
        loading={payments.isPending}
        dataSource={payments.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('history.no_payments') }}
        rowClassName={(p) => (p.reversed_at ? 'roda-reversed' : '')}
        columns={[
          {
            key: 'paid',
            title: t('columns.paid_date'),
            render: (_, p) => (
              <>
                {formatJakartaDate(p.paid_date)}
                <br />
                <Typography.Text type="secondary">{t(`method.${p.method}`)}</Typography.Text>
              </>
            ),
          },
          {
            key: 'amount',
            title: t('columns.amount'),
            align: 'right',
            render: (_, p) => (p.reversed_at ? <Typography.Text delete>{formatRupiah(p.amount)}</Typography.Text> : formatRupiah(p.amount)),
          },
          {
            key: 'allocations',
            title: t('history.paid_installments'),
            render: (_, p) => (
              <>
                {p.allocations.map((a) => `${t('installment_number', { number: a.number })}: ${formatRupiah(a.amount)}`).join(', ') || '—'}
                {p.late_fee_amount > 0 && (
                  <>
                    <br />
                    <Typography.Text type="secondary" data-testid="payment-late-fee">
                      {t('history.late_fee_paid', { amount: formatRupiah(p.late_fee_amount) })}
                    </Typography.Text>
                  </>
                )}
                {p.credit > 0 && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{t('history.credit', { amount: formatRupiah(p.credit) })}</Typography.Text>
                  </>
                )}
              </>
            ),
          },
          {
            key: 'reference',
            title: t('payment.reference'),
            render: (_, p) => (
              <>
                {p.reference ?? '—'}
                {p.proof_file_id && (
                  <>
                    <br />
                    <FileLink fileId={p.proof_file_id} label={t('history.proof')} />
                  </>
                )}
              </>
            ),
          },
          {
            key: 'recorded',
            title: t('history.recorded'),
            render: (_, p) => (
              <>
                {p.recorded_by_name ?? '—'}
                <br />
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatJakartaDateTime(p.recorded_at)}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'reversal',
            title: t('history.reversal'),
            render: (_, p) =>
              p.reversed_at ? (
                <span data-testid="reversed">
                  <Tag color="red">{t('history.reversed')}</Tag>
                  <br />
                  <Typography.Text type="secondary">
                    {t('history.reversed_by', { name: p.reversed_by_name ?? '—', at: formatJakartaDateTime(p.reversed_at) })}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{p.reversal_reason}</Typography.Text>
                </span>
              ) : allowsAction(p, 'reverse_payment') ? (
                <Button size="small" danger onClick={() => setReversing(p)} aria-label={t('history.reverse_for', { amount: formatRupiah(p.amount), date: p.paid_date })}>
                  {t('actions.reverse_payment')}
                </Button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <TextModal
        open={reversing !== null}
        title={t('reverse.title', { amount: reversing ? formatRupiah(reversing.amount) : '', date: reversing ? formatJakartaDate(reversing.paid_date) : '' })}
        intro={t('reverse.intro')}
        field="reason"
        label={t('reason')}
        okText={t('actions.reverse_payment')}
        danger
        onClose={() => setReversing(null)}
        onSubmit={async (reason) => {
          if (!reversing) return;
          await reversal.mutateAsync({ paymentId: reversing.payment_id, reason: reason ?? '' });
          toastSuccess(t('reverse.done'));
        }}
      />
    </>
  );
}

function Holds({ loanId }: { loanId: string }) {
  const holds = useHolds(loanId);
  if (holds.isError) return <Failed error={holds.error} />;
  return <HoldTable holds={holds.data ?? []} loading={holds.isPending} />;
}

/** The repayment history of a loan; a note while the loan is not active yet. */
export function PerformanceHistory({ loanId }: { loanId: string }) {
  const { t } = useTranslation('repayment');
  const loan = useLoan(loanId);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [settling, setSettling] = useState<PayoffTarget | null>(null);
  if (loan.isPending) return <Skeleton active />;
  // Not a loan of the later stages (or not visible): the application's own data stays below.
  if (loan.isError) return null;
  const data = loan.data;
  if (!data.active_status || data.active_status === 'pending_activation') {
    return (
      <Typography.Paragraph type="secondary" data-testid="no-repayment-history">
        {t('history.not_active')}
      </Typography.Paragraph>
    );
  }
  return (
    <Flex vertical gap={24} data-testid="repayment-history">
      <Flex gap={8} align="center" wrap>
        <LoanStatusTag kind="active" status={data.active_status} />
        {data.inactive_reason && (
          <Tag data-testid="inactive-reason" data-reason={data.inactive_reason} color={data.inactive_reason === 'written_off' ? 'red' : undefined}>
            {t(`inactive_reason.${data.inactive_reason}`)}
          </Tag>
        )}
        {allowsAction(data, 'record_payment') && (
          <>
            <Button type="primary" onClick={() => setPaying({ loanId, fullName: data.full_name })}>
              {t('actions.record_payment')}
            </Button>
            {/* The payoff route asks what a payment asks (`record_payment`). */}
            <Button onClick={() => setSettling({ loanId, fullName: data.full_name })} data-testid="payoff-open">
              {t('actions.payoff')}
            </Button>
          </>
        )}
        <CaseButtons loan={data} />
      </Flex>
      <VirtualAccount account={data.virtual_account} />
      <Section title={t('history.dpd')} testId="dpd-history">
        <DpdSection loanId={loanId} />
      </Section>
      <Section title={t('history.schedule')}>
        <Schedule loanId={loanId} />
      </Section>
      <LateFees loanId={loanId} />
      <Suspense fallback={<Skeleton active />}>
        <CaseSections loan={data} />
      </Suspense>
      <Section title={t('history.payments')}>
        <Payments loanId={loanId} />
      </Section>
      <Section title={t('history.holds')}>
        <Holds loanId={loanId} />
      </Section>
      <RecordPaymentDialog open={paying !== null} target={paying} onClose={() => setPaying(null)} />
      {settling && <PayoffDialog open target={settling} onClose={() => setSettling(null)} />}
    </Flex>
  );
}
