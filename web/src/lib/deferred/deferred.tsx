/**
 * A component fetched when first drawn, standing in for one that antd imports statically but
 * draws only for a prop this app does not use (`build/narrowImports.ts` points antd's import at
 * the files of this folder; issue 8). Until it arrives, `fallback` shows (nothing by default).
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/** The fetches started and not yet settled ([`settleDeferred`]). */
const pending = new Set<Promise<unknown>>();

export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(() => {
    const loading = load();
    pending.add(loading);
    void loading.finally(() => pending.delete(loading)).catch(() => undefined);
    return loading;
  }) as unknown as ComponentType<P>;
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * Resolves once every fetch started by a drawn [`deferred`] component has settled. The unit tests
 * await it as each file ends: their files share one module graph, and a fetch still running when
 * the environment is torn down fails there and stays failed for the worker's later files.
 */
export async function settleDeferred(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
