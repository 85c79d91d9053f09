/**
 * The app's notification holder (antd's `useNotification`, so toasts follow the theme and
 * locale), mounted by the root (`Providers`) with the first toast and kept from then on, so a
 * toast outlives the page that raised it. Hands its instance to `lib/notify`.
 */
import { useEffect } from 'react';
import { notification } from 'antd';
import { setNotifier } from '../lib/notify';

export function ToastHolder() {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    setNotifier(api);
    return () => setNotifier(null);
  }, [api]);
  return holder;
}
