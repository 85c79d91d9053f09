/**
 * Pure helpers of the servicing screens (issue 44): the rows of an old and a new schedule side by
 * side, matched by installment number, and the total of a list of recoveries.
 */
import type { Recovery, RestructureInstallment } from './servicingApi';

/** One line of the side-by-side view: the installment of that number before and after (either may be missing). */
export interface SchedulePair {
  number: number;
  old: RestructureInstallment | null;
  new: RestructureInstallment | null;
  /** Whether the installment's due date or amount differs (or it exists on one side only). */
  changed: boolean;
}

/**
 * The old and new schedules paired by installment number, in number order: a tenor extension
 * adds numbers only the new schedule has; a shortened one leaves numbers only the old one has.
 */
export function pairSchedules(before: readonly RestructureInstallment[], after: readonly RestructureInstallment[]): SchedulePair[] {
  const byNumber = new Map<number, SchedulePair>();
  const at = (number: number) => {
    let pair = byNumber.get(number);
    if (!pair) {
      pair = { number, old: null, new: null, changed: true };
      byNumber.set(number, pair);
    }
    return pair;
  };
  for (const i of before) at(i.number).old = i;
  for (const i of after) at(i.number).new = i;
  const pairs = [...byNumber.values()].sort((a, b) => a.number - b.number);
  for (const p of pairs) {
    p.changed = !p.old || !p.new || p.old.due_date !== p.new.due_date || p.old.amount_due !== p.new.amount_due;
  }
  return pairs;
}

/** What is still unpaid of a schedule's principal and interest, rupiah. */
export function unpaidOf(schedule: readonly RestructureInstallment[]): number {
  return schedule.reduce((sum, i) => sum + Math.max(0, i.amount_due - i.amount_paid), 0);
}

/** The rupiah received in recoveries. */
export function recoveriesTotal(recoveries: readonly Pick<Recovery, 'amount'>[]): number {
  return recoveries.reduce((sum, r) => sum + r.amount, 0);
}
