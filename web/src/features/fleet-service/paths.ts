/** App paths of the fleet service screens (spec §2) and of the screens they link to. */

export const SERVICE_REGISTRATION_PATH = '/app/fleet-service/registration';
export const SERVICE_DETAIL_PATH = '/app/fleet-service/detail';
export const TICKETS_PATH = '/app/fleet-service/etle';

/** One service order. */
export function serviceOrderPath(id: string): string {
  return `${SERVICE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
}
