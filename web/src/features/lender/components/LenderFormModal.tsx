/**
 * Creates a lender or edits one (level 21 and the levels that own the area; the server decides
 * through `allowed_actions`). The code is upper-cased as typed. Deactivating says what it does:
 * no new allocations, everything already allocated stays. A stale version (409) is told and the
 * lender reloaded.
 */
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../../components/EmailInput';
import { createLender, updateLender, useLenderMutation } from '../../../entities/lender/api';
import {
  LENDER_KINDS,
  LENDER_STATUSES,
  QUALITY_REGIMES,
  regimeOfKind,
  type Lender,
  type LenderInput,
  type LenderKind,
  type LenderStatus,
  type QualityRegime,
} from '../../../entities/lender/types';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { NAME_MAX, lenderSchema } from '../schemas';

interface Values {
  name?: string;
  legal_name?: string;
  code?: string;
  kind?: LenderKind;
  status?: LenderStatus;
  contact_email?: string;
  contact_phone?: string;
  quality_regime?: QualityRegime;
}

const rules = rulesFor(lenderSchema);

/** Empty text as null, as the server stores it. */
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function toInput(values: Values): LenderInput {
  return {
    name: (values.name ?? '').trim(),
    legal_name: orNull(values.legal_name),
    code: (values.code ?? '').trim(),
    kind: values.kind as LenderKind,
    status: values.status ?? 'active',
    contact_email: orNull(values.contact_email),
    contact_phone: orNull(values.contact_phone),
    quality_regime: values.quality_regime,
  };
}

export function LenderFormModal({ lender, onClose }: { lender: Lender | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('lender');
  const [form] = Form.useForm<Values>();
  const editing = lender && lender !== 'new' ? lender : null;
  const mutation = useLenderMutation((values: Values) =>
    editing
      ? updateLender(editing.id, { ...toInput(values), version: editing.version }).then((saved) => t('form.saved', { name: saved.name }))
      : createLender(toInput(values)).then((created) => created.message),
  );

  const initial: Values = editing
    ? {
        name: editing.name,
        legal_name: editing.legal_name ?? undefined,
        code: editing.code,
        kind: editing.kind,
        status: editing.status,
        contact_email: editing.contact_email ?? undefined,
        contact_phone: editing.contact_phone ?? undefined,
        quality_regime: editing.quality_regime,
      }
    : { status: 'active' };

  async function submit(values: Values) {
    try {
      const message = await mutation.mutateAsync(values);
      toastSuccess(message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={lender !== null}
      title={editing ? t('form.edit_title', { name: editing.name }) : t('form.new_title')}
      okText={t('form.save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'lender-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} id="lender-form" layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={t('fields.name')} rules={rules('name', true)}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="legal_name" label={t('fields.legal_name')} rules={rules('legal_name')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('fields.code')}
          extra={t('form.code_help')}
          rules={rules('code', true)}
          normalize={(value?: string) => value?.toUpperCase()}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="kind" label={t('fields.kind')} rules={rules('kind', true)}>
          <Select
            placeholder={t('form.kind_placeholder')}
            options={LENDER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            onChange={(kind: LenderKind) => {
              // A new lender takes its kind's regime until one is chosen.
              if (!editing && !form.isFieldTouched('quality_regime')) form.setFieldValue('quality_regime', regimeOfKind(kind));
            }}
          />
        </Form.Item>
        <Form.Item name="quality_regime" label={t('fields.quality_regime')} extra={t('form.quality_regime_help')}>
          <Select
            data-testid="lender-quality-regime"
            placeholder={t('form.quality_regime_placeholder')}
            options={QUALITY_REGIMES.map((r) => ({ value: r, label: t(`quality_regime.${r}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="status"
          label={t('fields.status')}
          rules={rules('status', true)}
          extra={t('form.inactive_help')}
        >
          <Radio.Group options={LENDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="contact_email" label={t('fields.contact_email')} rules={rules('contact_email')}>
          <EmailInput />
        </Form.Item>
        <Form.Item name="contact_phone" label={t('fields.contact_phone')} rules={rules('contact_phone')}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
