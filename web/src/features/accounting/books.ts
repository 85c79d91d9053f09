/**
 * How the books' figures read (issue 44, DESIGN §3), without React: an account's balance is its
 * debits less its credits, so a negative balance is a credit balance and shows as a positive
 * amount on the credit side; the journal's totals and the reconciliation agree when their
 * difference is zero.
 */

/** The side an account's balance stands on. */
export type BalanceSide = 'debit' | 'credit' | 'zero';

/** A balance (debits less credits, rupiah) as an amount on its side: −5,000 is 5,000 credit. */
export function balanceSide(balance: number): { side: BalanceSide; amount: number } {
  if (balance > 0) return { side: 'debit', amount: balance };
  if (balance < 0) return { side: 'credit', amount: -balance };
  return { side: 'zero', amount: 0 };
}

/** Debits less credits of a set of lines, rupiah: zero when they balance. */
export function imbalance(totals: { total_debit: number; total_credit: number }): number {
  return totals.total_debit - totals.total_credit;
}

/**
 * A debit or credit cell: the amount, or nothing for the side a line does not post to (a line
 * posts to exactly one side, the other is zero).
 */
export function sideAmount(amount: number): number | null {
  return amount === 0 ? null : amount;
}
