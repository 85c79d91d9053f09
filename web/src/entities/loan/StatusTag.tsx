/**
 * The statuses of the later pipeline stages as coloured tags (spec §4), texts from the `loan`
 * namespace. One component for every screen, so a status reads and looks the same everywhere.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Which status family a tag shows. */
export type StatusKind =
  | 'approval'
  | 'kyc'
  | 'ol'
  | 'payment'
  | 'contract'
  | 'active'
  | 'allocation'
  | 'proof'
  | 'stage'
  | 'installment'
  | 'bucket'
  | 'hold'
  | 'waiver';

const COLOURS: Record<StatusKind, Record<string, string>> = {
  approval: { pending: 'gold', approved: 'green', rejected: 'red' },
  kyc: {
    ol_processing: 'blue',
    kyc_scheduling: 'gold',
    kyc_scheduled: 'purple',
    kyc_expired: 'volcano',
    kyc_rejected: 'red',
    kyc_approved: 'green',
  },
  ol: { ol_processing: 'blue', ol_downloaded: 'green', not_needed: 'default' },
  payment: { payment_scheduled: 'blue', paid: 'green', schedule_expired: 'volcano' },
  contract: { contract_processing: 'gold', contract_verified: 'green' },
  active: {
    pending_activation: 'cyan',
    normal: 'green',
    on_hold: 'gold',
    late: 'orange',
    non_performing: 'red',
    inactive: 'default',
  },
  allocation: { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' },
  proof: { pending: 'gold', accepted: 'green', rejected: 'red' },
  stage: {
    lead: 'default',
    application: 'blue',
    approval: 'gold',
    kyc: 'purple',
    contract: 'geekblue',
    active: 'green',
    closed: 'default',
    moved: 'default',
  },
  installment: { due: 'blue', paid: 'green', partial: 'gold', overdue: 'red', held: 'purple' },
  // The OJK loan-quality buckets, from current (lancar) to loss (macet).
  bucket: { lancar: 'green', dalam_perhatian_khusus: 'gold', kurang_lancar: 'orange', diragukan: 'volcano', macet: 'red' },
  hold: { scheduled: 'blue', holding: 'purple', ended: 'default' },
  // A late-fee waiver (issue 43 item 1): asked for, then approved or rejected by another staff member.
  waiver: { requested: 'gold', approved: 'green', rejected: 'red' },
};

/** A status's text in the UI language (`loan:status.kyc.kyc_scheduled`), for tags and filters. */
export function useStatusText() {
  const { t } = useTranslation('loan');
  return (kind: StatusKind, status: string) => t(`status.${kind}.${status}`);
}

/** A coloured status tag; nothing for a status not set yet. */
export function LoanStatusTag({ kind, status }: { kind: StatusKind; status: string | null | undefined }) {
  const text = useStatusText();
  if (!status) return null;
  return (
    <Tag color={COLOURS[kind][status] ?? 'default'} data-testid={`${kind}-status`} data-status={status}>
      {text(kind, status)}
    </Tag>
  );
}
