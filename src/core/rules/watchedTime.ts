import { SELF_LEARNING } from '../constants';

/**
 * Issue 39: a video module's progress is the time actually watched. The player reports stretches it played without
 * a seek ([from, to], seconds of the video); the server merges them into ranges, so a stretch watched twice counts
 * once, and a seek adds no range, so skipping ahead does not count. A stretch longer than the wall time since the
 * last report allows, even at HTML media's fastest playback rate (x16) with a little slack, was not watched: it is a
 * seek or a forged report, and is refused. The module is complete once the share watched reaches its aim.
 */

export type Range = readonly [number, number];

/** The ranges with `stretch` added, sorted and merged where they overlap or touch. */
export function mergeRange(ranges: readonly Range[], stretch: Range): Array<[number, number]> {
  const all = [...ranges, stretch]
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of all) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The seconds the ranges cover. */
export const watchedSecondsOf = (ranges: readonly Range[]): number =>
  ranges.reduce((sum, [from, to]) => sum + (to - from), 0);

/** The longest stretch that can have been watched in `wallSeconds` of real time. */
export const longestHonestStretch = (wallSeconds: number): number =>
  Math.max(0, wallSeconds) * SELF_LEARNING.fastestPlaybackRate + SELF_LEARNING.watchSlackSeconds;

export type WatchVerdict =
  | { counted: true; ranges: Array<[number, number]>; watchedSeconds: number }
  | { counted: false; reason: string };

/**
 * A reported stretch against the ranges so far: `wallSeconds` is the real time since the student's last report (or
 * since they opened the module). The stretch is clipped to the video's length.
 */
export function countStretch(
  ranges: readonly Range[],
  stretch: Range,
  mediaSeconds: number,
  wallSeconds: number,
): WatchVerdict {
  const from = Math.min(Math.max(0, stretch[0]), mediaSeconds);
  const to = Math.min(Math.max(from, stretch[1]), mediaSeconds);
  if (to - from > longestHonestStretch(wallSeconds))
    return {
      counted: false,
      reason:
        'This stretch of video is longer than the time since your last report allows: skipping ahead does not count as watching.',
    };
  const merged = mergeRange(ranges, [from, to]);
  return { counted: true, ranges: merged, watchedSeconds: watchedSecondsOf(merged) };
}

/** The share of the video watched, 0 to 100; 0 before the player has reported the video's length. */
export function watchedPercent(watchedSeconds: number, mediaSeconds: number | null): number {
  if (!mediaSeconds || mediaSeconds <= 0) return 0;
  return Math.min(100, (watchedSeconds / mediaSeconds) * 100);
}

/** A video module is complete once the share watched reaches its aim. */
export const videoComplete = (watchedSeconds: number, mediaSeconds: number | null, aimPercent: number) =>
  mediaSeconds !== null && mediaSeconds > 0 && watchedPercent(watchedSeconds, mediaSeconds) >= aimPercent;
