import { MINUTES_DISPLAY_LIMIT } from '../constants';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * SPEC §9: a duration under 120 minutes is shown in minutes; from 120 on, in hours and minutes
 * ('2 hours 5 minutes'; whole hours drop the minutes). Fractions are rounded to whole minutes.
 */
export function formatDuration(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(0, Math.round(totalMinutes)) : 0;
  if (minutes < MINUTES_DISPLAY_LIMIT) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}
