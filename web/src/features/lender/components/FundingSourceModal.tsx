/**
 * Adds a funding source to a lender or edits one: its name (a facility, a P2P batch), its limit
 * in rupiah (the plafond), the dates it may be drawn on (no end date: open-ended) and its status.
 * The limit may not go below what is already used (the server says so).
 */
import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RupiahInput } from '../../../components/NumberInputs';
import { createFundingSource, updateFundingSource, useLenderMutation } from '../../../entities/lender/api';
import { LENDER_STATUSES, type FundingSource, type FundingSourceInput, type LenderStatus } from '../../../entities/lender/types';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { jakartaToday, pickerDate } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { NAME_MAX, fundingSourceSchema } from '../schemas';

interface Values {
  name?: string;
  limit_amount?: number;
  available_from?: Dayjs;
  available_until?: Dayjs | null;
  status?: LenderStatus;
}

const rules = rulesFor(fundingSourceSchema);

function toInput(values: Values): FundingSourceInput {
  return {
    name: (values.name ?? '').trim(),
    limit_amount: values.limit_amount ?? 0,
    available_from: values.available_from ? pickerDate(values.available_from) : '',
    available_until: values.available_until ? pickerDate(values.available_until) : null,
    status: values.status ?? 'active',
  };
}

export interface FundingSourceTarget {
  lenderId: string;
  /** The source to edit; none to add one. */
  source: FundingSource | null;
}

export function FundingSourceModal({ target, onClose }: { target: FundingSourceTarget | null; onClose: () => void }) {
  const { t } = useTranslation('lender');
  const [form] = Form.useForm<Values>();
  const source = target?.source ?? null;
  const mutation = useLenderMutation((values: Values): Promise<FundingSource> => {
    if (!target) return Promise.reject(new Error('no lender'));
    const input = toInput(values);
    return source ? updateFundingSource(target.lenderId, source.id, { ...input, version: source.version }) : createFundingSource(target.lenderId, input);
  });

  async function submit(values: Values) {
    try {
      const saved = await mutation.mutateAsync(values);
      toastSuccess(t('source_form.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const initial: Values = source
    ? {
        name: source.name,
        limit_amount: source.limit_amount,
        available_from: dayjs(source.available_from),
        available_until: source.available_until ? dayjs(source.available_until) : null,
        status: source.status,
      }
    : { available_from: dayjs(jakartaToday()), status: 'active' };

  return (
    <Modal
      open={target !== null}
      title={source ? t('source_form.edit_title', { name: source.name }) : t('source_form.new_title')}
      okText={t('form.save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'funding-source-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} id="funding-source-form" layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={t('source_fields.name')} extra={t('source_form.name_help')} rules={rules('name', true)}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="limit_amount" label={t('source_fields.limit')} rules={rules('limit_amount', true)}>
          <RupiahInput />
        </Form.Item>
        <Form.Item name="available_from" label={t('source_fields.available_from')} rules={rules('available_from', true)}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="available_until"
          label={t('source_fields.available_until')}
          extra={t('source_form.until_help')}
          rules={rules('available_until')}
          dependencies={['available_from']}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('source_fields.status')} rules={rules('status', true)}>
          <Radio.Group options={LENDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
