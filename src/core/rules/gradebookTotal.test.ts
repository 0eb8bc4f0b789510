import { describe, expect, it } from 'vitest';
import type { GradebookWeights } from '../schemas/gradebook';
import { type TotalPart, weightedTotal } from './gradebookTotal';

// Issue 35 "Gradebook": the course total by the weights the teacher sets per kind or per item.
const equal: GradebookWeights = { kinds: {}, items: {} };
const test1: TotalPart = { itemId: 't1', kind: 'test', max: 10, counts: 8 };
const test2: TotalPart = { itemId: 't2', kind: 'test', max: 20, counts: 10 };
const essay: TotalPart = { itemId: 'a1', kind: 'assignment', max: 100, counts: 90 };
const notDue: TotalPart = { itemId: 'a2', kind: 'assignment', max: 100, counts: null };
const missed: TotalPart = { itemId: 'a3', kind: 'assignment', max: 100, counts: 0 };
const talk: TotalPart = { itemId: 'd1', kind: 'discussion', max: 5, counts: 5 };

describe('weightedTotal (issue 35: the course total by weights per kind or item)', () => {
  it.each<[string, TotalPart[], GradebookWeights, number | null]>([
    ['nothing counts yet: no total', [notDue], equal, null],
    ['no items at all', [], equal, null],
    ['one marked item: its share', [test1], equal, 80],
    ['items of a kind weigh alike by default: mean of 80% and 50%', [test1, test2], equal, 65],
    ['kinds weigh alike by default: tests 65%, assignments 90%', [test1, test2, essay], equal, 77.5],
    ['an item not yet due or marked leaves the total as it was', [test1, test2, essay, notDue], equal, 77.5],
    ['missed work counts as 0', [essay, missed], equal, 45],
    ['a kind weight: tests 3, assignments 1', [test1, test2, essay], { kinds: { test: 3 }, items: {} }, 71.3],
    ['an item weight within its kind: t2 twice t1', [test1, test2], { kinds: {}, items: { t2: 2 } }, 60],
    ['a kind weighing 0 is left out', [test1, essay], { kinds: { assignment: 0 }, items: {} }, 80],
    ['an item weighing 0 is left out', [test1, test2], { kinds: {}, items: { t2: 0 } }, 80],
    ['everything weighing 0: no total', [test1], { kinds: { test: 0 }, items: {} }, null],
    ['an item out of 0 gives nothing to count', [{ ...test1, max: 0 }], equal, null],
    ['a mark above the max counts as full marks', [{ ...test1, counts: 12 }], equal, 100],
    [
      'three kinds',
      [test1, essay, talk],
      { kinds: { test: 2, assignment: 2, discussion: 1 }, items: {} },
      88,
    ],
  ])('%s', (_, parts, weights, total) => {
    expect(weightedTotal(parts, weights)).toBe(total);
  });
});
