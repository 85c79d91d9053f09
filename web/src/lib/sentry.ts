/**
 * Error reporting (spec §8: "All errors are reported to an error-reporting service"). Sentry is
 * only started when a DSN is configured, either at build time (VITE_SENTRY_DSN) or by the
 * server in the page (<meta name="sentry-dsn" content="…">); otherwise reports are dropped.
 */
import * as Sentry from '@sentry/react';

let enabled = false;

/** The configured DSN, if any. */
export function sentryDsn(): string | undefined {
  const fromEnv = import.meta.env.VITE_SENTRY_DSN;
  if (fromEnv) return fromEnv;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]');
  return meta?.content || undefined;
}

/** Starts Sentry once, when a DSN is present. */
export function initSentry(): void {
  const dsn = sentryDsn();
  if (!dsn || enabled) return;
  Sentry.init({ dsn, release: `roda-web@${__APP_VERSION__}`, environment: import.meta.env.MODE });
  enabled = true;
}

/** Reports an error with optional context; a no-op while Sentry is off. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!enabled) return;
  Sentry.captureException(error, context ? { extra: context } : undefined);
}
