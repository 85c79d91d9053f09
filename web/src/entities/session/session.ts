/**
 * The session life cycle on the client: storing the login answer (spec §3), reading the sealed
 * level and the profile at start, and signing out.
 */
import { QUIET, type RequestOptions } from '../../lib/api';
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

/** The session load started before the guard asked for it (`startSessionLoad`), until it does. */
let started: { sealedLevel: string; session: Promise<SessionInfo> } | null = null;

/**
 * Starts loading the session now, for the guard's `loadSession` to take (issue 46, item 4):
 * app/startSession.ts calls it when an /app page opens, so the answers arrive while the page's
 * code still loads.
 */
export function startSessionLoad(sealedLevel: string): void {
  if (started) return;
  const session = readSession(sealedLevel, QUIET);
  session.catch(() => undefined); // not unhandled: the guard reads it
  started = { sealedLevel, session };
}

/**
 * The session load `startSessionLoad` started, until the guard takes it (`loadSession`): what a
 * first view draws the sidebar's entries from (src/app/layout/MenuLook.tsx); null when none was
 * started.
 */
export function earlySession(): Promise<SessionInfo> | null {
  return started?.session ?? null;
}

/**
 * Reads the numeric level through `POST /api/crypt/de` and, at the same time, the profile and
 * allowed areas from `GET /api/v1/me` (neither needs the other's answer: one round trip on every
 * page load, not two; an unreadable level is still the failure reported), and keeps the lender
 * (and funding source) in the stored user. Takes the load
 * `startSessionLoad` started for the same level, once (reading anew if it failed); a retry reads
 * anew.
 */
export function loadSession(sealedLevel: string): Promise<SessionInfo> {
  const early = started;
  started = null;
  if (early?.sealedLevel !== sealedLevel) return readSession(sealedLevel);
  return early.session.catch(() => readSession(sealedLevel));
}

async function readSession(sealedLevel: string, opts?: RequestOptions): Promise<SessionInfo> {
  const profile = fetchMe(opts);
  profile.catch(() => undefined); // read below; the level's failure is the one to report first
  const level = await decryptLevel(sealedLevel, opts);
  const me = await profile;
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

/**
 * Whether the signed-in staff member works for the lender itself (no `lender_id`): only they
 * originate loans — new prospects and imports (DESIGN §4, issue 45 item 6). A funder's staff
 * review and decide the loans allocated to their lender; the server refuses them the rest (403).
 */
export function isInHouse(me: Pick<Me, 'lender_id'>): boolean {
  return !me.lender_id;
}
