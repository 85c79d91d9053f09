import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { envelope, server } from '../../../test/server';
import { findNearestDealers } from './nearestDealers';

const PLACE = { address: 'Jl. Medan Merdeka Barat 12', city_code: '31.71', district_code: '31.71.01' };
const GAMBIR = { id: 'dealer-gambir', code: 'D1', name: 'Roda Gambir', address: 'Jl. Medan Merdeka Selatan', city_code: '31.71', latitude: -6.181, longitude: 106.8265, active: true, distance_km: 0.63 };

/** Serves the dealers endpoint: `near` within 5 km of any point. */
function serveDealers(near: unknown[]) {
  server.use(http.get('/api/v1/dealers', () => envelope(near)));
}

describe('findNearestDealers', () => {
  it('lists the dealers near the geocoded address', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('/api/v1/geocode', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return envelope({ lat: -6.1754, lng: 106.8272 });
      }),
    );
    serveDealers([GAMBIR]);
    await expect(findNearestDealers(PLACE)).resolves.toEqual({ by: 'point', point: { lat: -6.1754, lng: 106.8272 } });
    expect(asked!.get('address')).toBe(PLACE.address);
    expect(asked!.get('city_code')).toBe('31.71');
    expect(asked!.get('district_code')).toBe('31.71.01');
  });

  it('falls back to the city when the address is not on the map', async () => {
    server.use(
      http.get('/api/v1/geocode', () =>
        envelope(null, 404, 'not found', [{ field: null, code: 'address_not_found', message: 'not found' }]),
      ),
    );
    await expect(findNearestDealers(PLACE)).resolves.toEqual({ by: 'city', city_code: '31.71', reason: 'address_not_found' });
  });

  it('falls back to the city at once when the maps service is down or off', async () => {
    let asked = 0;
    server.use(
      http.get('/api/v1/geocode', () => {
        asked += 1;
        return envelope(null, 502, 'down', [{ field: null, code: 'maps_unavailable', message: 'down' }]);
      }),
    );
    await expect(findNearestDealers(PLACE)).resolves.toEqual({ by: 'city', city_code: '31.71', reason: 'maps_unavailable' });
    expect(asked).toBe(1);
    server.use(
      http.get('/api/v1/geocode', () => envelope(null, 404, 'off', [{ field: null, code: 'maps_disabled', message: 'off' }])),
    );
    await expect(findNearestDealers(PLACE)).resolves.toMatchObject({ by: 'city', reason: 'maps_unavailable' });
  });

  it('falls back to the city when no dealer is within 5 km', async () => {
    server.use(http.get('/api/v1/geocode', () => envelope({ lat: -7.8, lng: 110.4 })));
    serveDealers([]);
    await expect(findNearestDealers(PLACE)).resolves.toEqual({ by: 'city', city_code: '31.71', reason: 'none_near' });
  });
});
