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
