import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { ConfigProvider } from 'antd';
// antd's styles as one stylesheet built with the package (its documented zero-runtime mode), in
// place of the CSS that its CSS-in-JS would write while the first page renders (issue 46).
import 'antd/dist/antd.css';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from 'antd/es/locale';
import { onBeforeLanguageChange, type Language } from '../lib/i18n';
import { setToastHolderMount } from '../lib/notify';
import { useThemeToken } from '../lib/useThemeToken';

/** antd's Indonesian texts: fetched when Indonesian is first chosen (or stored), not on every first load. */
let idID: Locale | undefined;

/** Loads antd's texts for `lang` (a no-op for English, bundled). main.tsx awaits it before the first render. */
export function loadAntdLocale(lang: Language): Promise<void> {
  if (lang !== 'id' || idID) return Promise.resolve();
  return import('antd/es/locale/id_ID').then((m) => {
    idID = m.default;
  });
}

// A language switch shows once antd's texts of the new language are there too.
onBeforeLanguageChange(loadAntdLocale);

/** Toasts: fetched and mounted when /app opens or with the first toast (`lib/notify`), then kept. */
const ToastHolder = lazy(() => import('./ToastHolder').then((m) => ({ default: m.ToastHolder })));

/**
 * antd's motion (fades, zooms, wave effects) is off for someone who asked their system for reduced
 * motion (WCAG 2.3.3); the browser tests ask for it too (playwright.config.ts), as every animation
 * frame is painted in software on the 2-core CI machine.
 */
const THEME = {
  token: { motion: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches },
  // The stylesheet above holds every component's rules, without the per-theme class hash; the
  // theme's tokens (motion's durations included) still reach them as CSS variables, written at run
  // time as before.
  zeroRuntime: true,
  hashed: false,
};

function antdLocale(lang: string): Locale {
  return lang === 'id' && idID ? idID : enUS;
}

/**
 * The text base of every page (colour, size, line height and font of the theme), as antd's `App`
 * sets them; `App` itself, with its message, notification and modal, is provided by the /app
 * shell only (`AppProviders`), so the sign-in pages do not load it (issue 8).
 */
function TextBase({ children }: { children: ReactNode }) {
  const token = useThemeToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}

/**
 * What every page relies on: antd's locale following the UI language, the theme's text base, and
 * the toasts (mounted when /app opens or with the first toast). The query cache, dialogs and
 * session record of the /app screens are `AppProviders`.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(() => antdLocale(i18next.resolvedLanguage ?? i18next.language));
  useEffect(() => {
    const follow = (lang: string) => setLocale(antdLocale(lang));
    i18next.on('languageChanged', follow);
    return () => i18next.off('languageChanged', follow);
  }, []);
  const [toasts, setToasts] = useState(false);
  useEffect(() => {
    setToastHolderMount(() => setToasts(true));
    return () => setToastHolderMount(null);
  }, []);
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      <TextBase>{children}</TextBase>
      {toasts && (
        <Suspense fallback={null}>
          <ToastHolder />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
