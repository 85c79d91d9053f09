import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';

/** Shown when an activation link was opened without its token. */
export function MissingLinkToken() {
  const { t } = useTranslation('auth');
  return (
    <Result
      status="warning"
      title={t('activation.missing_token')}
      extra={
        <ButtonLink type="primary" to="/reset-password">
          {t('password.request_new_link')}
        </ButtonLink>
      }
    />
  );
}
