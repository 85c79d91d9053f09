import { useState } from 'react';
import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { afterJakartaToday, jakartaToday, pickerDate } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { activate, useRepaymentMutation } from '../api';
import { activateSchema } from '../schemas';

const rules = rulesFor(activateSchema);

/** The loan a dialog of the active borrower list acts on. */
export interface LoanRef {
  loanId: string;
  fullName: string;
}

interface Props {
  loan: LoanRef | null;
  onClose: () => void;
}

/**
 * Activates a pending-activation loan on the motorcycle handover date (a Jakarta date, today or
 * earlier): its installment schedule starts from that date. A fresh form per loan.
 */
export function ActivateModal(props: Props) {
  const [key, setKey] = useState(props.loan?.loanId);
  if (props.loan && props.loan.loanId !== key) setKey(props.loan.loanId);
  return <ActivateDialog key={key ?? 'none'} {...props} />;
}

function ActivateDialog({ loan, onClose }: Props) {
  const { t } = useTranslation('repayment');
  const [form] = Form.useForm<{ handover_date?: Dayjs | null }>();
  const mutation = useRepaymentMutation((v: { loanId: string; date: string }) => activate(v.loanId, v.date));

  async function submit({ handover_date }: { handover_date?: Dayjs | null }) {
    if (!loan || !handover_date || mutation.isPending) return;
    try {
      await mutation.mutateAsync({ loanId: loan.loanId, date: pickerDate(handover_date) });
      toastSuccess(t('activate.done', { loanId: loan.loanId }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={loan !== null}
      title={t('activate.title', { loanId: loan?.loanId ?? '' })}
      okText={t('actions.activate')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'activate-loan' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('activate.intro', { name: loan?.fullName ?? '' })}</Typography.Paragraph>
      <Form form={form} id="activate-loan" layout="vertical" initialValues={{ handover_date: dayjs(jakartaToday()) }} onFinish={(v) => void submit(v)}>
        <Form.Item name="handover_date" label={t('activate.handover_date')} rules={rules('handover_date', true)} extra={t('activate.handover_help')}>
          <DatePicker format="YYYY-MM-DD" disabledDate={(d) => afterJakartaToday(d)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
