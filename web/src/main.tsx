// First: an /app page's session loads beside its code (issue 46, item 4).
import './app/startSession';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage, i18nReady } from './lib/i18n';
import { initSentry } from './lib/sentry';
import { App } from './app/App';
import { loadAntdLocale } from './app/Providers';

initSentry();

// Screens are fetched per route; after a new release the old hashed chunks are gone, so a page
// opened before it cannot load its next screen. Load the new index.html, once per address.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'reloaded_for_release';
  if (sessionStorage.getItem(key) === window.location.href) return;
  sessionStorage.setItem(key, window.location.href);
  event.preventDefault();
  window.location.reload();
});

// The stored language's texts first, ours and antd's (a fetch only for Indonesian); English
// stands in if it fails.
void i18nReady
  .then(() => loadAntdLocale(currentLanguage()))
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
