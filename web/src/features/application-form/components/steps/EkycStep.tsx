import { useState } from 'react';
import { Button, Col, ConfigProvider, DatePicker, Divider, Flex, Form, Input, Radio, Row, Typography, type FormInstance } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail, KycMethod } from '../../../../entities/loan-application/types';
import { rulesFor } from '../../../../lib/zodRule';
import { MeetingFitAlert } from '../../../../components/MeetingFitAlert';
import { ekycSchema, jakartaWallTime, KYC_METHODS, LOCATION_MAX, NOTE_MAX, wallTimeToJakarta } from '../../schemas';
import { BatchKycDrawer } from '../BatchKycDrawer';
import { disabledPastDate, SCHEDULE_FORMAT } from '../schedule';

export interface EkycValues {
  kyc_schedule?: { scheduled_at?: Dayjs | null; method?: KycMethod; location?: string | null; note?: string | null };
}

/** The stored schedule as form values (the time as Jakarta wall time). */
export function ekycToForm(detail: ApplicationDetail): EkycValues {
  const s = detail.ekyc_invitation?.kyc_schedule;
  if (!s) return { kyc_schedule: { method: 'video_call' } };
  return {
    kyc_schedule: {
      scheduled_at: jakartaWallTime(s.scheduled_at),
      method: s.method,
      location: s.location ?? undefined,
      note: s.note ?? undefined,
    },
  };
}

/** Form values as the `PUT …/ekyc-invitation` body (`scheduled_at` RFC 3339, `+07:00`). */
export function ekycBody(v: EkycValues) {
  const s = v.kyc_schedule ?? {};
  return {
    kyc_schedule: {
      scheduled_at: s.scheduled_at ? wallTimeToJakarta(s.scheduled_at) : '',
      method: s.method,
      location: s.location?.trim() ?? '',
      note: s.note?.trim() || null,
    },
  };
}

const rules = rulesFor(ekycSchema);

interface Props {
  form: FormInstance<EkycValues>;
  detail: ApplicationDetail;
  /** Batch scheduling changed these applications. */
  onBatchScheduled: (loanIds: string[]) => void;
}

/**
 * Step 3: the KYC schedule of this borrower — when, how, and the call's link or the meeting
 * place, which the KYC screen needs later, so it is asked once here (issue 45 item 5) — and batch
 * KYC scheduling of several. A link or note that no longer fits the method is flagged.
 */
export function EkycStep({ form, detail, onBatchScheduled }: Props) {
  const { t } = useTranslation('applicationForm');
  const [batchOpen, setBatchOpen] = useState(false);
  const schedule = Form.useWatch('kyc_schedule', form);
  const method = schedule?.method;
  return (
    <>
      <Form form={form} layout="vertical" scrollToFirstError initialValues={ekycToForm(detail)}>
        <Divider titlePlacement="start">{t('sections.kyc_schedule')}</Divider>
        <Typography.Paragraph type="secondary">{t('ekyc.intro')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name={['kyc_schedule', 'scheduled_at']}
              label={t('fields.scheduled_at')}
              rules={rules(['kyc_schedule', 'scheduled_at'], true)}
              extra={t('ekyc.timezone')}
            >
              <DatePicker
                showTime={{ format: 'HH:mm', minuteStep: 5 }}
                format={SCHEDULE_FORMAT}
                placeholder={SCHEDULE_FORMAT}
                disabledDate={disabledPastDate}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['kyc_schedule', 'method']} label={t('fields.kyc_method')} rules={rules(['kyc_schedule', 'method'], true)}>
              <Radio.Group options={KYC_METHODS.map((m) => ({ value: m, label: t(`options.kyc_method.${m}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name={['kyc_schedule', 'location']}
              label={method === 'in_person' ? t('fields.kyc_place') : t('fields.kyc_link')}
              rules={rules(['kyc_schedule', 'location'], true)}
            >
              <Input
                maxLength={LOCATION_MAX}
                placeholder={method === 'in_person' ? t('ekyc.place_placeholder') : t('ekyc.link_placeholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name={['kyc_schedule', 'note']} label={t('fields.kyc_note')} rules={rules(['kyc_schedule', 'note'])}>
              <Input.TextArea maxLength={NOTE_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
        <MeetingFitAlert method={method} location={schedule?.location} note={schedule?.note} />
      </Form>
      <Divider titlePlacement="start">{t('sections.batch_kyc')}</Divider>
      {/* Batch scheduling concerns other borrowers: open even when this application is locked. */}
      <ConfigProvider componentDisabled={false}>
      <Flex align="center" gap="middle" wrap>
        <Typography.Text type="secondary">{t('batch.intro')}</Typography.Text>
        <Button icon={<TeamOutlined />} onClick={() => setBatchOpen(true)}>
          {t('batch.open')}
        </Button>
      </Flex>
      <BatchKycDrawer
        open={batchOpen}
        onClose={() => setBatchOpen(false)}
        onScheduled={(ids) => {
          setBatchOpen(false);
          onBatchScheduled(ids);
        }}
      />
      </ConfigProvider>
    </>
  );
}
