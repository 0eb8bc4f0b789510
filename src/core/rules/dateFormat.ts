import dayjs from 'dayjs';
import {
  DATE_FORMAT_CALENDAR_DAY,
  DATE_FORMAT_CHAT_GROUP,
  DATE_FORMAT_LONG,
  DATE_FORMAT_SHORT,
} from '../constants';

/** Anything dayjs reads: a Date, an ISO string or a millisecond timestamp. */
export type DateLike = Date | string | number;

/** SPEC §9 formats, all in the viewer's local time. An unreadable date gives an empty string, never 'Invalid Date'. */
function format(value: DateLike, pattern: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** 'MMM DD, YYYY', e.g. 'Jan 05, 2026'. */
export const formatLongDate = (value: DateLike) => format(value, DATE_FORMAT_LONG);
/** 'MM/DD/YYYY', e.g. '01/05/2026'. */
export const formatShortDate = (value: DateLike) => format(value, DATE_FORMAT_SHORT);
/** The calendar's day key: year-month-day. */
export const calendarDayKey = (value: DateLike) => format(value, DATE_FORMAT_CALENDAR_DAY);
/** Chat messages are grouped by month-day-year. */
export const chatGroupKey = (value: DateLike) => format(value, DATE_FORMAT_CHAT_GROUP);
