import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The due date range (`due_from`, `due_to`, Jakarta dates; either end may stay open). */
export function DueRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { due_from: string | undefined; due_to: string | undefined }) => void;
}) {
  const { t } = useTranslation('repayment');
  const value: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null = from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
  return (
    <DatePicker.RangePicker
      aria-label={t('filters.due_range')}
      placeholder={[t('filters.due_from'), t('filters.due_to')]}
      allowEmpty={[true, true]}
      value={value}
      onChange={(dates) => onChange({ due_from: dates?.[0]?.format('YYYY-MM-DD') ?? undefined, due_to: dates?.[1]?.format('YYYY-MM-DD') ?? undefined })}
      data-testid="filter-due"
    />
  );
}
