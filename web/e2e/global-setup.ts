import type { FullConfig } from '@playwright/test';

import { e2eServer } from './servers';

/**
 * Runs once, after the server is up (Playwright starts `webServer` before global setup): stops
 * the run at once, in the server's own words, when `/login` is not the built web app. A server
 * that cannot see `web/dist` answers every page "The web app is not built", and each test then
 * waited out its own timeouts (stop 26's CI: every test failed, an hour spent, the cause
 * nowhere in the output's tail).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  for (let slot = 0; slot < config.workers; slot++) {
    const res = await fetch(new URL('/login', e2eServer(slot).url));
    const body = await res.text();
    if (res.status !== 200 || !body.includes('id="root"')) {
      throw new Error(`GET /login answered ${res.status}, not the web app: ${body.slice(0, 200)}`);
    }
  }
}
