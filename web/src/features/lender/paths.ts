/** App paths of the lender screen (spec §2: the area is `/app/lender`). */
export const LENDER_LIST_PATH = '/app/lender';

export function lenderPath(lenderId: string): string {
  return `${LENDER_LIST_PATH}/${encodeURIComponent(lenderId)}`;
}
