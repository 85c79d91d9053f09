import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob, streamDownload, toastDownloadFailure } from '../lib/download';
import { formatFileSize } from '../lib/format';
import { Text } from './Texts';

/** The running bar, fetched with the first download: the lists that offer one do not load it up front (issue 8). */
const Progress = lazy(() => import('antd/es/progress'));

export interface DownloadButtonProps {
  /** The API path of the file. */
  path: string;
  /** Its query parameters. */
  params?: Record<string, string | number>;
  /** The file name when the server suggests none. */
  filename: string;
  /** The button's text. */
  label: ReactNode;
  testId?: string;
  type?: ButtonProps['type'];
  /** Called once the file is saved (e.g. to show a log that now holds the download). */
  onDone?: () => void;
}

/**
 * A button that downloads a file the server writes as it reads (xlsx exports, templates, error
 * reports): fetched with the bearer token, read chunk by chunk with the bytes received shown (the
 * size is not known beforehand), then saved under the name the server suggests. A second click
 * while it runs does nothing; a failure is toasted once ('No File Found', or 'Download failed' with the server's message).
 */
export function DownloadButton({ path, params = {}, filename, label, testId = 'download', type, onDone }: DownloadButtonProps) {
  const { t } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef(false);

  async function run() {
    if (running.current) return;
    running.current = true;
    setReceived(0);
    try {
      const file = await streamDownload(path, params, setReceived);
      saveBlob(file.blob, file.filename ?? filename);
      onDone?.();
    } catch (error) {
      toastDownloadFailure(error);
    } finally {
      running.current = false;
      setReceived(null);
    }
  }

  return (
    <Flex gap={8} align="center">
      <Button
        type={type}
        icon={<DownloadOutlined />}
        loading={received !== null}
        onClick={() => void run()}
        data-testid={testId}
      >
        {label}
      </Button>
      {received !== null && (
        <Flex gap={8} align="center" data-testid={`${testId}-progress`} role="status">
          <Suspense fallback={null}>
            <Progress type="line" percent={100} status="active" showInfo={false} size="small" style={{ width: 80 }} />
          </Suspense>
          <Text type="secondary">{t('export.received', { size: formatFileSize(received) })}</Text>
        </Flex>
      )}
    </Flex>
  );
}
