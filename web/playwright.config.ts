/**
 * End-to-end tests in Debian's Chromium against the real server (`roda serve --demo`), which
 * serves the built app from web/dist: run `npm run build` first. One server per worker
 * (e2e/servers.ts), each with a fresh data directory, so the demo accounts are seeded anew on
 * SQLite for every worker.
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { E2E_WORKERS, XENDIT_CALLBACK_TOKEN, e2eServer } from './e2e/servers';

// Set once in the main process; workers inherit it instead of making directories of their own.
// Each server's data directory lies under it (e2e/servers.ts).
process.env.RODA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'roda-e2e-'));
const SERVERS = Array.from({ length: E2E_WORKERS }, (_, slot) => e2eServer(slot));
for (const server of SERVERS) mkdirSync(server.dataDir, { recursive: true });

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // One worker per server (e2e/servers.ts): each worker's specs run against a server and database
  // of their own, so the specs that assert deltas of shared counts (the list's "verified" count
  // goes up by one after a verify) never see another worker's writes. Spec files are spread over
  // the workers; the tests of one file run in order in one worker.
  workers: E2E_WORKERS,
  // One retry on CI, reported as flaky in the list: a loaded 2-core runner must not fail a
  // submission on a timing accident, yet a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  // A broken machine (no disk, a browser that will not start) fails every test: on CI stop after
  // a few instead of spending the run's time failing the rest (.ci/run then prints the first
  // errors and the machine's state).
  maxFailures: process.env.CI ? 6 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // The fixture of e2e/test.ts points each worker at its own server; this is slot 0's.
    baseURL: SERVERS[0].url,
    // No single click or read may wait out a whole test: a locator whose element went away
    // (a dialog closed under it) fails here, at its line, instead of as a bare test timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // The app turns antd's motion off for it (src/app/Providers.tsx): fewer frames to paint.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // DATABASE_URL is unset so each server uses SQLite in its own fresh data directory.
  webServer: SERVERS.map((server) => ({
    command: 'env -u DATABASE_URL "${RODA_BIN:-../target/debug/roda}" serve --demo',
    url: `${server.url}/readyz`,
    // Many sign-ins from one address in a few minutes: lift the per-address limit for the suite.
    // The Xendit token lets the specs post virtual-account payment callbacks (e2e/reminders.spec.ts).
    env: {
      RODA_ADDR: server.addr,
      RODA_DATA_DIR: server.dataDir,
      RODA_AUTH_PER_IP_PER_MINUTE: '1000',
      RODA_AUTH_PER_ACCOUNT_PER_MINUTE: '1000',
      RODA_XENDIT_CALLBACK_TOKEN: XENDIT_CALLBACK_TOKEN,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
