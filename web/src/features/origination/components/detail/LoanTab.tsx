/**
 * The "Loan" tab of the borrower detail (issue 9): the loan's stage and statuses, its terms, every
 * allocation to a lender, the KYC meeting, the first payment (due, received so far, what remains:
 * issue 41 item 1), the contract, the offering letter, the loan documents, and the whole
 * timeline — each transition with who, when (WIB) and what.
 */
import { Alert, Button, Descriptions, Empty, Flex, Skeleton, Table, Timeline, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allowsAction, useLoan } from '../../../../entities/loan/api';
import { LoanStatusTag } from '../../../../entities/loan/StatusTag';
import { useLoanStory } from '../../../../entities/loan/story';
import type { Allocation, LoanDetail, TimelineEvent } from '../../../../entities/loan/types';
import { ApiError } from '../../../../lib/api';
import { formatNumber, formatRupiah } from '../../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { FileLink } from '../../../../entities/file/FileLink';
import { OfferingLetterButton } from '../OfferingLetterButton';

function useTexts() {
  const { t } = useTranslation('origination');
  return { t };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </div>
  );
}

function Statuses({ loan }: { loan: LoanDetail }) {
  const { t } = useTexts();
  const items: DescriptionsProps['items'] = [
    { key: 'stage', label: t('loan_tab.stage'), children: <LoanStatusTag kind="stage" status={loan.stage} /> },
    { key: 'approval', label: t('loan_tab.approval'), children: <LoanStatusTag kind="approval" status={loan.approval_status} /> },
    { key: 'kyc', label: t('loan_tab.kyc'), children: <LoanStatusTag kind="kyc" status={loan.kyc_status} /> },
    { key: 'ol', label: t('loan_tab.offering_letter'), children: <LoanStatusTag kind="ol" status={loan.ol_status} /> },
    { key: 'payment', label: t('loan_tab.payment'), children: <LoanStatusTag kind="payment" status={loan.payment_status} /> },
    { key: 'contract', label: t('loan_tab.contract'), children: <LoanStatusTag kind="contract" status={loan.contract_status} /> },
    { key: 'active', label: t('loan_tab.active'), children: <LoanStatusTag kind="active" status={loan.active_status} /> },
    { key: 'lender', label: t('columns.lender'), children: loan.lender_name ?? '—' },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 4 }} items={items} data-testid="loan-statuses" />;
}

function Terms({ loan }: { loan: LoanDetail }) {
  const { t } = useTexts();
  const terms = loan.terms;
  if (!terms) return <Typography.Text type="secondary">{t('loan_tab.no_terms')}</Typography.Text>;
  const items: DescriptionsProps['items'] = [
    { key: 'price', label: t('terms.price'), children: formatRupiah(terms.price) },
    { key: 'down_payment', label: t('terms.down_payment'), children: formatRupiah(terms.down_payment) },
    { key: 'principal', label: t('terms.principal'), children: <span data-testid="terms-principal">{formatRupiah(terms.principal)}</span> },
    {
      key: 'tenor',
      label: t('terms.tenor'),
      children: t('terms.tenor_value', { count: terms.tenor, value: formatNumber(terms.tenor), frequency: t(`loan:frequency.${terms.frequency}`) }),
    },
    { key: 'rate', label: t('terms.flat_rate'), children: `${formatNumber(terms.flat_rate_percent)}%` },
    { key: 'installment', label: t('terms.installment'), children: formatRupiah(terms.installment_amount) },
    ...(terms.last_installment_amount != null && terms.last_installment_amount !== terms.installment_amount
      ? [{ key: 'last', label: t('terms.last_installment'), children: formatRupiah(terms.last_installment_amount) }]
      : []),
    { key: 'total', label: t('terms.total_payable'), children: formatRupiah(terms.total_payable) },
    { key: 'first', label: t('terms.first_payment'), children: formatRupiah(terms.first_payment_amount) },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} data-testid="loan-terms" />;
}

