import { useState } from 'react';
import { Alert, Button, Form, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../../components/EmailInput';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useSubmit } from '../../../lib/useSubmit';
import { zodRule } from '../../../lib/zodRule';
import { forgotPassword } from '../api';
import { forgotPasswordFormSchema, type ForgotPasswordForm as Values } from '../schemas';

/** Asks for a reset link by e-mail; the answer is the same whether the e-mail is known or not. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const request = useSubmit((values: Values) => forgotPassword({ email: values.email.trim() }), {
    onError: (err) => setError(err instanceof ApiError && err.kind === 'http' ? err.message : null),
  });

  if (request.data) {
    return (
      <Result
        status="success"
        title={t('reset.sent_title')}
        subTitle={request.data.msg || t('reset.sent')}
        extra={<Link to="/login">{t('back_to_login')}</Link>}
      />
    );
  }

  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values: Values) => {
        setError(null);
        request.submit(values);
      }}>
      <Typography.Paragraph type="secondary">{t('reset.intro')}</Typography.Paragraph>
      <Form.Item name="email" label={t('fields.email')} rules={[zodRule(forgotPasswordFormSchema, 'email')]}>
        <EmailInput autoFocus />
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t('reset.send_link')}
        </Button>
      </Form.Item>
      <Link to="/login">{t('back_to_login')}</Link>
    </Form>
  );
}
