import { DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { KYC_METHODS, type KycMethod, type KycRow } from '../../../../entities/loan/types';
import { applyFieldErrors } from '../../../../lib/formErrors';
import {
  JAKARTA_PICKER_FORMAT,
  beforeJakartaToday,
  defaultJakartaMeeting,
  jakartaWallTime,
  wallTimeToJakartaIso,
} from '../../../../lib/jakartaTime';
import { MeetingFitAlert } from '../../../../components/MeetingFitAlert';
import { toastSuccess } from '../../../../lib/notify';
import { rulesFor } from '../../../../lib/zodRule';
import { scheduleKyc, scheduleKycBatch, useLoanMutation, type KycMeeting } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { LOCATION_MAX, TEXT_MAX, kycScheduleSchema } from '../../schemas';

/** The loans to schedule: one row (its meeting is the starting point) or the selected loans. */
export type ScheduleTarget = { row: KycRow } | { loanIds: string[] };

interface Values {
  scheduled_at?: Dayjs | null;
  method?: KycMethod;
  location?: string;
  note?: string;
}

interface Props {
  target: ScheduleTarget | null;
  onClose: () => void;
  /** Called with the loans scheduled. */
  onDone?: (loanIds: string[]) => void;
}

const rules = rulesFor(kycScheduleSchema);

/** Schedules one loan or the selected ones; resolves to the loans scheduled. */
async function schedule({ target, meeting }: { target: ScheduleTarget; meeting: KycMeeting }): Promise<string[]> {
  if ('row' in target) {
    await scheduleKyc(target.row.loan_id, meeting);
    return [target.row.loan_id];
  }
  return (await scheduleKycBatch(target.loanIds, meeting)).scheduled;
}

/**
 * Schedules or reschedules the KYC meeting of one loan, or the same meeting for selected loans
 * (all or nothing): date and time on a Jakarta clock (WIB) whatever the browser's zone, in the
 * future; video call or in person; a link or a place; a note.
 */
export function KycScheduleModal({ target, onClose, onDone }: Props) {
  const { t } = useTranslation('origination');
  const mutation = useLoanMutation(schedule);
  const row = target && 'row' in target ? target.row : null;
  const title = !target
    ? ''
    : row
      ? t(row.scheduled_at ? 'kyc.schedule.reschedule_title' : 'kyc.schedule.title', { loanId: row.loan_id })
      : t('kyc.schedule.batch_title', { count: 'loanIds' in target ? target.loanIds.length : 0 });

  return (
    <Modal
      open={target !== null}
      title={title}
      okText={t('kyc.schedule.ok')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'kyc-schedule' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && (
        // A form of its own per target: it starts from that target's meeting, even when the
        // modal reopens for another loan before it finished closing.
        <ScheduleForm
          key={row ? row.loan_id : 'batch'}
          target={target}
          onSubmit={async (meeting) => {
            const scheduled = await mutation.mutateAsync({ target, meeting });
            toastSuccess(t('kyc.schedule.done', { count: scheduled.length }));
            onDone?.(scheduled);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function ScheduleForm({ target, onSubmit }: { target: ScheduleTarget; onSubmit: (meeting: KycMeeting) => Promise<void> }) {
  const { t } = useTranslation('origination');
  const [form] = Form.useForm<Values>();
  const method = Form.useWatch('method', form);
  const location = Form.useWatch('location', form);
  const note = Form.useWatch('note', form);
  const row = 'row' in target ? target.row : null;

  async function submit(values: Values) {
    if (!values.scheduled_at || !values.method) return;
    try {
      await onSubmit({
        scheduled_at: wallTimeToJakartaIso(values.scheduled_at),
        method: values.method,
        location: values.location?.trim() ?? '',
        note: values.note?.trim() || null,
      });
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const initial: Values = row?.scheduled_at
    ? { scheduled_at: jakartaWallTime(row.scheduled_at), method: row.method ?? 'video_call', location: row.location ?? '', note: row.note ?? '' }
    : { scheduled_at: defaultJakartaMeeting(), method: 'video_call' };

  return (
    <Form form={form} id="kyc-schedule" layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
      <Form.Item name="scheduled_at" label={t('kyc.schedule.when')} extra={t('kyc.schedule.when_help')} rules={rules('scheduled_at', true)}>
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format={JAKARTA_PICKER_FORMAT}
          disabledDate={(d) => beforeJakartaToday(d)}
          style={{ width: '100%' }}
          suffixIcon={<Typography.Text type="secondary">WIB</Typography.Text>}
        />
      </Form.Item>
      <Form.Item name="method" label={t('kyc.schedule.method')} rules={rules('method', true)}>
        <Radio.Group options={KYC_METHODS.map((m) => ({ value: m, label: t(`loan:method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="location" label={method === 'in_person' ? t('kyc.schedule.place') : t('kyc.schedule.link')} rules={rules('location', true)}>
        <Input
          maxLength={LOCATION_MAX}
          placeholder={method === 'in_person' ? t('kyc.schedule.place_placeholder') : t('kyc.schedule.link_placeholder')}
        />
      </Form.Item>
      <Form.Item name="note" label={t('kyc.schedule.note')} rules={rules('note')}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX} showCount />
      </Form.Item>
      <MeetingFitAlert method={method} location={location} note={note} />
    </Form>
  );
}
