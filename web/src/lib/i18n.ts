/**
 * i18next set-up: English is the default and the fallback (spec §1), Indonesian is complete.
 * Resources are the JSON files of src/locales/<lang>/<namespace>.json, built into the bundle (no
 * HTTP loading of translations, so the spec's loader retry settings do not apply).
 *
 * Split by use (issue 8, item 5): the namespaces the sign-in pages and every error message need
 * (`EAGER_NAMESPACES`) are in the entry chunk, in English only (the default and the fallback);
 * every other file is its own small chunk, fetched by `loadAppNamespaces()` when an /app page
 * opens (or by `loadNamespaces()`, only its own, for a page that lists them: `app/routes.tsx`),
 * by i18next itself for the new language on a language switch (before the switch shows), and
 * for Indonesian before the first render when it is the stored language (`i18nReady`).
 *
 * Namespace choice: the spec names the default namespace 'translation'; this app splits texts
 * per feature (common, auth, home, nav, errors, …) and uses 'common' as the default namespace,
 * so `t('save')` reads common.json and other namespaces are addressed as `t('auth:title')`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { readLanguage, writeLanguage } from './storage';

/** The UI languages, English first (default). */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_NAMESPACE = 'common';

type Resources = Record<string, Record<string, Record<string, unknown>>>;
type Json = Record<string, unknown>;

// Namespaces in the entry chunk, in English: the sign-in pages, the shell's frame and every error
// text. The glob patterns must be literals (Vite reads them at build time), hence the list written
// twice.
const eagerFiles = import.meta.glob<Json>('../locales/en/{common,auth,nav,errors,validation}.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Json>(['../locales/*/*.json', '!../locales/en/{common,auth,nav,errors,validation}.json'], {
  import: 'default',
});

/** `[lang, namespace]` of a locale file's path. */
function parsePath(path: string): [string, string] | null {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? [match[1], match[2]] : null;
}

/** Builds `{ lang: { namespace: json } }` from the eager locale files. */
function eagerResources(): Resources {
  const resources: Resources = {};
  for (const [path, json] of Object.entries(eagerFiles)) {
    const parsed = parsePath(path);
    if (parsed) (resources[parsed[0]] ??= {})[parsed[1]] = json;
  }
  return resources;
}

/** The namespaces of a set of locale files, each once, sorted. */
function namespacesOf(files: Record<string, unknown>): string[] {
  return [...new Set(Object.keys(files).flatMap((path) => parsePath(path)?.[1] ?? []))].sort();
}

/** The namespaces built into the entry chunk. */
export const EAGER_NAMESPACES: readonly string[] = namespacesOf(eagerFiles);
/** The namespaces loaded when the app shell opens (the same in every language: locales.test.ts checks it). */
export const APP_NAMESPACES: readonly string[] = namespacesOf(lazyFiles).filter((ns) => !EAGER_NAMESPACES.includes(ns));

/**
 * Loads every namespace of the /app screens in the current language (each once; later calls
 * resolve at once). Resolves when they are usable; a failed fetch rejects (the route's error page).
 */
export function loadAppNamespaces(): Promise<void> {
  return i18next.loadNamespaces([...APP_NAMESPACES]);
}

/** `module` once it and every /app text are loaded: for a lazy part of a screen that loads only its own texts. */
export function withAppTexts<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadAppNamespaces()]).then(([m]) => m);
}

/**
 * Loads only the given namespaces (each once), for a screen that names all the texts it shows:
 * the application list's first load fetches its own file rather than all of them (issue 8).
 * Whatever it opens later (dialogs, other pages) loads the rest with `withAppTexts`.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language in use now, as one of ours (used for Accept-Language and antd/dayjs locales). */
export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** What must be loaded before a language shows, besides its texts (antd's own texts: app/Providers). */
type BeforeLanguageChange = (lang: Language) => Promise<void>;
const beforeLanguageChange: BeforeLanguageChange[] = [];

/** Registers a loader `changeLanguage` awaits before switching (a failed one does not stop the switch). */
export function onBeforeLanguageChange(load: BeforeLanguageChange): void {
  beforeLanguageChange.push(load);
}

/** Switches the UI language everywhere (texts, antd's texts, dates, <html lang>) and remembers the choice. */
export async function changeLanguage(lang: Language): Promise<void> {
  writeLanguage(lang);
  await Promise.all(beforeLanguageChange.map((load) => load(lang).catch(() => undefined)));
  await i18next.changeLanguage(lang);
}

/** `<html lang>` follows the UI language (dayjs's locale too: `lib/dayjsLocale`). */
function applyLanguageSideEffects(lang: string): void {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18next.on('languageChanged', applyLanguageSideEffects);

const stored = readLanguage();

/**
 * Resolves once the texts of the stored language are usable (at once in English; Indonesian's
 * entry namespaces are fetched first). main.tsx renders after it, so no English flashes first.
 */
export const i18nReady: Promise<unknown> = i18next
  .use(initReactI18next)
  .use(
    // The callback form: the promise form takes a `default` key of the file (errors.json has
    // one) for an ES module's default export.
    resourcesToBackend((lang: string, ns: string, callback: (error: Error | null, json: Json | null) => void) => {
      const load = lazyFiles[`../locales/${lang}/${ns}.json`];
      if (!load) return callback(new Error(`no locale file ${lang}/${ns}`), null);
      load().then(
        (json) => callback(null, json),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    }),
  )
  .init({
    resources: eagerResources(),
    partialBundledLanguages: true,
    lng: isLanguage(stored) ? stored : DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...EAGER_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
applyLanguageSideEffects(i18next.language);

export { i18next as i18n };
