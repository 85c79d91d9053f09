import { Col, Form, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProvinces, useRegionChildren, type Region } from '../../../entities/reference/api';
import type { FieldPath } from '../../../lib/zodRule';

const LEVELS = ['province_code', 'city_code', 'district_code', 'sub_district_code'] as const;
type Level = (typeof LEVELS)[number];

function options(regions: Region[] | undefined) {
  return (regions ?? []).map((r) => ({ value: r.code, label: r.name }));
}

const selectProps = {
  showSearch: { optionFilterProp: 'label' },
  allowClear: true,
} as const;

interface Props {
  /** Where the four codes live in the form (`['residential']`, `['ktp']`). */
  base: FieldPath;
  rules: (path: FieldPath, required?: boolean) => FormRule[];
  /** Labels prefix in `applicationForm:fields` (`residential`/`ktp`). */
  disabled?: boolean;
  /** Only province and city (e.g. to find dealers). */
  citiesOnly?: boolean;
  /** Labels; default province, city/regency, district, sub-district. */
  labels?: Partial<Record<Level, string>>;
  testIdPrefix?: string;
}

/**
 * Province → city/regency → district → sub-district selects (Kemendagri codes). Each level
 * loads the regions under the one above, and choosing a parent clears its children.
 */
export function RegionFields({ base, rules, disabled, citiesOnly, labels, testIdPrefix }: Props) {
  const { t } = useTranslation('applicationForm');
  const form = Form.useFormInstance();
  const province = Form.useWatch([...base, 'province_code'], form) as string | undefined;
  const city = Form.useWatch([...base, 'city_code'], form) as string | undefined;
  const district = Form.useWatch([...base, 'district_code'], form) as string | undefined;
  const provinces = useProvinces();
  const cities = useRegionChildren('cities', province);
  const districts = useRegionChildren('districts', citiesOnly ? undefined : city);
  const subDistricts = useRegionChildren('sub-districts', citiesOnly ? undefined : district);

  const levels = citiesOnly ? LEVELS.slice(0, 2) : LEVELS;
  const data = {
    province_code: provinces,
    city_code: cities,
    district_code: districts,
    sub_district_code: subDistricts,
  } as const;

  /**
   * Clears the levels under `level` when it changes. A new city also re-checks the province:
   * the operational area is judged on both together and shown on both.
   */
  function onLevelChange(level: Level) {
    const below = levels.slice(levels.indexOf(level) + 1);
    form.setFields(below.map((l) => ({ name: [...base, l], value: undefined, errors: [] })));
    if (level === 'city_code') {
      setTimeout(() => void form.validateFields([[...base, 'province_code']]).catch(() => undefined));
    }
  }

  return (
    <Row gutter={16}>
      {levels.map((level, i) => {
        const parentChosen = i === 0 || !![province, city, district][i - 1];
        return (
          <Col key={level} xs={24} md={12}>
            <Form.Item
              name={[...base, level]}
              label={labels?.[level] ?? t(`fields.${level}`)}
              rules={rules([...base, level], true)}
            >
              <Select
                {...selectProps}
                data-testid={testIdPrefix ? `${testIdPrefix}-${level}` : undefined}
                disabled={disabled || !parentChosen}
                loading={data[level].isFetching}
                options={options(data[level].data)}
                placeholder={parentChosen ? t('placeholders.choose') : t(`placeholders.after_${level}`)}
                onChange={() => onLevelChange(level)}
              />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
