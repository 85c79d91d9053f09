/** App paths of a loan's screens, for links between the later-stage lists and the detail. */
import { detailPath } from '../loan-application/paths';

/** The tab key of the loan (terms, allocations, KYC, payment, contract, timeline) on the borrower detail. */
export const LOAN_TAB = 'loan';

/** The borrower detail opened on the loan's tab. */
export function loanDetailPath(loanId: string): string {
  return `${detailPath(loanId)}&tab=${LOAN_TAB}`;
}

/** The tab key of the application's documents on the borrower detail. */
export const DOCUMENTS_TAB = 'documents';

/** The borrower detail opened on the application's documents (what a funder checks before deciding). */
export function loanDocumentsPath(loanId: string): string {
  return `${detailPath(loanId)}&tab=${DOCUMENTS_TAB}`;
}
