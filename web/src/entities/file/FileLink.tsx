import { useState } from 'react';
import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../lib/notify';
import { fetchFile } from './api';

/**
 * Opens an uploaded file (proof, contract) in a new tab: the bytes are fetched with the bearer
 * token (`GET /api/v1/files/{file_id}`) and shown from an object URL — files have no public URL.
 */
export function FileLink({ fileId, label }: { fileId: string; label: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  function open() {
    // Opened before the fetch, so the browser treats it as the click's own window.
    const tab = window.open('', '_blank');
    setBusy(true);
    fetchFile(fileId)
      .then(({ blob }) => {
        if (tab) tab.location.href = URL.createObjectURL(blob);
      })
      .catch(() => {
        tab?.close();
        toastError(t('errors:title'), t('errors:download_failed'));
      })
      .finally(() => setBusy(false));
  }

  return (
    <Button size="small" type="link" icon={<EyeOutlined />} loading={busy} onClick={open} style={{ paddingInline: 0 }}>
      {label}
    </Button>
  );
}
