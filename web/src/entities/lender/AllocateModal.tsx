/**
 * Allocates one loan or several to a lender's funding source, all or nothing — the dialog of the
 * approval list and of the lender screen (where the lender is fixed). A lender with no active
 * staff able to decide (`has_deciders` false) is flagged in the choice and when chosen. The lender's funding
 * sources show with what is left under their limit; a source is required once the lender has
 * any. When the server refuses because the source's limit or dates would be passed, the refusal
 * shows in the dialog and level 21 may allocate anyway with a reason (audited by the server).
 * The success toast is the server's own message ("Loan allocated to {lender}").
 */
import { useMemo, useState } from 'react';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyActionError } from '../../lib/actionErrors';
import { ApiError } from '../../lib/api';
import { applyFieldErrors } from '../../lib/formErrors';
import { toastSuccess } from '../../lib/notify';
import { TEXT_MAX } from '../../lib/schemas';
import { zodRule } from '../../lib/zodRule';
import { useLenders } from '../reference/api';
import { useSession } from '../session/ClientRecord';
import { allocateLoans, useFundingSources, useLenderMutation } from './api';
import { FundingSourceSelect } from './FundingSourceSelect';
import { OVERRIDABLE_CODES, OVERRIDE_LEVEL, type AllocationInput } from './types';

const V = 'lender:validation';

interface Values {
  lender_id?: string;
  funding_source_id?: string;
  override_reason?: string;
}

export interface AllocateModalProps {
  /** The loans to allocate; the modal is open while it is set. */
  loanIds: string[] | null;
  onClose: () => void;
  /** Called with the allocated loans. */
  onDone?: (loanIds: string[]) => void;
  /** The lender when it is fixed (the lender screen); otherwise staff choose one. */
  lender?: { id: string; name: string };
}

/** The rules of the dialog: a lender, a source when the lender has any, a reason when overriding. */
export function allocateSchema(needsSource: boolean, overriding: boolean) {
  return z.object({
    lender_id: z.string({ error: `${V}.lender_required` }).min(1, `${V}.lender_required`),
    funding_source_id: needsSource
      ? z.string({ error: `${V}.source_required` }).min(1, `${V}.source_required`)
      : z.string().nullish(),
    override_reason: overriding
      ? z.string({ error: `${V}.override_reason_required` }).trim().min(1, `${V}.override_reason_required`).max(TEXT_MAX, `${V}.too_long`)
      : z.string().nullish(),
  });
}

/**
 * The server's words for a refusal a level 21 may override (past the limit, or outside the
 * source's dates), or null for any other failure.
 */
function overridableRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const reasons = error.fieldErrors.filter((e) => OVERRIDABLE_CODES.includes(e.code)).map((e) => e.message);
  return reasons.length ? [...new Set(reasons)].join(' ') : null;
}

/** The lenders to choose from (read only where the lender is not fixed). */
function LenderSelect(props: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('lender');
  const lenders = useLenders();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      options={(lenders.data ?? []).map((l) => ({ value: l.id, label: l.has_deciders ? l.name : t('allocate.no_deciders_option', { name: l.name }) }))}
      loading={lenders.isPending}
      placeholder={t('allocate.lender_placeholder')}
    />
  );
}

export function AllocateModal({ loanIds, onClose, onDone, lender }: AllocateModalProps) {
  const { t } = useTranslation('lender');
  const { level } = useSession();
  const canOverride = level === OVERRIDE_LEVEL;
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch((values: Values) => values.lender_id, form);
  const lenderId = lender?.id ?? chosen;
  const sources = useFundingSources(loanIds ? lenderId : undefined);
  const lenders = useLenders();
  // Nobody of the lender may decide: the allocation would wait for no one (issue 41 item 13).
  const noDeciders = lenders.data?.find((l) => l.id === lenderId)?.has_deciders === false;
  const needsSource = (sources.data?.length ?? 0) > 0;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [overriding, setOverriding] = useState(false);
  const schema = useMemo(() => allocateSchema(needsSource, overriding), [needsSource, overriding]);
  const mutation = useLenderMutation(allocateLoans);

  function clearRefusal() {
    setRefusal(null);
    setOverriding(false);
  }

  async function submit(values: Values) {
    if (!loanIds || !lenderId) return;
    const input: AllocationInput = { loan_ids: loanIds, lender_id: lenderId, funding_source_id: values.funding_source_id };
    if (overriding) input.override_reason = values.override_reason;
    try {
      const result = await mutation.mutateAsync(input);
      toastSuccess(result.message);
      onDone?.(result.allocated);
      onClose();
    } catch (error) {
      const refused = overridableRefusal(error);
      if (refused) {
        setRefusal(refused);
        if (canOverride) setOverriding(true);
        return;
      }
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const count = loanIds?.length ?? 0;
  return (
    <Modal
      open={loanIds !== null}
      title={lender ? t('allocate.title_to', { lender: lender.name }) : t('allocate.title')}
      okText={overriding ? t('allocate.ok_override') : t('allocate.ok')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'allocate-loans', danger: overriding }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        clearRefusal();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="allocate-target">
        {count > 1 ? t('allocate.for_many', { count }) : t('allocate.for_one', { loanId: loanIds?.[0] ?? '' })}
      </Typography.Paragraph>
      {refusal && (
        <Alert
          type={overriding ? 'warning' : 'error'}
          showIcon
          title={refusal}
          description={overriding ? t('allocate.override_hint') : undefined}
          style={{ marginBottom: 16 }}
          data-testid="allocate-refusal"
        />
      )}
      <Form
        form={form}
        id="allocate-loans"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: Values) => {
          if ('lender_id' in changed) form.setFieldValue('funding_source_id', undefined);
          if ('lender_id' in changed || 'funding_source_id' in changed) clearRefusal();
        }}
      >
        {!lender && (
          <Form.Item name="lender_id" label={t('allocate.lender')} rules={[zodRule(schema, 'lender_id')]}>
            <LenderSelect />
          </Form.Item>
        )}
        {lender && (
          <Form.Item name="lender_id" initialValue={lender.id} hidden>
            <Input />
          </Form.Item>
        )}
        {noDeciders && (
          <Alert type="warning" showIcon title={t('allocate.no_deciders')} style={{ marginBottom: 16 }} data-testid="allocate-no-deciders" />
        )}
        {lenderId && needsSource && (
          <Form.Item name="funding_source_id" label={t('allocate.source')} rules={[zodRule(schema, 'funding_source_id', true)]}>
            <FundingSourceSelect lenderId={lenderId} allowUnavailable={canOverride} />
          </Form.Item>
        )}
        {overriding && (
          <Form.Item
            name="override_reason"
            label={t('allocate.override_reason')}
            rules={[zodRule(schema, 'override_reason', true)]}
          >
            <Input.TextArea rows={3} maxLength={TEXT_MAX} data-testid="override-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
