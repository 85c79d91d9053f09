/**
 * "Invite staff": name, e-mail, level and optionally a lender (the funder whose staff the person
 * is), a username and a phone. The server creates the account as invited and e-mails the
 * activation link; its field errors (a taken e-mail, a level the caller may not grant …) show
 * under the fields. A funder's own manager invites only its funder's staff (issue 40 item 3):
 * the lender is theirs and cannot be changed.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../../components/EmailInput';
import { keyPerBody } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { inviteUser, useUserMutation, type InviteInput } from '../api';
import { notifyUserError } from '../errors';
import { NAME_MAX, inviteSchema } from '../schemas';
import { LenderField, LevelSelect, useOwnLender } from './fields';

interface Values {
  full_name?: string;
  email?: string;
  level?: number;
  lender_id?: string;
  username?: string;
  phone?: string;
}

const rules = rulesFor(inviteSchema);

/** The body: trimmed, with the optional fields left out when empty. */
function toInput(values: Values): InviteInput {
  const input: InviteInput = {
    email: (values.email ?? '').trim(),
    full_name: (values.full_name ?? '').trim(),
    level: values.level as number,
  };
  if (values.lender_id) input.lender_id = values.lender_id;
  if (values.username?.trim()) input.username = values.username.trim();
  if (values.phone?.trim()) input.phone = values.phone.trim();
  return input;
}

export function InviteUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<Values>();
  const ownLender = useOwnLender();
  // The same key while the same invitation is sent again: a double click invites once.
  const [keyFor] = useState(keyPerBody);
  const mutation = useUserMutation((input: InviteInput) => inviteUser(input, keyFor(input)));

  async function submit(values: Values) {
    try {
      const invited = await mutation.mutateAsync(toInput(values));
      toastSuccess(t('invite.done', { email: invited.email }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyUserError(error);
    }
  }

  return (
    <Modal
      open={open}
      title={t('invite.title')}
      okText={t('invite.submit')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'invite-user-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        id="invite-user-form"
        layout="vertical"
        initialValues={{ lender_id: ownLender ?? undefined }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="full_name" label={t('fields.full_name')} rules={rules('full_name', true)}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={rules('email', true)}>
          <EmailInput />
        </Form.Item>
        <Form.Item name="level" label={t('fields.level')} rules={rules('level', true)}>
          <LevelSelect placeholder={t('fields.level_placeholder')} />
        </Form.Item>
        <LenderField rules={rules('lender_id')} ownLender={ownLender} />
        <Form.Item name="username" label={t('fields.username')} extra={t('fields.username_help')} rules={rules('username')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="phone" label={t('fields.phone')} rules={rules('phone')}>
          <Input type="tel" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
