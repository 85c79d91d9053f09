import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RupiahInput } from '../../../../components/NumberInputs';
import type { ContractRow } from '../../../../entities/loan/types';
import { applyFieldErrors } from '../../../../lib/formErrors';
import { afterJakartaToday, pickerDate } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { rulesFor } from '../../../../lib/zodRule';
import { uploadProof, useLoanMutation, type ProofInput } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { REFERENCE_MAX, proofSchema } from '../../schemas';
import { UploadField } from '../../../../entities/file/UploadField';

interface Values {
  file_id?: string;
  reference?: string;
  amount?: number;
  paid_date?: Dayjs | null;
}

const rules = rulesFor(proofSchema);

interface Props {
  row: ContractRow | null;
  onClose: () => void;
}

/**
 * Uploads a first payment proof (jpg/png/pdf ≤ 2 MiB) with the transfer reference, amount and
 * paid date. When the server finds the same file or reference on other loans, it says so at once
 * ("Possible duplicate of LN-…"): the proof is kept, flagged for the verifier.
 *
 * A fresh form per loan (its own starting values, even when reopened for another loan before it
 * finished closing); the last loan's form stays while the modal closes.
 */
export function ProofUploadModal(props: Props) {
  const [key, setKey] = useState(props.row?.loan_id);
  if (props.row && props.row.loan_id !== key) setKey(props.row.loan_id);
  return <ProofUploadDialog key={key ?? 'none'} {...props} />;
}

function ProofUploadDialog({ row, onClose }: Props) {
  const { t } = useTranslation('origination');
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mutation = useLoanMutation((v: { loanId: string; proof: ProofInput }) => uploadProof(v.loanId, v.proof));

  async function submit(values: Values) {
    if (!row || !values.file_id || !values.reference || values.amount == null || !values.paid_date) return;
    const proof: ProofInput = {
      file_id: values.file_id,
      reference: values.reference.trim(),
      amount: values.amount,
      paid_date: pickerDate(values.paid_date),
    };
    try {
      const answer = await mutation.mutateAsync({ loanId: row.loan_id, proof });
      onClose();
      if (answer.possible_duplicate_of.length) {
        modal.warning({
          title: t('contract.proof.duplicate_title'),
          content: t('contract.proof.duplicate_of', { loans: answer.possible_duplicate_of.join(', ') }),
        });
      } else {
        toastSuccess(t('contract.proof.done', { loanId: row.loan_id }));
      }
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={row !== null}
      title={t('contract.proof.title', { loanId: row?.loan_id ?? '' })}
      okText={t('contract.proof.ok')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'payment-proof' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        id="payment-proof"
        layout="vertical"
        initialValues={{ amount: row?.first_payment_amount ?? undefined }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="file_id" label={t('contract.proof.file')} rules={rules('file_id', true)}>
          <UploadField name="file_id" kind="payment_proof" accepts="any" />
        </Form.Item>
        <Form.Item name="reference" label={t('contract.proof.reference')} rules={rules('reference', true)}>
          <Input maxLength={REFERENCE_MAX} />
        </Form.Item>
        <Form.Item name="amount" label={t('contract.proof.amount')} rules={rules('amount', true)}>
          <RupiahInput min={1} />
        </Form.Item>
        <Form.Item name="paid_date" label={t('contract.proof.paid_date')} rules={rules('paid_date', true)}>
          <DatePicker format="YYYY-MM-DD" disabledDate={(d) => afterJakartaToday(d)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
