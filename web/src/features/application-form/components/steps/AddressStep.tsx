import { Checkbox, Col, Divider, Form, Input, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddressInput, AddressStep as StoredAddress, AddressView, ApplicationDetail } from '../../../../entities/loan-application/types';
import { useOperationalArea } from '../../../../entities/reference/api';
import { rulesFor } from '../../../../lib/zodRule';
import { addressStepSchema } from '../../schemas';
import { RegionFields } from '../RegionFields';

export interface AddressValues {
  residential?: Partial<AddressInput>;
  residential_same_as_ktp?: boolean;
  ktp?: Partial<AddressInput>;
}

const FIELDS = ['address', 'postcode', 'province_code', 'city_code', 'district_code', 'sub_district_code'] as const;

function codesOnly(a: AddressView | null | undefined): Partial<AddressInput> | undefined {
  if (!a) return undefined;
  return Object.fromEntries(FIELDS.map((f) => [f, a[f] ?? undefined]));
}

/** The stored step as form values (a new one starts with "same as KTP" ticked). */
export function addressToForm(stored: StoredAddress | null): AddressValues {
  if (!stored) return { residential_same_as_ktp: true };
  return {
    residential: codesOnly(stored.residential),
    residential_same_as_ktp: stored.residential_same_as_ktp,
    ktp: codesOnly(stored.ktp),
  };
}

function clean(a: Partial<AddressInput> | undefined): AddressInput {
  return Object.fromEntries(FIELDS.map((f) => [f, (a?.[f] ?? '').trim()])) as unknown as AddressInput;
}

/** Form values as the `PUT …/address` body. */
export function addressBody(v: AddressValues) {
  const same = v.residential_same_as_ktp === true;
  return { residential: clean(v.residential), residential_same_as_ktp: same, ktp: same ? null : clean(v.ktp) };
}

function AddressFields({ base, rules }: { base: 'residential' | 'ktp'; rules: ReturnType<typeof rulesFor> }) {
  const { t } = useTranslation('applicationForm');
  return (
    <div data-testid={`address-${base}`}>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name={[base, 'address']} label={t(`fields.${base}_address`)} rules={rules([base, 'address'], true)}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[base, 'postcode']} label={t('fields.postcode')} rules={rules([base, 'postcode'], true)}>
            <Input inputMode="numeric" maxLength={5} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <RegionFields base={[base]} rules={rules} testIdPrefix={base} />
    </div>
  );
}

/** Step 2: the residential address (inside the operational area) and the KTP address. */
export function AddressStep({ form, detail }: { form: FormInstance<AddressValues>; detail: ApplicationDetail }) {
  const { t } = useTranslation('applicationForm');
  const area = useOperationalArea();
  const rules = rulesFor(addressStepSchema(area.data));
  const same = Form.useWatch('residential_same_as_ktp', form) !== false;

  return (
    <Form form={form} layout="vertical" scrollToFirstError initialValues={addressToForm(detail.address)}>
      <Divider titlePlacement="start">{t('sections.residential')}</Divider>
      <AddressFields base="residential" rules={rules} />
      <Form.Item name="residential_same_as_ktp" valuePropName="checked">
        <Checkbox>{t('fields.residential_same_as_ktp')}</Checkbox>
      </Form.Item>
      {!same && (
        <>
          <Divider titlePlacement="start">{t('sections.ktp')}</Divider>
          <AddressFields base="ktp" rules={rules} />
        </>
      )}
    </Form>
  );
}
