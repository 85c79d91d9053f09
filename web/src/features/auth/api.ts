/** Calls of sign-in, activation and password reset (spec §7, DESIGN §3); the session itself is `entities/session`. */
import { AUTH_CALL as AUTH, type LoginData } from '../../entities/session/api';
import { api, type Envelope } from '../../lib/api';

/** Body of the activation and reset-password calls. */
export interface SetPasswordBody {
  token: string;
  password: string;
  password_confirmation: string;
}

/** Signs in; a 401 means wrong credentials (shown by the login form). */
export function login(body: { email: string; password: string }): Promise<LoginData> {
  return api.post<LoginData>('/api/v1/authentication/login', body, AUTH);
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
