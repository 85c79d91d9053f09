/**
 * How a report's values read, decided by their column's kind alone (no report has code of its
 * own): money `Rp 3.000.000`, percent `12,5%`, counts with '.' thousands, dates as Jakarta dates,
 * and the codes of some text columns (stage, status, bucket, …) in the UI language.
 */
import type { TFunction } from 'i18next';
import { formatNumber, formatPercent, formatRupiah, formatShort } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { formatJakartaDate } from '../../lib/jakartaTime';
import type { ColumnKind, ReportColumn, ReportValue } from './api';

/** Text columns whose values are codes, read out through `data:codes.<code>`. */
const CODE_COLUMNS: ReadonlySet<string> = new Set(['stage', 'status', 'bucket', 'band', 'kind']);

/** Shown for a missing value. */
export const NO_VALUE = '—';

/**
 * The kind of a total: its column's, else read from its name for the totals that are no column
 * (`npl_ratio_percent` → percent, `…_amount` → money), else a count.
 */
export function totalKind(key: string, columns: readonly ReportColumn[]): ColumnKind {
  const column = columns.find((c) => c.key === key);
  if (column) return column.kind;
  if (key.endsWith('_percent')) return 'percent';
  if (key.endsWith('_amount') || key.endsWith('_principal')) return 'money';
  return 'count';
}

/** Whether a column's values are numbers (right-aligned, charted). */
export function isNumeric(kind: ColumnKind): boolean {
  return kind === 'count' || kind === 'money' || kind === 'percent';
}

/** A number or a numeric string as a number; null otherwise. */
export function numberOf(value: ReportValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** A value of `kind` as staff read it. `t` reads the `data` namespace (for codes). */
export function formatCell(t: TFunction, key: string, kind: ColumnKind, value: ReportValue | undefined): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  switch (kind) {
    case 'money':
    case 'count':
    case 'percent': {
      const n = numberOf(value);
      if (n === null) return String(value);
      if (kind === 'money') return formatRupiah(n);
      return kind === 'percent' ? formatPercent(n) : formatNumber(n);
    }
    case 'date':
      return formatJakartaDate(String(value)) || String(value);
    default:
      return CODE_COLUMNS.has(key) ? codeText(t, String(value)) : String(value);
  }
}

/** Rupiah from which a total card shows its short form: a million and more. */
export const SHORT_MONEY_FROM = 1_000_000;

/**
 * A total as its card shows it: rupiah of a million and more in the UI language's short form
 * (spec §9: 'Rp 1,2 m' in Indonesian, 'Rp 1.2B' in English; `formatShort`, as the chart axes),
 * with the full value (`Rp 1.234.567.890`) for its tooltip; anything else as its cell, whole.
 */
export function formatTotal(
  t: TFunction,
  key: string,
  kind: ColumnKind,
  value: ReportValue | undefined,
  language?: Language,
): { text: string; full?: string } {
  const text = formatCell(t, key, kind, value);
  const n = numberOf(value);
  if (kind !== 'money' || n === null || Math.abs(n) < SHORT_MONEY_FROM) return { text };
  return { text: formatShort(n, { money: true, language }), full: text };
}

/** A code in the UI language (`data:codes.<code>`), the code itself when it has no text. */
export function codeText(t: TFunction, code: string): string {
  return t(`data:codes.${code}`, { defaultValue: code });
}

/** A column's title (`data:columns.<key>`), the key itself when it has no text. */
export function columnTitle(t: TFunction, key: string): string {
  return t(`data:columns.${key}`, { defaultValue: key });
}
