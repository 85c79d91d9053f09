import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportError } from '../../lib/sentry';

/** The last resort when a screen crashes: report it and offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <Result
      status="500"
      title={t('title')}
      subTitle={t('default')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    />
  );
}
