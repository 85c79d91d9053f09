/** The app paths of the application screens (spec §2), for links between screens. */

/** The application list. */
export const APPLICATION_LIST_PATH = '/app/borrower/application';

/** The new prospect account form. */
export const NEW_APPLICATION_PATH = `${APPLICATION_LIST_PATH}/new`;

/** The detail page of an application. */
export function detailPath(loanId: string): string {
  return `/app/borrower/detail?loan_id=${encodeURIComponent(loanId)}`;
}

/** The five-step form of an application. */
export function formPath(loanId: string): string {
  return `${APPLICATION_LIST_PATH}/${encodeURIComponent(loanId)}`;
}
