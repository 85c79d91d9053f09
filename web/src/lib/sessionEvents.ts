/**
 * A tiny signal for "the session has ended" (logout or expiry), so that React state that mirrors
 * the session (the client record, cached queries) is dropped wherever the end was detected.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes to session end; returns the unsubscribe function. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber that the session has ended. */
export function emitSessionEnded(): void {
  listeners.forEach((listener) => listener());
}
