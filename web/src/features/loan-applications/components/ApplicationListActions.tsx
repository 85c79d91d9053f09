import { Flex } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { ExportButton } from '../../../components/ExportButton';
import { APPLICATIONS_API } from '../../../entities/loan-application/api';
import { APPLICATION_IMPORT_PATH, NEW_APPLICATION_PATH } from '../../../entities/loan-application/paths';
import { listQuery, type ListFilters } from '../query';

/**
 * The list's page actions: create and import (the lender's own staff only: a funder's staff
 * never originate loans, issue 45 item 6), and the downloads of the list (with its filters) and
 * of the paid applications. The list and its first view draw them.
 */
export function ApplicationListActions({ inHouse, filters }: { inHouse: boolean; filters: ListFilters }) {
  const { t } = useTranslation('applications');
  return (
    <Flex gap={8} wrap align="center" data-testid="page-actions">
      {inHouse && (
        <>
          <ButtonLink type="primary" icon={<PlusOutlined />} to={NEW_APPLICATION_PATH}>
            {t('create')}
          </ButtonLink>
          <ButtonLink icon={<UploadOutlined />} to={APPLICATION_IMPORT_PATH} data-testid="import-batch">
            {t('toolbar.import')}
          </ButtonLink>
        </>
      )}
      <ExportButton
        path={APPLICATIONS_API}
        params={{ ...listQuery(filters, undefined, null) }}
        filename="loan-applications.xlsx"
        label={t('toolbar.download')}
        testId="export-applications"
      />
      <ExportButton
        path={`${APPLICATIONS_API}/paid`}
        params={{}}
        filename="paid-applications.xlsx"
        label={t('toolbar.download_paid')}
        testId="export-paid"
      />
    </Flex>
  );
}
