/**
 * "Import": the template to fill in (xlsx; columns in the caller's language, the kinds and
 * statuses as drop-downs from its second sheet, as the motorcycle import's), and a spreadsheet of
 * tickets (xlsx or csv; those columns, or their keys kind, plate_number, occurred_at, place,
 * violation, amount, status) uploaded to the server, which creates the valid rows, counts
 * the rows it already has as duplicates and lists the rows it refused with their errors. A file of
 * another type or over 10 MiB is refused before sending.
 */
import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton';
import { ImportResult } from '../../../components/ImportResult';
import { SpreadsheetDrop } from '../../../components/SpreadsheetDrop';
import { TICKET_IMPORT_TEMPLATE_API, importTickets, useFleetMutation, type TicketImportResult } from '../api';
import { ticketImportFileSchema } from '../schemas';

export function TicketImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const upload = useFleetMutation((v: { file: File; onProgress: (f: number) => void }) => importTickets(v.file, v.onProgress));
  const [result, setResult] = useState<TicketImportResult | null>(null);

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={onClose}
      afterClose={() => setResult(null)}
      footer={<Button onClick={onClose}>{t('import.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <DownloadButton path={TICKET_IMPORT_TEMPLATE_API} filename="ticket-import-template.xlsx" label={t('import.template')} testId="ticket-import-template" />
      </div>
      <SpreadsheetDrop
        accept=".xlsx,.csv"
        schema={ticketImportFileSchema}
        upload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
        onStart={() => setResult(null)}
        onUploaded={setResult}
        texts={{ drop: t('import.drop'), hint: t('import.hint'), uploading: t('import.uploading'), failed: t('import.failed') }}
        testIds={{ dropzone: 'ticket-import-upload', uploading: 'ticket-import-uploading', error: 'ticket-import-error' }}
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
          testId="ticket-import-result"
        />
      )}
    </Modal>
  );
}
