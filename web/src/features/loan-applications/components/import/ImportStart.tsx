import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DownloadButton } from '../../../../components/DownloadButton';
import { importPath } from '../../../../entities/loan-application/paths';
import { SpreadsheetDrop } from '../../../../components/SpreadsheetDrop';
import { IMPORT_TEMPLATE_API, useUploadImport } from '../../importApi';
import { importFileSchema } from '../../schemas';

/**
 * The start of an import: the template to fill in, and the spreadsheet to upload. A file of
 * another type or over 10 MiB is refused before sending; the server checks it again (and its
 * rows). Once uploaded, the page of the new import opens: its id in the URL keeps it on reload.
 */
export function ImportStart() {
  const { t } = useTranslation('applicationImport');
  const navigate = useNavigate();
  const upload = useUploadImport();

  return (
    <Card>
      <Flex vertical gap={24}>
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('template.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('template.text')}</Typography.Paragraph>
          <DownloadButton
            path={IMPORT_TEMPLATE_API}
            filename="import-template.xlsx"
            label={t('template.download')}
            testId="import-template"
          />
        </div>
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('upload.title')}
          </Typography.Title>
          <SpreadsheetDrop
            accept=".xls,.xlsx"
            schema={importFileSchema}
            upload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
            onUploaded={(created) => void navigate(importPath(created.import_id))}
            texts={{ drop: t('upload.drop'), hint: t('upload.hint'), uploading: t('upload.uploading'), failed: t('upload.failed') }}
            testIds={{ dropzone: 'import-upload', uploading: 'import-uploading', error: 'import-upload-error' }}
          />
        </div>
      </Flex>
    </Card>
  );
}
