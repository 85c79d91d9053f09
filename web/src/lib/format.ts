/**
 * Number and money formatting in the Indonesian style of spec §9: '.' groups thousands, ','
 * marks decimals, currency symbol "Rp", short forms k (ribu), jt (juta), m (miliar), t (triliun).
 * Grouping and decimals always come from Intl.NumberFormat('id-ID'), never hand-rolled.
 *
 * Dates and times follow the UI language (dayjs locale, set by `lib/i18n`).
 */
import dayjs from 'dayjs';

const LOCALE = 'id-ID';

/** Short-form units, largest first. */
const SHORT_UNITS = [
  { value: 1e12, suffix: 't' },
  { value: 1e9, suffix: 'm' },
  { value: 1e6, suffix: 'jt' },
  { value: 1e3, suffix: 'k' },
] as const;

const formatters = new Map<number, Intl.NumberFormat>();

/** One cached Intl formatter per number of fraction digits (creating them is not free). */
function formatter(maxFractionDigits: number): Intl.NumberFormat {
  let f = formatters.get(maxFractionDigits);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxFractionDigits });
    formatters.set(maxFractionDigits, f);
  }
  return f;
}

/** A number with Indonesian grouping: 3000000 → '3.000.000', 1234.5 → '1.234,5'. */
export function formatNumber(value: number, maxFractionDigits = 2): string {
  return formatter(maxFractionDigits).format(value);
}

/** Rupiah as staff read it: 3000000 → 'Rp 3.000.000', -2500 → '-Rp 2.500'. */
export function formatRupiah(value: number, maxFractionDigits = 0): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}Rp ${formatNumber(Math.abs(value), maxFractionDigits)}`;
}

/**
 * A compact form for dashboards: 2500 → '2,5 k', 1500000 → '1,5 jt', 2e9 → '2 m', 3e12 → '3 t'.
 * Values under a thousand are shown whole. The unit follows the magnitude, and a value that
 * rounds up to a thousand of its unit moves to the next one (999 950 → '1 jt', not '1.000 k').
 */
export function formatShort(value: number, maxFractionDigits = 1): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const factor = 10 ** maxFractionDigits;
  const rounded = (n: number) => Math.round(n * factor) / factor;
  // SHORT_UNITS is largest first; index - 1 is the next larger unit.
  let i = SHORT_UNITS.findIndex((unit) => abs >= unit.value);
  if (i === -1) {
    if (Math.round(abs) < 1000) return `${sign}${formatNumber(abs, 0)}`;
    i = SHORT_UNITS.length - 1;
  } else if (i > 0 && rounded(abs / SHORT_UNITS[i].value) >= 1000) {
    i -= 1;
  }
  const unit = SHORT_UNITS[i];
  return `${sign}${formatNumber(rounded(abs / unit.value), maxFractionDigits)} ${unit.suffix}`;
}

/** Bytes as staff read them: `812 B`, `68 KB`, `1,5 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 0)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** `2026-11-22T01:26:11Z` → `22 Nov 2026 08:26` (local time, month in the UI language). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D MMM YYYY HH:mm') : '';
}

/** `1996-05-01` → `1 May 1996`. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D MMM YYYY') : '';
}
