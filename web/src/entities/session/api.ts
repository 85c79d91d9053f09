/** The calls of the session life cycle (spec §3, §7, DESIGN §3): sealed level, profile, sign-out. */
import { api, type RequestOptions } from '../../lib/api';

/** `POST /api/v1/authentication/login` data; `level` is a sealed string, not a number. */
export interface LoginData {
  token: string;
  refresh_token: string;
  level: string;
}

/** The signed-in staff member (`GET /api/v1/me`); `areas` decides every menu entry and route. */
export interface Me {
  id: string;
  email: string;
  full_name: string;
  level: number;
  areas: string[];
  lender_id: string | null;
  lender_name: string | null;
  /** Sent by the server beside the contract fields; kept in the stored user when present. */
  funding_source?: string | null;
  /** Whether the server has a maps service (`RODA_MAPS_URL`): dealers near an address. */
  maps_enabled?: boolean;
}

/**
 * Options of the authentication calls: they answer 401/400 for their own reasons (wrong
 * password, spent link), which are never an expired session, so they skip the refresh flow.
 */
export const AUTH_CALL = { skipAuthRefresh: true } as const;

/** Reads the numeric level out of the sealed stored level (400 when it cannot be read). */
export function decryptLevel(sealed: string, opts?: RequestOptions): Promise<number> {
  return api.post<number>('/api/crypt/de', { string: sealed }, opts);
}

/** The profile and allowed areas of the signed-in staff member. */
export function fetchMe(opts?: RequestOptions): Promise<Me> {
  return api.get<Me>('/api/v1/me', opts);
}

/** Ends the session on the server (best effort: the client forgets it either way). */
export function logout(): Promise<unknown> {
  return api.get('/api/logout', { ...AUTH_CALL, silent: true });
}
