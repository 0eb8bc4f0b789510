import { describe, expect, it } from 'vitest';
import { ITEM_KINDS } from '../../../core/itemKinds';
import { ITEM_KIND_HOOKS } from './kindRegistry';

const HOOKS = [
  'current',
  'copyFromTemplate',
  'removalSnapshot',
  'removed',
  'restored',
  'hiddenFromStudents',
  'notification',
] as const;

describe('the server hooks of the course item kinds (DESIGN §2)', () => {
  it('every kind registers hooks, and only the kinds do', () => {
    expect(Object.keys(ITEM_KIND_HOOKS).sort()).toEqual([...ITEM_KINDS].sort());
  });

  it.each(ITEM_KINDS)('%s answers every hook', (kind) => {
    for (const hook of HOOKS) expect(ITEM_KIND_HOOKS[kind][hook]).toBeTypeOf('function');
  });
});
