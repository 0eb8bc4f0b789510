/** Where services read the time, so that a test can fix it (`buildTestApp({ clock })`). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
