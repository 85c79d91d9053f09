import type { Dayjs } from 'dayjs';
import { jakartaWallTime } from '../schemas';

/** How a KYC schedule is shown and typed (Jakarta time). */
export const SCHEDULE_FORMAT = 'YYYY-MM-DD HH:mm';

/** Days before today in Jakarta cannot be picked (the time itself is checked by the rule). */
export function disabledPastDate(current: Dayjs): boolean {
  return current.isBefore(jakartaWallTime(Date.now()).startOf('day'));
}

/** A default schedule: tomorrow 10:00 Jakarta time. */
export function defaultScheduleTime(): Dayjs {
  return jakartaWallTime(Date.now()).add(1, 'day').hour(10).minute(0).second(0).millisecond(0);
}

