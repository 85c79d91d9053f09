import { describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
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
  // The spec's short forms are Indonesian; English uses K, M, B, T ("m" reads as million there).
  describe('in Indonesian (the spec\'s k, jt, m, t)', () => {
    it.each([
      [0, '0'],
      [999, '999'],
      [1000, '1 k'],
      [2500, '2,5 k'],
      [25_000, '25 k'],
      [999_400, '999,4 k'],
      [999_999, '1 jt'],
      [999_950, '1 jt'],
      [1_500_000, '1,5 jt'],
      [2_000_000, '2 jt'],
      [3_000_000, '3 jt'],
      [2_000_000_000, '2 m'],
      [1_250_000_000, '1,3 m'],
      [1_500_000_000, '1,5 m'],
      [3_000_000_000_000, '3 t'],
      [4_500_000_000_000_000, '4.500 t'],
      [-1_500_000, '-1,5 jt'],
      [-999, '-999'],
    ])('%d → %s', (value, expected) => expect(formatShort(value, { language: 'id' })).toBe(expected));

    it('writes rupiah with the sign before Rp, as formatRupiah does', () => {
      expect(formatShort(2_000_000, { money: true, language: 'id' })).toBe('Rp 2 jt');
      expect(formatShort(1_500_000_000, { money: true, language: 'id' })).toBe('Rp 1,5 m');
      expect(formatShort(-1_500_000, { money: true, language: 'id' })).toBe('-Rp 1,5 jt');
      expect(formatShort(0, { money: true, language: 'id' })).toBe('Rp 0');
      expect(formatShort(999, { money: true, language: 'id' })).toBe('Rp 999');
    });

    it('takes the number of decimals', () => {
      expect(formatShort(1_234_567, { maxFractionDigits: 2, language: 'id' })).toBe('1,23 jt');
    });
  });

  describe('in English (K, M, B, T)', () => {
    it.each([
      [0, '0'],
      [999, '999'],
      [1000, '1K'],
      [2500, '2.5K'],
      [25_000, '25K'],
      [999_400, '999.4K'],
      [999_999, '1M'],
      [2_000_000, '2M'],
      [1_500_000, '1.5M'],
      [999_999_999, '1B'],
      [1_500_000_000, '1.5B'],
      [2_000_000_000, '2B'],
      [3_000_000_000_000, '3T'],
      [4_500_000_000_000_000, '4,500T'],
      [-2_000_000, '-2M'],
      [-25_000, '-25K'],
    ])('%d → %s', (value, expected) => expect(formatShort(value, { language: 'en' })).toBe(expected));

    it('writes rupiah with the sign before Rp', () => {
      expect(formatShort(2_000_000, { money: true, language: 'en' })).toBe('Rp 2M');
      expect(formatShort(1_500_000_000, { money: true, language: 'en' })).toBe('Rp 1.5B');
      expect(formatShort(3_000_000_000_000, { money: true, language: 'en' })).toBe('Rp 3T');
      expect(formatShort(25_000, { money: true, language: 'en' })).toBe('Rp 25K');
      expect(formatShort(-1_500_000_000, { money: true, language: 'en' })).toBe('-Rp 1.5B');
      expect(formatShort(0, { money: true, language: 'en' })).toBe('Rp 0');
    });

    it('takes the number of decimals', () => {
      expect(formatShort(1_234_567, { maxFractionDigits: 2, language: 'en' })).toBe('1.23M');
    });
  });

  it('shows no minus on a value that rounds to nothing', () => {
    expect(formatShort(-0.4, { language: 'id' })).toBe('0');
    expect(formatShort(-0.4, { money: true, language: 'en' })).toBe('Rp 0');
  });

  it('follows the UI language when none is given', async () => {
    try {
      await changeLanguage('id');
      expect(formatShort(2_000_000_000, { money: true })).toBe('Rp 2 m');
      await changeLanguage('en');
      expect(formatShort(2_000_000_000, { money: true })).toBe('Rp 2B');
    } finally {
      await changeLanguage('en');
    }
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
