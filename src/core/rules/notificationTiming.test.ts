import { describe, expect, it } from 'vitest';
import { backgroundReloadMs, notificationToastMs } from './notificationTiming';

// SPEC §9 "Notification toast time" and "Reload after a background notification"; SPEC §4 control panel.
describe('notification timing (SPEC §9)', () => {
  const cases: Array<[string, number | null | undefined, number, number]> = [
    ['no notifyTime stored', null, 5000, 5500],
    ['notifyTime missing', undefined, 5000, 5500],
    ['notifyTime 3 seconds', 3, 3000, 3500],
    ['notifyTime 10 seconds', 10, 10000, 10500],
    ['notifyTime 0 is not usable', 0, 5000, 5500],
    ['a negative notifyTime is not usable', -4, 5000, 5500],
    ['NaN is not usable', Number.NaN, 5000, 5500],
  ];
  it.each(cases)('%s', (_name, notifyTime, toastMs, reloadMs) => {
    expect(notificationToastMs(notifyTime)).toBe(toastMs);
    expect(backgroundReloadMs(notifyTime)).toBe(reloadMs);
  });
});
