import {
  BACKGROUND_RELOAD_DEFAULT_MS,
  BACKGROUND_RELOAD_EXTRA_MS,
  NOTIFICATION_TOAST_DEFAULT_MS,
} from '../constants';

/** A stored notifyTime counts only when it is a positive number of seconds. */
const usable = (notifyTime: number | null | undefined): notifyTime is number =>
  typeof notifyTime === 'number' && Number.isFinite(notifyTime) && notifyTime > 0;

/** SPEC §9: a notification toast stays notifyTime seconds × 1000, or 5000 ms by default. */
export function notificationToastMs(notifyTime: number | null | undefined): number {
  return usable(notifyTime) ? notifyTime * 1000 : NOTIFICATION_TOAST_DEFAULT_MS;
}

/** SPEC §4, §9: the control panel reloads notifyTime × 1000 + 500 ms after a background notification, or 5500 ms. */
export function backgroundReloadMs(notifyTime: number | null | undefined): number {
  return usable(notifyTime) ? notifyTime * 1000 + BACKGROUND_RELOAD_EXTRA_MS : BACKGROUND_RELOAD_DEFAULT_MS;
}
