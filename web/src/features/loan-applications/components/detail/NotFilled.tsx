import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The neutral text of a step or value that has not been filled in yet. */
export function NotFilled() {
  const { t } = useTranslation('applications');
  return (
    <Typography.Text type="secondary" data-testid="not-filled">
      {t('detail.not_filled')}
    </Typography.Text>
  );
}

/** A value, or "not filled yet" when there is none. */
export function orNotFilled(value: string | number | null | undefined) {
  return value === null || value === undefined || value === '' ? <NotFilled /> : value;
}
