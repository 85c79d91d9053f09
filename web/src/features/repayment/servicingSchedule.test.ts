import { describe, expect, it } from 'vitest';
import type { RestructureInstallment } from './servicingApi';
import { pairSchedules, recoveriesTotal, unpaidOf } from './servicingSchedule';

function inst(number: number, due_date: string, amount_due: number, amount_paid = 0): RestructureInstallment {
  return {
    number,
    due_date,
    amount_due,
    amount_paid,
    principal_part: amount_due - 100,
    interest_part: 100,
    late_fee_open: 0,
    status: amount_paid >= amount_due ? 'paid' : 'due',
  };
}

describe('pairSchedules', () => {
  it('pairs by number and marks the lines that changed', () => {
    const before = [inst(1, '2026-01-01', 1000, 1000), inst(2, '2026-02-01', 1000), inst(3, '2026-03-01', 1000)];
    const after = [inst(1, '2026-01-01', 1000, 1000), inst(2, '2026-04-01', 700), inst(3, '2026-05-01', 700), inst(4, '2026-06-01', 700)];
    const pairs = pairSchedules(before, after);
    expect(pairs.map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(pairs.map((p) => p.changed)).toEqual([false, true, true, true]);
    expect(pairs[3].old).toBeNull();
    expect(pairs[3].new?.due_date).toBe('2026-06-01');
  });

  it('keeps numbers only the old schedule has, in order whatever the input order', () => {
    const pairs = pairSchedules([inst(3, '2026-03-01', 5), inst(1, '2026-01-01', 5), inst(2, '2026-02-01', 5)], [inst(1, '2026-01-01', 5)]);
    expect(pairs.map((p) => [p.number, p.old !== null, p.new !== null, p.changed])).toEqual([
      [1, true, true, false],
      [2, true, false, true],
      [3, true, false, true],
    ]);
  });

  it('answers nothing for two empty schedules', () => {
    expect(pairSchedules([], [])).toEqual([]);
  });
});

describe('unpaidOf and recoveriesTotal', () => {
  it('sum what is left and what was received', () => {
    expect(unpaidOf([inst(1, '2026-01-01', 1000, 1000), inst(2, '2026-02-01', 1000, 400), inst(3, '2026-03-01', 1000)])).toBe(1600);
    expect(recoveriesTotal([{ amount: 250_000 }, { amount: 1_000_000 }])).toBe(1_250_000);
    expect(recoveriesTotal([])).toBe(0);
  });
});
