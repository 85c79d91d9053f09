import { Col, DatePicker, Divider, Form, Input, Radio, Row, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../../components/EmailInput';
import type { BasicInfo, Named } from '../../../entities/loan-application/types';
import { useMotorcycleTypes, usePartners, usePrograms } from '../../../entities/reference/api';
import { NAME_MAX } from '../../../lib/fieldSchemas';
import { toIsoDate } from '../../../lib/pickerValues';
import type { FieldPath } from '../../../lib/zodRule';
import { GENDERS, MARITAL_STATUSES, normaliseMobile, RELATIONS } from '../schemas';
import { DEALER_LOOKUP, DealerFields } from './DealerFields';
import type { Place } from './nearestDealers';
import { PhoneInput } from './PhoneInput';

type Rules = (path: string | FieldPath, required?: boolean) => FormRule[];

/** The basic-info values of the form (dates as dayjs; the dealer lookup is not sent). */
export interface BasicInfoValues {
  full_name?: string;
  gender?: BasicInfo['gender'];
  birth_place?: string;
  birth_date?: Dayjs | null;
  marital_status?: BasicInfo['marital_status'];
  mother_name?: string;
  spouse_name?: string | null;
  emergency_contact?: Partial<BasicInfo['emergency_contact']>;
  email?: string;
  phone?: string;
  program_id?: string;
  dealer_id?: string;
  partner_id?: string;
  motorcycle_type_id?: string;
  sales_name?: string | null;
  [DEALER_LOOKUP]?: unknown;
}

/** Stored basic info as form values. */
export function basicInfoToForm(b: BasicInfo): BasicInfoValues {
  return {
    ...b,
    birth_date: b.birth_date ? dayjs(b.birth_date) : null,
    spouse_name: b.spouse_name ?? undefined,
    sales_name: b.sales_name ?? undefined,
  };
}

/** Form values as the request body of the account and of the basic-info step. */
export function basicInfoBody(v: BasicInfoValues): BasicInfo {
  const trim = (s: string | null | undefined) => (s ?? '').trim();
  const phone = (s: string | null | undefined) => normaliseMobile(s ?? '') ?? trim(s);
  const ec = v.emergency_contact ?? {};
  return {
    full_name: trim(v.full_name),
    gender: v.gender as BasicInfo['gender'],
    birth_place: trim(v.birth_place),
    birth_date: toIsoDate(v.birth_date) as string,
    marital_status: v.marital_status as BasicInfo['marital_status'],
    mother_name: trim(v.mother_name),
    spouse_name: v.marital_status === 'married' ? trim(v.spouse_name) : null,
    emergency_contact: {
      name: trim(ec.name),
      phone: phone(ec.phone),
      relation: ec.relation as BasicInfo['emergency_contact']['relation'],
    },
    email: trim(v.email),
    phone: phone(v.phone),
    program_id: v.program_id as string,
    dealer_id: v.dealer_id as string,
    partner_id: v.partner_id as string,
    motorcycle_type_id: v.motorcycle_type_id as string,
    sales_name: trim(v.sales_name) || null,
  };
}

interface Props {
  rules: Rules;
  /** The dealer stored on the application, if any. */
  currentDealer?: Named | null;
  /** The motorcycle type stored on the application, if any. */
  currentMotorcycle?: Named | null;
  /** The stored residential address, if any: with maps on, dealers near it are looked up. */
  residential?: Place | null;
  /** Extra fields after the contact fields (the account's password). */
  accountFields?: React.ReactNode;
  disabled?: boolean;
}

/** Latest birth date offered: nobody under 17 can apply (the rule still checks it). */
function disabledBirthDate(current: Dayjs): boolean {
  return current.isAfter(dayjs());
}

/**
 * Every field of spec §3 "Borrower/prospect" but the password: shared by the new account and
 * the basic-info step.
 */
export function BasicInfoFields({ rules, currentDealer, currentMotorcycle, residential, accountFields, disabled }: Props) {
  const { t } = useTranslation('applicationForm');
  const form = Form.useFormInstance();
  const married = Form.useWatch('marital_status', form) === 'married';
  const partnerId = Form.useWatch('partner_id', form) as string | undefined;
  const programs = usePrograms();
  const partners = usePartners();
  const types = useMotorcycleTypes(partnerId);

  const typeOptions = (types.data ?? []).map((m) => ({ value: m.id, label: m.name }));
  if (currentMotorcycle && partnerId && !typeOptions.length && types.isPending) {
    typeOptions.push({ value: currentMotorcycle.id, label: currentMotorcycle.name });
  }

  const half = { xs: 24, md: 12 } as const;
  return (
    <>
      <Divider titlePlacement="start">{t('sections.personal')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="full_name" label={t('fields.full_name')} rules={rules('full_name', true)}>
            <Input maxLength={NAME_MAX + 20} autoComplete="off" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="gender" label={t('fields.gender')} rules={rules('gender', true)}>
            <Radio.Group
              disabled={disabled}
              options={GENDERS.map((g) => ({ value: g, label: t(`options.gender.${g}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="birth_place" label={t('fields.birth_place')} rules={rules('birth_place', true)}>
            <Input autoComplete="off" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="birth_date" label={t('fields.birth_date')} rules={rules('birth_date', true)}>
            <DatePicker
              style={{ width: '100%' }}
              format="YYYY-MM-DD"
              placeholder="YYYY-MM-DD"
              disabledDate={disabledBirthDate}
              defaultPickerValue={dayjs().subtract(25, 'year')}
              disabled={disabled}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="marital_status" label={t('fields.marital_status')} rules={rules('marital_status', true)}>
            <Radio.Group
              disabled={disabled}
              options={MARITAL_STATUSES.map((m) => ({ value: m, label: t(`options.marital_status.${m}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="mother_name" label={t('fields.mother_name')} rules={rules('mother_name', true)}>
            <Input autoComplete="off" disabled={disabled} />
          </Form.Item>
        </Col>
        {married && (
          <Col {...half}>
            <Form.Item name="spouse_name" label={t('fields.spouse_name')} rules={rules('spouse_name', true)}>
              <Input autoComplete="off" disabled={disabled} />
            </Form.Item>
          </Col>
        )}
      </Row>

      <Divider titlePlacement="start">{t('sections.emergency')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['emergency_contact', 'name']}
            label={t('fields.emergency_name')}
            rules={rules(['emergency_contact', 'name'], true)}
          >
            <Input autoComplete="off" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['emergency_contact', 'phone']}
            label={t('fields.emergency_phone')}
            rules={rules(['emergency_contact', 'phone'], true)}
            validateTrigger="onBlur"
          >
            <PhoneInput placeholder="0812 3456 7890" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['emergency_contact', 'relation']}
            label={t('fields.emergency_relation')}
            rules={rules(['emergency_contact', 'relation'], true)}
          >
            <Select
              disabled={disabled}
              placeholder={t('placeholders.choose')}
              options={RELATIONS.map((r) => ({ value: r, label: t(`options.relation.${r}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('sections.contact')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="email" label={t('fields.email')} rules={rules('email', true)} validateTrigger="onBlur">
            <EmailInput autoComplete="off" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={t('fields.phone')} rules={rules('phone', true)} validateTrigger="onBlur">
            <PhoneInput placeholder="0812 3456 7890" disabled={disabled} />
          </Form.Item>
        </Col>
        {accountFields}
      </Row>

      <Divider titlePlacement="start">{t('sections.loan')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="program_id" label={t('fields.program')} rules={rules('program_id', true)}>
            <Select
              disabled={disabled}
              loading={programs.isFetching}
              placeholder={t('placeholders.choose')}
              options={(programs.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="partner_id" label={t('fields.partner')} rules={rules('partner_id', true)}>
            <Select
              disabled={disabled}
              loading={partners.isFetching}
              placeholder={t('placeholders.choose')}
              options={(partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              onChange={() => form.setFields([{ name: 'motorcycle_type_id', value: undefined, errors: [] }])}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="motorcycle_type_id" label={t('fields.motorcycle_type')} rules={rules('motorcycle_type_id', true)}>
            <Select
              disabled={disabled || !partnerId}
              loading={types.isFetching}
              placeholder={partnerId ? t('placeholders.choose') : t('placeholders.partner_first')}
              options={typeOptions}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('sections.dealer')}</Divider>
      <DealerFields rules={rules} current={currentDealer} residential={residential} disabled={disabled} />
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="sales_name" label={t('fields.sales_name')} rules={rules('sales_name')}>
            <Input autoComplete="off" disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
