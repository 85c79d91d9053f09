/**
 * `/app/borrower/application/import` and `…/import/:importId` (issue 13): importing
 * applications from a spreadsheet. Without an id: the template and the upload; with one: that
 * import's checks, progress, errors and actions (the id in the URL keeps it across a reload).
 * Below, the recent imports. Fetched when first opened, so the list does not carry it.
 */
import { Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageHeading } from '../../../../components/PageHeading';
import { APPLICATION_LIST_PATH } from '../../../../entities/loan-application/paths';
import { ImportStart } from './ImportStart';
import { ImportStatusCard } from './ImportStatusCard';
import { RecentImports } from './RecentImports';

export function ImportPage() {
  const { t } = useTranslation('applicationImport');
  const { importId } = useParams();
  return (
    <>
      <ButtonLink to={APPLICATION_LIST_PATH} icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
        {t('back')}
      </ButtonLink>
      <PageHeading>{t('title')}</PageHeading>
      <Flex vertical gap={16}>
        {importId ? <ImportStatusCard key={importId} importId={importId} /> : <ImportStart />}
        <RecentImports current={importId} />
      </Flex>
    </>
  );
}
