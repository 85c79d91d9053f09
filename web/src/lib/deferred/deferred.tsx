/**
 * A component fetched when first drawn, standing in for one that antd imports statically but
 * draws only for a prop this app does not use (`build/narrowImports.ts` points antd's import at
 * the files of this folder; issue 8). Until it arrives, `fallback` shows (nothing by default).
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