function Allocations({ loan }: { loan: LoanDetail }) {
  const { t } = useTexts();
  return (
    <Table<Allocation>
      data-testid="allocation-history"
      size="small"
      pagination={false}
      rowKey={(a) => `${a.lender_id}-${a.allocated_at}`}
      dataSource={loan.allocations}
      locale={{ emptyText: t('loan_tab.no_allocations') }}
      scroll={{ x: 800 }}
      columns={[
        { key: 'lender', title: t('columns.lender'), dataIndex: 'lender_name' },
        { key: 'status', title: t('columns.status'), render: (_, a) => <LoanStatusTag kind="allocation" status={a.status} /> },
        { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, a) => formatRupiah(a.amount) },
        {
          key: 'allocated',
          title: t('loan_tab.allocated'),
          render: (_, a) => (
            <>
              {formatJakartaDateTime(a.allocated_at)}
              <br />
              <Typography.Text type="secondary">{a.allocated_by_name ?? ''}</Typography.Text>
            </>
          ),
        },
        {
          key: 'decided',
          title: t('columns.decided_at'),
          render: (_, a) =>
            a.decided_at ? (
              <>
                {formatJakartaDateTime(a.decided_at)}
                <br />
                <Typography.Text type="secondary">{a.decided_by_name ?? ''}</Typography.Text>
              </>
            ) : (
              '—'
            ),
        },
        { key: 'why', title: t('loan_tab.note_reason'), render: (_, a) => a.reason ?? a.note ?? '—' },
      ]}
    />
  );
}

/** A rupiah figure of the loan, or a dash when there is none yet. */
function rupiah(amount: number | null | undefined, testId: string) {
  return <span data-testid={testId}>{amount != null ? formatRupiah(amount) : '—'}</span>;
}

