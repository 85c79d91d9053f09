import { useRef, useState } from 'react';
import { Button, Flex, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { saveBlob, streamDownload } from '../lib/download';
import { formatFileSize } from '../lib/format';
import { toastError } from '../lib/notify';

interface Props {
  /** The list's API path; the export asks it for `format=xlsx`. */
  path: string;
  /** The list's filters, as its page query sends them (no cursor, no limit). */
  params: Record<string, string | number>;
  /** The file name when the server suggests none. */
  filename: string;
  testId?: string;
}

/**
 * "Export xlsx" of a list: the same filters with `format=xlsx`, streamed by the server and read
 * here chunk by chunk with the bytes received shown (the size is not known beforehand), then
 * saved as a file. A second click while it runs does nothing.
 */
export function ExportButton({ path, params, filename, testId = 'export-xlsx' }: Props) {
  const { t } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef(false);

  async function run() {
    if (running.current) return;
    running.current = true;
    setReceived(0);
    try {
      const file = await streamDownload(path, { ...params, format: 'xlsx' }, setReceived);
      saveBlob(file.blob, file.filename ?? filename);
    } catch (error) {
      toastError(t('errors:download_failed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      running.current = false;
      setReceived(null);
    }
  }

  return (
    <Flex gap={8} align="center">
      <Button icon={<DownloadOutlined />} loading={received !== null} onClick={() => void run()} data-testid={testId}>
        {t('export.xlsx')}
      </Button>
      {received !== null && (
        <Flex gap={8} align="center" data-testid={`${testId}-progress`} role="status">
          <Progress type="line" percent={100} status="active" showInfo={false} size="small" style={{ width: 80 }} />
          <Typography.Text type="secondary">{t('export.received', { size: formatFileSize(received) })}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
