/**
 * The part of the Sentry SDK the app uses, in a module of its own so that `sentry.ts` can load
 * it on demand and the bundler keeps only these functions (not the whole SDK namespace).
 */
export { captureException, init } from '@sentry/react';
