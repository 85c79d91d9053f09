/**
 * One filter of a list's filter bar: a clearable select whose placeholder and accessible name
 * are its label, its popup as wide as its options.
 */
import { Select } from 'antd';

export interface FilterSelectProps {
  /** The filter's name, from the caller's locale namespace. */
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: { value: string; label: string }[];
  testId: string;
  /** Pixels. */
  minWidth?: number;
  loading?: boolean;
}

export function FilterSelect({ label, value, onChange, options, testId, minWidth = 150, loading }: FilterSelectProps) {
  return (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={options}
      loading={loading}
      style={{ minWidth }}
      popupMatchSelectWidth={false}
      data-testid={testId}
    />
  );
}
