/**
 * Hands a unit over to a loan waiting for it: an in-stock unit of the loan's motorcycle type, the
 * moment (Jakarta wall time, WIB), the odometer, the in-stock batteries handed with it, photos and
 * the signed BAST. The server activates the loan and answers its message, shown as a toast; its
 * refusals (the unit or a battery no longer in stock, the loan no longer waiting) are toasted,
 * its field errors shown under their fields.
 */
import { useState } from 'react';
import { Alert, Button, DatePicker, Descriptions, Form, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { KmInput } from '../../../components/NumberInputs';
import { notifyActionError } from '../../../lib/actionErrors';
import { keyPerBody } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { applyFieldErrors } from '../../../lib/formErrors';
import { JAKARTA_LABEL, JAKARTA_PICKER_FORMAT, jakartaWallTime, wallTimeToJakartaIso } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { rulesFor } from '../../../lib/zodRule';
import { handOver, useAssetMutation, useMotorcycleChoices, useStockBatteries } from '../api';
import { handoverSchema, type HandoverInput, type PendingHandover } from '../schemas';
import { useSession } from '../../../entities/session/ClientRecord';
import { HandoverFiles } from './HandoverFiles';
import { RegisterMotorcycleModal } from './RegisterMotorcycleModal';

interface Values {
  motorcycle_id?: string;
  handed_over_at?: Dayjs;
  odometer_km?: number;
  battery_ids?: string[];
  photo_file_ids?: string[];
  bast_file_id?: string;
}

const rules = rulesFor(handoverSchema);

function toInput(values: Values): HandoverInput {
  return {
    motorcycle_id: values.motorcycle_id ?? '',
    handed_over_at: values.handed_over_at ? wallTimeToJakartaIso(values.handed_over_at) : '',
    odometer_km: values.odometer_km ?? 0,
    battery_ids: values.battery_ids ?? [],
    photo_file_ids: values.photo_file_ids ?? [],
    bast_file_id: values.bast_file_id ?? '',
  };
}

function HandoverForm({ loan, onDone }: { loan: PendingHandover; onDone: () => void }) {
  const { t } = useTranslation('motorcycle');
  const [form] = Form.useForm<Values>();
  const [keyFor] = useState(keyPerBody);
  // The form opens at the current Jakarta time (read once, when it opens).
  const [initial] = useState<Values>(() => ({ handed_over_at: jakartaWallTime(Date.now()), battery_ids: [], photo_file_ids: [] }));
  const [batterySearch, setBatterySearch] = useState('');
  const q = useDebouncedValue(batterySearch, 300);
  const units = useMotorcycleChoices({ status: 'in_stock', motorcycle_type_id: loan.motorcycle_type_id });
  const { me } = useSession();
  const canRegister = me.areas.includes('motorcycle/registration');
  const [registering, setRegistering] = useState(false);
  const noUnit = units.isSuccess && units.data.items.length === 0;
  const batteries = useStockBatteries(q);
  const mutation = useAssetMutation((input: HandoverInput) => handOver(loan.loan_id, input, keyFor(input)));

  async function submit(values: Values) {
    try {
      const done = await mutation.mutateAsync(toInput(values));
      toastSuccess(done.message);
      onDone();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <>
      <Form
        form={form}
        id="handover-form"
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="motorcycle_id"
          label={t('handover.unit')}
          extra={
            <>
              {t('handover.unit_help', { type: loan.motorcycle_type_name })}
              {canRegister && (
                <>
                  {' · '}
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setRegistering(true)} data-testid="handover-register-unit">
                    {t('handover.register_unit')}
                  </Button>
                </>
              )}
            </>
          }
          rules={rules('motorcycle_id', true)}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={units.isFetching}
            notFoundContent={t('handover.no_unit')}
            options={(units.data?.items ?? []).map((u) => ({ value: u.id, label: `${u.plate_number} · ${u.colour} · ${u.year} · ${u.frame_number}` }))}
          />
        </Form.Item>
        {noUnit && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="handover-no-unit"
            title={t('handover.no_unit')}
            description={canRegister ? t('handover.register_hint') : t('handover.register_elsewhere')}
          />
        )}
        <Form.Item name="handed_over_at" label={t('handover.handed_over_at')} rules={rules('handed_over_at', true)}>
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={JAKARTA_PICKER_FORMAT}
            style={{ width: '100%' }}
            suffixIcon={<Typography.Text type="secondary">{JAKARTA_LABEL}</Typography.Text>}
          />
        </Form.Item>
        <Form.Item name="odometer_km" label={t('handover.odometer_km')} rules={rules('odometer_km', true)}>
          <KmInput />
        </Form.Item>
        <Form.Item name="battery_ids" label={t('handover.batteries')} extra={t('handover.batteries_help')} rules={rules('battery_ids')}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setBatterySearch }}
            loading={batteries.isFetching}
            options={(batteries.data?.items ?? []).map((b) => ({
              value: b.id,
              label: `${b.serial} · ${b.model} · ${formatNumber(b.state_of_health_percent)}%`,
            }))}
          />
        </Form.Item>
        <Form.Item name="photo_file_ids" label={t('handover.photos')} rules={rules('photo_file_ids', true)}>
          <HandoverFiles<string[]> name="photo_file_ids" kind="handover_photo" loanId={loan.loan_id} />
        </Form.Item>
        <Form.Item name="bast_file_id" label={t('handover.bast')} rules={rules('bast_file_id', true)}>
          <HandoverFiles<string> name="bast_file_id" kind="bast" loanId={loan.loan_id} />
        </Form.Item>
      </Form>
      {/* Outside the handover form: its submit must not bubble (through the portal) to this one;
          mounted only while open (its reference data is read then). */}
      {registering && (
        <RegisterMotorcycleModal
          open
          motorcycleTypeId={loan.motorcycle_type_id}
          onCreated={(unit) => form.setFieldsValue({ motorcycle_id: unit.id })}
          onClose={() => setRegistering(false)}
        />
      )}
    </>
  );
}

export function HandoverModal({ loan, onClose }: { loan: PendingHandover | null; onClose: () => void }) {
  const { t } = useTranslation('motorcycle');
  return (
    <Modal
      open={loan !== null}
      title={t('handover.title', { loanId: loan?.loan_id ?? '' })}
      okText={t('handover.submit')}
      okButtonProps={{ htmlType: 'submit', form: 'handover-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {loan && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }} data-testid="handover-loan">
            <Descriptions.Item label={t('fields.borrower')}>{loan.borrower_name}</Descriptions.Item>
            <Descriptions.Item label={t('fields.motorcycle_type')}>{loan.motorcycle_type_name}</Descriptions.Item>
          </Descriptions>
          <HandoverForm loan={loan} onDone={onClose} />
        </>
      )}
    </Modal>
  );
}
