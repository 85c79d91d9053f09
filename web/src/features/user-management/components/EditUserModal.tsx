/**
 * Changes one account: its name ("Edit name"), or its level and lender ("Change level"), which
 * ends the person's sessions (they sign in again with the new access). A refusal (their own
 * account, the last administrator, someone else's change first) is told and the list reloaded.
 * A funder's own manager keeps its staff with its funder: the lender cannot be changed.
 */
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '../../../entities/staff/types';
import { ApiError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { updateUser, useUserMutation, type UpdateInput } from '../api';
import { notifyUserError } from '../errors';
import { NAME_MAX, levelSchema, nameSchema } from '../schemas';
import { LenderField, LevelSelect, useOwnLender } from './fields';

/** Which change the modal makes, to which account. */
export interface Editing {
  user: StaffMember;
  mode: 'name' | 'level';
}

interface Values {
  full_name?: string;
  level?: number;
  lender_id?: string;
}

const nameRules = rulesFor(nameSchema);
const levelRules = rulesFor(levelSchema);

function toInput({ user, mode }: Editing, values: Values): UpdateInput {
  return mode === 'name'
    ? { version: user.version, full_name: (values.full_name ?? '').trim() }
    : { version: user.version, level: values.level, lender_id: values.lender_id ?? null };
}

export function EditUserModal({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<Values>();
  const ownLender = useOwnLender();
  const mutation = useUserMutation((v: { editing: Editing; values: Values }) => updateUser(v.editing.user.id, toInput(v.editing, v.values)));

  async function submit(values: Values) {
    if (!editing) return;
    try {
      const saved = await mutation.mutateAsync({ editing, values });
      toastSuccess(
        editing.mode === 'name' ? t('edit.saved', { name: saved.full_name }) : t('change_level.saved', { name: saved.full_name, level: saved.level }),
      );
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      notifyUserError(error);
      // A conflict means the account on screen is stale (or the change is never allowed).
      if (error instanceof ApiError && error.status === 409) onClose();
    }
  }

  return (
    <Modal
      open={editing !== null}
      title={editing && t(editing.mode === 'name' ? 'edit.title' : 'change_level.title', { name: editing.user.full_name })}
      okText={t('save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'edit-user-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {editing && (
        <Form
          form={form}
          id="edit-user-form"
          layout="vertical"
          initialValues={{ full_name: editing.user.full_name, level: editing.user.level, lender_id: editing.user.lender_id ?? undefined }}
          onFinish={(values) => void submit(values)}
        >
          {editing.mode === 'name' ? (
            <Form.Item name="full_name" label={t('fields.full_name')} rules={nameRules('full_name', true)}>
              <Input maxLength={NAME_MAX} />
            </Form.Item>
          ) : (
            <>
              <Alert type="info" showIcon title={t('change_level.sessions_end')} style={{ marginBottom: 16 }} />
              <Form.Item name="level" label={t('fields.level')} rules={levelRules('level', true)}>
                <LevelSelect />
              </Form.Item>
              <LenderField rules={levelRules('lender_id')} ownLender={ownLender} />
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
