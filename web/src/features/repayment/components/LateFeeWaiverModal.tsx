import { useMemo } from 'react';
import { Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { formatRupiah } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { TEXT_MAX } from '../../../lib/schemas';
import { rulesFor } from '../../../lib/zodRule';
import { requestWaiver, useRepaymentMutation, type WaiverInput } from '../api';
import { waiverSchema } from '../schemas';
import { RupiahInput } from '../../../components/NumberInputs';

/** The loan a waiver is asked for, with its late fees open now. */
export interface WaiverTarget {
  loanId: string;
  open: number;
}

interface Values {
  amount?: number | null;
  reason?: string;
}

interface Props {
  target: WaiverTarget | null;
  onClose: () => void;
}

/**
 * Asks for a late-fee waiver: an amount (rupiah, at most the fees open) and a reason. Another
 * staff member approves or rejects it; the server's field errors (an amount above what is open
 * by now, a reason too long) show on the fields.
 */
export function LateFeeWaiverModal({ target, onClose }: Props) {
  const { t } = useTranslation('repayment');
  const [form] = Form.useForm<Values>();
  const open = target?.open ?? 0;
  const rules = useMemo(() => rulesFor(waiverSchema(open)), [open]);
  const mutation = useRepaymentMutation((v: { loanId: string; waiver: WaiverInput }) => requestWaiver(v.loanId, v.waiver));

  async function submit(values: Values) {
    if (!target || values.amount == null || !values.reason || mutation.isPending) return;
    try {
      await mutation.mutateAsync({ loanId: target.loanId, waiver: { amount: values.amount, reason: values.reason.trim() } });
      toastSuccess(t('waiver.requested'));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t('waiver.ask_title', { loanId: target?.loanId ?? '' })}
      okText={t('waiver.ask')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'late-fee-waiver' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('waiver.ask_intro')} {t('waiver.effect')}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[{ key: 'open', label: t('late_fees.open_total'), children: <span data-testid="waiver-open">{formatRupiah(open)}</span> }]}
      />
      <Form form={form} id="late-fee-waiver" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="amount" label={t('waiver.amount')} rules={rules('amount', true)}>
          <RupiahInput min={1} />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={rules('reason', true)}>
          <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
