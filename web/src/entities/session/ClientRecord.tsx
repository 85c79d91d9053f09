/**
 * The small global client record of spec §3: it starts empty and is filled once the session is
 * loaded. It is emptied (with every cached query) whenever the session ends.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionEnded } from '../../lib/sessionEvents';
import type { SessionInfo } from './session';

export type ClientRecord = Partial<SessionInfo>;

interface ClientRecordValue {
  record: ClientRecord;
  setRecord: (record: ClientRecord) => void;
}

const ClientRecordContext = createContext<ClientRecordValue | null>(null);

/** Holds the client record for the whole app. */
export function ClientRecordProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState<ClientRecord>({});
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionEnded(() => {
        setRecord({});
        queryClient.clear();
      }),
    [queryClient],
  );

  const value = useMemo(() => ({ record, setRecord }), [record]);
  return <ClientRecordContext.Provider value={value}>{children}</ClientRecordContext.Provider>;
}

/** The client record and its setter. */
export function useClientRecord(): ClientRecordValue {
  const value = useContext(ClientRecordContext);
  if (!value) throw new Error('useClientRecord must be used inside <ClientRecordProvider>');
  return value;
}

/**
 * The loaded session, or null where none is read yet: a first load's view of a screen, drawn
 * before the session guard (src/app/FirstView.tsx), and parts it shares with the screen.
 */
export function useOptionalSession(): SessionInfo | null {
  const record = useContext(ClientRecordContext)?.record;
  return record?.me && record.level !== undefined ? { me: record.me, level: record.level } : null;
}

/** The loaded session; only for components rendered behind the session guard. */
export function useSession(): SessionInfo {
  const { record } = useClientRecord();
  if (!record.me || record.level === undefined) {
    throw new Error('useSession must be used behind the session guard');
  }
  return { me: record.me, level: record.level };
}
