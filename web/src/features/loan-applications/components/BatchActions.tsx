import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBatch, type BatchOutcome } from '../api';
import { notifyActionError } from '../display';
import type { AssignTarget } from './AssignModal';

interface Props {
  /** The loan IDs of the selected rows. */
  selected: string[];
  /** Opens the PIC or partner choice for the selected rows. */
  onAssign: (target: AssignTarget) => void;
  /** Opens the batch KYC scheduling of the selected rows. */
  onScheduleKyc: () => void;
  /** Called with the outcome of a batch, to sum it up. */
  onDone: (outcome: BatchOutcome) => void;
}

/**
 * The actions of the selection bar: verify the selected applications (asked first), assign a
 * PIC or a partner to them (each done on its own, the failures summed up afterwards), and the
 * batch KYC scheduling (all or nothing).
 */
export function BatchActions({ selected, onAssign, onScheduleKyc, onDone }: Props) {
  const { t } = useTranslation('applications');
  const { modal } = App.useApp();
  const batch = useBatch();

  function confirmVerify() {
    const loanIds = [...selected];
    modal.confirm({
      title: t('batch.verify_confirm', { count: loanIds.length }),
      content: t('batch.verify_content'),
      okText: t('verify.ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          onDone(await batch.run({ action: 'verify', loan_ids: loanIds }));
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  return (
    <>
      <Button onClick={confirmVerify} loading={batch.isPending} data-testid="batch-verify">
        {t('selection.verify')}
      </Button>
      <Button onClick={() => onAssign({ kind: 'pic', loanIds: selected, batch: true })}>{t('selection.assign_pic')}</Button>
      <Button onClick={() => onAssign({ kind: 'partner', loanIds: selected, batch: true })}>
        {t('selection.assign_partner')}
      </Button>
      <Button onClick={onScheduleKyc}>{t('selection.schedule_kyc')}</Button>
    </>
  );
}
