import { Alert, Form, Modal, Select, Typography, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePartners, usePicStaff } from '../../../entities/reference/api';
import { picOptionGroups } from '../../../entities/reference/picOptions';
import { applyFieldErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { zodRule } from '../../../lib/zodRule';
import { assignPartner, assignPic, useApplicationMutation, useBatch, type BatchOutcome } from '../api';
import { notifyActionError } from '../display';
import { partnerSchema, picSchema } from '../schemas';

export type AssignKind = 'pic' | 'partner';

/** What to assign, to which applications; the modal is open while it is set. */
export interface AssignTarget {
  kind: AssignKind;
  loanIds: string[];
  /** The current PIC or partner when one application is changed. */
  currentId?: string | null;
  /**
   * Selected rows of the batch bar: each application is changed on its own through the batch
   * endpoint and the outcome is summed up afterwards (`onBatchDone`); otherwise one row's own call.
   */
  batch?: boolean;
}

interface Props {
  target: AssignTarget | null;
  onClose: () => void;
  /** Called after a successful change of one application. */
  onDone?: (target: AssignTarget) => void;
  /** Called with the outcome of a batch (some applications may have failed). */
  onBatchDone?: (outcome: BatchOutcome) => void;
}

const FIELD = { pic: 'pic_id', partner: 'partner_id' } as const;

/** Assigns or changes the PIC or the partner of one application or of the selected ones. */
export function AssignModal({ target, onClose, onDone, onBatchDone }: Props) {
  const { t } = useTranslation('applications');
  const [form] = Form.useForm<Record<string, string>>();
  const kind = target?.kind ?? 'pic';
  const field = FIELD[kind];
  const pics = usePicStaff();
  const partners = usePartners();
  const single = useApplicationMutation((v: { kind: AssignKind; loanId: string; id: string }) =>
    v.kind === 'pic' ? assignPic(v.loanId, v.id) : assignPartner(v.loanId, v.id),
  );
  const batch = useBatch();

  // PICs are in-house staff, grouped by level in numeric order (issue 45 item 6).
  const options: SelectProps['options'] =
    kind === 'pic'
      ? picOptionGroups(pics.data ?? [], (level) => t('common:level', { level }))
      : (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  async function submit(values: Record<string, string>) {
    if (!target) return;
    const id = values[field];
    try {
      if (target.batch) {
        onBatchDone?.(await batch.run({ action: kind, loan_ids: target.loanIds, [field]: id }));
      } else {
        const result = await single.mutateAsync({ kind, loanId: target.loanIds[0], id });
        toastSuccess(t(`assign.${kind}_done`, { count: result.loan_ids.length }));
        onDone?.(target);
      }
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  const many = (target?.loanIds.length ?? 0) > 1;
  return (
    <Modal
      open={target !== null}
      title={t(`assign.${kind}_title`)}
      okText={t('save')}
      okButtonProps={{ loading: single.isPending || batch.isPending, htmlType: 'submit', form: 'assign-application' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="assign-target">
        {many
          ? t('assign.for_many', { count: target?.loanIds.length ?? 0 })
          : t('assign.for_one', { loanId: target?.loanIds[0] ?? '' })}
      </Typography.Paragraph>
      {kind === 'partner' && (
        <Alert type="warning" showIcon title={t('assign.partner_warning')} style={{ marginBottom: 16 }} data-testid="partner-warning" />
      )}
      <Form
        form={form}
        id="assign-application"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={target?.currentId ? { [field]: target.currentId } : {}}
      >
        <Form.Item
          name={field}
          label={t(`assign.${kind}`)}
          rules={[zodRule(kind === 'pic' ? picSchema : partnerSchema, field)]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            loading={kind === 'pic' ? pics.isPending : partners.isPending}
            placeholder={t(`assign.${kind}_placeholder`)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
