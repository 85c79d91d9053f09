/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { antdZeroRuntime } from './build/antdZeroRuntime.ts';
import { narrowImports } from './build/narrowImports.ts';
import { precompress } from './build/precompress.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The dev server forwards the API to a locally running `roda serve` (DESIGN §1 default address);
// the built app is served by the same binary, so production uses relative paths only.
// React Router's package exports only its development build (its warnings switched on); the
// build takes the production one beside it, the same code without them (issue 8: ~0.5 kB brotli
// on every page). The dev server and the tests keep the warnings.
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), narrowImports(), antdZeroRuntime(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the chunks each route loads, read by scripts/check-bundle.mjs.
    manifest: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // React and the router change less often than app code, so browsers keep them cached
        // across releases. antd and other libraries are NOT grouped: a group takes every module it
        // matches into one chunk, so /login would load the tables and date pickers of /app. Left
        // alone, each route's chunk holds what only it uses and shared code lands in shared chunks.
        // The entry's own static imports (tag `$initial`: antd's ConfigProvider and style engine,
        // i18next, …) are loaded by every page before it renders, so one chunk of them costs no page
        // anything it would not load anyway, while the automatic split left them in a dozen small
        // files that compress worse (issue 8: ~4 kB brotli on /login, ~6 kB on the lists).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    // happy-dom rather than jsdom: jsdom matches every rule of antd's ~3000 CSS rules against an
    // element for each getComputedStyle, which user-event (pointer-events) and role queries
    // (visibility) call at every step; the suite took three times as long. No layout either way:
    // media queries are answered for a 1280 px wide window, a laptop screen, so responsive code
    // (antd Grid breakpoints, the sidebar) renders as on a desktop.
    environment: 'happy-dom',
    // A click on a link changes no URL (as in jsdom): happy-dom follows an <a href> before React's
    // root listener can cancel it, so a router link would move `window.location` for the tests after.
    environmentOptions: { happyDOM: { width: 1280, height: 800, settings: { navigation: { disableFallbackToSetURL: true } } } },
    // A worker's test files share their modules and window: each file would otherwise load the
    // whole app and antd again (a third of the suite's time). src/test/setup.ts resets what a file
    // leaves behind; `vi.mock` cannot replace a module another file already loaded, so no test
    // mocks modules.
    isolate: false,
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    // One test file per core. Vitest's default (cores - 1) ran the files one at a time on the
    // 2-core CI runner, where `make test` runs nothing beside them: the suite took 33 minutes.
    maxWorkers: availableParallelism(),
  },
}));
