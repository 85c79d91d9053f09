/** The app paths of the application screens (spec §2), for links between screens. */

/** The application list. */
export const APPLICATION_LIST_PATH = '/app/borrower/application';

/** The new prospect account form. */
export const NEW_APPLICATION_PATH = `${APPLICATION_LIST_PATH}/new`;

/** The spreadsheet import of applications (upload and recent imports). */
export const APPLICATION_IMPORT_PATH = `${APPLICATION_LIST_PATH}/import`;

/** The page of one import (its checks, errors and progress). */
export function importPath(importId: string): string {
  return `${APPLICATION_IMPORT_PATH}/${encodeURIComponent(importId)}`;
}

/** The detail page of an application. */
export function detailPath(loanId: string): string {
  return `/app/borrower/detail?loan_id=${encodeURIComponent(loanId)}`;
}

/** The five-step form of an application. */
export function formPath(loanId: string): string {
  return `${APPLICATION_LIST_PATH}/${encodeURIComponent(loanId)}`;
}
