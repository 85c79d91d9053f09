import { useState } from 'react';
import { Alert, Card, Flex, Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DownloadButton } from '../../../../components/DownloadButton';
import { importPath } from '../../../../entities/loan-application/paths';
import { ApiError } from '../../../../lib/api';
import { validationText } from '../../../../lib/zodRule';
import { IMPORT_TEMPLATE_API, useUploadImport } from '../../importApi';
import { importFileSchema } from '../../schemas';

/** Why the server refused the file: its message under `file`, or its message. */
function refusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find((e) => e.field === 'file')?.message ?? error.message;
}

/**
 * The start of an import: the template to fill in, and the spreadsheet to upload. A file of
 * another type or over 10 MiB is refused before sending; the server checks it again (and its
 * rows). Once uploaded, the page of the new import opens: its id in the URL keeps it on reload.
 */
export function ImportStart() {
  const { t } = useTranslation('applicationImport');
  const navigate = useNavigate();
  const upload = useUploadImport();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(file: File) {
    const checked = importFileSchema.safeParse({ name: file.name, size: file.size });
    if (!checked.success) {
      setProblem(validationText(checked.error.issues[0].message));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const created = await upload.mutateAsync({ file, onProgress: setProgress });
      void navigate(importPath(created.import_id));
    } catch (error) {
      // Server faults and lost connections were toasted by the API client already.
      setProblem(refusal(error) ?? null);
    } finally {
      setProgress(null);
    }
  }

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
          <Upload.Dragger
            accept=".xls,.xlsx"
            multiple={false}
            showUploadList={false}
            disabled={progress !== null}
            beforeUpload={(file) => {
              void send(file);
              return Upload.LIST_IGNORE;
            }}
            data-testid="import-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('upload.drop')}</p>
            <p className="ant-upload-hint">{t('upload.hint')}</p>
          </Upload.Dragger>
          {progress !== null && (
            <Flex gap={8} align="center" style={{ marginTop: 8 }} role="status" data-testid="import-uploading">
              <Typography.Text type="secondary">{t('upload.uploading')}</Typography.Text>
              <Progress percent={Math.round(progress * 100)} size="small" style={{ flex: 1 }} />
            </Flex>
          )}
          {problem && (
            <Alert
              type="error"
              showIcon
              title={t('upload.failed')}
              description={problem}
              style={{ marginTop: 8 }}
              data-testid="import-upload-error"
            />
          )}
        </div>
      </Flex>
    </Card>
  );
}
