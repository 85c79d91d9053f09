/**
 * The date range of a list's filter bar: antd's range picker over two filters (`YYYY-MM-DD`,
 * either end may stay open), and `dateRangeField`, which declares one for `FilterBar`. Kept out
 * of `FilterBar` itself so that the date picker loads only with the lists that have a range.
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { pickerDate } from '../../lib/jakartaTime';
import { DATE_RANGE_WIDTH, type DateRangeField, type DateRangeFilterProps } from './filterFields';

export function DateRangeFilter({ label, placeholder, from, to, onChange, testId }: DateRangeFilterProps) {
  const value: [Dayjs | null, Dayjs | null] | null = from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={[placeholder[0], placeholder[1]]}
      allowEmpty={[true, true]}
      value={value}
      onChange={(dates) => onChange(dates?.[0] ? pickerDate(dates[0]) : undefined, dates?.[1] ? pickerDate(dates[1]) : undefined)}
      style={{ width: DATE_RANGE_WIDTH }}
      data-testid={testId}
    />
  );
}

/** Declares a date range filter for `FilterBar`, drawn with `DateRangeFilter`. */
export function dateRangeField<K extends string>(field: Omit<DateRangeField<K>, 'kind' | 'picker'>): DateRangeField<K> {
  return { ...field, kind: 'dateRange', picker: DateRangeFilter };
}
