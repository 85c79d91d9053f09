import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';
import { useSession } from '../../entities/session/ClientRecord';
import { landingPath } from '../areas';

/** Shown inside the layout when the user's level may not open the requested area. */
export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  const { me } = useSession();
  return (
    <Result
      status="403"
      title={t('forbidden_title')}
      subTitle={t('forbidden')}
      extra={
        <ButtonLink type="primary" to={landingPath(me.areas)}>
          {t('back_to_start')}
        </ButtonLink>
      }
    />
  );
}
