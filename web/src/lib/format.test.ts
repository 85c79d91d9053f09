import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFileSize, formatNumber, formatPercent, formatRupiah, formatShort, jakartaWallTime, wallTimeToJakarta } from './format';

describe('formatRupiah', () => {
  it.each([
    [3_000_000, 'Rp 3.000.000'],
    [0, 'Rp 0'],
    [100, 'Rp 100'],
    [1_250_500, 'Rp 1.250.500'],
    [-2_500, '-Rp 2.500'],
  ])('%d → %s', (value, expected) => expect(formatRupiah(value)).toBe(expected));

  it('shows decimals with a comma when asked', () => {
    expect(formatRupiah(1234.5, 2)).toBe('Rp 1.234,5');
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567, '1.234.567'],
    [1234.56, '1.234,56'],
    [0.5, '0,5'],
    [-42, '-42'],
  ])('%d → %s', (value, expected) => expect(formatNumber(value)).toBe(expected));
});

describe('formatShort', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 k'],
    [2500, '2,5 k'],
    [999_400, '999,4 k'],
    [999_950, '1 jt'],
    [1_500_000, '1,5 jt'],
    [3_000_000, '3 jt'],
    [2_000_000_000, '2 m'],
    [1_250_000_000, '1,3 m'],
    [3_000_000_000_000, '3 t'],
    [4_500_000_000_000_000, '4.500 t'],
    [-1_500_000, '-1,5 jt'],
  ])('%d → %s', (value, expected) => expect(formatShort(value)).toBe(expected));

  it('takes the number of decimals', () => {
    expect(formatShort(1_234_567, 2)).toBe('1,23 jt');
  });
});

describe('formatPercent', () => {
  it.each([
    [12.5, '12,5%'],
    [3.456, '3,46%'],
    [0, '0%'],
    [100, '100%'],
  ])('%d → %s', (value, expected) => expect(formatPercent(value)).toBe(expected));
});

describe('formatFileSize', () => {
  it.each([
    [812, '812 B'],
    [1023, '1.023 B'],
    [1024, '1 KB'],
    [69_632, '68 KB'],
    [1_572_864, '1,5 MB'],
  ])('%d bytes → %s', (bytes, expected) => expect(formatFileSize(bytes)).toBe(expected));
});

describe('Jakarta times', () => {
  // The test runner's zone is whatever the machine's is; these hold in any zone.
  it('shows an instant as Jakarta time labelled WIB', () => {
    expect(formatDateTime('2026-11-22T01:26:11Z')).toBe('22 Nov 2026 08:26 WIB');
    expect(formatDateTime('2026-11-24T03:30:00+00:00')).toBe('24 Nov 2026 10:30 WIB');
    expect(formatDateTime(null)).toBe('');
  });

  it('round-trips a picker value through Jakarta wall time', () => {
    const wall = jakartaWallTime('2026-11-23T20:15:00Z');
    expect(wall.format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 03:15');
    expect(wallTimeToJakarta(wall)).toBe('2026-11-24T03:15:00+07:00');
  });
});
