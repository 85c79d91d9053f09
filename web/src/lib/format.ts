/**
 * Number and money formatting in the Indonesian style of spec §9: '.' groups thousands, ','
 * marks decimals, currency symbol "Rp", short forms k (ribu), jt (juta), m (miliar), t (triliun).
 * Grouping and decimals always come from Intl.NumberFormat('id-ID'), never hand-rolled.
 *
 * Dates and times follow the UI language (dayjs locale, set by `lib/dayjsLocale`). Every time staff see
 * or pick is Asia/Jakarta wall time, labelled "WIB", whatever the browser's time zone (the
 * business runs on Jakarta time): this module is the only place that converts.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import './dayjsLocale';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The business's time zone (WIB, UTC+7, no daylight saving). */
export const JAKARTA = 'Asia/Jakarta';
/** The label shown after every time. */
export const WIB = 'WIB';

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

/** A percentage given in percent (not a 0..1 ratio): 12.5 → '12,5%', 3.456 → '3,46%', 0 → '0%'. */
export function formatPercent(value: number, maxFractionDigits = 2): string {
  return `${formatNumber(value, maxFractionDigits)}%`;
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

/**
 * `2026-11-22T01:26:11Z` → `22 Nov 2026 08:26 WIB`: Jakarta time whatever the browser's zone,
 * month in the UI language.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = dayjs(iso);
  return at.isValid() ? `${at.tz(JAKARTA).format('D MMM YYYY HH:mm')} ${WIB}` : '';
}

/** `1996-05-01` → `1 May 1996` (a calendar date: no zone). */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D MMM YYYY') : '';
}

/**
 * An instant as Jakarta wall time, for a date-and-time picker: a dayjs in the browser's zone
 * whose fields (day, hour, minute) are those of Jakarta, so the picker shows and edits them.
 */
export function jakartaWallTime(at: string | number | Date): Dayjs {
  return dayjs(dayjs(at).tz(JAKARTA).format('YYYY-MM-DDTHH:mm:ss'));
}

/** A picker's Jakarta wall time as RFC 3339 with `+07:00` (`2026-11-23T10:00:00+07:00`). */
export function wallTimeToJakarta(value: Dayjs): string {
  return dayjs.tz(value.format('YYYY-MM-DDTHH:mm:ss'), JAKARTA).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** Today's date in Jakarta, `YYYY-MM-DD`. */
export function jakartaToday(now: Date | number = Date.now()): string {
  return dayjs(now).tz(JAKARTA).format('YYYY-MM-DD');
}
