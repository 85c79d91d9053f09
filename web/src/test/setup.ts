/** Vitest set-up: jest-dom matchers, the browser APIs antd needs and jsdom lacks, i18n, msw. */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { LANGUAGES, i18n, loadAppNamespaces } from '../lib/i18n';
import { server } from './server';

// Screens render in tests without the app shell that loads their texts: load all, in both languages.
await loadAppNamespaces();
await i18n.loadLanguages([...LANGUAGES]);

// antd renders slowly in jsdom; on a loaded 2-core runner the default 1 s for findBy*/waitFor
// is too tight for a first render of a page with a table.
configure({ asyncUtilTimeout: 5000 });

/**
 * jsdom has no layout: media queries are answered for a 1280 px wide window, a laptop screen,
 * so responsive code (antd Grid breakpoints, the sidebar) renders as on a desktop.
 */
const TEST_WINDOW_WIDTH = 1280;

function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  return (!min || TEST_WINDOW_WIDTH >= Number(min[1])) && (!max || TEST_WINDOW_WIDTH <= Number(max[1])) && !!(min || max);
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
