/**
 * Assigns an unmatched virtual-account payment to a loan: the loan ID (preset to the loan the
 * callback's number names, if any). The server posts it there as a `virtual_account` payment by
 * the caller; a loan it cannot find (404) or refuses on the field comes back on the field, and a
 * refusal of the posting (409: a loan not repaying, a payment someone else assigned meanwhile) is
 * said above the form. The queue refreshes either way.
 */
import { useState } from 'react';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { notifyActionError } from '../../../lib/actionErrors';
import { formatRupiah } from '../../../lib/format';
import { applyFieldErrors } from '../../../lib/formErrors';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { assignCallback, useGatewayMutation, type Callback } from '../api';
import { assignSchema } from '../schemas';

const rules = rulesFor(assignSchema);

interface Values {
  loan_id?: string;
}

interface Props {
  callback: Callback;
  onClose: () => void;
}

export function AssignCallbackModal({ callback, onClose }: Props) {
  const { t } = useTranslation('virtualAccounts');
  const [form] = Form.useForm<Values>();
  const [conflict, setConflict] = useState<string | null>(null);
  const assign = useGatewayMutation((loanId: string) => assignCallback(callback.callback_id, loanId));

  async function submit(values: Values) {
    const loanId = values.loan_id?.trim();
    if (!loanId || assign.isPending) return;
    setConflict(null);
    try {
      const answer = await assign.mutateAsync(loanId);
      toastSuccess(answer.msg);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      // The callback is on screen: what is not found is the loan.
      else if (error instanceof ApiError && error.status === 404) form.setFields([{ name: 'loan_id', errors: [t('assign.loan_not_found')] }]);
      else if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open
      title={t('assign.title')}
      okText={t('assign.save')}
      okButtonProps={{ loading: assign.isPending, htmlType: 'submit', form: 'assign-callback' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        data-testid="assign-callback-summary"
        items={[
          { key: 'amount', label: t('columns.amount'), children: formatRupiah(callback.amount) },
          { key: 'account', label: t('columns.account_number'), children: `${callback.bank_code} ${callback.account_number}` },
          { key: 'received', label: t('columns.received_at'), children: formatJakartaDateTime(callback.received_at) },
          { key: 'payment', label: t('columns.payment_id'), children: callback.provider_payment_id },
        ]}
      />
      {conflict && <Alert type="warning" showIcon title={conflict} style={{ marginBottom: 16 }} data-testid="assign-conflict" />}
      <Form
        form={form}
        id="assign-callback"
        layout="vertical"
        initialValues={{ loan_id: callback.loan_id ?? '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="loan_id"
          label={t('assign.loan_id')}
          extra={t('assign.loan_id_help')}
          rules={rules('loan_id', true)}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input autoFocus placeholder="LN-0000042" autoComplete="off" data-testid="assign-loan-id" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