/** The KYC meeting, the first payment (due, received, what remains), the contract, the offering letter, the documents. */
function Stages({ loan }: { loan: LoanDetail }) {
  const { t } = useTexts();
  const kyc = loan.kyc;
  const pay = loan.first_payment;
  const contract = loan.contract;
  const docs = loan.documents;
  const items: DescriptionsProps['items'] = [
    { key: 'kyc_at', label: t('loan_tab.kyc_meeting'), children: kyc?.scheduled_at ? formatJakartaDateTime(kyc.scheduled_at) : '—' },
    {
      key: 'kyc_how',
      label: t('kyc.schedule.method'),
      children: kyc?.method ? `${t(`loan:method.${kyc.method}`)}${kyc.location ? ` · ${kyc.location}` : ''}` : '—',
    },
    { key: 'kyc_note', label: t('kyc.schedule.note'), children: kyc?.note ?? '—' },
    {
      key: 'kyc_decided',
      label: t('loan_tab.kyc_decided'),
      children: kyc?.decided_at ? `${formatJakartaDateTime(kyc.decided_at)}${kyc.reject_reason ? ` · ${kyc.reject_reason}` : ''}` : '—',
    },
    { key: 'due', label: t('contract.first_payment.due_date'), children: pay?.due_date ? formatJakartaDate(pay.due_date) : '—' },
    { key: 'amount', label: t('terms.first_payment'), children: rupiah(pay?.amount_due ?? pay?.amount, 'first-payment-due') },
    { key: 'received', label: t('loan_tab.first_payment_received'), children: rupiah(pay?.amount_received, 'first-payment-received') },
    { key: 'remaining', label: t('loan_tab.first_payment_remaining'), children: rupiah(pay?.amount_remaining, 'first-payment-remaining') },
    { key: 'paid', label: t('loan_tab.paid_at'), children: pay?.paid_at ? formatJakartaDateTime(pay.paid_at) : '—' },
    {
      key: 'contract',
      label: t('loan_tab.contract'),
      children: (
        <Flex gap={8} align="center" wrap>
          <LoanStatusTag kind="contract" status={contract?.status ?? loan.contract_status} />
          {contract?.file_id && (
            <FileLink fileId={contract.file_id} label={t('contract.view_contract')} title={t('contract.files.contract_title', { loanId: loan.loan_id })} />
          )}
          {contract?.reject_reason && <Typography.Text type="danger">{contract.reject_reason}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'contract_verified', label: t('loan_tab.contract_verified'), children: contract?.verified_at ? formatJakartaDateTime(contract.verified_at) : '—' },
    {
      key: 'ol',
      label: t('loan_tab.offering_letter'),
      children: (
        <Flex gap={8} align="center" wrap>
          <LoanStatusTag kind="ol" status={loan.offering_letter?.status ?? loan.ol_status} />
          {loan.offering_letter?.downloaded_at && formatJakartaDateTime(loan.offering_letter.downloaded_at)}
          {allowsAction(loan, 'download_offering_letter') && <OfferingLetterButton loanId={loan.loan_id} />}
        </Flex>
      ),
    },
    {
      key: 'docs',
      label: t('loan_tab.documents'),
      children:
        docs?.bank_statement_file_id || docs?.payment_receipt_file_id ? (
          <Flex gap={12} wrap>
            {docs.bank_statement_file_id && (
              <FileLink
                fileId={docs.bank_statement_file_id}
                label={t('contract.files.bank_statement')}
                title={t('contract.files.bank_statement_title', { loanId: loan.loan_id })}
              />
            )}
            {docs.payment_receipt_file_id && (
              <FileLink
                fileId={docs.payment_receipt_file_id}
                label={t('contract.files.payment_receipt')}
                title={t('contract.files.payment_receipt_title', { loanId: loan.loan_id })}
              />
            )}
          </Flex>
        ) : (
          '—'
        ),
    },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} data-testid="loan-stages" />;
}

/** The loan's story, oldest first: each event as a sentence, the statuses it moved and the facts it recorded. */
function LoanTimeline({ loanId, events }: { loanId: string; events: TimelineEvent[] }) {
  const { t } = useTexts();
  const story = useLoanStory();
  if (!events.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loan_tab.no_events')} />;
  return (
    <Timeline
      data-testid="loan-timeline"
      items={events.map((e, i) => {
        const details = story.details(e);
        return {
          key: `${e.at}-${i}`,
          content: (
            <div data-testid="timeline-event" data-action={e.action}>
              <Typography.Text strong>{story.sentence(e, loanId)}</Typography.Text>
              {details.length > 0 && (
                <div data-testid="timeline-details">
                  <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
                </div>
              )}
              <Typography.Text type="secondary" data-testid="timeline-when">
                {formatJakartaDateTime(e.at)} · {story.actorOf(e)}
              </Typography.Text>
            </div>
          ),
        };
      })}
    />
  );
}

/** The tab's content for one loan. */
export function LoanTab({ loanId }: { loanId: string }) {
  const { t } = useTexts();
  const loan = useLoan(loanId);
  if (loan.isPending) return <Skeleton active />;
  if (loan.isError) {
    if (loan.error instanceof ApiError && loan.error.status === 404) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loan_tab.not_found')} />;
    }
    return (
      <Alert
        type="error"
        showIcon
        title={loan.error.message}
        action={
          <Button size="small" onClick={() => void loan.refetch()}>
            {t('errors:retry')}
          </Button>
        }
      />
    );
  }
  const data = loan.data;
  return (
    <Flex vertical gap={24} data-testid="loan-tab">
      <Statuses loan={data} />
      <Section title={t('loan_tab.terms')}>
        <Terms loan={data} />
      </Section>
      <Section title={t('loan_tab.allocations')}>
        <Allocations loan={data} />
      </Section>
      <Section title={t('loan_tab.stages')}>
        <Stages loan={data} />
      </Section>
      <Section title={t('loan_tab.timeline')}>
        <LoanTimeline loanId={data.loan_id} events={data.timeline} />
      </Section>
    </Flex>
  );
}
