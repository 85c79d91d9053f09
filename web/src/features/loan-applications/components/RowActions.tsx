import { App, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { allows } from '../../../entities/loan-application/api';
import { detailPath, formPath } from '../../../entities/loan-application/paths';
import type { ApplicationRow, LoanAction } from '../../../entities/loan-application/types';
import { toastSuccess } from '../../../lib/notify';
import { setLead, useApplicationMutation, verifyApplication, type LeadAction } from '../api';
import { notifyActionError } from '../display';
import type { AssignTarget } from './AssignModal';
import { RowMenuButton } from '../../../components/RowMenuButton';

export type RowAction =
  | 'continue'
  | 'verify'
  | 'assign_pic'
  | 'assign_partner'
  | 'qualify'
  | 'unqualify'
  | 'delete';

/** Each menu entry with the server action that allows it, in menu order. */
const MENU: readonly (readonly [RowAction, LoanAction])[] = [
  ['continue', 'edit'],
  ['verify', 'verify'],
  ['assign_pic', 'assign_pic'],
  ['assign_partner', 'assign_partner'],
  ['qualify', 'qualify'],
  ['unqualify', 'unqualify'],
  ['delete', 'delete'],
];

/**
 * The menu entries of a row: exactly those the server allows in `allowed_actions` (the rules
 * live on the server; `save` and `schedule_kyc` are the form's, not the menu's).
 */
export function rowActions(row: Pick<ApplicationRow, 'allowed_actions'>): RowAction[] {
  return MENU.filter(([, action]) => allows(row, action)).map(([entry]) => entry);
}

interface Props {
  row: ApplicationRow;
  /** Whether the staff member may open the borrower detail (`borrower/detail` in /me areas). */
  canSeeDetail: boolean;
  onAssign: (target: AssignTarget) => void;
  onDelete: (row: ApplicationRow) => void;
}

/** The menu of a row's actions: see detail, continue registration, verify, assign, leads, delete. */
export function RowActions({ row, canSeeDetail, onAssign, onDelete }: Props) {
  const { t } = useTranslation('applications');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const verify = useApplicationMutation((r: ApplicationRow) => verifyApplication(r.loan_id, r.version));
  const lead = useApplicationMutation((v: { loanId: string; action: LeadAction }) => setLead(v.loanId, v.action));

  function confirmVerify() {
    modal.confirm({
      title: t('verify.title', { loanId: row.loan_id }),
      content: t('verify.content'),
      okText: t('verify.ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await verify.mutateAsync(row);
          toastSuccess(t('verify.done', { loanId: row.loan_id }));
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  /** Unqualifying takes the lead out of the pipeline: asked first. */
  function confirmUnqualify() {
    modal.confirm({
      title: t('unqualify.title', { loanId: row.loan_id }),
      content: t('unqualify.content'),
      okText: t('unqualify.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => changeLead('unqualify'),
    });
  }

  async function changeLead(action: LeadAction) {
    try {
      await lead.mutateAsync({ loanId: row.loan_id, action });
      toastSuccess(t(`${action}.done`, { loanId: row.loan_id }));
    } catch (error) {
      notifyActionError(error);
    }
  }

  const labels: Record<RowAction, string> = {
    continue: t('actions.continue'),
    verify: t('actions.verify'),
    assign_pic: row.pic ? t('actions.change_pic') : t('actions.assign_pic'),
    assign_partner: row.partner ? t('actions.change_partner') : t('actions.assign_partner'),
    qualify: t('actions.qualify'),
    unqualify: t('actions.unqualify'),
    delete: t('actions.delete'),
  };

  const items: MenuProps['items'] = [
    ...(canSeeDetail ? [{ key: 'detail', label: t('actions.detail') }] : []),
    ...rowActions(row).map((action) => ({ key: action, label: labels[action], danger: action === 'delete' })),
  ];

  function onClick({ key }: { key: string }) {
    switch (key as RowAction | 'detail') {
      case 'detail':
        return void navigate(detailPath(row.loan_id));
      case 'continue':
        return void navigate(formPath(row.loan_id));
      case 'verify':
        return confirmVerify();
      case 'assign_pic':
        return onAssign({ kind: 'pic', loanIds: [row.loan_id], currentId: row.pic?.id });
      case 'assign_partner':
        return onAssign({ kind: 'partner', loanIds: [row.loan_id], currentId: row.partner?.id });
      case 'qualify':
        return void changeLead('qualify');
      case 'unqualify':
        return confirmUnqualify();
      case 'delete':
        return onDelete(row);
    }
  }

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <RowMenuButton loanId={row.loan_id} loading={verify.isPending || lead.isPending} />
    </Dropdown>
  );
}
