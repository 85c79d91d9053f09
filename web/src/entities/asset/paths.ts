/**
 * App paths of one motorcycle and one battery (spec §2: `?id=` on each detail area), for every
 * screen that links to them (motorcycle, battery, fleet service, the late list).
 */
export const MOTORCYCLE_DETAIL_PATH = '/app/motorcycle/detail';
export const BATTERY_DETAIL_PATH = '/app/battery/detail';

export function motorcyclePath(id: string): string {
  return `${MOTORCYCLE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
}

export function batteryPath(id: string): string {
  return `${BATTERY_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
}

/** The URL parameter naming the loan whose handover form the handover screen opens at once. */
export const HAND_OVER_PARAM = 'hand_over';

/**
 * The handover screen opened on loan `loanId`'s handover form (the list searched for it): where
 * the active-borrower list's Activate leads, as a loan becomes active only through the handover
 * of its motorcycle (issue 41 item 13).
 */
export function handoverPath(loanId: string): string {
  return `/app/motorcycle/handover?${new URLSearchParams({ q: loanId, [HAND_OVER_PARAM]: loanId }).toString()}`;
}
