/**
 * "Import" (issue 11 item 1): the template to fill in (xlsx; columns in the caller's language,
 * the motorcycle types and dealers as drop-downs from its second sheet), and the filled file
 * (xlsx or csv) uploaded to the server, which registers the valid rows in stock, counts the units
 * it already has as duplicates and lists the rows it refused with their errors. A file of another
 * type or over 10 MiB is refused before sending; the list refreshes when units were registered.
 */
import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton';
import { ImportResult } from '../../../components/ImportResult';
import { SpreadsheetDrop } from '../../../components/SpreadsheetDrop';
import { IMPORT_TEMPLATE_API, useMotorcycleImport, type MotorcycleImportResult } from '../api';
import { motorcycleImportFileSchema } from '../schemas';

export function MotorcycleImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('motorcycle');
  const upload = useMotorcycleImport();
  const [result, setResult] = useState<MotorcycleImportResult | null>(null);

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={onClose}
      afterClose={() => setResult(null)}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <DownloadButton
          path={IMPORT_TEMPLATE_API}
          filename="motorcycle-import-template.xlsx"
          label={t('import.template')}
          testId="motorcycle-import-template"
        />
      </div>
      <SpreadsheetDrop
        accept=".xlsx,.csv"
        schema={motorcycleImportFileSchema}
        upload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
        onStart={() => setResult(null)}
        onUploaded={setResult}
        texts={{ drop: t('import.drop'), hint: t('import.hint'), uploading: t('import.uploading'), failed: t('import.failed') }}
        testIds={{ dropzone: 'motorcycle-import-upload', uploading: 'motorcycle-import-uploading', error: 'motorcycle-import-error' }}
      />
      {result && (
        <ImportResult
          result={result}
          texts={{
            created: t('import.created'),
            duplicates: t('import.duplicates'),
            rejected: t('import.rejected'),
            row: t('import.row'),
            errors: t('import.errors'),
          }}
          testId="motorcycle-import-result"
        />
      )}
    </Modal>
  );
}
