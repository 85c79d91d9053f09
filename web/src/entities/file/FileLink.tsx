import { useState } from 'react';
import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { toastDownloadFailure } from '../../lib/download';
import { openFileInTab } from './openInTab';

/**
 * Opens an uploaded file (proof, contract) in a new tab titled with the document's name: the
 * bytes are fetched with the bearer token (`GET /api/v1/files/{file_id}`) and shown from an
 * object URL — files have no public URL. `title` names the document when the link's own text
 * does not ("Photo 2" of a handover: "Handover photo 2 · B 1234 RDA").
 */
export function FileLink({ fileId, label, title }: { fileId: string; label: string; title?: string }) {
  const [busy, setBusy] = useState(false);

  function open() {
    setBusy(true);
    openFileInTab(fileId, title ?? label)
      .catch(toastDownloadFailure)
      .finally(() => setBusy(false));
  }

  return (
    <Button size="small" type="link" icon={<EyeOutlined />} loading={busy} onClick={open} style={{ paddingInline: 0 }}>
      {label}
    </Button>
  );
}
