import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { activate } from '../api';
import { AuthCard } from './AuthCard';
import { MissingLinkToken } from './MissingLinkToken';
import { NewPasswordForm } from './NewPasswordForm';

/** /activation?token=…: a new staff member sets the first password. */
export function ActivationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t('activation.title')}>
      {token ? (
        <NewPasswordForm token={token} submit={activate} submitLabel={t('activation.submit')} />
      ) : (
        <MissingLinkToken />
      )}
    </AuthCard>
  );
}
