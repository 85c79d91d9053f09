import { Button, DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLenders, usePartners, usePrograms } from '../../../entities/reference/api';
import { DATE_RANGE_WIDTH } from '../../../components/list/filterFields';
import { jakartaToday } from '../../../lib/jakartaTime';
import { GRANULARITIES, type Granularity, type ReportName } from '../api';
import { NAMED_SELECT_WIDTH } from './reportParts';
import { DEFAULT_GRANULARITY, NO_FILTERS, isFiltered, type ReportFilters as Filters } from '../query';

type Change = (change: Filters) => void;

interface Named {
  id: string;
  name: string;
}

/** A reference-data select (lenders, programs, partners): clearable, searchable by name. */
function NamedSelect({ label, testId, value, items, loading, onChange }: {
  label: string;
  testId: string;
  value: string | undefined;
  items: Named[] | undefined;
  loading: boolean;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={(items ?? []).map((item) => ({ value: item.id, label: item.name }))}
      loading={loading}
      style={{ minWidth: NAMED_SELECT_WIDTH }}
      popupMatchSelectWidth={false}
      data-testid={testId}
    />
  );
}

function LenderSelect({ value, onChange }: { value: string | undefined; onChange: (v: string | undefined) => void }) {
  const { t } = useTranslation('data');
  const lenders = useLenders();
  return <NamedSelect label={t('filters.lender')} testId="filter-lender" value={value} items={lenders.data} loading={lenders.isPending} onChange={onChange} />;
}

/** Quick ranges ending today in Jakarta. */
function presets(t: (key: string) => string): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs(jakartaToday());
  return [
    { label: t('filters.this_month'), value: [today.startOf('month'), today] },
    { label: t('filters.last_30_days'), value: [today.subtract(29, 'day'), today] },
    { label: t('filters.this_year'), value: [today.startOf('year'), today] },
  ];
}

/**
 * The filter bar shared by every report: a date range (`from`, `to`, Jakarta dates; either end
 * may stay open; not for the assets, counted as they stand now), lender (not for a funder's
 * staff, whom the server keeps to their lender), program, partner, and for collections the period length (day, week, month).
 */
export function ReportFilters({ report, filters, showLender, onChange }: { report: ReportName; filters: Filters; showLender: boolean; onChange: Change }) {
  const { t } = useTranslation('data');
  const programs = usePrograms();
  const partners = usePartners();
  const { from, to } = filters;
  const range: [Dayjs | null, Dayjs | null] | null = from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;

  return (
    <Flex gap={8} wrap align="center" data-testid="report-filters">
      {/* The assets are counted as they stand now: they have no period. */}
      {report !== 'assets' && (
        <DatePicker.RangePicker
          aria-label={t('filters.period')}
          placeholder={[t('filters.from'), t('filters.to')]}
          allowEmpty={[true, true]}
          value={range}
          presets={presets(t)}
          onChange={(dates) => onChange({ from: dates?.[0]?.format('YYYY-MM-DD') ?? undefined, to: dates?.[1]?.format('YYYY-MM-DD') ?? undefined })}
          style={{ width: DATE_RANGE_WIDTH }}
          data-testid="filter-range"
        />
      )}
      {showLender && <LenderSelect value={filters.lender_id} onChange={(lender_id) => onChange({ lender_id })} />}
      <NamedSelect
        label={t('filters.program')}
        testId="filter-program"
        value={filters.program_id}
        items={programs.data}
        loading={programs.isPending}
        onChange={(program_id) => onChange({ program_id })}
      />
      <NamedSelect
        label={t('filters.partner')}
        testId="filter-partner"
        value={filters.partner_id}
        items={partners.data}
        loading={partners.isPending}
        onChange={(partner_id) => onChange({ partner_id })}
      />
      {report === 'collections' && (
        <Segmented<Granularity>
          aria-label={t('filters.granularity')}
          value={(filters.granularity as Granularity | undefined) ?? DEFAULT_GRANULARITY}
          options={GRANULARITIES.map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
          onChange={(granularity) => onChange({ granularity })}
          data-testid="filter-granularity"
        />
      )}
      {isFiltered(filters) && (
        <Button type="link" onClick={() => onChange({ ...NO_FILTERS, granularity: filters.granularity })} data-testid="clear-filters">
          {t('common:list.clear_filters')}
        </Button>
      )}
    </Flex>
  );
}
