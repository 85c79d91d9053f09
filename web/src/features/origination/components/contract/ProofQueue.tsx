import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCursorList } from '../../../../components/list';
import { allowsAction, loanKeys } from '../../../../entities/loan/api';
import type { QueuedProof } from '../../../../entities/loan/types';
import { formatRupiah } from '../../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { acceptProof, fetchProofQueue, rejectProof, useLoanMutation } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { FileLink } from '../../../../entities/file/FileLink';
import { TextModal } from '../../../../components/TextModal';

/** The flag of a proof whose file or transfer reference was already used on other loans (named when in the caller's scope, else "another funder's loan"). */
export function DuplicateFlag({ loans, elsewhere = false }: { loans: readonly string[]; elsewhere?: boolean }) {
  const { t } = useTranslation('origination');
  if (!loans.length && !elsewhere) return null;
  return (
    <Tag color="red" icon={<WarningOutlined />} data-testid="duplicate-flag">
      {loans.length ? t('contract.proof.duplicate_of', { loans: loans.join(', ') }) : t('contract.proof.duplicate_elsewhere')}
    </Tag>
  );
}

const QUERY = { status: 'pending' } as const;

/**
 * What the first payment still misses once this proof is accepted (rupiah), or null when the
 * proof covers what remains (issue 41 item 1: a short proof is accepted, the rest stays open).
 */
function shortfall(proof: QueuedProof): number | null {
  if (proof.covers_remaining) return null;
  return Math.max(proof.first_payment_amount_remaining - proof.amount, 0);
}

/**
 * The verification queue of first payment proofs (`GET /api/v1/payment-proofs?status=pending`):
 * each proof with its file, reference, amount, date and a possible-duplicate flag, beside the
 * loan's first payment as it stands (due, received so far), accepted or rejected (with a reason)
 * where the row's `allowed_actions` has `review_payment_proof`. Accepting asks for confirmation;
 * a flagged proof says so, and a proof short of what remains says how much stays open after it
 * (the first payment is paid only once fully received, issue 41 item 1).
 */
