/** Authentication and session calls (spec §7, DESIGN §3). */
import { api, type Envelope } from '../../lib/api';

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
}

/** Body of the activation and reset-password calls. */
export interface SetPasswordBody {
  token: string;
  password: string;
  password_confirmation: string;
}

// Auth endpoints answer 401/400 for their own reasons (wrong password, spent link): those are
// never an expired session, so they skip the refresh flow.
const AUTH = { skipAuthRefresh: true } as const;

/** Signs in; a 401 means wrong credentials (shown by the login form). */
export function login(body: { email: string; password: string }): Promise<LoginData> {
  return api.post<LoginData>('/api/v1/authentication/login', body, AUTH);
}

/** Reads the numeric level out of the sealed stored level (400 when it cannot be read). */
export function decryptLevel(sealed: string): Promise<number> {
  return api.post<number>('/api/crypt/de', { string: sealed });
}

/** The profile and allowed areas of the signed-in staff member. */
export function fetchMe(): Promise<Me> {
  return api.get<Me>('/api/v1/me');
}

/** Ends the session on the server (best effort: the client forgets it either way). */
export function logout(): Promise<unknown> {
  return api.get('/api/logout', { ...AUTH, silent: true });
}

/** Sets the first password from an activation link; resolves to the server's message. */
export function activate(body: SetPasswordBody): Promise<Envelope<unknown>> {
  return api.request({ method: 'post', url: '/api/v1/authentication/activate', data: body, ...AUTH });
}

/** Asks for a reset link; always 200 (no account enumeration), resolves to the message. */
export function forgotPassword(body: { email: string }): Promise<Envelope<unknown>> {
  return api.request({
    method: 'post',
    url: '/api/v1/authentication/forgot-password',
    data: body,
    ...AUTH,
  });
}

/** Sets a new password from a reset link; resolves to the server's message. */
export function resetPassword(body: SetPasswordBody): Promise<Envelope<unknown>> {
  return api.request({ method: 'post', url: '/api/v1/authentication/reset-password', data: body, ...AUTH });
}
