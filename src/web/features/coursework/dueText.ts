import { countOf } from '../courses/courseVisuals';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function span(ms: number): string {
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

/** How far the deadline is, in the largest whole unit: "Due in 3 days", "Was due 2 hours ago". */
export function dueText(endDate: string, now: number): string {
  const end = Date.parse(endDate);
  if (Number.isNaN(end)) return '';
  return end >= now ? `Due in ${span(end - now)}` : `Was due ${span(now - end)} ago`;
}
