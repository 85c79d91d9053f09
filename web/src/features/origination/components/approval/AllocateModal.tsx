import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLenders } from '../../../../entities/reference/api';
import { applyFieldErrors } from '../../../../lib/formErrors';
import { toastSuccess } from '../../../../lib/notify';
import { zodRule } from '../../../../lib/zodRule';
import { allocate, useLoanMutation } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { lenderSchema } from '../../schemas';

interface Props {
  /** The loans to allocate; the modal is open while it is set. */
  loanIds: string[] | null;
  onClose: () => void;
  /** Called with the allocated loans. */
  onDone?: (loanIds: string[]) => void;
}

/**
 * Allocates one loan or the selected ones to a lender (`GET /api/v1/lenders` to choose from),
 * all or nothing; the success toast is the server's own message ("Loan allocated to {lender}").
 */
export function AllocateModal({ loanIds, onClose, onDone }: Props) {
  const { t } = useTranslation('origination');
  const [form] = Form.useForm<{ lender_id: string }>();
  const lenders = useLenders();
  const mutation = useLoanMutation((v: { loanIds: string[]; lenderId: string }) => allocate(v.loanIds, v.lenderId));

  async function submit({ lender_id }: { lender_id: string }) {
    if (!loanIds) return;
    try {
      const result = await mutation.mutateAsync({ loanIds, lenderId: lender_id });
      toastSuccess(result.message);
      onDone?.(result.allocated);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const count = loanIds?.length ?? 0;
  return (
    <Modal
      open={loanIds !== null}
      title={t('approval.allocate.title')}
      okText={t('approval.allocate.ok')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'allocate-loans' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="allocate-target">
        {count > 1 ? t('approval.allocate.for_many', { count }) : t('approval.allocate.for_one', { loanId: loanIds?.[0] ?? '' })}
      </Typography.Paragraph>
      <Form form={form} id="allocate-loans" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="lender_id" label={t('approval.allocate.lender')} rules={[zodRule(lenderSchema, 'lender_id')]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(lenders.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            loading={lenders.isPending}
            placeholder={t('approval.allocate.lender_placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
