/**
 * The e2e servers: one `roda serve --demo` per Playwright worker, each on its own port and data
 * directory (its own SQLite database and outbox), so two workers never see each other's
 * applications, counts or e-mails. Worker slot `i` (its `parallelIndex`) talks to server `i`.
 */
import { join } from 'node:path';

/** One worker's server. */
export interface E2eServer {
  /** `host:port`, given to the server as RODA_ADDR. */
  addr: string;
  /** The origin tests navigate to, e.g. `http://127.0.0.1:18080`. */
  url: string;
  /** The server's RODA_DATA_DIR (its database, files and `outbox/`). */
  dataDir: string;
}

/**
 * The Xendit callback token the servers check (`RODA_XENDIT_CALLBACK_TOKEN`): specs post
 * virtual-account payment callbacks with it in `x-callback-token`, as Xendit would.
 */
export const XENDIT_CALLBACK_TOKEN = 'e2e-xendit-callback-token';

/** Workers, hence servers: two by default (`RODA_E2E_WORKERS` changes it). */
export const E2E_WORKERS = Number(process.env.RODA_E2E_WORKERS ?? 2);

/**
 * Server `slot`'s address and directory. `RODA_E2E_ADDR` (default `127.0.0.1:18080`) is slot 0's,
 * the next slots take the next ports, so two checkouts can run their suites side by side.
 * RODA_E2E_DATA_DIR is set once by playwright.config.ts in the main process and inherited by the
 * workers.
 */
export function e2eServer(slot: number): E2eServer {
  const [host, port] = (process.env.RODA_E2E_ADDR ?? '127.0.0.1:18080').split(':');
  const base = process.env.RODA_E2E_DATA_DIR;
  if (!base) throw new Error('RODA_E2E_DATA_DIR is not set (see playwright.config.ts)');
  const addr = `${host}:${Number(port) + slot}`;
  return { addr, url: `http://${addr}`, dataDir: join(base, String(slot)) };
}
