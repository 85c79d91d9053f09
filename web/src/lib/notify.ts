/**
 * Toasts that code outside React (the API client) can raise. The app registers antd's
 * context-aware notification instance (from <App>) at start; until then, and in tests that do
 * not register one, antd's static API is used. Every toast lasts 3000 ms (spec §9).
 */
import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Toast duration in seconds (antd unit) — 3000 ms per spec §9. */
export const TOAST_SECONDS = 3;

type Notifier = Pick<NotificationInstance, 'error' | 'success' | 'info' | 'warning'>;

let notifier: Notifier = notification;

/** Lets the React tree hand over its themed, localised notification instance. */
export function setNotifier(next: Notifier | null): void {
  notifier = next ?? notification;
}

/** An error toast: a short title and the message to read. */
export function toastError(title: string, description?: string): void {
  notifier.error({ title, description, duration: TOAST_SECONDS });
}

/** A success toast (e.g. "password set"). */
export function toastSuccess(title: string, description?: string): void {
  notifier.success({ title, description, duration: TOAST_SECONDS });
}
