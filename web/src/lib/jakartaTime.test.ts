// The browser's zone must not matter: these run in Los Angeles (UTC-8 in November).
const LOCAL_TZ = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';

import { afterAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  beforeJakartaToday,
  formatJakartaDate,
  formatJakartaDateTime,
  isFutureJakarta,
  jakartaToday,
  jakartaWallTime,
  wallTimeToJakartaIso,
} from './jakartaTime';

// Test files may share a worker: give the zone back.
afterAll(() => {
  if (LOCAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = LOCAL_TZ;
});

describe('Jakarta time', () => {
  it('runs in another zone', () => {
    expect(new Date('2026-11-23T20:00:00Z').getDate()).toBe(23);
  });

  it('shows instants on a Jakarta clock with WIB, across the date line of the local zone', () => {
    expect(formatJakartaDateTime('2026-11-23T03:00:00Z')).toBe('23 Nov 2026 10:00 WIB');
    // 12:00 on the 23rd in Los Angeles is 03:00 on the 24th in Jakarta.
    expect(formatJakartaDateTime('2026-11-23T20:00:00Z')).toBe('24 Nov 2026 03:00 WIB');
    expect(formatJakartaDateTime('2026-11-24T03:00:00+07:00')).toBe('24 Nov 2026 03:00 WIB');
    expect(formatJakartaDateTime(null)).toBe('');
    expect(formatJakartaDateTime('not a time')).toBe('');
  });

  it('shows API dates as they are and instants by their Jakarta date', () => {
    expect(formatJakartaDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatJakartaDate('2026-11-30T18:00:00Z')).toBe('1 Dec 2026');
  });

  it('round-trips a Jakarta wall time through a picker value', () => {
    const wall = jakartaWallTime('2026-11-23T20:00:00Z');
    expect(wall.format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 03:00');
    expect(wallTimeToJakartaIso(wall)).toBe('2026-11-24T03:00:00+07:00');
    expect(Date.parse(wallTimeToJakartaIso(wall))).toBe(Date.parse('2026-11-23T20:00:00Z'));
  });

  it("knows today and the future by Jakarta's clock", () => {
    // 20:00 UTC on the 23rd: already the 24th in Jakarta, still the 23rd locally.
    const now = Date.parse('2026-11-23T20:00:00Z');
    expect(jakartaToday(now)).toBe('2026-11-24');
    expect(beforeJakartaToday(dayjs('2026-11-23'), now)).toBe(true);
    expect(beforeJakartaToday(dayjs('2026-11-24'), now)).toBe(false);
    expect(isFutureJakarta(dayjs('2026-11-24 03:05'), now)).toBe(true);
    expect(isFutureJakarta(dayjs('2026-11-24 02:55'), now)).toBe(false);
  });
});
