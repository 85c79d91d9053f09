import { describe, expect, it } from 'vitest';
import { formatTypedNumber, numberSeparators, parseTypedNumber } from './localeNumber';

describe('numbers typed in the UI language', () => {
  it('takes the separators from Intl', () => {
    expect(numberSeparators('id')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' });
  });

  it("reads Indonesian: ',' decimals, '.' thousands", () => {
    expect(parseTypedNumber('1,44', 'id')).toBe(1.44);
    expect(parseTypedNumber('1.500.000', 'id')).toBe(1500000);
    expect(parseTypedNumber('1.500.000,5', 'id')).toBe(1500000.5);
    expect(parseTypedNumber('-6,1754', 'id')).toBe(-6.1754);
    expect(parseTypedNumber('1,', 'id')).toBe(1);
    expect(parseTypedNumber('Rp 2.500', 'id')).toBe(2500);
  });

  it("reads English: '.' decimals, ',' thousands", () => {
    expect(parseTypedNumber('1.44', 'en')).toBe(1.44);
    expect(parseTypedNumber('1,500,000', 'en')).toBe(1500000);
    expect(parseTypedNumber('1,500,000.5', 'en')).toBe(1500000.5);
    expect(parseTypedNumber('-6.1754', 'en')).toBe(-6.1754);
  });

  it('gives no number for blank text and NaN for text that is no number', () => {
    expect(parseTypedNumber('', 'id')).toBeNull();
    expect(parseTypedNumber('  ', 'en')).toBeNull();
    expect(parseTypedNumber(undefined, 'en')).toBeNull();
    expect(parseTypedNumber('1,2,3', 'id')).toBeNaN();
    expect(parseTypedNumber('1.2.3', 'en')).toBeNaN();
    expect(parseTypedNumber('-', 'en')).toBeNaN();
    expect(parseTypedNumber('1-2', 'id')).toBeNaN();
  });

  it('writes a value back as it was typed, every decimal kept', () => {
    expect(formatTypedNumber(1.44, 'id')).toBe('1,44');
    expect(formatTypedNumber(1.445, 'id')).toBe('1,445');
    expect(formatTypedNumber(1500000, 'id')).toBe('1.500.000');
    expect(formatTypedNumber(1.44, 'en')).toBe('1.44');
    expect(formatTypedNumber(1500000, 'en')).toBe('1,500,000');
    expect(formatTypedNumber(2024, 'id', false)).toBe('2024');
    for (const language of ['id', 'en'] as const) {
      for (const value of [0.1, 1.44, 12345.678, 1500000, -6.1754]) {
        expect(parseTypedNumber(formatTypedNumber(value, language), language)).toBe(value);
      }
    }
  });
});
