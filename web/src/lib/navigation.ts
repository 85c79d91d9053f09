/**
 * Navigation for code outside React (the API client sends an expired session to /login).
 * The router registers its navigate function at start; without one (tests, early start) a full
 * page load is used, which also resets every in-memory state.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

/** Registers the router's navigate function. */
export function setNavigator(next: Navigate): void {
  navigateImpl = next;
}

/** Goes to an app path. */
export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** Where a sign-in returns to when no page was asked for. */
export const APP_HOME = '/app';

/**
 * A path to return to after sign-in, when it is one of this app's own pages (`/app` or
 * `/app/…`, same origin); null otherwise (another site, `//host`, `/app\evil`, `/apple` …).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname !== APP_HOME && !url.pathname.startsWith(`${APP_HOME}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, remembering `returnTo` (an app path) to open after signing in. */
export function loginPath(returnTo?: string | null): string {
  const target = safeReturnPath(returnTo);
  return target && target !== APP_HOME ? `/login?next=${encodeURIComponent(target)}` : '/login';
}

/** The page shown now, to come back to after signing in again. */
export function currentAppPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
