import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { Link, useNavigate } from 'react-router';
import { ApiError, type Envelope } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { useSubmit } from '../../../lib/useSubmit';
import { zodRule } from '../../../lib/zodRule';
import type { SetPasswordBody } from '../api';
import { newPasswordFormSchema, type NewPasswordForm as Values } from '../schemas';


interface Props {
  /** The token from the e-mailed link. */
  token: string;
  /** The call that sets the password (activation or reset). */
  submit: (body: SetPasswordBody) => Promise<Envelope<unknown>>;
  submitLabel: string;
}

/**
 * The new password + confirmation form shared by activation and reset. Success returns to
 * /login with the server's message; a 422 puts the server's texts under the fields; a 400 (link
 * invalid or expired) is shown above the button with a way to ask for a new link.
 */
export function NewPasswordForm({ token, submit, submitLabel }: Props) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [linkError, setLinkError] = useState<string | null>(null);

  const save = useSubmit((values: Values) => submit({ token, ...values }), {
    onSuccess: (envelope) => {
      toastSuccess(envelope.msg || t('password.saved'));
      void navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (applyFieldErrors(form, error)) return;
      if (error instanceof ApiError && error.kind === 'http') setLinkError(error.message);
    },
  });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => {
        setLinkError(null);
        save.submit(values);
      }}>
      <Form.Item name="password" label={t('fields.new_password')} rules={[zodRule(newPasswordFormSchema, 'password')]}>
        <NewPasswordInput hint={t('password.policy')} autoFocus />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('fields.password_confirmation')}
        dependencies={['password']}
        rules={[zodRule(newPasswordFormSchema, 'password_confirmation')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {linkError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={linkError}
          description={<Link to="/reset-password">{t('password.request_new_link')}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={save.isPending}>
          {submitLabel}
        </Button>
      </Form.Item>
      <Link to="/login">{t('back_to_login')}</Link>
    </Form>
  );
}
