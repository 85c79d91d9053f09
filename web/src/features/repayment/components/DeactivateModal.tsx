import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/ClientRecord';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyFieldErrors } from '../../../lib/formErrors';
import { formatRupiah } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { TEXT_MAX } from '../../../lib/schemas';
import { rulesFor } from '../../../lib/zodRule';
import { LOAN_ENDINGS, deactivate, useRepaymentMutation, type LoanEnding } from '../api';
import { deactivateSchema } from '../schemas';

const rules = rulesFor(deactivateSchema);

/** The level that may write a loan off (DESIGN §3: `write_off` only for level 21). */
export const WRITE_OFF_LEVEL = 21;

export interface DeactivateTarget {
  loanId: string;
  fullName: string;
  /** Rupiah still owed: installments and open late fees. */
  outstanding: number;
  /** Opens the early settlement (payoff) of the loan, when the caller may take it. */
  onSettleEarly?: () => void;
}

interface Props {
  loan: DeactivateTarget | null;
  onClose: () => void;
}

interface Values {
  way?: LoanEnding;
  reason?: string;
}

/**
 * Ends a loan the way it really ended (issue 45 item 4), with a reason: paid off (only when
 * nothing is owed), settled early (taken by the early settlement, which this dialog opens
 * instead of faking it), repossessed or written off (level 21; the rest is written off). The
 * server checks the way against the loan's book and refuses an inconsistent one; the dialog
 * shows only the ways that can be taken, and the server's answer says what was done.
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
  const owes = Boolean(loan && loan.outstanding > 0);
  const [form] = Form.useForm<Values>();
  const way = Form.useWatch('way', form);
  const mutation = useRepaymentMutation((v: { loanId: string; reason: string; way: Exclude<LoanEnding, 'settled_early'> }) => deactivate(v.loanId, v.reason, v.way));

  /** Why a way cannot be taken for this loan by this caller (`null`: it can). */
  function blocked(w: LoanEnding): string | null {
    if (w === 'paid_off') return owes ? t('deactivate.way_help.paid_off_owed') : null;
    if (w === 'settled_early') return loan?.onSettleEarly ? null : t('deactivate.way_help.settled_early');
    if (!owes) return t('deactivate.way_help.paid_off');
    return canWriteOff ? null : t('deactivate.way_help.level_21');
  }

  async function submit(values: Values) {
    if (!loan || !values.reason || !values.way || values.way === 'settled_early' || mutation.isPending) return;
    try {
      const done = await mutation.mutateAsync({ loanId: loan.loanId, reason: values.reason.trim(), way: values.way });
      toastSuccess(done.message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const settling = way === 'settled_early';
  return (
    <Modal
      open={loan !== null}
      title={t('deactivate.title', { loanId: loan?.loanId ?? '' })}
      okText={t('deactivate.ok')}
      okButtonProps={{ danger: true, loading: mutation.isPending, disabled: settling, htmlType: 'submit', form: 'deactivate-loan' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="deactivate-owed">
        {loan && owes
          ? t('deactivate.outstanding', { name: loan.fullName, amount: formatRupiah(loan.outstanding) })
          : t('deactivate.intro', { name: loan?.fullName ?? '' })}
      </Typography.Paragraph>
      <Form form={form} id="deactivate-loan" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="way" label={t('deactivate.way')} rules={rules('way', true)}>
          <Radio.Group data-testid="deactivate-way">
            <Space direction="vertical">
              {LOAN_ENDINGS.map((w) => {
                const why = blocked(w);
                return (
                  <Radio key={w} value={w} disabled={why !== null} data-testid={`way-${w}`}>
                    {t(`deactivate.ways.${w}`)}
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {why ?? t(`deactivate.way_help.${w}`)}
                    </Typography.Text>
                  </Radio>
                );
              })}
            </Space>
          </Radio.Group>
        </Form.Item>
        {settling && loan?.onSettleEarly ? (
          <Alert
            type="info"
            showIcon
            data-testid="deactivate-settle-early"
            title={t('deactivate.way_help.settled_early')}
            action={
              <Button
                type="primary"
                onClick={() => {
                  loan.onSettleEarly?.();
                  onClose();
                }}
              >
                {t('deactivate.open_payoff')}
              </Button>
            }
          />
        ) : (
          <Form.Item name="reason" label={t('reason')} rules={rules('reason', true)}>
            <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
