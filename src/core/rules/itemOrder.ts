import type { DateLike } from './dateFormat';

/** What places an item in its list: when it starts, and the teacher's position among items of the same start. */
export interface OrderFacts {
  start: DateLike;
  position: number;
  id: string;
}

const time = (value: DateLike) => new Date(value).getTime();

/**
 * Items are listed by start (SPEC §3 visibility fields carry a start date), so a lecture added later for an earlier
 * day stands in its place; the teacher's position only orders items that start at the same moment, and the id
 * settles the rest so that every reader gets one order.
 */
export function compareByStart(a: OrderFacts, b: OrderFacts): number {
  return time(a.start) - time(b.start) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The items in date order, each read through `facts`. */
export function inDateOrder<T>(items: readonly T[], facts: (item: T) => OrderFacts): T[] {
  return [...items].sort((a, b) => compareByStart(facts(a), facts(b)));
}

/**
 * Whether the item at `index` of a list in date order can trade places with its neighbour `step` away (-1 up,
 * 1 down): only with one that starts at the same moment, since any other swap would break the date order.
 */
export function canMove(ordered: readonly OrderFacts[], index: number, step: -1 | 1): boolean {
  const item = ordered[index];
  const neighbour = ordered[index + step];
  return Boolean(item && neighbour && time(item.start) === time(neighbour.start));
}

/** Whether a proposed order keeps the items by start: only items of the same start may stand in any order. */
export function keepsDateOrder(proposed: readonly Pick<OrderFacts, 'start'>[]): boolean {
  return proposed.every((item, index) => index === 0 || time(proposed[index - 1]!.start) <= time(item.start));
}
