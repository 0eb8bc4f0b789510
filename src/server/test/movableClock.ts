import type { Clock } from '../platform/clock';

/** A clock a test moves instead of waiting (time-dependent services read `ctx.clock`). */
export interface MovableClock extends Clock {
  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void;
  /** Sets the clock to `at`. */
  set(at: Date): void;
}

/** A clock standing at `start` (now by default) until the test moves it. */
export function movableClock(start = new Date()): MovableClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
    set(date) {
      at = date.getTime();
    },
  };
}
