/**
 * Number and money formatting in the Indonesian style of spec §9: '.' groups thousands, ','
 * marks decimals, currency symbol "Rp". Grouping and decimals always come from Intl.NumberFormat,
 * never hand-rolled. The short forms (`formatShort`) follow the UI language: the spec's k, jt, m, t
 * are Indonesian, and an English reader reads "Rp 2 m" as two million (issue 41, item 11).
 *
 * Dates and times follow the UI language (dayjs locale, set by `lib/dayjsLocale`). Every time staff see
 * or pick is Asia/Jakarta wall time, labelled "WIB", whatever the browser's time zone (the
 * business runs on Jakarta time): this module is the only place that converts.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import './dayjsLocale';
import { currentLanguage, type Language } from './i18n';

dayjs.extend(utc);

/** The business's time zone (WIB, UTC+7, no daylight saving). */
export const JAKARTA = 'Asia/Jakarta';
/**
 * Jakarta's offset from UTC in minutes. WIB has been UTC+7 all year since 1964, so a fixed offset
 * gives the zone's wall time. dayjs's `timezone` plugin asked `Intl` for it on every call. On the
 * lists that was most of a page's formatting time, drawing 50 rows with a few times each
 * (issue 46 item 4).
 */
export const JAKARTA_OFFSET_MINUTES = 7 * 60;

/** `at` on a Jakarta clock (its fields read as Jakarta's). */
export function inJakarta(at: Dayjs): Dayjs {
  return at.utcOffset(JAKARTA_OFFSET_MINUTES);
}
/** The label shown after every time. */
export const WIB = 'WIB';

const LOCALE = 'id-ID';

/** The unit values of the short forms, largest first (trillion, billion, million, thousand). */
const SHORT_VALUES = [1e12, 1e9, 1e6, 1e3] as const;

/**
 * The short forms of each UI language, the one source of them: units in the order of
 * `SHORT_VALUES`, the number's locale (its decimal separator) and what goes between number and
 * unit. Indonesian is the spec's (k ribu, jt juta, m miliar, t triliun); English uses K, M, B, T,
 * since an English reader takes "m" for million.
 */
const SHORT_FORMS: Record<Language, { locale: string; units: readonly [string, string, string, string]; gap: string }> = {
  id: { locale: LOCALE, units: ['t', 'm', 'jt', 'k'], gap: ' ' },
  en: { locale: 'en-US', units: ['T', 'B', 'M', 'K'], gap: '' },
};

const formatters = new Map<string, Intl.NumberFormat>();

/** One cached Intl formatter per locale and number of fraction digits (creating them is not free). */
function formatter(maxFractionDigits: number, locale = LOCALE): Intl.NumberFormat {
  const key = `${locale}/${maxFractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits });
    formatters.set(key, f);
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

/** How `formatShort` writes a value. */
export interface ShortOptions {
  /** Rupiah: 'Rp ' before the number, the sign before it ('-Rp 1,5 jt', as `formatRupiah`). */
  money?: boolean;
  /** Decimals of the number before the unit (default 1). */
  maxFractionDigits?: number;
  /** The language of the forms; default the current UI language. */
  language?: Language;
}

/**
 * A compact form for chart axes, in the UI language. Indonesian: 2500 → '2,5 k', 1500000 →
 * '1,5 jt', 2e9 → '2 m', 3e12 → '3 t'; English: '2.5K', '1.5M', '2B', '3T'; money adds 'Rp '
 * ('Rp 2 jt', 'Rp 2M'). Values under a thousand are shown whole. The unit follows the magnitude,
 * and a value that rounds up to a thousand of its unit moves to the next one (999 950 → '1 jt',
 * not '1.000 k').
 */
export function formatShort(value: number, options: ShortOptions = {}): string {
  const { money = false, maxFractionDigits = 1, language = currentLanguage() } = options;
  const forms = SHORT_FORMS[language];
  const abs = Math.abs(value);
  // No '-0' for a small negative value that rounds to nothing.
  const sign = value < 0 && Math.round(abs) > 0 ? '-' : '';
  const prefix = `${sign}${money ? 'Rp ' : ''}`;
  const factor = 10 ** maxFractionDigits;
  const rounded = (n: number) => Math.round(n * factor) / factor;
  // SHORT_VALUES is largest first; index - 1 is the next larger unit.
  let i = SHORT_VALUES.findIndex((unit) => abs >= unit);
  if (i === -1) {
    if (Math.round(abs) < 1000) return `${prefix}${formatter(0, forms.locale).format(abs)}`;
    i = SHORT_VALUES.length - 1;
  } else if (i > 0 && rounded(abs / SHORT_VALUES[i]) >= 1000) {
    i -= 1;
  }
  const number = formatter(maxFractionDigits, forms.locale).format(rounded(abs / SHORT_VALUES[i]));
  return `${prefix}${number}${forms.gap}${forms.units[i]}`;
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
  return at.isValid() ? `${inJakarta(at).format('D MMM YYYY HH:mm')} ${WIB}` : '';
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
  return dayjs(inJakarta(dayjs(at)).format('YYYY-MM-DDTHH:mm:ss'));
}

/** A picker's Jakarta wall time as RFC 3339 with `+07:00` (`2026-11-23T10:00:00+07:00`). */
export function wallTimeToJakarta(value: Dayjs): string {
  // The same fields, now read on a Jakarta clock (`keepLocalTime`).
  return dayjs.utc(value.format('YYYY-MM-DDTHH:mm:ss')).utcOffset(JAKARTA_OFFSET_MINUTES, true).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** Today's date in Jakarta, `YYYY-MM-DD`. */
export function jakartaToday(now: Date | number = Date.now()): string {
  return inJakarta(dayjs(now)).format('YYYY-MM-DD');
}
