import { countOf } from './countOf';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A span of time in its largest whole unit, as the pages say how long until or since something: "3 days",
 * "1 hour", "less than a minute" (issue 37: due dates, and how long work has waited for a mark).
 */
export function timeSpanText(ms: number): string {
  const units: [number, string][] = [
    [DAY, 'day'],
    [HOUR, 'hour'],
    [MINUTE, 'minute'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(ms / size);
    if (count >= 1) return countOf(count, name);
  }
  return 'less than a minute';
}
