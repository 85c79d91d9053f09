import { Alert, DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { allows } from '../../../entities/loan-application/api';
import type { ApplicationRow, KycMethod } from '../../../entities/loan-application/types';
import { jakartaWallTime, wallTimeToJakarta } from '../../../lib/format';
import { ApiError } from '../../../lib/api';
import { toastSuccess } from '../../../lib/notify';
import { validationText } from '../../../lib/zodRule';
import { MeetingFitAlert } from '../../../components/MeetingFitAlert';
import { scheduleKyc, useApplicationMutation } from '../api';
import { notifyActionError } from '../display';

const METHODS: readonly KycMethod[] = ['video_call', 'in_person'];
const FORMAT = 'YYYY-MM-DD HH:mm';

interface Values {
  scheduled_at?: Dayjs | null;
  method?: KycMethod;
  location?: string;
}

/** Longest meeting link or place, characters (as the server). */
const LOCATION_MAX = 500;

interface Props {
  /** The selected rows (null: closed). */
  rows: ApplicationRow[] | null;
  onClose: () => void;
  onDone: (loanIds: string[]) => void;
}

/**
 * Batch KYC scheduling from the list (spec §2): one Jakarta date and time, one method and one
 * link or place for the selected applications, all or nothing. The date starts empty: a
 * suggested date would be taken unread (issue 45 item 5). Rows the server does not allow it for (an unqualified
 * lead, a verified application) are named and block the batch; the server refuses them too.
 */
export function KycScheduleModal({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation('applications');
  const [form] = Form.useForm<Values>();
  const mutation = useApplicationMutation((body: Parameters<typeof scheduleKyc>[0]) => scheduleKyc(body));
  const refused = (rows ?? []).filter((r) => !allows(r, 'schedule_kyc')).map((r) => r.loan_id);
  const method = Form.useWatch('method', form);
  const location = Form.useWatch('location', form);

  async function submit(values: Values) {
    if (!rows || !values.scheduled_at || !values.method) return;
    const at = wallTimeToJakarta(values.scheduled_at);
    const location = values.location?.trim() ?? '';
    const body = rows.map((r) => ({ loan_id: r.loan_id, scheduled_at: at, method: values.method as KycMethod, location, note: null }));
    try {
      const done = await mutation.mutateAsync(body);
      toastSuccess(t('kyc.done', { count: done.data.loan_ids.length }), done.msg);
      onDone(done.data.loan_ids);
      onClose();
    } catch (error) {
      // Row errors (`schedules.N.scheduled_at`) concern the one time or method chosen for all.
      const fields = new Map<keyof Values, string>();
      if (error instanceof ApiError) {
        for (const e of error.fieldErrors) {
          const m = /^schedules\.\d+\.(scheduled_at|method|location)$/.exec(e.field);
          if (m) fields.set(m[1] as keyof Values, e.message);
        }
      }
      if (fields.size) form.setFields([...fields].map(([name, message]) => ({ name, errors: [message] })));
      else notifyActionError(error);
    }
  }

  return (
    <Modal
      open={rows !== null}
      title={t('kyc.title')}
      okText={t('kyc.ok')}
      okButtonProps={{ loading: mutation.isPending, disabled: refused.length > 0, htmlType: 'submit', form: 'schedule-kyc' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('kyc.for_many', { count: rows?.length ?? 0 })}</Typography.Paragraph>
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('kyc.not_schedulable', { loanIds: refused.join(', ') })}
          style={{ marginBottom: 16 }}
          data-testid="kyc-refused"
        />
      )}
      <Form<Values>
        form={form}
        id="schedule-kyc"
        layout="vertical"
        initialValues={{ method: 'video_call' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="scheduled_at"
          label={t('kyc.at')}
          rules={[
            {
              validator: (_, value: Dayjs | null | undefined) => {
                if (!value) return Promise.reject(new Error(t('kyc.at_required')));
                if (Date.parse(wallTimeToJakarta(value)) <= Date.now()) return Promise.reject(new Error(validationText('schedule_past')));
                return Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={FORMAT}
            placeholder={FORMAT}
            disabledDate={(d) => d.isBefore(jakartaWallTime(Date.now()).startOf('day'))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="method" label={t('kyc.method')} rules={[{ required: true, message: validationText('kyc_method_required') }]}>
          <Radio.Group options={METHODS.map((m) => ({ value: m, label: t(`kyc_method.${m}`) }))} />
        </Form.Item>
        <Form.Item
          name="location"
          label={method === 'in_person' ? t('kyc.place') : t('kyc.link')}
          rules={[
            { required: true, whitespace: true, message: validationText('location_required') },
            { max: LOCATION_MAX, message: validationText('location_too_long') },
          ]}
        >
          <Input maxLength={LOCATION_MAX} />
        </Form.Item>
        <MeetingFitAlert method={method} location={location} />
      </Form>
    </Modal>
  );
}
