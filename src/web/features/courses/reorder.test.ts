import { describe, expect, it } from 'vitest';
import { movedIds } from './reorder';

describe('moving an item up or down in its kind', () => {
  it.each([
    ['up swaps with the one before', ['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    ['down swaps with the one after', ['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    ['the first cannot go up', ['a', 'b'], 'a', -1, null],
    ['the last cannot go down', ['a', 'b'], 'b', 1, null],
    ['an unknown id does not move', ['a', 'b'], 'x', 1, null],
  ] as const)('%s', (_case, ids, id, step, expected) => {
    expect(movedIds(ids, id, step)).toEqual(expected);
  });
});
