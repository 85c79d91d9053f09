import { Checkbox, Col, Divider, Form, Input, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { NikMismatchAlert } from '../../../../entities/loan-application/NikMismatchAlert';
import type {
  ApplicationDetail,
  DocumentsStep as StoredDocuments,
  FileKind,
  NikMismatch,
} from '../../../../entities/loan-application/types';
import { rulesFor } from '../../../../lib/zodRule';
import { documentsSchema, type DocumentContext } from '../../schemas';
import { FileField, type Accepts, type FileMeta } from '../FileField';

export type DocumentsValues = Partial<Record<keyof StoredDocuments, string | null>> & {
  /** The staff member confirms a NIK that differs from the stated birth date or gender. */
  nik_mismatch_confirmed?: boolean;
};

/** `PUT …/documents` body: the step and the NIK mismatch confirmation (issue 41 item 8). */
export type DocumentsBody = StoredDocuments & { nik_mismatch_confirmed: boolean };

const KEYS: (keyof StoredDocuments)[] = [
  'ktp_number',
  'ktp_photo_file_id',
  'selfie_file_id',
  'kk_number',
  'kk_photo_file_id',
  'sim_number',
  'sim_photo_file_id',
  'domicile_letter_file_id',
  'ride_hailing_profile_file_id',
  'rto_form_file_id',
  'spouse_ktp_number',
  'spouse_ktp_photo_file_id',
];

/** The stored step as form values; a mismatch confirmed before stays confirmed. */
export function documentsToForm(stored: StoredDocuments | null, confirmed = false): DocumentsValues {
  return stored ? { ...stored, nik_mismatch_confirmed: confirmed } : {};
}

/** Form values as the `PUT …/documents` body (spouse fields only when married). */
export function documentsBody(v: DocumentsValues, ctx: DocumentContext): DocumentsBody {
  const body = Object.fromEntries(KEYS.map((k) => [k, (v[k] ?? '').trim() || null])) as unknown as DocumentsBody;
  body.nik_mismatch_confirmed = v.nik_mismatch_confirmed === true;
  if (!ctx.married) {
    body.spouse_ktp_number = null;
    body.spouse_ktp_photo_file_id = null;
  }
  if (!ctx.rentToOwn && !v.rto_form_file_id) body.rto_form_file_id = null;
  return body;
}

interface Props {
  form: FormInstance<DocumentsValues>;
  detail: ApplicationDetail;
  ctx: DocumentContext;
  /** What is known of each file id (names of files uploaded in this session). */
  files: Record<string, FileMeta>;
  onUploaded: (fileId: string, meta: FileMeta) => void;
  /**
   * How the NIK differs from the stated birth date or gender, as the server answered it (422
   * `nik_mismatch_unconfirmed`), or as kept on the application; null when it agrees.
   */
  mismatch: NikMismatch | null;
}

/** Step 4: ID numbers and documents; each file uploads as soon as it is chosen. */
export function DocumentsStep({ form, detail, ctx, files, onUploaded, mismatch }: Props) {
  const { t } = useTranslation('applicationForm');
  const rules = rulesFor(documentsSchema(ctx));
  const values = Form.useWatch([], form) as DocumentsValues | undefined;

  const metaOf = (fileId: string | null | undefined): FileMeta | null => {
    if (!fileId) return null;
    if (files[fileId]) return files[fileId];
    const stored = detail.files.find((f) => f.file_id === fileId);
    return stored ? { name: null, size: stored.size, content_type: stored.content_type } : null;
  };

  const number = (field: keyof StoredDocuments, max: number, required = true) => (
    <Form.Item name={field} label={t(`fields.${field}`)} rules={rules(field, required)}>
      <Input inputMode="numeric" maxLength={max} autoComplete="off" />
    </Form.Item>
  );

  const file = (field: keyof StoredDocuments, kind: FileKind, accepts: Accepts, required: boolean, extra?: string) => (
    <Form.Item name={field} label={t(`fields.${field}`)} rules={rules(field, required)} extra={extra}>
      <FileField name={[field]} kind={kind} accepts={accepts} meta={metaOf(values?.[field] ?? undefined)} onUploaded={onUploaded} />
    </Form.Item>
  );

  const half = { xs: 24, md: 12 } as const;
  return (
    <Form
      form={form}
      layout="vertical"
      scrollToFirstError
      initialValues={documentsToForm(detail.documents, Boolean(detail.nik_mismatch))}
      // A confirmation is of the NIK it was given for: another NIK asks again.
      onValuesChange={(changed: DocumentsValues) => {
        if ('ktp_number' in changed) form.setFieldValue('nik_mismatch_confirmed', false);
      }}
    >
      <Divider titlePlacement="start">{t('sections.identity')}</Divider>
      <Row gutter={16}>
        <Col {...half}>{number('ktp_number', 16)}</Col>
        <Col {...half}>{file('ktp_photo_file_id', 'ktp_photo', 'images', true)}</Col>
        <Col {...half}>{file('selfie_file_id', 'selfie', 'images', true)}</Col>
      </Row>
      {mismatch && (
        <>
          <NikMismatchAlert mismatch={mismatch} />
          <Form.Item name="nik_mismatch_confirmed" valuePropName="checked" style={{ marginTop: 8 }}>
            <Checkbox>{t('fields.nik_mismatch_confirmed')}</Checkbox>
          </Form.Item>
        </>
      )}
      <Divider titlePlacement="start">{t('sections.family_card')}</Divider>
      <Row gutter={16}>
        <Col {...half}>{number('kk_number', 16)}</Col>
        <Col {...half}>{file('kk_photo_file_id', 'kk_photo', 'images', true)}</Col>
      </Row>
      <Divider titlePlacement="start">{t('sections.driver_licence')}</Divider>
      <Row gutter={16}>
        <Col {...half}>{number('sim_number', 16)}</Col>
        <Col {...half}>{file('sim_photo_file_id', 'sim_photo', 'images', true)}</Col>
      </Row>
      <Divider titlePlacement="start">{t('sections.other_documents')}</Divider>
      <Row gutter={16}>
        <Col {...half}>{file('ride_hailing_profile_file_id', 'ride_hailing_profile', 'images', true)}</Col>
        <Col {...half}>
          {file(
            'domicile_letter_file_id',
            'domicile_letter',
            'any',
            ctx.livesOffKtpAddress,
            ctx.livesOffKtpAddress ? t('hints.domicile_required') : t('hints.domicile_optional'),
          )}
        </Col>
        {ctx.rentToOwn && <Col {...half}>{file('rto_form_file_id', 'rto_form', 'pdf', true, t('hints.rto_form'))}</Col>}
      </Row>
      {ctx.married && (
        <>
          <Divider titlePlacement="start">{t('sections.spouse')}</Divider>
          <Row gutter={16}>
            <Col {...half}>{number('spouse_ktp_number', 16)}</Col>
            <Col {...half}>{file('spouse_ktp_photo_file_id', 'spouse_ktp_photo', 'images', true)}</Col>
          </Row>
        </>
      )}
    </Form>
  );
}