export function ProofQueue() {
  const { t } = useTranslation('origination');
  const { modal } = App.useApp();
  const list = useCursorList({
    queryKey: loanKeys.list('proofs', QUERY),
    fetchPage: (cursor, signal) => fetchProofQueue({ ...QUERY, limit: 20, ...(cursor ? { cursor } : {}) }, signal),
  });
  const [rejecting, setRejecting] = useState<QueuedProof | null>(null);
  const accept = useLoanMutation((proof: QueuedProof) => acceptProof(proof.proof_id));
  const rejection = useLoanMutation((v: { proofId: string; reason: string }) => rejectProof(v.proofId, v.reason));

  async function doAccept(proof: QueuedProof) {
    try {
      const loan = await accept.mutateAsync(proof);
      // A short proof leaves part of the first payment open: say how much (the loan answered).
      const remaining = loan.first_payment?.amount_remaining;
      toastSuccess(
        t('contract.queue.accepted', { loanId: proof.loan_id }),
        remaining ? t('contract.queue.still_open', { remaining: formatRupiah(remaining) }) : undefined,
      );
    } catch (error) {
      notifyActionError(error);
    }
  }

  function confirmAccept(proof: QueuedProof) {
    const duplicate = proof.possible_duplicate_of.length > 0;
    const missing = shortfall(proof);
    modal.confirm({
      title: t('contract.queue.accept_title', { loanId: proof.loan_id }),
      content: (
        <Flex vertical gap={8}>
          <span>
            {duplicate
              ? t('contract.queue.accept_duplicate', { loans: proof.possible_duplicate_of.join(', ') })
              : t('contract.queue.accept_content', { amount: formatRupiah(proof.amount), reference: proof.reference })}
          </span>
          {missing !== null && (
            <Alert
              type="warning"
              showIcon
              data-testid="short-proof-warning"
              title={t('contract.queue.accept_short', {
                amount: formatRupiah(proof.amount),
                remaining: formatRupiah(proof.first_payment_amount_remaining),
                missing: formatRupiah(missing),
              })}
            />
          )}
        </Flex>
      ),
      okText: t('contract.queue.accept'),
      okButtonProps: duplicate ? { danger: true } : undefined,
      cancelText: t('cancel'),
      onOk: () => doAccept(proof),
    });
  }

  return (
    <Card size="small" title={t('contract.queue.title', { count: list.total })} style={{ marginBottom: 16 }} data-testid="proof-queue">
      {list.query.isError && <Alert type="error" showIcon title={list.query.error.message} style={{ marginBottom: 8 }} />}
      <Table<QueuedProof>
        size="small"
        rowKey="proof_id"
        pagination={false}
        loading={list.query.isFetching}
        dataSource={list.rows}
        scroll={{ x: 1050 }}
        locale={{ emptyText: t('contract.queue.empty') }}
        columns={[
          {
            key: 'loan',
            title: t('columns.loan_id'),
            render: (_, p) => (
              <>
                {p.loan_id}
                <br />
                <Typography.Text type="secondary">{p.full_name}</Typography.Text>
              </>
            ),
          },
          {
            key: 'proof',
            title: t('contract.queue.proof'),
            render: (_, p) => (
              <Flex vertical align="start" gap={4}>
                <span data-testid="proof-reference">{p.reference}</span>
                <FileLink fileId={p.file_id} label={t('contract.queue.view_file')} title={t('contract.proof.title', { loanId: p.loan_id })} />
                <DuplicateFlag loans={p.possible_duplicate_of} elsewhere={p.duplicate_elsewhere} />
              </Flex>
            ),
          },
          {
            key: 'first_payment',
            title: t('columns.first_payment'),
            render: (_, p) => (
              <Flex vertical align="start" gap={2} style={{ whiteSpace: 'nowrap' }}>
                <span data-testid="proof-due">{t('contract.queue.due', { amount: formatRupiah(p.first_payment_amount_due) })}</span>
                <Typography.Text type="secondary" data-testid="proof-received">
                  {t('contract.queue.received', { amount: formatRupiah(p.first_payment_amount_received) })}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'amount',
            title: t('contract.queue.this_proof'),
            align: 'right',
            render: (_, p) => {
              const missing = shortfall(p);
              return (
                <Flex vertical align="end" gap={2}>
                  <span data-testid="proof-amount" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupiah(p.amount)}
                  </span>
                  {missing !== null && (
                    <Tag color="gold" data-testid="proof-short" style={{ marginInlineEnd: 0 }}>
                      {t('contract.queue.short', { missing: formatRupiah(missing) })}
                    </Tag>
                  )}
                </Flex>
              );
            },
          },
          { key: 'paid', title: t('contract.proof.paid_date'), render: (_, p) => formatJakartaDate(p.paid_date) },
          {
            key: 'by',
            title: t('contract.queue.submitted'),
            render: (_, p) => (
              <>
                {p.created_by_name ?? ''}
                <br />
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatJakartaDateTime(p.created_at)}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_, p) =>
              allowsAction(p, 'review_payment_proof') ? (
                <Flex gap={8}>
                  <Button size="small" type="primary" onClick={() => confirmAccept(p)} aria-label={t('contract.queue.accept_for', { loanId: p.loan_id })}>
                    {t('contract.queue.accept')}
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(p)} aria-label={t('contract.queue.reject_for', { loanId: p.loan_id })}>
                    {t('contract.queue.reject')}
                  </Button>
                </Flex>
              ) : null,
          },
        ]}
      />
      {(list.hasPrevious || list.hasNext) && (
        <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
          <Button size="small" disabled={!list.hasPrevious} onClick={list.previous}>
            {t('list.previous')}
          </Button>
          <Button size="small" disabled={!list.hasNext} onClick={list.next}>
            {t('list.next')}
          </Button>
        </Flex>
      )}
      <TextModal
        open={rejecting !== null}
        title={t('contract.queue.reject_title', { loanId: rejecting?.loan_id ?? '' })}
        field="reason"
        label={t('reason')}
        okText={t('contract.queue.reject')}
        danger
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await rejection.mutateAsync({ proofId: rejecting.proof_id, reason: reason ?? '' });
          toastSuccess(t('contract.queue.rejected', { loanId: rejecting.loan_id }));
        }}
      />
    </Card>
  );
}
