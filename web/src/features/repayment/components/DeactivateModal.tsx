import { useState } from 'react';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/ClientRecord';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { formatRupiah } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { TEXT_MAX } from '../../../lib/schemas';
import { rulesFor } from '../../../lib/zodRule';
import { deactivate, useRepaymentMutation } from '../api';
import { deactivateSchema } from '../schemas';

const rules = rulesFor(deactivateSchema);

/** The level that may write a loan off (DESIGN §3: `write_off` only for level 21). */
export const WRITE_OFF_LEVEL = 21;

export interface DeactivateTarget {
  loanId: string;
  fullName: string;
  outstanding: number;
}

interface Props {
  loan: DeactivateTarget | null;
  onClose: () => void;
}

interface Values {
  reason?: string;
  write_off?: boolean;
}

/**
 * Deactivates a borrower with a reason. The server refuses while something is outstanding
 * (`outstanding_remaining`), unless level 21 writes the rest off: the write-off box shows only to
 * that level.
 */
export function DeactivateModal(props: Props) {
  const [key, setKey] = useState(props.loan?.loanId);
  if (props.loan && props.loan.loanId !== key) setKey(props.loan.loanId);
  return <DeactivateDialog key={key ?? 'none'} {...props} />;
}

function DeactivateDialog({ loan, onClose }: Props) {
  const { t } = useTranslation('repayment');
  const { level } = useSession();
  const canWriteOff = level === WRITE_OFF_LEVEL;
  const [form] = Form.useForm<Values>();
  const mutation = useRepaymentMutation((v: { loanId: string; reason: string; writeOff: boolean }) => deactivate(v.loanId, v.reason, v.writeOff));

  async function submit(values: Values) {
    if (!loan || !values.reason || mutation.isPending) return;
    try {
      await mutation.mutateAsync({ loanId: loan.loanId, reason: values.reason.trim(), writeOff: canWriteOff && Boolean(values.write_off) });
      toastSuccess(t('deactivate.done', { loanId: loan.loanId }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={loan !== null}
      title={t('deactivate.title', { loanId: loan?.loanId ?? '' })}
      okText={t('actions.deactivate')}
      okButtonProps={{ danger: true, loading: mutation.isPending, htmlType: 'submit', form: 'deactivate-loan' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {loan && loan.outstanding > 0
          ? t('deactivate.outstanding', { name: loan.fullName, amount: formatRupiah(loan.outstanding) })
          : t('deactivate.intro', { name: loan?.fullName ?? '' })}
      </Typography.Paragraph>
      <Form form={form} id="deactivate-loan" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="reason" label={t('reason')} rules={rules('reason', true)}>
          <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />
        </Form.Item>
        {canWriteOff && (
          <Form.Item name="write_off" valuePropName="checked" extra={t('deactivate.write_off_help')}>
            <Checkbox data-testid="write-off">{t('deactivate.write_off')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
