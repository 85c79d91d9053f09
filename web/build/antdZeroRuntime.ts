/**
 * A Vite plugin (build only) leaving out of the bundle antd's style generators, which the app
 * never runs: it uses antd's zero-runtime mode (src/app/Providers.tsx, `zeroRuntime: true`, with
 * the stylesheet antd ships, `antd/dist/antd.css`), in which a component's style hook returns
 * before it calls its generator (`genComponentStyleHook` in @ant-design/cssinjs-utils). Each
 * component's `style/` module still defines the generator (`genStyleHooks('Button', token =>
 * [...], prepareComponentToken)`), so every page carried the code of the CSS it no longer writes
 * (issue 46, item 4).
 *
 * The generator argument of `genStyleHooks`, `genComponentStyleHook` and `genSubStyleComponent`
 * in those modules becomes `() => []`; what only it used is then dropped by tree-shaking. The
 * third argument (the component's token defaults) stays: the tokens still reach the stylesheet as
 * CSS variables, written at run time. The dev server and the tests keep antd's modules as they are.
 */
import { parseAst, type Plugin } from 'vite';

const HOOKS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** antd's style modules: `antd/es/<component>/style/*.js` and the wave effect's `style.js`. */
const STYLE_MODULE = /\/node_modules\/antd\/es\/(?:[^/]+\/style\/[^/]+|_util\/wave\/style)\.js$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node of an ESTree tree (children in source order). */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  yield node as Node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
  }
}

/** The source with each style hook's generator replaced, or null when it has none. */
export function dropStyleGenerators(code: string): string | null {
  if (![...HOOKS].some((hook) => code.includes(`${hook}(`))) return null;
  const ranges: [number, number][] = [];
  for (const node of walk(parseAst(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { name?: string };
    const args = node.arguments as Node[];
    if (callee.type === 'Identifier' && HOOKS.has(callee.name!) && args.length >= 2) ranges.push([args[1].start, args[1].end]);
  }
  if (!ranges.length) return null;
  let out = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}() => []${out.slice(end)}`;
  return out;
}

export function antdZeroRuntime(): Plugin {
  return {
    name: 'roda-antd-zero-runtime',
    apply: 'build',
    transform(code, id) {
      if (!STYLE_MODULE.test(id.replaceAll('\\', '/'))) return null;
      const out = dropStyleGenerators(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
