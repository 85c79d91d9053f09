/**
 * Registers a unit: plate, frame number (VIN, 17 characters), engine number, type, colour, year,
 * STNK number and expiry, BPKB number, the dealer it was bought from (looked up by province and
 * city, as the dealers endpoint takes them) and the purchase price in rupiah. Plate and frame
 * number are upper-cased as typed. The server's field errors (a plate already registered …)
 * show under their fields; the create carries an `Idempotency-Key` per body.
 */
import { useState } from 'react';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RupiahInput, WholeNumberInput } from '../../../components/NumberInputs';
import { useDealers, useProvinces, useRegionChildren } from '../../../entities/reference/api';
import { notifyActionError } from '../../../lib/actionErrors';
import { keyPerBody } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/formErrors';
import { pickerDate } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { createMotorcycle, useMotorcycleTypeOptions, useAssetMutation } from '../api';
import { TEXT_MAX, motorcycleSchema, type MotorcycleDetail, type MotorcycleInput } from '../schemas';

interface Values {
  plate_number?: string;
  frame_number?: string;
  engine_number?: string;
  motorcycle_type_id?: string;
  colour?: string;
  year?: number;
  stnk_number?: string;
  stnk_expires_on?: Dayjs;
  bpkb_number?: string;
  province_code?: string;
  city_code?: string;
  dealer_id?: string;
  purchase_price?: number;
}

const rules = rulesFor(motorcycleSchema);

const upper = (value?: string) => value?.toUpperCase();

function toInput(values: Values): MotorcycleInput {
  return {
    plate_number: (values.plate_number ?? '').trim().replace(/\s+/g, ' '),
    frame_number: (values.frame_number ?? '').trim(),
    engine_number: (values.engine_number ?? '').trim(),
    motorcycle_type_id: values.motorcycle_type_id ?? '',
    colour: (values.colour ?? '').trim(),
    year: values.year ?? 0,
    stnk_number: (values.stnk_number ?? '').trim(),
    stnk_expires_on: values.stnk_expires_on ? pickerDate(values.stnk_expires_on) : '',
    bpkb_number: (values.bpkb_number ?? '').trim(),
    dealer_id: values.dealer_id ?? '',
    purchase_price: values.purchase_price ?? 0,
  };
}

/** Province, then city, then a dealer of that city (the lookup itself is not sent). */
function DealerPicker() {
  const { t } = useTranslation('motorcycle');
  const form = Form.useFormInstance<Values>();
  const province = Form.useWatch('province_code', form);
  const city = Form.useWatch('city_code', form);
  const provinces = useProvinces();
  const cities = useRegionChildren('cities', province);
  const dealers = useDealers(city ? { city_code: city } : null);
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name="province_code" label={t('form.province')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={provinces.isPending}
            options={(provinces.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            onChange={() => form.setFieldsValue({ city_code: undefined, dealer_id: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="city_code" label={t('form.city')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!province}
            loading={cities.isFetching}
            options={(cities.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            onChange={() => form.setFieldsValue({ dealer_id: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="dealer_id" label={t('fields.dealer')} rules={rules('dealer_id', true)}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!city}
            placeholder={city ? undefined : t('form.dealer_placeholder')}
            loading={dealers.isFetching}
            options={(dealers.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

interface RegisterProps {
  open: boolean;
  onClose: () => void;
  /** The type to register, fixed (the handover registering a missing unit of the loan's type). */
  motorcycleTypeId?: string;
  /** Called with the registered unit before the dialog closes. */
  onCreated?: (unit: MotorcycleDetail) => void;
}

export function RegisterMotorcycleModal({ open, onClose, motorcycleTypeId, onCreated }: RegisterProps) {
  const { t } = useTranslation('motorcycle');
  const [form] = Form.useForm<Values>();
  const [keyFor] = useState(keyPerBody);
  const types = useMotorcycleTypeOptions();
  const mutation = useAssetMutation((input: MotorcycleInput) => createMotorcycle(input, keyFor(input)));

  async function submit(values: Values) {
    try {
      const created = await mutation.mutateAsync(toInput(values));
      toastSuccess(created.message);
      onCreated?.(created.unit);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={open}
      title={t('form.register_title')}
      okText={t('form.save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'motorcycle-form' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      width={760}
      destroyOnHidden
    >
      <Form
        form={form}
        id="motorcycle-form"
        layout="vertical"
        initialValues={motorcycleTypeId ? { motorcycle_type_id: motorcycleTypeId } : undefined}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="plate_number" label={t('fields.plate_number')} extra={t('form.plate_help')} rules={rules('plate_number', true)} normalize={upper}>
              <Input maxLength={12} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="frame_number" label={t('fields.frame_number')} extra={t('form.frame_help')} rules={rules('frame_number', true)} normalize={upper}>
              <Input maxLength={17} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="engine_number" label={t('fields.engine_number')} rules={rules('engine_number', true)} normalize={upper}>
              <Input maxLength={TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="motorcycle_type_id" label={t('fields.motorcycle_type')} rules={rules('motorcycle_type_id', true)}>
              <Select loading={types.loading} options={types.options} disabled={motorcycleTypeId !== undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="colour" label={t('fields.colour')} rules={rules('colour', true)}>
              <Input maxLength={TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="year" label={t('fields.year')} rules={rules('year', true)}>
              <WholeNumberInput grouping={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="stnk_number" label={t('fields.stnk_number')} rules={rules('stnk_number', true)}>
              <Input maxLength={TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="stnk_expires_on" label={t('fields.stnk_expires_on')} rules={rules('stnk_expires_on', true)}>
              <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="bpkb_number" label={t('fields.bpkb_number')} rules={rules('bpkb_number', true)}>
              <Input maxLength={TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="purchase_price" label={t('fields.purchase_price')} rules={rules('purchase_price', true)}>
              <RupiahInput min={1} />
            </Form.Item>
          </Col>
        </Row>
        <DealerPicker />
      </Form>
    </Modal>
  );
}
