/**
 * A form's one call to the server with its pending state, for the sign-in pages, which have no
 * TanStack Query client: its cache and provider are loaded with the /app screens only (issue 8).
 * Screens under /app use `useMutation`.
 */
import { useState } from 'react';

export interface Submit<V, R> {
  /** Sends the values; `onSuccess` or `onError` follows. */
  submit: (values: V) => void;
  isPending: boolean;
  /** The last successful answer. */
  data: R | undefined;
}

export function useSubmit<V, R>(
  call: (values: V) => Promise<R>,
  handlers: { onSuccess?: (data: R, values: V) => void; onError?: (error: unknown) => void } = {},
): Submit<V, R> {
  const [isPending, setPending] = useState(false);
  const [data, setData] = useState<R>();
  const submit = (values: V) => {
    setPending(true);
    call(values).then(
      (answer) => {
        setPending(false);
        setData(answer);
        handlers.onSuccess?.(answer, values);
      },
      (error: unknown) => {
        setPending(false);
        handlers.onError?.(error);
      },
    );
  };
  return { submit, isPending, data };
}
