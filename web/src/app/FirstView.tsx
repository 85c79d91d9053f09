/**
 * A screen's first view on a first load (issue 46, item 4): until the shell and the screen's
 * code are loaded and evaluated (about a megabyte of JavaScript for a list), the page shows the
 * screen's rows, drawn from the data its prefetch requested (src/app/routes.tsx) by a few light
 * components in antd's own stylesheet, and nothing interactive. The real shell and screen then
 * take its place; the frame, the heading, the counts and the rows stand where they stood.
 *
 * A screen offers one in `SCREEN_FIRST_VIEW` (routes.tsx); it is shown by the router while the
 * routes' code loads (the root's `HydrateFallback`) and by the session guard while the session
 * is read, and dropped once the real frame is drawn (`AppLayout`), so no later wait shows it.
 */
import { Component, createElement, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { FirstViewMenu } from '../components/firstViewMenu';

/** The first view of the address loaded, once its code and texts are in; null before or after. */
let shown: ReactNode = null;
let dropped = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Offers `view` as the page's first view, with `menu` drawn in its sidebar (`FirstViewMenu`);
 * ignored once the real frame has been drawn.
 */
export function showFirstView(view: ComponentType, menu?: ComponentType): void {
  if (dropped) return;
  shown = createElement(FirstViewMenu.Provider, { value: menu ? createElement(menu) : null }, createElement(view));
  notify();
}

/** The real frame is drawn: no first view from now on. */
export function dropFirstView(): void {
  dropped = true;
  shown = null;
  notify();
}

/** A first view that fails to draw leaves `fallback` in its place: the real screen is coming anyway. */
class FirstViewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The page's first view when it has one, else `fallback` (nothing, or the guard's spinner). */
export function FirstView({ fallback = null }: { fallback?: ReactNode }) {
  const view = useSyncExternalStore(subscribe, () => shown);
  return view ? <FirstViewBoundary fallback={fallback}>{view}</FirstViewBoundary> : fallback;
}
