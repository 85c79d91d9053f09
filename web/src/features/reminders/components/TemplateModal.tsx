/**
 * Edits a message template's Indonesian and English texts. Under each text, the placeholders as
 * chips: a click puts `{name}` (or another) where the cursor is in that text; each says what it is
 * filled in with. The texts are checked as the server checks them (known placeholders, balanced
 * braces, at most 1,000 characters); its errors land on their text, and a template someone else
 * saved meanwhile (409) is said above the form.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { PLACEHOLDERS, saveTemplate, useRemindersMutation, type Template, type TemplateInput } from '../api';
import { BODY_MAX, templateSchema } from '../schemas';

const rules = rulesFor(templateSchema);

type Body = 'body_id' | 'body_en';
type Values = Record<Body, string>;

/** The `<textarea>` behind antd's TextArea. */
function textareaOf(ref: TextAreaRef | null): HTMLTextAreaElement | null {
  return ref?.resizableTextArea?.textArea ?? ref?.nativeElement?.querySelector('textarea') ?? null;
}

function BodyField({ name, label }: { name: Body; label: string }) {
  const { t } = useTranslation('reminders');
  const form = Form.useFormInstance<Values>();
  const ref = useRef<TextAreaRef>(null);

  /** Puts `{placeholder}` over the selection (at the cursor), then the cursor after it. */
  function insert(placeholder: string) {
    const element = textareaOf(ref.current);
    const current = String(form.getFieldValue(name) ?? '');
    const token = `{${placeholder}}`;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    form.setFieldValue(name, current.slice(0, start) + token + current.slice(end));
    void form.validateFields([name]).catch(() => undefined);
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  }

  return (
    <>
      <Form.Item name={name} label={label} rules={rules(name, true)} style={{ marginBottom: 8 }}>
        <Input.TextArea ref={ref} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={BODY_MAX} showCount />
      </Form.Item>
      <Flex gap={4} wrap align="center" style={{ marginBottom: 24 }} data-testid={`placeholders-${name}`}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('templates.insert')}
        </Typography.Text>
        {PLACEHOLDERS.map((p) => (
          <Button
            key={p}
            size="small"
            // Keeps the cursor (and the selection) in the text while clicking.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => insert(p)}
            title={t(`placeholders.${p}`)}
            aria-label={t('templates.insert_into', { placeholder: `{${p}}`, text: label })}
            style={{ fontFamily: 'monospace' }}
          >
            {`{${p}}`}
          </Button>
        ))}
      </Flex>
    </>
  );
}

export function TemplateModal({ template, onClose }: { template: Template; onClose: () => void }) {
  const { t } = useTranslation('reminders');
  const [form] = Form.useForm<Values>();
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useRemindersMutation((body: TemplateInput) => saveTemplate(template.code, body));

  async function submit(values: Values) {
    if (save.isPending) return;
    setConflict(null);
    try {
      const answer = await save.mutateAsync({ body_id: values.body_id, body_en: values.body_en, version: template.version });
      toastSuccess(answer.msg);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open
      width={720}
      title={t('templates.edit_title', { code: template.code })}
      okText={t('save')}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: 'message-template' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      {conflict && <Alert type="warning" showIcon title={conflict} style={{ marginBottom: 16 }} data-testid="template-conflict" />}
      <Form<Values>
        form={form}
        id="message-template"
        layout="vertical"
        initialValues={{ body_id: template.body_id, body_en: template.body_en }}
        onFinish={(v) => void submit(v)}
      >
        <BodyField name="body_id" label={t('templates.body_id')} />
        <BodyField name="body_en" label={t('templates.body_en')} />
      </Form>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
        {t('templates.help')}
      </Typography.Paragraph>
    </Modal>
  );
}
