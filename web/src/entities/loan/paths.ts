/** App paths of a loan's screens, for links between the later-stage lists and the detail. */
import { detailPath } from '../loan-application/paths';

/** The tab key of the loan (terms, allocations, KYC, payment, contract, timeline) on the borrower detail. */
export const LOAN_TAB = 'loan';

/** The borrower detail opened on the loan's tab. */
export function loanDetailPath(loanId: string): string {
  return `${detailPath(loanId)}&tab=${LOAN_TAB}`;
}
