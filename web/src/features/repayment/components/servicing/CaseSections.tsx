/**
 * The servicing sections of the loan's performance history (issue 44, DESIGN §3), loaded after
 * the tab's first parts: "Restructuring" (shown while the loan has a proposal or one may be
 * proposed: the proposals, newest first, each expandable to its old and new schedules side by
 * side, with Approve and Reject — a note — where the proposal's `allowed_actions` has
 * `restructure`: never on the caller's own proposal) and, on a written-off loan, "Recoveries"
 * (date, amount, method, reference) with their total.
 */
import { useState } from 'react';
import { App, Button, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextModal } from '../../../../components/TextModal';
import { allowsAction } from '../../../../entities/loan/api';
import type { LoanDetail } from '../../../../entities/loan/types';
import { notifyActionError } from '../../../../lib/actionErrors';
import { formatRupiah } from '../../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { useRepaymentMutation } from '../../api';
import { Failed, Section } from '../detail/Section';
import { approveRestructure, rejectRestructure, useRecoveries, useRestructures, type Recovery, type Restructure, type RestructureStatus } from '../../servicingApi';
import { recoveriesTotal } from '../../servicingSchedule';
import { ScheduleCompare } from './ScheduleCompare';

const none = <Typography.Text type="secondary">—</Typography.Text>;

const STATUS_COLOURS: Record<RestructureStatus, string> = { requested: 'gold', approved: 'green', rejected: 'red' };

/** A proposal's status as a coloured tag. */
function StatusTag({ status }: { status: RestructureStatus }) {
  const { t } = useTranslation('servicing');
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="restructure-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

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

function Restructures({ loanId, proposals }: { loanId: string; proposals: ReturnType<typeof useRestructures> }) {
  const { t } = useTranslation('servicing');
  const { modal } = App.useApp();
  const [rejecting, setRejecting] = useState<Restructure | null>(null);
  const approval = useRepaymentMutation((id: string) => approveRestructure(id));
  const rejection = useRepaymentMutation((v: { id: string; note: string | null }) => rejectRestructure(v.id, v.note));

  function confirmApprove(p: Restructure) {
    modal.confirm({
      title: t('decide.approve_title', { loanId }),
      content: t('decide.approve_effect'),
      okText: t('decide.approve'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await approval.mutateAsync(p.restructure_id);
          toastSuccess(t('decide.approved'));
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  if (proposals.isError) return <Failed error={proposals.error} />;
  if (proposals.isPending) return <Skeleton active />;
  const rows = proposals.data;
  return (
    <>
      <Table<Restructure>
        data-testid="restructure-list"
        size="small"
        rowKey="restructure_id"
        dataSource={rows}
        pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.none') }}
        expandable={{
          expandedRowRender: (p) => <ScheduleCompare proposal={p} />,
          // The one waiting for a decision opens by itself: the checker sees what they approve.
          defaultExpandedRowKeys: rows.filter((p) => p.status === 'requested').map((p) => p.restructure_id),
        }}
        columns={[
          { key: 'requested', title: t('list.requested_by'), render: (_, p) => <ByAt name={p.requested_by_name} at={p.requested_at} /> },
          {
            key: 'kind',
            title: t('list.kind'),
            render: (_, p) => (
              <>
                {t(`kind.${p.kind}`)}
                <br />
                <Typography.Text type="secondary">{t('list.installments', { count: p.new_tenure_count })}</Typography.Text>
              </>
            ),
          },
          { key: 'effective', title: t('list.effective_date'), render: (_, p) => formatJakartaDate(p.effective_date) },
          { key: 'reason', title: t('reason'), render: (_, p) => <span style={{ whiteSpace: 'pre-line' }}>{p.reason}</span> },
          { key: 'status', title: t('list.status'), render: (_, p) => <StatusTag status={p.status} /> },
          {
            key: 'decided',
            title: t('list.decided_by'),
            render: (_, p) => (
              <>
                <ByAt name={p.decided_by_name} at={p.decided_at} />
                {p.decision_note && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{p.decision_note}</Typography.Text>
                  </>
                )}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('list.actions'),
            fixed: 'right',
            render: (_, p) =>
              p.status === 'requested' && allowsAction(p, 'restructure') ? (
                <Flex gap={8}>
                  <Button size="small" type="primary" onClick={() => confirmApprove(p)} data-testid="restructure-approve">
                    {t('decide.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(p)} data-testid="restructure-reject">
                    {t('decide.reject')}
                  </Button>
                </Flex>
              ) : (
                none
              ),
          },
        ]}
      />
      <TextModal
        open={rejecting !== null}
        title={t('decide.reject_title', { loanId })}
        intro={t('decide.reject_intro')}
        field="note"
        label={t('decide.note')}
        okText={t('decide.reject')}
        danger
        onClose={() => setRejecting(null)}
        onSubmit={async (note) => {
          if (!rejecting) return;
          await rejection.mutateAsync({ id: rejecting.restructure_id, note: note ?? null });
          toastSuccess(t('decide.rejected'));
        }}
      />
    </>
  );
}

function Recoveries({ loanId }: { loanId: string }) {
  const { t } = useTranslation('servicing');
  const recoveries = useRecoveries(loanId);
  if (recoveries.isError) return <Failed error={recoveries.error} />;
  const rows = recoveries.data ?? [];
  return (
    <Table<Recovery>
      data-testid="recovery-list"
      size="small"
      rowKey="recovery_id"
      loading={recoveries.isPending}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('recoveries.none') }}
      columns={[
        { key: 'date', title: t('recoveries.date'), render: (_, r) => formatJakartaDate(r.paid_date) },
        { key: 'amount', title: t('recoveries.amount'), align: 'right', render: (_, r) => formatRupiah(r.amount) },
        { key: 'method', title: t('recoveries.method'), render: (_, r) => t(`repayment:method.${r.method}`) },
        { key: 'reference', title: t('recoveries.reference'), render: (_, r) => r.reference || '—' },
      ]}
      summary={() =>
        rows.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('recoveries.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong data-testid="recoveries-total">
                {formatRupiah(recoveriesTotal(rows))}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={2} />
          </Table.Summary.Row>
        )
      }
    />
  );
}

/** The restructuring proposals and, on a written-off loan, its recoveries. */
export function CaseSections({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('servicing');
  const proposals = useRestructures(loan.loan_id);
  const writtenOff = loan.active_status === 'inactive' && loan.inactive_reason === 'written_off';
  // Nothing proposed and nothing to propose (a closed loan, a reader): no empty section.
  const restructuring = allowsAction(loan, 'restructure') || !proposals.isSuccess || proposals.data.length > 0;
  return (
    <>
      {writtenOff && (
        <Section title={t('recoveries.title')} testId="recoveries">
          <Recoveries loanId={loan.loan_id} />
        </Section>
      )}
      {restructuring && (
        <Section title={t('list.title')} testId="restructuring">
          <Restructures loanId={loan.loan_id} proposals={proposals} />
        </Section>
      )}
    </>
  );
}

export default CaseSections;
