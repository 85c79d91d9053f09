/**
 * Playwright's `test` bound to this worker's own server ([`e2eServer`]): `baseURL` (hence `page`
 * and `request`) points at it, and the `server` fixture gives hooks and tests its URL and data
 * directory. Specs import `test` and `expect` from here, not from `@playwright/test`.
 */
import { test as base } from '@playwright/test';

import { e2eServer, type E2eServer } from './servers';

export * from '@playwright/test';

export const test = base.extend<object, { server: E2eServer }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, use, workerInfo) => use(e2eServer(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ server }, use) => use(server.url),
});
