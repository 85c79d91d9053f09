/**
 * The session life cycle on the client: storing the login answer (spec §3), reading the sealed
 * level and the profile at start, and signing out.
 */
import { emitSessionEnded } from '../../lib/sessionEvents';
import { clearCredentials, readStoredUser, writeStoredUser } from '../../lib/storage';
import { decryptLevel, fetchMe, logout, type LoginData, type Me } from './api';

/** What the app knows about the signed-in staff member once the session is loaded. */
export interface SessionInfo {
  /** The level read from the sealed stored level. */
  level: number;
  me: Me;
}

/** Stores the login answer as the spec's stored user. */
export function storeLogin(data: LoginData, email: string): void {
  writeStoredUser({
    token: data.token,
    refresh_token: data.refresh_token,
    level: data.level,
    lender: null,
    funding_source: null,
    email,
  });
}

/**
 * Reads the numeric level through `POST /api/crypt/de`, then the profile and allowed areas from
 * `GET /api/v1/me`, and keeps the lender (and funding source) in the stored user.
 */
export async function loadSession(sealedLevel: string): Promise<SessionInfo> {
  const level = await decryptLevel(sealedLevel);
  const me = await fetchMe();
  const stored = readStoredUser();
  if (stored) writeStoredUser({
      ...stored,
      lender: me.lender_id,
      funding_source: me.funding_source ?? null,
      email: me.email,
    });
  return { level, me };
}

/** Signs out: tells the server (best effort), forgets the credentials and every cached state. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The server session may already be gone; the client forgets it anyway.
  }
  clearCredentials();
  emitSessionEnded();
}

/** The administrators' level: every area, and the only one that reads the audit trail and borrower-data logs. */
export const ADMIN_LEVEL = 21;

/** Whether the signed-in staff member is an administrator (level 21, from `GET /api/v1/me`). */
export function isAdmin(me: Pick<Me, 'level'>): boolean {
  return me.level === ADMIN_LEVEL;
}
