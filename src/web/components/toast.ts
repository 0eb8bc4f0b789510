import { notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_MS } from '../../core/constants';

export interface ToastOptions {
  title?: string;
  tone?: 'info' | 'success' | 'error';
  /**
   * SPEC §9: 3000 ms unless the caller gives a duration. An error stays until it is closed (WCAG 2.2.1): a person
   * who reads slowly or zooms in must not lose what went wrong (docs/spec-deviations.md).
   */
  durationMs?: number;
}

const colours = { info: 'purple', success: 'teal', error: 'red' } as const;

/** SPEC §2 and §9: a toast in the top-left container (placed by the app's Notifications). */
export function toast(message: string, options: ToastOptions = {}) {
  notifications.show({
    message,
    title: options.title,
    color: colours[options.tone ?? 'info'],
    autoClose: options.durationMs ?? (options.tone === 'error' ? false : TOAST_DEFAULT_MS),
    // Mantine's close button is an icon alone: without a name a screen reader announces just "button".
    closeButtonProps: { 'aria-label': 'Close this message' },
  });
}
