/**
 * Lint rules of the web app: typescript-eslint (type-aware), the rules of hooks, and the layers
 * of `src/` enforced as import zones:
 *
 *   lib  ←  components  ←  entities  ←  features/<one>  ←  app
 *
 * A layer imports only from layers to its left; features never import each other (what two
 * features share moves down to `entities`, `components` or `lib`), and `app` composes them.
 * Test helpers (`src/test`) may import anything, since they render the whole app.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const LAYERS = {
  features: 'a feature never imports another feature: move what both need to src/entities, src/components or src/lib, and compose features in src/app',
  app: 'only src/app composes the screens; nothing imports from it',
  lower: 'this layer sits below',
};

/** The import zones of `import-x/no-restricted-paths` (paths relative to this file). */
const zones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: LAYERS.features,
  })),
  { target: './src/features', from: './src/app', message: LAYERS.app },
  { target: './src/entities', from: ['./src/features', './src/app'], message: `${LAYERS.lower} features and app` },
  {
    target: './src/components',
    from: ['./src/entities', './src/features', './src/app'],
    message: `${LAYERS.lower} entities, features and app`,
  },
  {
    target: './src/lib',
    from: ['./src/components', './src/entities', './src/features', './src/app'],
    message: `${LAYERS.lower} components, entities, features and app`,
  },
];

export default defineConfig(
  { ignores: ['dist', 'playwright-report', 'test-results', 'node_modules'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures are named `use` and are not React hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
