/**
 * The late fees (denda) of a loan on its performance history (issue 43 item 1): what the daily
 * job accrued, what payments paid, what approved waivers forgave, what is still open and what
 * waits in waivers; the waivers with their decisions. "Ask for a waiver" when the loan's
 * `allowed_actions` has `waive_late_fee`; "Approve" and "Reject" (with an optional note) on each
 * waiver whose own `allowed_actions` has it — never on the caller's own request (maker-checker,
 * decided by the server).
 */
import { useState } from 'react';
import { App, Button, Descriptions, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextModal } from '../../../../components/TextModal';
import { allowsAction } from '../../../../entities/loan/api';
import { LoanStatusTag } from '../../../../entities/loan/StatusTag';
import { notifyActionError } from '../../../../lib/actionErrors';
import { formatRupiah } from '../../../../lib/format';
import { formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { approveWaiver, rejectWaiver, useLateFees, useRepaymentMutation, type LateFees as Fees, type Waiver } from '../../api';
import { lazyDialog } from '../dialogs';
import { Failed, Section } from './Section';

// The form (amount, reason) loads when first opened.
const LateFeeWaiverDialog = lazyDialog(() => import('../LateFeeWaiverModal').then((m) => m.LateFeeWaiverModal));

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** Who did it and when, on two lines. */
function ByAt({ name, at }: { name: string | null | undefined; at: string | null | undefined }) {
  if (!at) return none;
  return (
    <>
      {name ?? '—'}
      <br />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {formatJakartaDateTime(at)}
      </Typography.Text>
    </>
  );
}

function Totals({ fees }: { fees: Fees }) {
  const { t } = useTranslation('repayment');
  const figure = (key: keyof Fees & ('accrued' | 'paid' | 'waived' | 'open' | 'pending_waivers'), strong = false) => ({
    key,
    label: t(`late_fees.${key}`),
    children: (
      <Typography.Text strong={strong} type={strong && fees[key] > 0 ? 'danger' : undefined} data-testid={`late-fees-${key}`}>
        {formatRupiah(fees[key])}
      </Typography.Text>
    ),
  });
  return (
    <Descriptions
      size="small"
      bordered
      layout="vertical"
      column={{ xs: 1, sm: 2, lg: 5 }}
      data-testid="late-fee-totals"
      items={[figure('accrued'), figure('paid'), figure('waived'), figure('open', true), figure('pending_waivers')]}
    />
  );
}

/** The loan's late fees and waivers, with the waiver actions the caller may take. */
export function LateFees({ loanId }: { loanId: string }) {
  const { t } = useTranslation('repayment');
  const { modal } = App.useApp();
  const fees = useLateFees(loanId);
  const [asking, setAsking] = useState<{ loanId: string; open: number } | null>(null);
  const [rejecting, setRejecting] = useState<Waiver | null>(null);
  const approval = useRepaymentMutation((waiverId: string) => approveWaiver(waiverId));
  const rejection = useRepaymentMutation((v: { waiverId: string; note: string | null }) => rejectWaiver(v.waiverId, v.note));

  function confirmApprove(waiver: Waiver) {
    modal.confirm({
      title: `${t('waiver.approve_for', { amount: formatRupiah(waiver.amount) })}?`,
      content: t('waiver.effect'),
      okText: t('waiver.approve'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await approval.mutateAsync(waiver.waiver_id);
          toastSuccess(t('waiver.approved'));
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  const data = fees.data;
  const body = fees.isError ? (
    <Failed error={fees.error} />
  ) : !data ? (
    <Skeleton active />
  ) : (
    <Flex vertical gap={12}>
      <Totals fees={data} />
      <Table<Waiver>
        data-testid="waiver-list"
        size="small"
        rowKey="waiver_id"
        dataSource={data.waivers}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('waiver.none') }}
        columns={[
          { key: 'requested', title: t('waiver.requested_by'), render: (_, w) => <ByAt name={w.requested_by_name} at={w.requested_at} /> },
          { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, w) => formatRupiah(w.amount) },
          { key: 'reason', title: t('reason'), render: (_, w) => <span style={{ whiteSpace: 'pre-line' }}>{w.reason}</span> },
          { key: 'status', title: t('columns.status'), render: (_, w) => <LoanStatusTag kind="waiver" status={w.status} /> },
          {
            key: 'decided',
            title: t('waiver.decided_by'),
            render: (_, w) => (
              <>
                <ByAt name={w.decided_by_name} at={w.decided_at} />
                {w.decision_note && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{w.decision_note}</Typography.Text>
                  </>
                )}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_, w) =>
              allowsAction(w, 'waive_late_fee') ? (
                <Flex gap={8}>
                  <Button size="small" type="primary" onClick={() => confirmApprove(w)} aria-label={t('waiver.approve_for', { amount: formatRupiah(w.amount) })}>
                    {t('waiver.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(w)} aria-label={t('waiver.reject_for', { amount: formatRupiah(w.amount) })}>
                    {t('waiver.reject')}
                  </Button>
                </Flex>
              ) : (
                none
              ),
          },
        ]}
      />
    </Flex>
  );

  return (
    <Section
      title={t('late_fees.title')}
      testId="late-fees"
      extra={
        data && allowsAction(data, 'waive_late_fee') ? (
          <Button onClick={() => setAsking({ loanId, open: data.open })}>{t('waiver.ask')}</Button>
        ) : undefined
      }
    >
      {body}
      <LateFeeWaiverDialog open={asking !== null} target={asking} onClose={() => setAsking(null)} />
      <TextModal
        open={rejecting !== null}
        title={t('waiver.reject_for', { amount: rejecting ? formatRupiah(rejecting.amount) : '' })}
        intro={t('waiver.reject_intro')}
        field="note"
        label={t('waiver.note')}
        okText={t('waiver.reject')}
        danger
        onClose={() => setRejecting(null)}
        onSubmit={async (note) => {
          if (!rejecting) return;
          await rejection.mutateAsync({ waiverId: rejecting.waiver_id, note: note ?? null });
          toastSuccess(t('waiver.rejected'));
        }}
      />
    </Section>
  );
}
