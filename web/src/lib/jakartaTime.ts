/**
 * Times of the loan pipeline in Asia/Jakarta (WIB, UTC+7, no daylight saving), whatever the
 * browser's own zone: shown as `23 Nov 2026 10:00 WIB`, and picked as Jakarta wall time (a
 * date-and-time picker's value is read as the time on a Jakarta clock, never the browser's).
 * Built on dayjs's `utc` plugin: WIB has a fixed offset (`lib/format` `JAKARTA_OFFSET_MINUTES`).
 *
 * The formatting and the wall-time conversions are `lib/format`'s; this adds the pickers' helpers.
 */
import dayjs, { type Dayjs } from 'dayjs';

import { JAKARTA, WIB, formatDateTime, inJakarta, jakartaToday, jakartaWallTime, wallTimeToJakarta } from './format';

export { jakartaToday, jakartaWallTime };

/** The lender's zone. */
export const JAKARTA_ZONE = JAKARTA;

/** The label shown after a Jakarta time. */
export const JAKARTA_LABEL = WIB;

/** How a Jakarta date-and-time is typed and shown in pickers. */
export const JAKARTA_PICKER_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A picker that titles what a page shows (the day of a trial balance, the month of a statement):
 * the date as the reader says it (`23 November 2026`, `November 2026`, month names in the UI
 * language), also taking the ISO form when typed (issue 45 item 9: dates in titles, not ISO).
 */
export const TITLE_DAY_FORMAT = ['D MMMM YYYY', 'YYYY-MM-DD'];
export const TITLE_MONTH_FORMAT = ['MMMM YYYY', 'YYYY-MM'];

/** An RFC 3339 time in Jakarta: `2026-11-23T03:00:00Z` → `23 Nov 2026 10:00 WIB` (month in the UI language). */
export const formatJakartaDateTime = formatDateTime;

/** A `YYYY-MM-DD` date (already a Jakarta date) as `23 Nov 2026`; an RFC 3339 time as its Jakarta date. */
export function formatJakartaDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value).format('D MMM YYYY');
  const at = dayjs(value);
  return at.isValid() ? inJakarta(at).format('D MMM YYYY') : '';
}

/** A picker value read as Jakarta wall time, as RFC 3339 with `+07:00`. */
export const wallTimeToJakartaIso = wallTimeToJakarta;

/** A date picker's value as the `YYYY-MM-DD` the API takes (its calendar day, no zone change). */
export function pickerDate(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

/** For a date picker: days before today in Jakarta cannot be picked. */
export function beforeJakartaToday(current: Dayjs, now: number = Date.now()): boolean {
  return current.format('YYYY-MM-DD') < jakartaToday(now);
}

/** For a date picker: days after today in Jakarta cannot be picked (e.g. a payment date). */
export function afterJakartaToday(current: Dayjs, now: number = Date.now()): boolean {
  return current.format('YYYY-MM-DD') > jakartaToday(now);
}

/** Tomorrow 10:00 on a Jakarta clock, as a picker value (a default meeting time). */
export function defaultJakartaMeeting(now: number = Date.now()): Dayjs {
  return jakartaWallTime(now).add(1, 'day').hour(10).minute(0).second(0).millisecond(0);
}

/** Whether a picker value, read as Jakarta wall time, lies in the future. */
export function isFutureJakarta(value: Dayjs, now: number = Date.now()): boolean {
  return Date.parse(wallTimeToJakartaIso(value)) > now;
}
