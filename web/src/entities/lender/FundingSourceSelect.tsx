/**
 * Chooses one funding source of a lender: each option shows the rupiah still free under its
 * limit; sources not available today (inactive, or outside their dates) are greyed out and, unless
 * `allowUnavailable` (level 21, who may override with a reason), cannot be chosen.
 */
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../lib/format';
import { useFundingSources } from './api';

export interface FundingSourceSelectProps {
  lenderId: string | undefined;
  value?: string;
  onChange?: (value: string | undefined) => void;
  allowUnavailable?: boolean;
  id?: string;
  'aria-label'?: string;
}

export function FundingSourceSelect({ lenderId, value, onChange, allowUnavailable = false, id, ...rest }: FundingSourceSelectProps) {
  const { t } = useTranslation('lender');
  const sources = useFundingSources(lenderId);
  const byId = new Map((sources.data ?? []).map((source) => [source.id, source]));
  const options = (sources.data ?? []).map((source) => ({
    value: source.id,
    label: source.name,
    disabled: !source.available_today && !allowUnavailable,
  }));
  return (
    <Select
      {...rest}
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      disabled={!lenderId}
      loading={sources.isFetching}
      placeholder={t('source_select.placeholder')}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      data-testid="funding-source-select"
      optionRender={(option) => {
        const source = byId.get(String(option.value));
        if (!source) return option.label;
        return (
          <Flex justify="space-between" gap={12} data-testid="source-option">
            <Typography.Text type={source.available_today ? undefined : 'secondary'}>{source.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {source.available_today
                ? t('source_select.remaining', { amount: formatRupiah(source.remaining_amount) })
                : t('source_select.unavailable')}
            </Typography.Text>
          </Flex>
        );
      }}
    />
  );
}
