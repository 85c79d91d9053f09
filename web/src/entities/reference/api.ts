/**
 * Reference data (the server's `areas/reference`, readable from any screen that needs it):
 * programs, partners, motorcycle types, dealers, lenders, regions, the operational area, and
 * the staff who can be PIC. It changes rarely, so it stays fresh for five minutes and survives
 * the list refreshes after a change.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../lib/api';
import type { Lender } from '../lender/types';
import type { Named } from '../loan-application/types';

/** A program of `GET /api/v1/programs`. */
export interface Program extends Named {
  code: string;
  kind: 'loan' | 'rent_to_own';
  installment_frequency: string;
  tenure_count: number;
  active: boolean;
}

/** A partner of `GET /api/v1/partners`. */
export interface Partner extends Named {
  code: string;
  active: boolean;
}

/** A motorcycle type of `GET /api/v1/motorcycle-types`. */
export interface MotorcycleType extends Named {
  partner_id: string;
  code: string;
  powertrain: string;
  price_rupiah: number;
  active: boolean;
}

/** A dealer of `GET /api/v1/dealers`. */
export interface Dealer extends Named {
  code: string;
  address: string;
  city_code: string | null;
  latitude: number;
  longitude: number;
  active: boolean;
  /** Kilometres from the given point; null when looked up by city. */
  distance_km: number | null;
}

/** Where to look for dealers: near a point (within 5 km) or in a city. */
export type DealerLookup = { lat: number; lng: number } | { city_code: string };

/**
 * A lender of `GET /api/v1/lenders` (staff with its `lender_id` are its staff); the pickers read
 * its id and name. Its full shape, with totals and actions, is the lender entity's (issue 14).
 */
export type { Lender };

/** A Kemendagri region (province, city/regency, district, sub-district). */
export interface Region {
  code: string;
  parent_code: string | null;
  level: number;
  name: string;
}

/** The provinces and cities where the lender works (`GET /api/v1/operational-area`). */
export interface OperationalArea {
  province_codes: string[];
  city_codes: string[];
}

/** A staff member who can be PIC (`GET /api/v1/staff?role=pic`). */
export interface PicChoice {
  id: string;
  full_name: string;
  email: string;
  level: number;
}

/** Reference data changes rarely: kept fresh for five minutes. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** Query keys; every key starts with `reference`. */
export const referenceKeys = {
  all: ['reference'] as const,
  of: (...parts: unknown[]) => [...referenceKeys.all, ...parts] as const,
};

/**
 * A reference list's query (key, call, freshness): for its hook, and a prefetch before a screen is
 * drawn (with its own request options).
 */
function referenceQuery<T>(parts: unknown[], path: string, params?: Record<string, unknown>, opts?: RequestOptions) {
  return {
    queryKey: referenceKeys.of(...parts),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<T>(path, { ...opts, signal, params }),
    staleTime: REFERENCE_STALE_MS,
  };
}

function useReference<T>(parts: unknown[], path: string, params?: Record<string, unknown>, enabled = true) {
  return useQuery({ ...referenceQuery<T>(parts, path, params), enabled });
}

export const programsQuery = (opts?: RequestOptions) => referenceQuery<Program[]>(['programs'], '/api/v1/programs', undefined, opts);
export const partnersQuery = (opts?: RequestOptions) => referenceQuery<Partner[]>(['partners'], '/api/v1/partners', undefined, opts);
export const picStaffQuery = (opts?: RequestOptions) => referenceQuery<PicChoice[]>(['staff', 'pic'], '/api/v1/staff', { role: 'pic' }, opts);

export function usePrograms() {
  return useQuery(programsQuery());
}

export function usePartners() {
  return useQuery(partnersQuery());
}

export const lendersQuery = (opts?: RequestOptions) => referenceQuery<Lender[]>(['lenders'], '/api/v1/lenders', undefined, opts);

export function useLenders() {
  return useQuery(lendersQuery());
}

export function usePicStaff() {
  return useQuery(picStaffQuery());
}

/** Motorcycle types of a partner (nothing until a partner is chosen). */
export function useMotorcycleTypes(partnerId: string | undefined) {
  return useReference<MotorcycleType[]>(
    ['motorcycle-types', partnerId],
    '/api/v1/motorcycle-types',
    { partner_id: partnerId },
    !!partnerId,
  );
}

/** Dealers within 5 km of a point (nearest first), or of a city. */
export function useDealers(lookup: DealerLookup | null) {
  return useReference<Dealer[]>(['dealers', lookup], '/api/v1/dealers', { ...lookup }, !!lookup);
}

export function useProvinces() {
  return useReference<Region[]>(['regions', 'provinces'], '/api/v1/regions/provinces');
}

/** Which regions lie under a region of each level. */
export type RegionLevel = 'cities' | 'districts' | 'sub-districts';
const CHILD_PATH: Record<RegionLevel, string> = {
  cities: 'provinces/{code}/cities',
  districts: 'cities/{code}/districts',
  'sub-districts': 'districts/{code}/sub-districts',
};

/** The regions directly under `parent` (nothing until a parent is chosen). */
export function useRegionChildren(level: RegionLevel, parent: string | undefined) {
  const path = `/api/v1/regions/${CHILD_PATH[level].replace('{code}', encodeURIComponent(parent ?? ''))}`;
  return useReference<Region[]>(['regions', level, parent], path, undefined, !!parent);
}

export function useOperationalArea() {
  return useReference<OperationalArea>(['operational-area'], '/api/v1/operational-area');
}
