import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resetPassword } from '../api';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';

/** /reset-password: without a token, ask for a link by e-mail; with ?token=…, set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t(token ? 'reset.new_title' : 'reset.title')}>
      {token ? (
        <NewPasswordForm token={token} submit={resetPassword} submitLabel={t('reset.submit')} />
      ) : (
        <ForgotPasswordForm />
      )}
    </AuthCard>
  );
}
