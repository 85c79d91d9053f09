/**
 * Creates a program or edits one (level 21; issue 41 item 7): every field of DESIGN §3, the
 * effective rate of the terms as entered shown live from `POST /api/v1/programs/preview` before
 * saving, with one loan at a sample price. The server checks everything again, including that a
 * name states no other tenor than the installments; its field errors land under the fields. A
 * stale version (409) is told and the list reloaded.
 */
import { Alert, Col, Descriptions, Form, Input, Modal, Row, Select, Spin, Statistic, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../components/NumberInputs';
import { notifyActionError } from '../../../lib/actionErrors';
import { formatPercent, formatRupiah } from '../../../lib/format';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { rulesFor } from '../../../lib/zodRule';
import {
  FREQUENCIES,
  PROGRAM_KINDS,
  createProgram,
  inputOf,
  updateProgram,
  useProgramMutation,
  useProgramPreview,
  type PreviewInput,
  type ProgramInput,
  type ProgramRow,
} from '../programs';
import { ADMIN_FEE_MAX, NAME_MAX, programSchema } from '../programSchemas';

type Values = Partial<ProgramInput>;

const rules = rulesFor(programSchema);

/** The sample vehicle price of the preview, rupiah (the price the saved rate is quoted at). */
export const SAMPLE_PRICE = 100_000_000;

/** A new program starts from typical terms (monthly, 15 % down, Indonesian late fees). */
const NEW_PROGRAM: Values = {
  kind: 'loan',
  installment_frequency: 'monthly',
  needs_offering_letter: true,
  first_payment_days: 7,
  down_payment_bp: 1500,
  admin_fee: 0,
  late_fee_bp_per_day: 10,
  late_fee_grace_days: 3,
  late_fee_cap_bp: 2000,
  early_settlement_fee_bp: 300,
  active: true,
};

function toInput(values: Values): ProgramInput {
  return {
    ...(values as ProgramInput),
    code: (values.code ?? '').trim(),
    name: (values.name ?? '').trim(),
    name_id: values.name_id?.trim() ? values.name_id.trim() : null,
    needs_offering_letter: Boolean(values.needs_offering_letter),
    active: values.active ?? true,
  };
}

/** The terms of the preview, or null while one of them is not a whole number yet. */
function previewInput(values: Values | undefined): PreviewInput | null {
  if (!values) return null;
  const keys = [
    'tenure_count',
    'down_payment_bp',
    'flat_rate_bp',
    'admin_fee',
    'first_payment_days',
    'late_fee_bp_per_day',
    'late_fee_grace_days',
    'late_fee_cap_bp',
    'early_settlement_fee_bp',
  ] as const;
  if (!values.installment_frequency || keys.some((k) => !Number.isInteger(values[k]))) return null;
  const input = { installment_frequency: values.installment_frequency, price: SAMPLE_PRICE } as PreviewInput;
  for (const k of keys) input[k] = values[k] as number;
  return input;
}

function EffectiveRate({ values }: { values: Values | undefined }) {
  const { t } = useTranslation('data');
  const input = useDebouncedValue(previewInput(values), 300);
  const preview = useProgramPreview(input);
  const rate = preview.data?.effective_rate_percent;
  return (
    <Spin spinning={preview.isFetching} delay={300}>
      <Row gutter={16} data-testid="program-preview">
        <Col span={12}>
          <Statistic
            title={t('programs.effective_rate')}
            value={input && !preview.isError && rate != null ? formatPercent(rate) : '—'}
            data-testid="program-effective-rate"
          />
        </Col>
        <Col span={12}>
          {preview.data && input && !preview.isError && (
            <Descriptions size="small" column={1} title={t('programs.sample', { price: formatRupiah(SAMPLE_PRICE) })}>
              <Descriptions.Item label={t('programs.installment')}>{formatRupiah(preview.data.installment_amount)}</Descriptions.Item>
              <Descriptions.Item label={t('programs.first_payment')}>{formatRupiah(preview.data.first_payment_amount)}</Descriptions.Item>
              <Descriptions.Item label={t('programs.total_payable')}>{formatRupiah(preview.data.total_payable)}</Descriptions.Item>
            </Descriptions>
          )}
        </Col>
      </Row>
      {preview.isError && <Alert type="warning" showIcon title={t('programs.preview_invalid')} />}
    </Spin>
  );
}

/** A whole-number field (basis points, days, rupiah, installments). */
function WholeNumber({ name, max, suffix }: { name: keyof ProgramInput; max: number; suffix?: string }) {
  const { t } = useTranslation('data');
  return (
    <Form.Item name={name} label={t(`programs.fields.${name}`)} rules={rules(name, true)}>
      <WholeNumberInput max={max} suffix={suffix} />
    </Form.Item>
  );
}

export function ProgramFormModal({ program, onClose }: { program: ProgramRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('data');
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form);
  const editing = program && program !== 'new' ? program : null;
  const mutation = useProgramMutation((input: ProgramInput) =>
    editing ? updateProgram(editing.id, { ...input, version: editing.version }) : createProgram(input),
  );

  async function submit(all: Values) {
    try {
      const { message } = await mutation.mutateAsync(toInput(all));
      toastSuccess(message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const bp = t('programs.bp');
  return (
    <Modal
      open={program !== null}
      width={760}
      title={editing ? t('programs.edit_title', { name: editing.name }) : t('programs.new_title')}
      okText={t('programs.save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'program-form' }}
      cancelText={t('programs.cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        id="program-form"
        layout="vertical"
        initialValues={editing ? inputOf(editing) : NEW_PROGRAM}
        onFinish={(all) => void submit(all)}
      >
        <EffectiveRate values={values} />
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="code"
              label={t('programs.fields.code')}
              rules={rules('code', true)}
              normalize={(value?: string) => value?.toUpperCase()}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="name" label={t('programs.fields.name')} extra={t('programs.name_help')} rules={rules('name', true)}>
              <Input maxLength={NAME_MAX} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="name_id" label={t('programs.fields.name_id')} rules={rules('name_id')}>
              <Input maxLength={NAME_MAX} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="kind" label={t('programs.fields.kind')} rules={rules('kind', true)}>
              <Select options={PROGRAM_KINDS.map((k) => ({ value: k, label: t(`programs.kind.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="installment_frequency" label={t('programs.fields.installment_frequency')} rules={rules('installment_frequency', true)}>
              <Select options={FREQUENCIES.map((f) => ({ value: f, label: t(`programs.frequency.${f}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <WholeNumber name="tenure_count" max={3650} />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <WholeNumber name="down_payment_bp" max={9999} suffix={bp} />
          </Col>
          <Col span={8}>
            <WholeNumber name="flat_rate_bp" max={10_000} suffix={bp} />
          </Col>
          <Col span={8}>
            <WholeNumber name="admin_fee" max={ADMIN_FEE_MAX} suffix="Rp" />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <WholeNumber name="first_payment_days" max={365} />
          </Col>
          <Col span={8}>
            <WholeNumber name="late_fee_bp_per_day" max={10_000} suffix={bp} />
          </Col>
          <Col span={8}>
            <WholeNumber name="late_fee_grace_days" max={365} />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <WholeNumber name="late_fee_cap_bp" max={10_000} suffix={bp} />
          </Col>
          <Col span={8}>
            <WholeNumber name="early_settlement_fee_bp" max={10_000} suffix={bp} />
          </Col>
          <Col span={8}>
            <Form.Item name="needs_offering_letter" label={t('programs.fields.needs_offering_letter')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="active" label={t('programs.fields.active')} valuePropName="checked" extra={t('programs.retire_help')}>
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
