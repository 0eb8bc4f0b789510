import { describe, expect, it } from 'vitest';
import type { DateLike } from './dateFormat';
import { canMove, compareByStart, inDateOrder, keepsDateOrder, type OrderFacts } from './itemOrder';

const MON = '2026-03-09T09:00:00Z';
const TUE = '2026-03-10T09:00:00Z';
const WED = '2026-03-11T09:00:00Z';
const item = (id: string, start: DateLike, position: number): OrderFacts => ({ id, start, position });
const ids = (items: readonly OrderFacts[]) => items.map((entry) => entry.id);

// Items are listed by their start date (SPEC §3 "Visibility fields of items: ... a start date"); the teacher's
// position orders only items that start together (docs/decisions.md "Course items in date order").
describe('compareByStart: course items in date order', () => {
  const cases: Array<[string, OrderFacts[], string[]]> = [
    [
      'a lecture added last for an earlier day stands in its place',
      [item('first', TUE, 0), item('second', WED, 1), item('added later', MON, 2)],
      ['added later', 'first', 'second'],
    ],
    [
      'the position orders items of the same start',
      [item('b', TUE, 1), item('a', TUE, 0), item('c', MON, 5)],
      ['c', 'a', 'b'],
    ],
    [
      'a lower position never moves an item before an earlier start',
      [item('x', WED, 0), item('y', TUE, 9)],
      ['y', 'x'],
    ],
    [
      'same start and position: the id decides, so every reader agrees',
      [item('n2', MON, 0), item('n1', MON, 0)],
      ['n1', 'n2'],
    ],
    [
      'starts as Date objects and strings compare alike',
      [item('d', new Date(TUE), 0), item('s', MON, 0)],
      ['s', 'd'],
    ],
  ];
  it.each(cases)('%s', (_name, items, expected) => {
    expect(ids([...items].sort(compareByStart))).toEqual(expected);
    expect(ids(inDateOrder(items, (entry) => entry))).toEqual(expected);
  });
});

describe('canMove: the move buttons only where they change something', () => {
  const ordered = [item('mon', MON, 0), item('tue-a', TUE, 0), item('tue-b', TUE, 1), item('wed', WED, 0)];
  const cases: Array<[string, number, -1 | 1, boolean]> = [
    ['first item up', 0, -1, false],
    ['an item down onto a later start', 0, 1, false],
    ['an item up past an earlier start', 1, -1, false],
    ['an item down onto one of the same start', 1, 1, true],
    ['an item up onto one of the same start', 2, -1, true],
    ['last item down', 3, 1, false],
    ['an index outside the list', 7, -1, false],
  ];
  it.each(cases)('%s', (_name, index, step, expected) => {
    expect(canMove(ordered, index, step)).toBe(expected);
  });
});

describe('keepsDateOrder: what the server accepts as a new order', () => {
  const cases: Array<[string, OrderFacts[], boolean]> = [
    ['by start', [item('a', MON, 0), item('b', TUE, 0)], true],
    ['ties in either order', [item('b', TUE, 1), item('a', TUE, 0), item('c', WED, 0)], true],
    ['a later start before an earlier one', [item('b', TUE, 0), item('a', MON, 0)], false],
    ['an empty list', [], true],
  ];
  it.each(cases)('%s', (_name, proposed, expected) => {
    expect(keepsDateOrder(proposed)).toBe(expected);
  });
});
