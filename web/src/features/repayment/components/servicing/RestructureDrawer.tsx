/**
 * Proposing a restructuring of a loan (issue 44, DESIGN §3 "Restructuring"): the kind (tenor
 * extension or reschedule), the count of installments the unpaid part is spread over, the
 * effective date (today up to 90 days ahead) and a reason; the proposal the server answers is
 * shown at once as the old and the new schedule side by side. Another staff member decides it.
 */
import { useRef, useState } from 'react';
import { Alert, Button, DatePicker, Drawer, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../../components/NumberInputs';
import { notifyActionError } from '../../../../lib/actionErrors';
import { applyFieldErrors } from '../../../../lib/formErrors';
import { beforeJakartaToday, jakartaToday, pickerDate } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { TEXT_MAX } from '../../../../lib/schemas';
import { rulesFor } from '../../../../lib/zodRule';
import { useRepaymentMutation } from '../../api';
import { RESTRUCTURE_KINDS, proposeRestructure, type Restructure, type RestructureInput, type RestructureKind } from '../../servicingApi';
import { EFFECTIVE_DAYS_AHEAD, TENURE_MAX, restructureSchema } from '../../servicingSchemas';
import { ScheduleCompare } from './ScheduleCompare';

const rules = rulesFor(restructureSchema);

interface Values {
  kind?: RestructureKind;
  new_tenure_count?: number | null;
  effective_date?: Dayjs | null;
  reason?: string;
}

export interface RestructureTarget {
  loanId: string;
  fullName?: string;
  /** The installments still unpaid: the new count's starting value. */
  unpaidCount?: number;
}

interface Props {
  target: RestructureTarget;
  onClose: () => void;
}

export function RestructureDrawer({ target, onClose }: Props) {
  const { t } = useTranslation('servicing');
  const { loanId } = target;
  const [form] = Form.useForm<Values>();
  const [proposal, setProposal] = useState<Restructure | null>(null);
  // Set at once on submit: the form validates asynchronously, so a double click would otherwise submit twice.
  const sending = useRef(false);
  const mutation = useRepaymentMutation((body: RestructureInput) => proposeRestructure(loanId, body));
  const today = jakartaToday();
  const lastDay = dayjs(today).add(EFFECTIVE_DAYS_AHEAD, 'day').format('YYYY-MM-DD');

  async function submit(values: Values) {
    if (sending.current || !values.kind || values.new_tenure_count == null || !values.effective_date || !values.reason) return;
    sending.current = true;
    try {
      const created = await mutation.mutateAsync({
        kind: values.kind,
        new_tenure_count: values.new_tenure_count,
        effective_date: pickerDate(values.effective_date),
        reason: values.reason.trim(),
      });
      setProposal(created);
      toastSuccess(t('restructure.proposed'));
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    } finally {
      sending.current = false;
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('restructure.title', { loanId })}
      size="min(1100px, 100vw)"
      destroyOnHidden
      data-testid="restructure-drawer"
      // The proposal's Close sits at the foot: the success toast covers the header's corner.
      footer={
        proposal ? (
          <Button onClick={onClose} data-testid="restructure-done">
            {t('close')}
          </Button>
        ) : undefined
      }
      extra={
        proposal ? undefined : (
          <Button type="primary" htmlType="submit" form="restructure" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('restructure.submit')}
          </Button>
        )
      }
    >
      {proposal ? (
        <>
          <Alert type="success" showIcon title={t('restructure.proposed')} description={t('restructure.proposed_detail')} style={{ marginBottom: 16 }} />
          <ScheduleCompare proposal={proposal} />
        </>
      ) : (
        <>
          {target.fullName && <p style={{ fontWeight: 600 }}>{target.fullName}</p>}
          <p>{t('restructure.intro')}</p>
          <Form
            form={form}
            id="restructure"
            layout="vertical"
            style={{ maxWidth: 520 }}
            initialValues={{ kind: 'tenor_extension', new_tenure_count: target.unpaidCount || null, effective_date: dayjs(today) }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="kind" label={t('restructure.kind')} rules={rules('kind', true)}>
              <Select options={RESTRUCTURE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
            </Form.Item>
            <Form.Item name="new_tenure_count" label={t('restructure.tenure')} extra={t('restructure.tenure_hint')} rules={rules('new_tenure_count', true)}>
              <WholeNumberInput min={1} max={TENURE_MAX} />
            </Form.Item>
            <Form.Item name="effective_date" label={t('restructure.effective_date')} extra={t('restructure.effective_hint')} rules={rules('effective_date', true)}>
              <DatePicker
                format="YYYY-MM-DD"
                allowClear={false}
                disabledDate={(d) => beforeJakartaToday(d) || d.format('YYYY-MM-DD') > lastDay}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="reason" label={t('restructure.reason')} rules={rules('reason', true)}>
              <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </Drawer>
  );
}
