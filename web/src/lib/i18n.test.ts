import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_NAMESPACES, EAGER_NAMESPACES } from './i18n';

const SRC = join(__dirname, '..');

/** Every .ts/.tsx file under `dir` (tests excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The namespaces a source file names: `t('ns:key')`, `useTranslation('ns')`, `useTranslation(['a', 'b'])`. */
function namespacesNamed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const named = [...text.matchAll(/\bt\(\s*['`]([a-zA-Z]+):/g)].map((m) => m[1]);
  for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[a-zA-Z]+')/g)) {
    named.push(...[...m[1].matchAll(/'([a-zA-Z]+)'/g)].map((n) => n[1]));
  }
  return named;
}

describe('locale namespaces split by use (issue 8, item 5)', () => {
  it('are each either in the entry chunk or loaded with the app shell, never both', () => {
    const files = readdirSync(join(SRC, 'locales', 'en')).map((f) => f.replace(/\.json$/, ''));
    expect([...EAGER_NAMESPACES, ...APP_NAMESPACES].sort()).toEqual(files.sort());
    expect(EAGER_NAMESPACES.filter((ns) => APP_NAMESPACES.includes(ns))).toEqual([]);
    expect(EAGER_NAMESPACES).toContain('common');
  });

  it('give the sign-in pages and the code they share only texts of the entry chunk', () => {
    const signInCode = [
      ...sources(join(SRC, 'features', 'auth')),
      ...sources(join(SRC, 'lib')),
      join(SRC, 'components', 'LanguageSwitch.tsx'),
    ];
    const outside = signInCode.flatMap((file) =>
      namespacesNamed(file)
        .filter((ns) => !EAGER_NAMESPACES.includes(ns))
        .map((ns) => `${file.slice(SRC.length)}: ${ns}`),
    );
    expect(outside).toEqual([]);
    // The scan sees namespaces where they are named (else the check above could never fail).
    const named = sources(join(SRC, 'features', 'motorcycle')).flatMap(namespacesNamed);
    expect(named).toEqual(expect.arrayContaining(['motorcycle']));
  });
});
