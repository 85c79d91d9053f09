import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLenders, usePrograms } from '../../../../entities/reference/api';
import { BUCKETS } from '../../api';

type Change = (value: string | undefined) => void;

export function LenderFilter({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const { t } = useTranslation('repayment');
  const lenders = useLenders();
  return (
    <Select
      aria-label={t('filters.lender')}
      placeholder={t('filters.lender')}
      allowClear
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={(lenders.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
      loading={lenders.isPending}
      style={{ minWidth: 160 }}
      popupMatchSelectWidth={false}
      data-testid="filter-lender"
    />
  );
}

export function ProgramFilter({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const { t } = useTranslation('repayment');
  const programs = usePrograms();
  return (
    <Select
      aria-label={t('filters.program')}
      placeholder={t('filters.program')}
      allowClear
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={(programs.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      loading={programs.isPending}
      style={{ minWidth: 180 }}
      popupMatchSelectWidth={false}
      data-testid="filter-program"
    />
  );
}

export function BucketFilter({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const { t } = useTranslation('repayment');
  return (
    <Select
      aria-label={t('filters.bucket')}
      placeholder={t('filters.bucket')}
      allowClear
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={BUCKETS.map((b) => ({ value: b, label: t(`loan:status.bucket.${b}`) }))}
      style={{ minWidth: 190 }}
      popupMatchSelectWidth={false}
      data-testid="filter-bucket"
    />
  );
}
