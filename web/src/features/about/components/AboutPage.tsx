import { Card, Descriptions, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

/** Attributions shown on the About page; names are proper nouns, the rest comes from locales. */
const SOFTWARE = [
  { name: 'React', license: 'MIT' },
  { name: 'Ant Design', license: 'MIT' },
  { name: 'TanStack Query', license: 'MIT' },
  { name: 'React Router', license: 'MIT' },
  { name: 'i18next', license: 'MIT' },
  { name: 'Zod', license: 'MIT' },
  { name: 'Day.js', license: 'MIT' },
  { name: 'Axios', license: 'MIT' },
] as const;

/** App version and third-party attributions; open to every signed-in user. */
export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Paragraph>{t('description')}</Typography.Paragraph>
        <Descriptions column={1} items={[{ key: 'version', label: t('version'), children: __APP_VERSION__ }]} />
      </Card>
      <Card title={t('data_title')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph data-testid="attribution-regions">{t('regions')}</Typography.Paragraph>
      </Card>
      <Card title={t('software_title')}>
        <List
          size="small"
          dataSource={[...SOFTWARE]}
          renderItem={(item) => (
            <List.Item>
              {t('software_item', { name: item.name, license: item.license })}
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
