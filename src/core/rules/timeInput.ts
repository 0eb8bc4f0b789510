/** SPEC §5: date-picker time inputs accept hours 1-12 (0-23 in 24-hour mode) and minutes 0-59. */

const WHOLE = /^\d{1,2}$/;

/** True when `hours` (text or number) is a valid hour for the clock mode. */
export function isValidHour(hours: string | number, twentyFourHour: boolean): boolean {
  const text = String(hours).trim();
  if (!WHOLE.test(text)) return false;
  const value = Number(text);
  return twentyFourHour ? value >= 0 && value <= 23 : value >= 1 && value <= 12;
}

/** True when `minutes` (text or number) is 0-59. */
export function isValidMinute(minutes: string | number): boolean {
  const text = String(minutes).trim();
  return WHOLE.test(text) && Number(text) <= 59;
}

/** Reads 'h:mm' / 'hh:mm' text; null when either part is out of range for the clock mode. */
export function parseTimeText(
  text: string,
  twentyFourHour: boolean,
): { hours: number; minutes: number } | null {
  const match = /^\s*(\d{1,2}):(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const [, hours = '', minutes = ''] = match;
  if (!isValidHour(hours, twentyFourHour) || !isValidMinute(minutes)) return null;
  return { hours: Number(hours), minutes: Number(minutes) };
}
