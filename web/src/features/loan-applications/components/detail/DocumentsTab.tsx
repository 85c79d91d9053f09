import { Descriptions, Flex, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NikMismatchAlert } from '../../../../entities/loan-application/NikMismatchAlert';
import type { ApplicationDetail, DocumentsStep } from '../../../../entities/loan-application/types';
import { FileList, type FileEntry } from './files';
import { NotFilled, orNotFilled } from './NotFilled';

/** The documents step's file fields, in the order of the form, with their file kinds. */
const DOCUMENT_FILES: [keyof DocumentsStep, string][] = [
  ['ktp_photo_file_id', 'ktp_photo'],
  ['selfie_file_id', 'selfie'],
  ['kk_photo_file_id', 'kk_photo'],
  ['sim_photo_file_id', 'sim_photo'],
  ['domicile_letter_file_id', 'domicile_letter'],
  ['ride_hailing_profile_file_id', 'ride_hailing_profile'],
  ['rto_form_file_id', 'rto_form'],
  ['spouse_ktp_photo_file_id', 'spouse_ktp_photo'],
];

/** The files of the documents step that were uploaded. */
export function documentFiles(docs: DocumentsStep): FileEntry[] {
  return DOCUMENT_FILES.flatMap(([field, kind]) => {
    const fileId = docs[field];
    return fileId ? [{ kind, fileId }] : [];
  });
}

/**
 * Document numbers and every uploaded document with "View" and "Download"; above them the NIK
 * mismatch a staff member confirmed, for whoever verifies the application (issue 41 item 8).
 */
export function DocumentsTab({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const docs = detail.documents;
  if (!docs) return <NotFilled />;
  const married = detail.basic_info.marital_status === 'married';
  const numbers: DescriptionsProps['items'] = [
    { key: 'ktp', label: t('detail.documents.ktp_number'), children: orNotFilled(docs.ktp_number) },
    { key: 'kk', label: t('detail.documents.kk_number'), children: orNotFilled(docs.kk_number) },
    { key: 'sim', label: t('detail.documents.sim_number'), children: orNotFilled(docs.sim_number) },
    ...(married || docs.spouse_ktp_number
      ? [{ key: 'spouse', label: t('detail.documents.spouse_ktp_number'), children: orNotFilled(docs.spouse_ktp_number) }]
      : []),
  ];
  const files = documentFiles(docs);
  return (
    <Flex vertical gap={24}>
      {detail.nik_mismatch && <NikMismatchAlert mismatch={detail.nik_mismatch} />}
      <Descriptions title={t('detail.documents.numbers')} bordered size="small" column={{ xs: 1, md: 2 }} items={numbers} />
      <div>
        <Typography.Title level={5}>{t('detail.documents.files')}</Typography.Title>
        {files.length ? <FileList entries={files} files={detail.files} /> : <NotFilled />}
      </div>
    </Flex>
  );
}
