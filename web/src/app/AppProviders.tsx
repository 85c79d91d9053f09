/**
 * The providers of the /app screens, loaded with the session guard (the /app route's module) so
 * that the sign-in pages do not download them (issue 8): TanStack Query's cache, antd's `App`
 * (its modal for the confirmations; the toasts of `lib/notify` are the root's, `ToastHolder`),
 * and the client record.
 */
import { useEffect, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { ClientRecordProvider } from '../entities/session/ClientRecord';
import '../lib/dayjsLocale'; // dates in the UI language on every /app screen
import { mountToastHolder } from '../lib/notify';
import { appQueryClient, showQueryClient } from '../lib/queryClient';
import { RequireSession } from './guards/RequireSession';

/**
 * Query cache, dialogs, session record. The cache lives as long as the /app screens
 * are shown: leaving them (signing out, an expired session) starts the next session with an
 * empty one, as `ClientRecordProvider` also clears it whenever the session ends.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // The client a first load's prefetch may already have filled (src/app/routes.tsx); after an
  // unmount the next mount gets a new one.
  const [queryClient] = useState(appQueryClient);
  useEffect(() => {
    showQueryClient(queryClient, true);
    return () => showQueryClient(queryClient, false);
  }, [queryClient]);
  // The root's toasts, ready before the first one (and in place of a test's notifier spy).
  useEffect(() => mountToastHolder(), []);
  // Answers carry names in the caller's language (reference data, list rows): read them again
  // in the new language after a switch.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18next.on('languageChanged', refetch);
    return () => i18next.off('languageChanged', refetch);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* No element of its own: the text base is the entry's (Providers). */}
      <AntApp component={false}>
        <ClientRecordProvider>{children}</ClientRecordProvider>
      </AntApp>
    </QueryClientProvider>
  );
}

/** The /app route: its providers around the session guard. */
export function AppRoot() {
  return (
    <AppProviders>
      <RequireSession />
    </AppProviders>
  );
}
