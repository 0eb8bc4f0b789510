import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_MS } from '../../core/constants';

/** The top-left toast container (SPEC §9), loaded with the first toast by ToastHost. */
export default function ToastLayer() {
  return <Notifications position="top-left" autoClose={TOAST_DEFAULT_MS} limit={5} />;
}
