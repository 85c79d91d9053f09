import { Form, Input, Modal, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyActionError } from '../lib/actionErrors';
import { applyFieldErrors } from '../lib/formErrors';
import { TEXT_MAX } from '../lib/schemas';
import { zodRule } from '../lib/zodRule';

const optionalText = z.string().trim().max(TEXT_MAX, 'common:text_modal.too_long').nullish();

/** A required reason (trimmed) and an optional note, as every reason or note of a loan action. */
export const reasonSchema = z.object({
  reason: z
    .string({ error: 'common:text_modal.reason_required' })
    .trim()
    .min(1, 'common:text_modal.reason_required')
    .max(TEXT_MAX, 'common:text_modal.too_long'),
});
export const noteSchema = z.object({ note: optionalText });

interface Props {
  open: boolean;
  title: string;
  /** Above the text box. */
  intro?: ReactNode;
  /** What the action is about, between the intro and the text box (a loan's figures). */
  details?: ReactNode;
  /** `reason`: a required reason (reject); `note`: an optional note (approve). */
  field: 'reason' | 'note';
  label: string;
  okText: string;
  danger?: boolean;
  /** Does the action; a thrown error stays in the modal (field errors) or is toasted. */
  onSubmit: (text: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** Asks for a reason (required) or a note (optional), then runs the action. */
export function TextModal({ open, title, intro, details, field, label, okText, danger, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const schema = field === 'reason' ? reasonSchema : noteSchema;
  const [busy, setBusy] = useState(false);
  // Several of these modals live on one page: each form needs its own id for its OK button.
  const formId = `text-modal-${useId()}`;

  async function submit(values: Record<string, string | undefined>) {
    const text = values[field]?.trim() || undefined;
    setBusy(true);
    try {
      await onSubmit(text);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy, htmlType: 'submit', form: formId }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      {details}
      <Form form={form} id={formId} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name={field} label={label} rules={[zodRule(schema, field)]}>
          <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
