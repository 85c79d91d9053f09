/**
 * The dealers nearest to where the borrower lives (spec §7 maps API): the residential address is
 * turned into a point by the server's geocoding (`GET /api/v1/geocode`, only when the server
 * reports `maps_enabled`), then the dealers within 5 km of it are listed, nearest first. When the
 * address is not on the map, the maps service is down, or no dealer is within 5 km, the dealers
 * of the address's city are offered instead, as without maps.
 */
import { api, ApiError } from '../../../lib/api';
import type { Dealer } from '../../../entities/reference/api';

/** Where the borrower lives, as the address step stores it. */
export interface Place {
  address: string;
  province_code?: string | null;
  city_code: string;
  district_code?: string | null;
}

/** Why the city's dealers are offered instead of the nearest ones. */
export type FallbackReason = 'address_not_found' | 'maps_unavailable' | 'none_near';

export type NearestDealers =
  | { by: 'point'; point: { lat: number; lng: number } }
  | { by: 'city'; city_code: string; reason: FallbackReason };

/** The server's stable code of a failed call (`errors[0].code`), if any. */
function errorCode(e: unknown): string | undefined {
  if (!(e instanceof ApiError)) return undefined;
  return e.body?.errors?.[0]?.code;
}

/** Geocodes `place` and answers where to look for dealers: near its point, or in its city. */
export async function findNearestDealers(place: Place): Promise<NearestDealers> {
  const city = (reason: FallbackReason): NearestDealers => ({ by: 'city', city_code: place.city_code, reason });
  let point: { lat: number; lng: number };
  try {
    point = await api.get<{ lat: number; lng: number }>('/api/v1/geocode', {
      params: { address: place.address, city_code: place.city_code, district_code: place.district_code ?? undefined },
      silent: true,
      // The server already waited for the maps service: fall back to the city at once.
      noRetry: true,
    });
  } catch (e) {
    return city(errorCode(e) === 'address_not_found' ? 'address_not_found' : 'maps_unavailable');
  }
  let near: Dealer[];
  try {
    near = await api.get<Dealer[]>('/api/v1/dealers', { params: point, silent: true });
  } catch {
    return city('maps_unavailable');
  }
  return near.length > 0 ? { by: 'point', point } : city('none_near');
}
