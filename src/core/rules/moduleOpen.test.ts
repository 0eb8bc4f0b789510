import { describe, expect, it } from 'vitest';
import { blockingModule, type ModuleState, nextModuleId, openModuleIds, unitComplete } from './moduleOpen';

// Issue 39: "prerequisites (a module opens when the one before is complete, or all open)".
const m = (id: string, complete: boolean, removed = false): ModuleState => ({
  id,
  title: id.toUpperCase(),
  complete,
  removed,
});

describe('openModuleIds and nextModuleId (issue 39 prerequisites)', () => {
  const cases: Array<[string, ModuleState[], boolean, string[], string | null]> = [
    ['in order, nothing done: the first', [m('a', false), m('b', false), m('c', false)], true, ['a'], 'a'],
    ['in order, the first done', [m('a', true), m('b', false), m('c', false)], true, ['a', 'b'], 'b'],
    ['in order, all done', [m('a', true), m('b', true)], true, ['a', 'b'], null],
    [
      'in order, a later one done but an earlier not (a module added before it)',
      [m('a', false), m('b', true)],
      true,
      ['a'],
      'a',
    ],
    ['all open, nothing done', [m('a', false), m('b', false)], false, ['a', 'b'], 'a'],
    ['all open, the first done', [m('a', true), m('b', false)], false, ['a', 'b'], 'b'],
    [
      'a removed module neither blocks nor counts',
      [m('a', true), m('x', false, true), m('b', false)],
      true,
      ['a', 'b'],
      'b',
    ],
    ['no modules', [], true, [], null],
  ];
  it.each(cases)('%s', (_name, modules, sequential, open, next) => {
    expect(openModuleIds(modules, sequential)).toEqual(open);
    expect(nextModuleId(modules, sequential)).toBe(next);
  });
});

describe('blockingModule (issue 39: the prerequisite holds on the server)', () => {
  const modules = [m('a', true), m('b', false), m('c', false)];
  const cases: Array<[string, boolean, string, string | null]> = [
    ['the first module is never blocked', true, 'a', null],
    ['the one after a complete module is open', true, 'b', null],
    ['in order, the module before names what to finish', true, 'c', 'b'],
    ['all open, nothing blocks', false, 'c', null],
    ['an unknown module', true, 'z', null],
  ];
  it.each(cases)('%s', (_name, sequential, moduleId, blocker) => {
    expect(blockingModule(modules, sequential, moduleId)?.id ?? null).toBe(blocker);
  });
});

describe('unitComplete (issue 39: the unit completes when every module does)', () => {
  const cases: Array<[string, ModuleState[], boolean]> = [
    ['every module complete', [m('a', true), m('b', true)], true],
    ['one left', [m('a', true), m('b', false)], false],
    ['a removed module left undone does not hold it back', [m('a', true), m('b', false, true)], true],
    ['a unit without modules is not complete', [], false],
  ];
  it.each(cases)('%s', (_name, modules, complete) => {
    expect(unitComplete(modules)).toBe(complete);
  });
});
