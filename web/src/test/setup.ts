/**
 * Vitest set-up: jest-dom matchers, i18n, msw, and what a test file may leave behind reset when it
 * ends. The environment is happy-dom, its window 1280 px wide (vite.config.ts).
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { LANGUAGES, changeLanguage, currentLanguage, i18n, loadAppNamespaces } from '../lib/i18n';
import { setNavigator } from '../lib/navigation';
import { setNotifier } from '../lib/notify';
import { server } from './server';
import { START_URL, pageLoad, restoreObjectUrls } from './globals';

// Screens render in tests without the app shell that loads their texts: load all, in both languages.
await loadAppNamespaces();
await i18n.loadLanguages([...LANGUAGES]);

// antd renders slowly in a simulated DOM; on a loaded 2-core runner the default 1 s for
// findBy*/waitFor is too tight for a first render of a page with a table. This file runs before
// every test file, so a file's own `configure` lasts for that file only.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The test files of a worker share their modules and their window (`isolate: false` in
 * vite.config.ts, which saves each file loading the whole app again): each file leaves the state
 * a first file finds, so no file depends on the ones run before it in the same worker.
 */
afterAll(async () => {
  // A part still being imported (a lazily drawn dialog, a deferred antd part, a prefetch) when
  // the file's environment is torn down fails there and stays failed for the worker's later
  // files: wait for every import in flight, however it was started.
  await vi.dynamicImportSettled();
  server.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  restoreObjectUrls();
  setNotifier(null);
  setNavigator(pageLoad);
  if (currentLanguage() !== 'en') await changeLanguage('en');
  if (window.location.href !== START_URL) window.history.replaceState(null, '', START_URL);
  localStorage.clear();
  sessionStorage.clear();
});
