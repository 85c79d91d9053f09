import { useEffect, type ReactNode } from 'react';
import i18next from 'i18next';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import idID from 'antd/es/locale/id_ID';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClientRecordProvider } from '../entities/session/ClientRecord';
import { setNotifier } from '../lib/notify';

/** Hands antd's context-aware notification instance to code outside React (the API client). */
function NotifierBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotifier(notification);
    return () => setNotifier(null);
  }, [notification]);
  return null;
}

/** Everything the screens rely on: query cache, antd locale following the UI language, toasts, session record. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Answers carry names in the caller's language (reference data, list rows): read them again
  // in the new language after a switch.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18next.on('languageChanged', refetch);
    return () => i18next.off('languageChanged', refetch);
  }, [queryClient]);
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.resolvedLanguage === 'id' ? idID : enUS}>
        <AntApp>
          <NotifierBridge />
          <ClientRecordProvider>{children}</ClientRecordProvider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
