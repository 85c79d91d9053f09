import { useRef, useState } from 'react';
import { Button, Flex, Form, Progress, Typography } from 'antd';
import { CheckCircleTwoTone, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoanFileKind } from '../loan/types';
import { ApiError } from '../../lib/api';
import { formatFileSize } from '../../lib/format';
import { MAX_UPLOAD_BYTES, uploadFile } from './api';

/** Which files a field takes: jpg/png/pdf, or pdf only (the server judges by the bytes). */
export type Accepts = 'any' | 'pdf';

const ACCEPT: Record<Accepts, string> = {
  any: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  pdf: '.pdf,application/pdf',
};

interface Props {
  /** Injected by Form.Item: the file id. */
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** Injected by Form.Item: ties the label to the file input. */
  id?: string;
  /** The form field's name, for errors under it. */
  name: string;
  kind: LoanFileKind;
  accepts: Accepts;
}

/**
 * A file field of a loan's later stages (proofs, contract, payment receipts): choosing a file uploads it at once (`POST /api/v1/files`
 * with `kind`) with a progress bar and keeps its `file_id`. Files over 2 MiB are refused before
 * sending; the server's 413/415 message (judged by the bytes) shows under the field.
 */
export function UploadField({ value, onChange, id, name, kind, accepts }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);

  function showError(message: string) {
    form.setFields([{ name, errors: [message] }]);
  }

  async function choose(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      showError(t('files.too_large'));
      return;
    }
    form.setFields([{ name, errors: [] }]);
    setProgress(0);
    try {
      const uploaded = await uploadFile(kind, file, setProgress);
      setChosen({ name: file.name, size: uploaded.size });
      onChange?.(uploaded.file_id);
    } catch (error) {
      showError(error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : String(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div data-testid={`upload-${kind}`}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[accepts]}
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={progress !== null}>
            {value ? t('files.replace') : t('files.choose')}
          </Button>
          <Typography.Text type="secondary">{t(`files.accepts.${accepts}`)}</Typography.Text>
        </Flex>
        {progress !== null && (
          <Progress percent={Math.round(progress * 100)} size="small" status="active" aria-label={t('files.uploading')} />
        )}
        {value && progress === null && (
          <Typography.Text data-testid={`upload-${kind}-done`}>
            <CheckCircleTwoTone twoToneColor="#52c41a" /> {chosen ? `${chosen.name} · ${formatFileSize(chosen.size)}` : t('files.stored')}
          </Typography.Text>
        )}
      </Flex>
    </div>
  );
}
