import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { areaTitleKey } from '../areas';

/** The screen of an area not built yet: its title and a note, never made-up data. */
export function AreaPlaceholder({ area }: { area: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t(areaTitleKey(area))}</PageHeading>
      <Card>
        <Empty description={t('coming_later')} />
      </Card>
    </>
  );
}
