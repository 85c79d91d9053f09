/**
 * Picker values (dayjs) as the API's strings, as a zod `preprocess` step: a schema then checks
 * both a form's picker value and the API's string. Anything that is not a picker value passes
 * unchanged, for the schema to judge.
 */
import { isDayjs } from 'dayjs';
// From `format`, not `jakartaTime` (which re-exports it): the application form loads no more.
import { wallTimeToJakarta } from './format';

/** A date picker's value as `YYYY-MM-DD` (its calendar day, as `jakartaTime`'s `pickerDate`). */
export function toIsoDate(value: unknown): unknown {
  return isDayjs(value) ? value.format('YYYY-MM-DD') : value;
}

/** A date-and-time picker's value, read as Jakarta wall time, as RFC 3339 with `+07:00`. */
export function toScheduleTime(value: unknown): unknown {
  return isDayjs(value) ? wallTimeToJakarta(value) : value;
}
