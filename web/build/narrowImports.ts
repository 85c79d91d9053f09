/**
 * A Vite plugin pointing a library's import of a package's index at the one module it uses, where
 * the index would tie modules the importer never uses to every page that loads it (issue 8).
 *
 * Rollup and Rolldown place a module in the chunks of every page that reaches it through static
 * imports, whether or not the page uses what it exports. antd's `Input` imports only the default
 * export (the input) of `@rc-component/input`, whose index also imports its TextArea; the
 * TextArea is kept for the pages that have one, and so lands on the first load of every page with
 * an `Input` (/login, the lists' search boxes): ~3 kB brotli. The package does not declare itself
 * free of side effects, so the bundler cannot skip the index on its own.
 */
import type { Plugin } from 'vite';

/** `[importer's path ending, imported specifier, the module to load instead]`. */
const NARROWED: readonly (readonly [string, string, string])[] = [
  ['/antd/es/input/Input.js', '@rc-component/input', '@rc-component/input/es/Input.js'],
];

export function narrowImports(): Plugin {
  return {
    name: 'roda-narrow-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const path = importer.replaceAll('\\', '/');
      const hit = NARROWED.find(([from, specifier]) => source === specifier && path.endsWith(from));
      if (!hit) return null;
      return this.resolve(hit[2], importer, { ...options, skipSelf: true });
    },
  };
}
