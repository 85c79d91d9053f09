/**
 * A Vite plugin pointing a library's import at less than it names, where the import would tie
 * modules the importer never uses to every page that loads it (issue 8).
 *
 * Rollup and Rolldown place a module in the chunks of every page that reaches it through static
 * imports, whether or not the page uses what it exports. antd's `Input` imports only the default
 * export (the input) of `@rc-component/input`, whose index also imports its TextArea; the
 * TextArea is kept for the pages that have one, and so lands on the first load of every page with
 * an `Input` (/login, the lists' search boxes): ~3 kB brotli. The package does not declare itself
 * free of side effects, so the bundler cannot skip the index on its own.
 *
 * Three kinds of pointing: at the one module of a package that is used (NARROWED, and BARRELS
 * for every named import of a package index); at `src/lib/deferred`, antd's component behind
 * `React.lazy`, where antd imports a component statically but draws it only for a prop this app
 * does not use (the form label's tooltip, a table's filter menu, pager, radio selection, …); and
 * at `src/lib/shims`, a one-line helper whose module would bring much more.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * `[importer's path ending, imported specifier, the module to load instead]`; a target starting
 * with `/` is a file of web/. Brotli saved on first loads (issue 8, fifth pass): the label's
 * tooltip with rc-trigger 12 kB on /login; the table's filter menu (tree, search), pager, virtual
 * body, radio selection, TreeNode, Checkbox group, Dropdown.Button and CheckableTag ~17 kB on
 * each list; the radio group's form hook (rc-form's useForm, scroll-into-view) ~6 kB.
 */
const NARROWED: readonly (readonly [string, string, string])[] = [
  ['/antd/es/input/Input.js', '@rc-component/input', '@rc-component/input/es/Input.js'],
  ['/antd/es/form/FormItemLabel.js', '../tooltip', '/src/lib/deferred/Tooltip.tsx'],
  ['/antd/es/config-provider/index.js', '../tooltip/UniqueProvider', '/src/lib/deferred/TooltipUniqueProvider.tsx'],
  ['/antd/es/table/hooks/useFilter/index.js', './FilterDropdown', '/src/lib/deferred/TableFilterDropdown.tsx'],
  ['/antd/es/table/InternalTable.js', './RcTable/VirtualTable', '/src/lib/deferred/VirtualTable.tsx'],
  ['/antd/es/table/InternalTable.js', '../pagination', '/src/lib/deferred/Pagination.tsx'],
  ['/antd/es/table/hooks/useSelection.js', '../../radio', '/src/lib/deferred/Radio.tsx'],
  ['/antd/es/table/hooks/useSelection.js', '../../checkbox', 'antd/es/checkbox/Checkbox.js'],
  ['/antd/es/table/hooks/useSelection.js', '@rc-component/tree/es/util', '/src/lib/shims/treeArrays.ts'],
  ['/antd/es/dropdown/index.js', './dropdown-button', '/src/lib/deferred/DropdownButton.tsx'],
  ['/antd/es/tag/index.js', './CheckableTag', '/src/lib/deferred/CheckableTag.tsx'],
  ['/antd/es/tag/index.js', './CheckableTagGroup', '/src/lib/deferred/CheckableTagGroup.tsx'],
  ['/antd/es/radio/group.js', '../form/hooks/useForm', '/src/lib/shims/formNamePath.ts'],
  ['/react-i18next/dist/es/useTranslation.js', 'use-sync-external-store/shim', '/src/lib/shims/useSyncExternalStore.ts'],
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Packages whose index gathers its modules: a library's `import { a } from 'pkg'` becomes an
 * import of the module defining `a`. Through rc-util's index every page reached all of its
 * helpers (focus, KeyCode, scrollbar size, …) and the entry chunk carried those any page used;
 * through rc-form's, antd's form context (imported by Input, Select, …) brought the whole form
 * engine and its validator to pages without a form (~11 kB on /app/home, ~7 kB on the lists);
 * through rc-tree's and rc-table's, a table's selection brought the tree (~5 kB).
 */
const BARRELS = ['@rc-component/util', '@rc-component/form', '@rc-component/tree', '@rc-component/table'];

/**
 * What an index exports by name: `export { a, default as b } from "./x"`, or `import c from "./y"`
 * (also `import { d }`) and `export { c, d }`. Exported name → [file, name there]; the default
 * export and anything else is left to the index. Files as the package's paths (`pkg/es/util`),
 * so that NARROWED can point one of them elsewhere too.
 */
function parseBarrel(base: string, code: string): Map<string, [string, string]> {
  const names = new Map<string, [string, string]>();
  const file = (from: string) => posix.join(base, from);
  const pairs = (list: string) =>
    list.split(',').map((part) => part.trim()).filter(Boolean).map((spec) => {
      const [from, to = from] = spec.split(/\s+as\s+/);
      return [from, to] as const;
    });
  const local = new Map<string, [string, string]>();
  for (const [, def, list, from] of code.matchAll(/import\s+(\w+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*["'](\.[^"']+)["']/g)) {
    if (def) local.set(def, [file(from), 'default']);
    for (const [imported, name] of pairs(list ?? '')) local.set(name, [file(from), imported]);
  }
  for (const [, list, from] of code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*["'](\.[^"']+)["'])?/g)) {
    for (const [name, exported] of pairs(list)) {
      const target = from ? ([file(from), name] as [string, string]) : local.get(name);
      if (target) names.set(exported, target);
    }
  }
  return names;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

export function narrowImports(): Plugin {
  const barrels = new Map<string, Map<string, [string, string]>>();
  return {
    name: 'roda-narrow-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const path = importer.replaceAll('\\', '/');
      const hit = NARROWED.find(([from, specifier]) => source === specifier && path.endsWith(from));
      if (!hit) return null;
      const target = hit[2].startsWith('/') ? join(ROOT, hit[2]) : hit[2];
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    async transform(code, id) {
      if (!id.includes('/node_modules/') || !BARRELS.some((name) => code.includes(name))) return null;
      let changed = false;
      const replacements = new Map<string, string>();
      for (const [statement, list, , specifier] of code.matchAll(IMPORT)) {
        if (!BARRELS.includes(specifier)) continue;
        const index = (await this.resolve(specifier, id))?.id;
        if (!index) continue;
        const root = `/node_modules/${specifier}`;
        const base = posix.join(specifier, relative(index.slice(0, index.lastIndexOf(root) + root.length), dirname(index)).replaceAll('\\', '/'));
        const names = (barrels.get(index) ?? barrels.set(index, parseBarrel(base, await readFile(index, 'utf8'))).get(index))!;
        const specs = list.split(',').map((part) => part.trim()).filter(Boolean).map((spec) => {
          const [name, local = name] = spec.split(/\s+as\s+/);
          return [names.get(name), local] as const;
        });
        if (specs.some(([found]) => !found)) continue; // a name we cannot place: leave the import as it is
        replacements.set(
          statement,
          specs.map(([found, local]) => `import { ${found![1]} as ${local} } from ${JSON.stringify(found![0])};`).join(' '),
        );
        changed = true;
      }
      if (!changed) return null;
      let out = code;
      for (const [from, to] of replacements) out = out.replaceAll(from, to);
      return { code: out, map: null };
    },
  };
}
