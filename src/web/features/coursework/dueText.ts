import { timeSpanText } from '../../../core/rules/timeSpan';

/** How far the deadline is, in the largest whole unit: "Due in 3 days", "Was due 2 hours ago". */
export function dueText(endDate: string, now: number): string {
  const end = Date.parse(endDate);
  if (Number.isNaN(end)) return '';
  return end >= now ? `Due in ${timeSpanText(end - now)}` : `Was due ${timeSpanText(now - end)} ago`;
}
