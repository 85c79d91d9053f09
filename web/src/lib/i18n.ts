/**
 * i18next set-up: English is the default and the fallback (spec §1), Indonesian is complete.
 * Resources are the bundled JSON files of src/locales/<lang>/<namespace>.json (no HTTP loading,
 * so the spec's loader retry settings do not apply).
 *
 * Namespace choice: the spec names the default namespace 'translation'; this app splits texts
 * per feature (common, auth, home, nav, errors, …) and uses 'common' as the default namespace,
 * so `t('save')` reads common.json and other namespaces are addressed as `t('auth:title')`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { readLanguage, writeLanguage } from './storage';

/** The UI languages, English first (default). */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_NAMESPACE = 'common';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Builds `{ lang: { namespace: json } }` from the locale files found at build time. */
function bundledResources(): Resources {
  const resources: Resources = {};
  for (const [path, json] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match;
    (resources[lang] ??= {})[ns] = json;
  }
  return resources;
}

const resources = bundledResources();

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language in use now, as one of ours (used for Accept-Language and antd/dayjs locales). */
export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Switches the UI language everywhere (texts, dates, <html lang>) and remembers the choice. */
export async function changeLanguage(lang: Language): Promise<void> {
  writeLanguage(lang);
  await i18next.changeLanguage(lang);
}

function applyLanguageSideEffects(lang: string): void {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18next.on('languageChanged', applyLanguageSideEffects);

const stored = readLanguage();

void i18next.use(initReactI18next).init({
  resources,
  lng: isLanguage(stored) ? stored : DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguageSideEffects(i18next.language);

export { i18next as i18n };
