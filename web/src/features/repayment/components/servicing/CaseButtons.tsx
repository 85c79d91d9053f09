/**
 * The servicing cases on the loan's performance history header (issue 44, DESIGN §3): the
 * "Restructured on <date> (n×)" tag once a restructuring was approved; "Restructure" (the
 * proposal drawer) when the loan's `allowed_actions` has `restructure`; on a written-off loan
 * "Record recovery" (`record_recovery`) and "Reverse write-off" (`reverse_write_off`, level 21:
 * a reason, then a confirmation). The forms load when first opened, mounted only while open.
 */
import { useState } from 'react';
import { App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextModal } from '../../../../components/TextModal';
import { allowsAction } from '../../../../entities/loan/api';
import type { LoanDetail } from '../../../../entities/loan/types';
import { notifyActionError } from '../../../../lib/actionErrors';
import { formatJakartaDate } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { lazyDialog } from '../dialogs';
import { useInstallments, useRepaymentMutation } from '../../api';
import { reverseWriteOff } from '../../servicingApi';
import type { RecoveryTarget } from './RecoveryModal';
import type { RestructureTarget } from './RestructureDrawer';

const RestructureDialog = lazyDialog(() => import('./RestructureDrawer').then((m) => m.RestructureDrawer));
const RecoveryDialog = lazyDialog(() => import('./RecoveryModal').then((m) => m.RecoveryModal));

/** "Restructured on 12 Jan 2027 (2×)" once a restructuring was approved; nothing before. */
export function RestructuredTag({ loan }: { loan: Pick<LoanDetail, 'restructured_on' | 'restructure_count'> }) {
  const { t } = useTranslation('servicing');
  const count = loan.restructure_count ?? 0;
  if (count <= 0) return null;
  return (
    <Tag color="purple" data-testid="restructured" data-count={count}>
      {loan.restructured_on ? t('restructured_on', { date: formatJakartaDate(loan.restructured_on), count }) : t('restructured', { count })}
    </Tag>
  );
}

export function CaseButtons({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('servicing');
  const { modal } = App.useApp();
  const loanId = loan.loan_id;
  const canRestructure = allowsAction(loan, 'restructure');
  // The schedule the tab shows anyway (same query): the unpaid count is the drawer's first value.
  const schedule = useInstallments(canRestructure ? loanId : undefined);
  const [restructuring, setRestructuring] = useState<RestructureTarget | null>(null);
  const [recovering, setRecovering] = useState<RecoveryTarget | null>(null);
  const [reversing, setReversing] = useState(false);
  const reversal = useRepaymentMutation((reason: string) => reverseWriteOff(loanId, reason));

  function confirmReverse(reason: string) {
    modal.confirm({
      title: t('reverse_write_off.confirm_title', { loanId }),
      content: t('reverse_write_off.confirm'),
      okText: t('reverse_write_off.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await reversal.mutateAsync(reason);
          toastSuccess(t('reverse_write_off.done'));
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  return (
    <>
      <RestructuredTag loan={loan} />
      {canRestructure && (
        <Button
          // Until the schedule is read the drawer would open with no count to start from.
          disabled={schedule.data === undefined}
          loading={schedule.isPending}
          onClick={() =>
            setRestructuring({
              loanId,
              fullName: loan.full_name,
              unpaidCount: schedule.data?.filter((i) => i.status !== 'paid').length,
            })
          }
          data-testid="restructure-open"
        >
          {t('actions.restructure')}
        </Button>
      )}
      {allowsAction(loan, 'record_recovery') && (
        <Button type="primary" onClick={() => setRecovering({ loanId, fullName: loan.full_name })} data-testid="recovery-open">
          {t('actions.record_recovery')}
        </Button>
      )}
      {allowsAction(loan, 'reverse_write_off') && (
        <Button danger onClick={() => setReversing(true)} data-testid="reverse-write-off-open">
          {t('actions.reverse_write_off')}
        </Button>
      )}
      {restructuring && <RestructureDialog open target={restructuring} onClose={() => setRestructuring(null)} />}
      {recovering && <RecoveryDialog open target={recovering} onClose={() => setRecovering(null)} />}
      <TextModal
        open={reversing}
        title={t('reverse_write_off.title', { loanId })}
        intro={t('reverse_write_off.intro')}
        field="reason"
        label={t('reason')}
        okText={t('reverse_write_off.next')}
        danger
        onClose={() => setReversing(false)}
        onSubmit={(reason) => {
          // The reason asked, the confirmation comes next (its own dialog, which does the reversal).
          if (reason) confirmReverse(reason);
          return Promise.resolve();
        }}
      />
    </>
  );
}
