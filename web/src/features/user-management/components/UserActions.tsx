/**
 * The menu of one account's actions: exactly those its `allowed_actions` hold (the server leaves
 * out what the caller may not do — nothing of one's own level or status, nothing that would
 * disable or demote the last administrator). Disabling and enabling are confirmed first.
 */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowMenu, type RowMenuItem } from '../../../components/RowMenu';
import type { StaffAction, StaffMember } from '../../../entities/staff/types';
import { toastSuccess } from '../../../lib/notify';
import { resendActivation, setUserEnabled, useUserMutation } from '../api';
import { notifyUserError } from '../errors';
import type { Editing } from './EditUserModal';

/** The menu entries in order. */
const ORDER: readonly StaffAction[] = ['edit', 'change_level', 'disable', 'enable', 'resend_activation'];

/** The actions of an account's menu: those the server allows, in menu order. */
export function userActions(user: Pick<StaffMember, 'allowed_actions'>): StaffAction[] {
  return ORDER.filter((action) => user.allowed_actions.includes(action));
}

export function UserActions({ user, onEdit }: { user: StaffMember; onEdit: (editing: Editing) => void }) {
  const { t } = useTranslation('users');
  const { modal } = App.useApp();
  const enable = useUserMutation((enabled: boolean) => setUserEnabled(user.id, enabled));
  const resend = useUserMutation(() => resendActivation(user.id));
  const name = user.full_name;

  async function run<T>(action: () => Promise<T>, done: string) {
    try {
      await action();
      toastSuccess(done);
    } catch (error) {
      notifyUserError(error);
    }
  }

  function confirmEnabled(enabled: boolean) {
    const key = enabled ? 'enable' : 'disable';
    modal.confirm({
      title: t(`${key}.title`, { name }),
      content: t(`${key}.content`),
      okText: t(`${key}.ok`),
      okButtonProps: { danger: !enabled },
      cancelText: t('cancel'),
      onOk: () => run(() => enable.mutateAsync(enabled), t(`${key}.done`, { name })),
    });
  }

  const entries: Record<StaffAction, Omit<RowMenuItem, 'key'>> = {
    edit: { label: t('actions.edit'), onClick: () => onEdit({ user, mode: 'name' }) },
    change_level: { label: t('actions.change_level'), onClick: () => onEdit({ user, mode: 'level' }) },
    disable: { label: t('actions.disable'), danger: true, onClick: () => confirmEnabled(false) },
    enable: { label: t('actions.enable'), onClick: () => confirmEnabled(true) },
    resend_activation: {
      label: t('actions.resend_activation'),
      onClick: () => void run(() => resend.mutateAsync(undefined), t('resend.done', { email: user.email })),
    },
  };

  return (
    <RowMenu
      loanId={user.email}
      items={userActions(user).map((action) => ({ key: action, ...entries[action] }))}
      loading={enable.isPending || resend.isPending}
    />
  );
}
