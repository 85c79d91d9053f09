/**
 * Toasts that code outside React (the API client) can raise. The app's root mounts one
 * context-aware notification holder (`app/ToastHolder`, inside antd's ConfigProvider) when the
 * /app screens open or with the first toast, so the sign-in page does not download it (issue 8),
 * and it stays when the page changes: the session-expiry toast is raised in /app and read on
 * /login. Without a root (tests that
 * register no notifier) antd's static API is used. Every toast lasts 3000 ms (spec §9).
 */
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

/** Toast duration in seconds (antd unit) — 3000 ms per spec §9. */
export const TOAST_SECONDS = 3;

type Notifier = Pick<NotificationInstance, 'error' | 'success' | 'info' | 'warning'>;
type Toast = ['error' | 'success', ArgsProps];

let notifier: Notifier | null = null;
let mountHolder: (() => void) | null = null;
/** Toasts raised before the holder was there, shown once it registers. */
let waiting: Toast[] = [];

/** Lets the React tree hand over its themed, localised notification instance (null: gone). */
export function setNotifier(next: Notifier | null): void {
  notifier = next;
  if (!next) return;
  const toasts = waiting;
  waiting = [];
  toasts.forEach(([kind, args]) => next[kind](args));
}

/** Whether the holder was asked for (it may be asked before the root says how to mount it). */
let holderWanted = false;

/** The app's root says how to mount its notification holder (null: the root is gone). */
export function setToastHolderMount(mount: (() => void) | null): void {
  mountHolder = mount;
  if (!mount) holderWanted = false;
  else if (holderWanted) mount();
}

/** Mounts the holder before any toast (the /app screens, which raise many, do). */
export function mountToastHolder(): void {
  holderWanted = true;
  mountHolder?.();
}

function show(kind: Toast[0], args: ArgsProps): void {
  if (notifier) {
    notifier[kind](args);
  } else if (mountHolder) {
    waiting.push([kind, args]);
    mountToastHolder();
  } else {
    void import('antd/es/notification').then(({ default: notification }) => notification[kind](args));
  }
}

/** An error toast: a short title and the message to read. */
export function toastError(title: string, description?: string): void {
  show('error', { title, description, duration: TOAST_SECONDS });
}

/** A success toast (e.g. "password set"). */
export function toastSuccess(title: string, description?: string): void {
  show('success', { title, description, duration: TOAST_SECONDS });
}
