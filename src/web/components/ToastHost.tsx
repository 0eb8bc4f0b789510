import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastLayer = lazy(() => import('./ToastLayer'));

let needed = false;
/** True from the first toast on: the container stays for the exit of the last toast and for the next ones. */
const toastsNeeded = () => {
  const { notifications, queue } = notificationsStore.getState();
  needed ||= notifications.length + queue.length > 0;
  return needed;
};

/**
 * Draws the toasts; mounted once by the app's providers. Mantine's container (its transitions and scroll
 * handling) is loaded with the first toast, so the first page does not carry it (issue 13); a toast shown before
 * it arrives waits in the store and appears with it.
 */
export function ToastHost() {
  if (!useSyncExternalStore(notificationsStore.subscribe, toastsNeeded, toastsNeeded)) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  );
}
