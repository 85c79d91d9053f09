/**
 * The drop zone of a spreadsheet import (prospects, issue 13; tickets and motorcycles, issue 11):
 * the file is checked before sending (type and size, by `schema`), sent with its progress shown,
 * and a refusal shows the server's message for `file` (server faults were toasted by the API
 * client). The ticket and motorcycle imports show the server's answer with `ImportResult`.
 */
import { useState } from 'react';
import { Alert, Flex, Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import { ApiError } from '../lib/api';
import { validationText } from '../lib/zodRule';

/** Why the server refused the file: its message under `file`, or its message. */
function refusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find((e) => e.field === 'file')?.message ?? error.message;
}

export interface SpreadsheetDropProps<T> {
  /** File name endings offered by the picker (`.xlsx,.csv`). */
  accept: string;
  /** Checks `{name, size}` before sending; its messages are validation keys. */
  schema: z.ZodType<unknown, { name: string; size: number }>;
  /** Sends the file, reporting progress 0–1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  /** Called before a file is sent (an earlier result can be cleared). */
  onStart?: () => void;
  onUploaded: (answer: T) => void;
  /** The texts, from the caller's locale namespace. */
  texts: { drop: string; hint: string; uploading: string; failed: string };
  testIds: { dropzone: string; uploading: string; error: string };
}

export function SpreadsheetDrop<T>({ accept, schema, upload, onStart, onUploaded, texts, testIds }: SpreadsheetDropProps<T>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(file: File) {
    const checked = schema.safeParse({ name: file.name, size: file.size });
    if (!checked.success) {
      setProblem(validationText(checked.error.issues[0].message));
      return;
    }
    setProblem(null);
    onStart?.();
    setProgress(0);
    try {
      onUploaded(await upload(file, setProgress));
    } catch (error) {
      setProblem(refusal(error) ?? null);
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <Upload.Dragger
        accept={accept}
        multiple={false}
        showUploadList={false}
        disabled={progress !== null}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid={testIds.dropzone}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{texts.drop}</p>
        <p className="ant-upload-hint">{texts.hint}</p>
      </Upload.Dragger>
      {progress !== null && (
        <Flex gap={8} align="center" style={{ marginTop: 8 }} role="status" data-testid={testIds.uploading}>
          <Typography.Text type="secondary">{texts.uploading}</Typography.Text>
          <Progress percent={Math.round(progress * 100)} size="small" style={{ flex: 1 }} />
        </Flex>
      )}
      {problem && (
        <Alert type="error" showIcon title={texts.failed} description={problem} style={{ marginTop: 8 }} data-testid={testIds.error} />
      )}
    </>
  );
}
