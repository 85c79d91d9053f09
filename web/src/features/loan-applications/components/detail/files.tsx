/**
 * Uploaded files of an application, always fetched through the API client with the bearer
 * token (`GET /api/v1/files/{file_id}`) as a blob and shown or saved from an object URL:
 * files never have a public URL (DESIGN §1).
 */
import { useState } from 'react';
import { Button, Flex, List, Modal, Skeleton, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchFile, fileKeys, useFileBlob, useObjectUrl, type DownloadedFile } from '../../../../entities/file/api';
import { showFileInTab } from '../../../../entities/file/openInTab';
import type { FileInfo } from '../../../../entities/loan-application/types';
import { isMissingFile, saveBlob, toastDownloadFailure } from '../../../../lib/download';
import { formatFileSize } from '../../../../lib/format';

/** One file to list: what it is (a `file_kinds` key) and its id. */
export interface FileEntry {
  kind: string;
  fileId: string;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

function isImage(contentType: string | undefined): boolean {
  return Boolean(contentType?.startsWith('image/'));
}

/** 'No File Found' when the server has no such file, 'Download failed' otherwise. */
function fileErrorText(error: unknown, t: (key: string) => string): string {
  return isMissingFile(error) ? t('errors:no_file') : t('errors:download_failed');
}

/** Fetches a file (from the cache when it was shown already). */
function useFileLoader() {
  const queryClient = useQueryClient();
  return (fileId: string): Promise<DownloadedFile> =>
    queryClient.fetchQuery({ queryKey: fileKeys.one(fileId), queryFn: ({ signal }) => fetchFile(fileId, signal), staleTime: Infinity });
}

function Thumbnail({ fileId, contentType, label }: { fileId: string; contentType?: string; label: string }) {
  const image = isImage(contentType);
  const blob = useFileBlob(fileId, image);
  const url = useObjectUrl(blob.data?.blob);
  const box = { width: 56, height: 56, borderRadius: 6, objectFit: 'cover' as const, display: 'block' };
  if (!image) {
    const Icon = contentType === 'application/pdf' ? FilePdfOutlined : FileOutlined;
    return (
      <Flex align="center" justify="center" style={{ ...box, background: 'rgba(0,0,0,0.04)', fontSize: 24 }}>
        <Icon />
      </Flex>
    );
  }
  if (!url) return <Skeleton.Image active={blob.isPending} style={box} />;
  return <img src={url} alt={label} style={box} data-testid="file-thumbnail" />;
}

/** Shows bytes already fetched in a new tab titled `name`. */
function openInTab(blob: Blob | undefined, name: string) {
  const tab = blob ? window.open('', '_blank') : null;
  if (tab && blob) showFileInTab(tab, blob, name);
}

/** Shows one file in a modal: the image, or the PDF in a frame, with a link to a new tab. */
function FileViewer({ entry, info, label, onClose }: { entry: FileEntry | null; info?: FileInfo; label: string; onClose: () => void }) {
  const { t } = useTranslation('applications');
  const blob = useFileBlob(entry?.fileId ?? '', Boolean(entry));
  const url = useObjectUrl(entry ? blob.data?.blob : undefined);
  const contentType = blob.data?.blob.type || info?.content_type;
  return (
    <Modal open={entry !== null} title={label} footer={null} onCancel={onClose} width={880} destroyOnHidden>
      {blob.isError && <Typography.Text type="danger">{fileErrorText(blob.error, t)}</Typography.Text>}
      {!blob.isError && !url && <Skeleton active />}
      {url && (
        <Flex vertical gap={12} data-testid="file-viewer">
          {isImage(contentType) ? (
            <img src={url} alt={label} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
          ) : (
            <iframe src={url} title={label} style={{ width: '100%', height: '70vh', border: 0 }} />
          )}
          {/* A tab of its own titled with the document's name, not the object URL's random id. */}
          <Typography.Link onClick={() => openInTab(blob.data?.blob, label)}>
            {t('files.open_new_tab')}
          </Typography.Link>
        </Flex>
      )}
    </Modal>
  );
}

/** The files of one tab, each with "View" and "Download". */
export function FileList({ entries, files }: { entries: FileEntry[]; files: FileInfo[] }) {
  const { t } = useTranslation('applications');
  const load = useFileLoader();
  const [viewing, setViewing] = useState<FileEntry | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const infoOf = (fileId: string) => files.find((f) => f.file_id === fileId);

  async function download(entry: FileEntry) {
    setDownloading(entry.fileId);
    try {
      const file = await load(entry.fileId);
      const ext = EXTENSIONS[file.blob.type] ?? EXTENSIONS[infoOf(entry.fileId)?.content_type ?? ''] ?? 'bin';
      saveBlob(file.blob, file.filename ?? `${entry.kind}-${entry.fileId.slice(0, 8)}.${ext}`);
    } catch (error) {
      toastDownloadFailure(error);
    } finally {
      setDownloading(null);
    }
  }

  const viewingLabel = viewing ? t(`file_kinds.${viewing.kind}`) : '';
  return (
    <>
      <List
        data-testid="file-list"
        dataSource={entries}
        rowKey={(entry) => entry.fileId}
        renderItem={(entry) => {
          const info = infoOf(entry.fileId);
          const label = t(`file_kinds.${entry.kind}`);
          return (
            <List.Item
              data-testid={`file-${entry.kind}`}
              actions={[
                <Button key="view" size="small" icon={<EyeOutlined />} onClick={() => setViewing(entry)}>
                  {t('files.view')}
                </Button>,
                <Button
                  key="download"
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={downloading === entry.fileId}
                  onClick={() => void download(entry)}
                >
                  {t('files.download')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<Thumbnail fileId={entry.fileId} contentType={info?.content_type} label={label} />}
                title={label}
                description={info ? `${EXTENSIONS[info.content_type]?.toUpperCase() ?? info.content_type} · ${formatFileSize(info.size)}` : null}
              />
            </List.Item>
          );
        }}
      />
      <FileViewer
        entry={viewing}
        info={viewing ? infoOf(viewing.fileId) : undefined}
        label={viewingLabel}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
