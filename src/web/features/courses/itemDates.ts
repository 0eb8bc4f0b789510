import dayjs from 'dayjs';
import { type DateLike, formatLongDate } from '../../../core/rules/dateFormat';

const TIME_FORMAT = 'h:mm A';

/** 'Jan 05, 2026, 9:00 AM' (SPEC §9 'MMM DD, YYYY' with the time of day), in the viewer's local time. */
export function formatDateTime(value: DateLike): string {
  const date = dayjs(value);
  return date.isValid() ? `${formatLongDate(value)}, ${date.format(TIME_FORMAT)}` : '';
}

/** The time of day alone, '9:00 AM', in the viewer's local time. */
export function formatTimeOfDay(value: DateLike): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(TIME_FORMAT) : '';
}

/**
 * When an item runs: 'Jan 05, 2026, 9:00 AM – 10:30 AM' within one day, else both dates in full. An unreadable
 * date leaves its side empty rather than printing 'Invalid Date'.
 */
export function formatItemWhen(start: DateLike, end: DateLike): string {
  const from = dayjs(start);
  const to = dayjs(end);
  if (from.isValid() && to.isValid() && from.isSame(to, 'day')) {
    return `${formatDateTime(start)} – ${to.format(TIME_FORMAT)}`;
  }
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}

/** A course's run, day to day: 'Jan 05, 2026 – Mar 31, 2026'. */
export function formatCourseDates(startDate: DateLike, endDate: DateLike): string {
  return `${formatLongDate(startDate)} – ${formatLongDate(endDate)}`;
}
