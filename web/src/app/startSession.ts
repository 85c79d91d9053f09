/**
 * Starts an /app page's session load (`startSessionLoad`) as soon as the entry runs, beside the
 * page's code (issue 46, item 4): main.tsx imports this module first. Before, the session guard
 * sent `POST /api/crypt/de` and then `GET /api/v1/me` only once the ~95 files of the shell and
 * the screen had loaded and the guard rendered, and the screen waited for both answers. Only for
 * a stored session the guard would load (a token and a sealed level); the session code is fetched
 * apart, so the sign-in pages carry only these lines.
 */
import { isPlainLevel, readStoredUser } from '../lib/storage';

const user = readStoredUser();

/** This page load reads a stored session: an /app screen may request its first data now too (src/app/routes.tsx). */
export const sessionStarted = Boolean(/^\/app(\/|$)/.test(location.pathname) && user?.token && user.level && !isPlainLevel(user.level));

if (sessionStarted && user?.level) {
  const sealedLevel = user.level;
  void import('../entities/session/session').then((m) => m.startSessionLoad(sealedLevel));
}
