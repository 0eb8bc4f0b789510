import { describe, expect, it } from 'vitest';
import type { ModuleSummary, ProgressLine } from '../../../core/schemas/selfLearning';
import { moduleLines, unitDone } from './moduleStates';

const moduleOf = (id: string, position: number): ModuleSummary => ({
  _id: id,
  title: `Module ${id}`,
  kind: 'video',
  position,
  fileId: null,
  fileName: null,
  fileType: null,
  watchPercent: 90,
  passPercent: 50,
  questionCount: 0,
  packageTitle: null,
});
const lineOf = (moduleId: string, state: 'open' | 'complete') => ({ moduleId, state }) as ProgressLine;

/** Issue 39: the student's page shows each module's state, locked ones with why, and the unit's share done. */
describe('moduleLines', () => {
  it('orders by position, marks done, started, open and locked, and names what a locked one waits for', () => {
    const lines = moduleLines({
      modules: [moduleOf('c', 2), moduleOf('a', 0), moduleOf('b', 1), moduleOf('d', 3)],
      progress: [lineOf('a', 'complete'), lineOf('b', 'open')],
      openModuleIds: ['a', 'b'],
    });
    expect(lines.map((entry) => [entry.module._id, entry.standing, entry.waitsFor])).toEqual([
      ['a', 'complete', null],
      ['b', 'started', null],
      ['c', 'locked', 'Module b'],
      ['d', 'locked', 'Module c'],
    ]);
    expect(unitDone(lines)).toEqual({ done: 1, total: 4, percent: 25 });
  });

  it('a unit in any order opens every module', () => {
    const lines = moduleLines({
      modules: [moduleOf('a', 0), moduleOf('b', 1)],
      progress: [],
      openModuleIds: ['a', 'b'],
    });
    expect(lines.map((entry) => entry.standing)).toEqual(['open', 'open']);
    expect(unitDone(lines).percent).toBe(0);
  });

  it('an empty unit is 0% done', () => {
    expect(unitDone([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
