/**
 * Where a loan stands now (issue 45 item 2), for the borrower detail's header: its stage and the
 * status within that stage (approval pending, KYC scheduled, payment scheduled, active and
 * normal, on hold or late, …) and, once it ended, how (paid off, settled early, written off,
 * deactivated).
 */
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoanStatusTag, type StatusKind } from './StatusTag';
import type { LoanDetail } from './types';

type Shown = Pick<
  LoanDetail,
  'stage' | 'approval_status' | 'kyc_status' | 'payment_status' | 'contract_status' | 'active_status' | 'inactive_reason'
>;

/** The statuses that say where a loan of each stage stands, in the order they show. */
function statusesOf(loan: Shown): [StatusKind, string | null | undefined][] {
  switch (loan.stage) {
    case 'approval':
      return [['approval', loan.approval_status]];
    case 'kyc':
      return [['kyc', loan.kyc_status]];
    case 'contract':
      return [
        ['payment', loan.payment_status],
        ['contract', loan.contract_status],
      ];
    case 'active':
      return [['active', loan.active_status]];
    case 'closed':
      // A loan that ended says how (below); one closed before it was active, by whom it was refused.
      if (loan.inactive_reason) return [];
      if (loan.kyc_status === 'kyc_rejected') return [['kyc', loan.kyc_status]];
      return [['approval', loan.approval_status === 'rejected' ? loan.approval_status : null]];
    default:
      return [];
  }
}

export function LoanStageTags({ loan }: { loan: Shown }) {
  const { t } = useTranslation('repayment');
  return (
    <Flex gap={4} wrap data-testid="loan-stage-tags">
      <LoanStatusTag kind="stage" status={loan.stage} />
      {statusesOf(loan).map(([kind, status]) => (
        <LoanStatusTag key={kind} kind={kind} status={status} />
      ))}
      {loan.inactive_reason && (
        <Tag color={loan.inactive_reason === 'written_off' ? 'red' : 'default'} data-testid="loan-ended" data-reason={loan.inactive_reason}>
          {t(`inactive_reason.${loan.inactive_reason}`)}
        </Tag>
      )}
    </Flex>
  );
}
