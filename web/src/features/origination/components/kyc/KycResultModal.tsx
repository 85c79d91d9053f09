import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KycRow } from '../../../../entities/loan/types';
import { applyFieldErrors } from '../../../../lib/formErrors';
import { formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { rulesFor } from '../../../../lib/zodRule';
import { recordKycResult, useLoanMutation, type KycResult } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { TEXT_MAX, kycResultSchema } from '../../schemas';

interface Values {
  result?: KycResult;
  reason?: string;
}

const rules = rulesFor(kycResultSchema);

const RESULTS = ['approved', 'rejected'] as const satisfies readonly KycResult[];

/** Whether the loan's KYC meeting is still ahead at `now` (ms). */
function meetingAhead(row: Pick<KycRow, 'scheduled_at'>, now: number = Date.now()): boolean {
  return !!row.scheduled_at && Date.parse(row.scheduled_at) > now;
}

/**
 * Records the KYC result: approved, or rejected with a reason. Before the meeting's time a
 * result is most likely a slip (the wrong row, the wrong day): it is asked for again first
 * (issue 45 item 5).
 */
export function KycResultModal({ row, onClose }: { row: KycRow | null; onClose: () => void }) {
  const { t } = useTranslation('origination');
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const result = Form.useWatch('result', form);
  const mutation = useLoanMutation((v: { loanId: string; result: KycResult; reason: string | null }) =>
    recordKycResult(v.loanId, v.result, v.reason),
  );

  function confirmThenSubmit(values: Values) {
    if (!row || !values.result) return;
    if (!meetingAhead(row)) {
      void submit(values);
      return;
    }
    modal.confirm({
      title: t('kyc.result.early_title'),
      content: t('kyc.result.early_content', { loanId: row.loan_id, at: formatJakartaDateTime(row.scheduled_at) }),
      okText: t('kyc.result.early_ok'),
      cancelText: t('cancel'),
      onOk: () => submit(values),
    });
  }

  async function submit(values: Values) {
    if (!row || !values.result) return;
    const reason = values.result === 'rejected' ? (values.reason?.trim() ?? null) : null;
    try {
      await mutation.mutateAsync({ loanId: row.loan_id, result: values.result, reason });
      toastSuccess(t(`kyc.result.done_${values.result}`, { loanId: row.loan_id }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={row !== null}
      title={t('kyc.result.title', { loanId: row?.loan_id ?? '' })}
      okText={t('kyc.result.ok')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'kyc-result' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} id="kyc-result" layout="vertical" onFinish={confirmThenSubmit}>
        <Form.Item name="result" label={t('kyc.result.result')} rules={rules('result', true)}>
          <Radio.Group options={RESULTS.map((r) => ({ value: r, label: t(`kyc.result.${r}`) }))} />
        </Form.Item>
        {result === 'rejected' && (
          <Form.Item name="reason" label={t('reason')} rules={rules('reason', true)}>
            <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
