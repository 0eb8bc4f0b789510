import { describe, expect, it } from 'vitest';
import { moveInList } from './moveInList';

// Issue 14: admins move manuals up and down; /manuals lists them in that order.
describe('moveInList', () => {
  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
    [['a'], 0, 1, ['a']],
    [[], 0, 1, []],
  ] as const)('%j moving %i by %i gives %j', (ids, index, step, expected) => {
    expect(moveInList(ids, index, step)).toEqual(expected);
  });
});
