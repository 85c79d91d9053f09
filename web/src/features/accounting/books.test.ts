import { describe, expect, it } from 'vitest';
import { balanceSide, imbalance, sideAmount } from './books';

describe('the books', () => {
  it('read a negative balance as a credit balance', () => {
    expect(balanceSide(12_500)).toEqual({ side: 'debit', amount: 12_500 });
    expect(balanceSide(-5_000)).toEqual({ side: 'credit', amount: 5_000 });
    expect(balanceSide(0)).toEqual({ side: 'zero', amount: 0 });
  });

  it('balance when debits equal credits', () => {
    expect(imbalance({ total_debit: 1_000, total_credit: 1_000 })).toBe(0);
    expect(imbalance({ total_debit: 1_000, total_credit: 400 })).toBe(600);
  });

  it('leave the side a line does not post to empty', () => {
    expect(sideAmount(0)).toBeNull();
    expect(sideAmount(250)).toBe(250);
  });
});
