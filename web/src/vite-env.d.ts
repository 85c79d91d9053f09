/// <reference types="vite/client" />

/** The app version from package.json, injected by Vite (shown on the About page). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Sentry DSN for the web app; error reporting is off when absent. */
  readonly VITE_SENTRY_DSN?: string;
}
