import { useRef, useState } from 'react';
import { Button, Flex, Form, Image, Progress, Space, Typography } from 'antd';
import { CheckCircleTwoTone, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadFile, useFileBlob, useObjectUrl } from '../../../entities/file/api';
import { openFileInTab } from '../../../entities/file/openInTab';
import type { FileKind } from '../../../entities/loan-application/types';
import { ApiError } from '../../../lib/api';
import { formatFileSize } from '../../../lib/format';
import { validationText, type FieldPath } from '../../../lib/zodRule';
import { MAX_UPLOAD_BYTES } from '../schemas';

/** Which file types a field takes (the server decides by the bytes; this only guides the picker). */
export type Accepts = 'images' | 'pdf' | 'any';

const ACCEPT: Record<Accepts, string> = {
  images: '.jpg,.jpeg,.png,image/jpeg,image/png',
  pdf: '.pdf,application/pdf',
  any: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
};

/** The types each kind of field takes, and what it says of any other (as the server does). */
const TYPES: Record<Accepts, { types: readonly string[]; refusal: string }> = {
  images: { types: ['image/jpeg', 'image/png'], refusal: 'file_images_only' },
  pdf: { types: ['application/pdf'], refusal: 'file_pdf_only' },
  any: { types: ['image/jpeg', 'image/png', 'application/pdf'], refusal: 'file_type_invalid' },
};

/**
 * The refusal of a file this field does not take, by the type the browser reports (an SVG on a
 * photo field: "Only JPG or PNG images …"); null when it may be sent (the server judges the
 * bytes; an unknown type is left to it).
 */
export function typeRefusal(accepts: Accepts, file: Pick<File, 'type'>): string | null {
  if (!file.type) return null;
  return TYPES[accepts].types.includes(file.type) ? null : TYPES[accepts].refusal;
}

/** What staff see of an accepted file. */
export interface FileMeta {
  name: string | null;
  size: number;
  content_type: string;
}

interface Props {
  /** Injected by Form.Item: the file id. */
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** Injected by Form.Item: ties the label to the file input. */
  id?: string;
  /** The field's path, for errors under it. */
  name: FieldPath;
  kind: FileKind;
  accepts: Accepts;
  /** What is known of the current file (stored earlier or just uploaded). */
  meta?: FileMeta | null;
  onUploaded?: (fileId: string, meta: FileMeta) => void;
  disabled?: boolean;
}

/**
 * A document field: choosing a file uploads it at once (`POST /api/v1/files`) with a progress
 * bar, then shows the accepted file (name, size, a preview of images) and keeps its `file_id`.
 * Files over 2 MiB are refused before sending; the server's 413/415 message (judged by the
 * bytes) shows under the field.
 */
export function FileField({ value, onChange, id, name, kind, accepts, meta, onUploaded, disabled }: Props) {
  const { t } = useTranslation('applicationForm');
  const form = Form.useFormInstance();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isImage = meta ? meta.content_type.startsWith('image/') : false;
  // Images are previewed at once; other files (pdf) are fetched only when opened.
  const url = useObjectUrl(useFileBlob(value, isImage).data?.blob);

  function openFile() {
    // The tab is titled with the file's own name, or what the file is.
    if (value) openFileInTab(value, meta?.name ?? t(`applications:file_kinds.${kind}`, { defaultValue: t('files.stored') })).catch(() => undefined);
  }

  function showError(message: string) {
    form.setFields([{ name, errors: [message] }]);
  }

  async function choose(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      showError(validationText('file_too_large'));
      return;
    }
    const refusal = typeRefusal(accepts, file);
    if (refusal) {
      showError(validationText(refusal));
      return;
    }
    form.setFields([{ name, errors: [] }]);
    setProgress(0);
    try {
      const uploaded = await uploadFile(kind, file, setProgress);
      const info = { name: file.name, size: uploaded.size, content_type: uploaded.content_type };
      onUploaded?.(uploaded.file_id, info);
      onChange?.(uploaded.file_id);
    } catch (error) {
      const message = error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : String(error);
      showError(message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div data-testid={`file-${kind}`}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[accepts]}
        style={{ display: 'none' }}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <Flex gap="small" align="center" wrap>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={disabled || progress !== null}>
            {value ? t('files.replace') : t('files.choose')}
          </Button>
          <Typography.Text type="secondary">{t(`files.accepts.${accepts}`)}</Typography.Text>
        </Flex>
        {progress !== null && (
          <Progress percent={Math.round(progress * 100)} size="small" status="active" aria-label={t('files.uploading')} />
        )}
        {value && progress === null && (
          <Flex gap="middle" align="center" data-testid={`file-${kind}-accepted`}>
            {isImage && url ? (
              <Image src={url} width={72} height={72} style={{ objectFit: 'cover' }} alt={meta?.name ?? kind} />
            ) : (
              <FilePdfOutlined style={{ fontSize: 32 }} />
            )}
            <Space orientation="vertical" size={0}>
              <Typography.Text>
                <CheckCircleTwoTone twoToneColor="#52c41a" /> {meta?.name ?? t('files.stored')}
              </Typography.Text>
              {meta && <Typography.Text type="secondary">{formatFileSize(meta.size)}</Typography.Text>}
              {!isImage && (
                <Typography.Link onClick={openFile}>{t('files.open')}</Typography.Link>
              )}
            </Space>
          </Flex>
        )}
      </Space>
    </div>
  );
}
