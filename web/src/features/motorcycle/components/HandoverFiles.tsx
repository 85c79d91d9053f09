import { useRef, useState } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { CheckCircleTwoTone, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { MAX_UPLOAD_BYTES } from '../../../entities/file/api';
import { uploadHandoverFile, type HandoverFileKind } from '../api';

const ACCEPT: Record<HandoverFileKind, string> = {
  handover_photo: '.jpg,.jpeg,.png,image/jpeg,image/png',
  bast: '.pdf,application/pdf',
};

interface Props<V> {
  /** Injected by Form.Item: the file ids (photos) or the file id (BAST). */
  value?: V;
  onChange?: (value: V) => void;
  id?: string;
  /** The form field's name, for errors under it. */
  name: string;
  kind: HandoverFileKind;
  loanId: string;
}

/**
 * The files of a handover, uploaded as soon as they are chosen (`POST /api/v1/files` with the
 * kind and the loan): several photos (jpg/png), or the one signed BAST (pdf). Files over 2 MiB are
 * refused before sending; the server's refusal (judged by the bytes) shows under the field.
 */
export function HandoverFiles<V extends string[] | string | undefined>({ value, onChange, id, name, kind, loanId }: Props<V>) {
  const { t } = useTranslation('motorcycle');
  const form = Form.useFormInstance();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [names, setNames] = useState<Record<string, string>>({});
  const multiple = kind === 'handover_photo';
  const ids: string[] = Array.isArray(value) ? value : value ? [value] : [];

  function emit(next: string[]) {
    onChange?.((multiple ? next : next[0]) as V);
  }

  async function choose(files: File[]) {
    const tooLarge = files.find((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooLarge) {
      form.setFields([{ name, errors: [t('handover.file_too_large', { name: tooLarge.name })] }]);
      return;
    }
    form.setFields([{ name, errors: [] }]);
    setBusy(true);
    try {
      const uploaded = await Promise.all(files.map(async (file) => ({ file, id: (await uploadHandoverFile(kind, loanId, file)).file_id })));
      setNames((current) => ({ ...current, ...Object.fromEntries(uploaded.map((u) => [u.id, u.file.name])) }));
      emit(multiple ? [...ids, ...uploaded.map((u) => u.id)] : [uploaded[0].id]);
    } catch (error) {
      const message = error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : String(error);
      form.setFields([{ name, errors: [message] }]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={4} data-testid={`files-${kind}`}>
      <input
        ref={input}
        id={id}
        type="file"
        multiple={multiple}
        accept={ACCEPT[kind]}
        style={{ display: 'none' }}
        data-testid={`file-input-${kind}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void choose(files);
        }}
      />
      <Flex gap={8} align="center" wrap>
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {multiple ? t('handover.add_photos') : ids.length ? t('handover.replace_file') : t('handover.choose_file')}
        </Button>
        <Typography.Text type="secondary">{t(`handover.accepts.${kind}`)}</Typography.Text>
      </Flex>
      {ids.map((fileId) => (
        <Flex key={fileId} gap={8} align="center">
          <CheckCircleTwoTone twoToneColor="#52c41a" />
          <Typography.Text>{names[fileId] ?? fileId}</Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('handover.remove_file', { name: names[fileId] ?? fileId })}
            onClick={() => emit(ids.filter((f) => f !== fileId))}
          />
        </Flex>
      ))}
    </Flex>
  );
}
