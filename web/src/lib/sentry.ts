/**
 * Error reporting (spec §8: "All errors are reported to an error-reporting service"). Sentry is
 * only started when a DSN is configured, either at build time (VITE_SENTRY_DSN) or by the
 * server in the page (<meta name="sentry-dsn" content="…">); otherwise reports are dropped.
 *
 * The SDK is loaded on demand (docs/BENCHMARKS.md "First load of the web app"), only when a DSN is
 * present, so the first page does not carry it. Errors reported while it loads are queued and sent
 * once it is up.
 */
type SentryModule = typeof import('./sentryClient');

let sentry: Promise<SentryModule> | null = null;

/** The configured DSN, if any. */
export function sentryDsn(): string | undefined {
  const fromEnv = import.meta.env.VITE_SENTRY_DSN;
  if (fromEnv) return fromEnv;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]');
  return meta?.content || undefined;
}

/** Starts Sentry once, when a DSN is present (the SDK is fetched then). */
export function initSentry(): void {
  const dsn = sentryDsn();
  if (!dsn || sentry) return;
  sentry = import('./sentryClient').then((Sentry) => {
    Sentry.init({ dsn, release: `roda-web@${__APP_VERSION__}`, environment: import.meta.env.MODE });
    return Sentry;
  });
  sentry.catch(() => {
    sentry = null; // the SDK could not be fetched: reports are dropped, as without a DSN
  });
}

/** Reports an error with optional context; a no-op while Sentry is off. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!sentry) return;
  void sentry
    .then((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined))
    .catch(() => undefined);
}
