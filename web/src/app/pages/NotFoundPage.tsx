import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';

/** Unknown paths. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="404"
      title={t('not_found_title')}
      subTitle={t('not_found')}
      extra={
        <ButtonLink type="primary" to="/app">
          {t('back_to_start')}
        </ButtonLink>
      }
    />
  );
}
