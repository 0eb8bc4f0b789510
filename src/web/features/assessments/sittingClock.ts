import { countOf } from '../courses/courseVisuals';
/**
 * The clock of a sitting (issue 15): the server holds the deadline, and the page shows the time really left,
 * measured from the server's own clock, never the computer's: remaining = deadlineAt − (serverNow + the time
 * elapsed since that reply). Elapsed time is read from a monotonic clock (performance.now), so a student who moves
 * the computer's clock changes nothing.
 */

export const MINUTE_MS = 60_000;

/** A sitting's deadline as the server stated it, pinned to the monotonic time its reply arrived. */
export interface ClockAnchor {
  deadlineAt: number;
  serverNow: number;
  /** performance.now() when the reply that carried serverNow arrived. */
  receivedAt: number;
}

/**
 * Pins a reply's times: `fetchedAt` is the wall time the reply arrived (React Query's dataUpdatedAt) and
 * `wallNow`/`monoNow` the wall and monotonic time now, so a reply read from the cache is dated when it came.
 */
export function anchorClock(
  reply: { deadlineAt: string; serverNow: string },
  fetchedAt: number,
  wallNow: number,
  monoNow: number,
): ClockAnchor {
  return {
    deadlineAt: Date.parse(reply.deadlineAt),
    serverNow: Date.parse(reply.serverNow),
    receivedAt: monoNow - Math.max(0, wallNow - fetchedAt),
  };
}

/** Milliseconds left at monotonic time `monoNow`; never below zero. */
export const remainingMs = (anchor: ClockAnchor, monoNow: number): number =>
  Math.max(0, anchor.deadlineAt - (anchor.serverNow + (monoNow - anchor.receivedAt)));

/** The server's time at monotonic time `monoNow`. */
export const serverTimeAt = (anchor: ClockAnchor, monoNow: number): number =>
  anchor.serverNow + (monoNow - anchor.receivedAt);

/** Whole seconds left, rounded up: "0:00" shows only when time is really up. */
const secondsLeft = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);
const two = (n: number) => String(n).padStart(2, '0');

/** "12:05", or "1:02:03" past an hour. */
export function formatClock(ms: number): string {
  const total = secondsLeft(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** The time left in words, as a screen reader says it: "1 hour 2 minutes left", "45 seconds left". */
export function spokenClock(ms: number): string {
  const total = secondsLeft(ms);
  if (total === 0) return 'Time is up';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    hours > 0 ? countOf(hours, 'hour') : null,
    minutes > 0 ? countOf(minutes, 'minute') : null,
    hours === 0 && minutes < 5 && seconds > 0 ? countOf(seconds, 'second') : null,
  ].filter(Boolean);
  return `${parts.join(' ')} left`;
}

/** How the clock looks: calm, warned at 5 minutes, urgent at 1, over at zero. */
export type ClockStage = 'calm' | 'fiveMinutes' | 'oneMinute' | 'over';

export function clockStage(ms: number): ClockStage {
  if (ms <= 0) return 'over';
  if (ms <= MINUTE_MS) return 'oneMinute';
  if (ms <= 5 * MINUTE_MS) return 'fiveMinutes';
  return 'calm';
}

/** What is said once as the clock passes a warning (null: nothing to say). */
export function stageWarning(stage: ClockStage): string | null {
  switch (stage) {
    case 'fiveMinutes':
      return '5 minutes left.';
    case 'oneMinute':
      return '1 minute left. When time is up your answers are handed in as they are.';
    case 'over':
      return 'Time is up. Your answers are being handed in.';
    default:
      return null;
  }
}
