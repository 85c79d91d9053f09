/**
 * Browser storage of the signed-in staff member (spec §3 "Stored user") and of UI preferences.
 * Everything that touches localStorage goes through here so the key names live in one place.
 */

/** The stored user, as the spec keeps it in localStorage under `user`. */
export interface StoredUser {
  token: string;
  refresh_token: string;
  /** The sealed level string from login; only `POST /api/crypt/de` can read it. */
  level: string;
  /** The funder (lender) id of lender staff, null for the lender's own staff. */
  lender: string | null;
  /** Not provided by the API yet (spec: "other profile fields (not shown)"). */
  funding_source: string | null;
  email: string;
}

const USER_KEY = 'user';
const LANGUAGE_KEY = 'language';

/** Reads the stored user; a missing or unparsable entry counts as "not signed in". */
export function readStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

/** Saves the stored user (after login, and when the profile is known). */
export function writeStoredUser(user: StoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Replaces both tokens after a refresh, keeping the rest of the stored user. */
export function updateStoredTokens(token: string, refreshToken: string): void {
  const user = readStoredUser();
  if (user) writeStoredUser({ ...user, token, refresh_token: refreshToken });
}

/**
 * Clears the credentials (spec §8 "clear storage"). The language preference is deliberately
 * kept: it is not a credential, and the login page should stay in the language just used.
 */
export function clearCredentials(): void {
  localStorage.removeItem(USER_KEY);
  sessionStorage.clear();
}

/**
 * True when the stored level is a plain number (or digits): spec §6 requires the stored level
 * to be sealed, so a readable one means tampered or stale storage and must be cleared.
 */
export function isPlainLevel(level: unknown): boolean {
  return typeof level === 'number' || (typeof level === 'string' && /^\s*-?\d+\s*$/.test(level));
}

/** The persisted UI language, if the user picked one. */
export function readLanguage(): string | null {
  return localStorage.getItem(LANGUAGE_KEY);
}

/** Persists the UI language choice. */
export function writeLanguage(language: string): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

const SIDER_COLLAPSED_KEY = 'sider_collapsed';

/** Whether the user folded the sidebar to its icons (kept across sessions; default open). */
export function readSiderCollapsed(): boolean {
  return localStorage.getItem(SIDER_COLLAPSED_KEY) === '1';
}

/** Persists the sidebar's folded state. */
export function writeSiderCollapsed(collapsed: boolean): void {
  localStorage.setItem(SIDER_COLLAPSED_KEY, collapsed ? '1' : '0');
}
