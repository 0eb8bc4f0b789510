import { describe, expect, it } from 'vitest';
import { COURSEWORK } from '../../../core/constants';
import { rubricMaximum } from '../../../core/rules/rubricScore';
import { type Rubric, rubricSchema } from '../../../core/schemas/coursework';
import {
  addCriterion,
  addLevel,
  canAddCriterion,
  describeCriterion,
  newRubric,
  removeCriterion,
  removeLevel,
  renameCriterion,
  renameLevel,
  rubricTotalProblem,
  setLevelPoints,
} from './rubricDraft';

/** Ids in the order they are made: id1, id2, ... */
function counter() {
  let next = 0;
  return () => `id${++next}`;
}

const level = (id: string, points: number) => ({ id, title: `L ${id}`, points });
const criterion = (id: string, ...levels: ReturnType<typeof level>[]) => ({
  id,
  title: `C ${id}`,
  description: '',
  levels,
});
const twoByTwo: Rubric = {
  criteria: [criterion('a', level('a1', 5), level('a2', 2)), criterion('b', level('b1', 3), level('b2', 1))],
};

describe('a new rubric (issue 14: criteria x levels)', () => {
  it('has one criterion with four levels, best first, and passes the schema', () => {
    const rubric = newRubric(counter());
    expect(rubric.criteria).toHaveLength(1);
    expect(rubric.criteria[0]?.levels.map((entry) => entry.points)).toEqual([4, 3, 2, 0]);
    expect(rubricSchema.safeParse(rubric).success).toBe(true);
  });

  it('gives every criterion and level its own id', () => {
    const rubric = newRubric(counter());
    const ids = [rubric.criteria[0]?.id, ...(rubric.criteria[0]?.levels.map((entry) => entry.id) ?? [])];
    expect(new Set(ids).size).toBe(5);
  });
});

describe('criteria', () => {
  it('a new one copies the names and points of the last, with new ids', () => {
    const rubric = addCriterion(twoByTwo, counter());
    const added = rubric.criteria[2];
    expect(added?.title).toBe('Criterion 3');
    expect(added?.levels.map((entry) => [entry.title, entry.points])).toEqual([
      ['L b1', 3],
      ['L b2', 1],
    ]);
    expect(added?.levels.map((entry) => entry.id)).toEqual(['id2', 'id3']);
  });

  it(`stop at ${COURSEWORK.rubricCriteriaMax}`, () => {
    let rubric = newRubric(counter());
    const newId = counter();
    for (let step = 0; step < COURSEWORK.rubricCriteriaMax + 5; step += 1)
      rubric = addCriterion(rubric, newId);
    expect(rubric.criteria).toHaveLength(COURSEWORK.rubricCriteriaMax);
    expect(canAddCriterion(rubric)).toBe(false);
  });

  it.each<[string, Rubric, string, string[]]>([
    ['removes the one named', twoByTwo, 'a', ['b']],
    ['keeps the last one', { criteria: [twoByTwo.criteria[0]!] }, 'a', ['a']],
    ['ignores an unknown id', twoByTwo, 'zz', ['a', 'b']],
  ])('removing %s', (_case, rubric, id, left) => {
    expect(removeCriterion(rubric, id).criteria.map((entry) => entry.id)).toEqual(left);
  });

  it('are renamed and described one at a time', () => {
    const renamed = describeCriterion(renameCriterion(twoByTwo, 'b', 'Sources'), 'b', 'Cites its sources');
    expect(renamed.criteria[1]).toMatchObject({ title: 'Sources', description: 'Cites its sources' });
    expect(renamed.criteria[0]).toBe(twoByTwo.criteria[0]);
  });
});

describe('levels', () => {
  it('a new one goes last, worth 0', () => {
    const levels = addLevel(twoByTwo, 'a', counter()).criteria[0]?.levels;
    expect(levels?.at(-1)).toEqual({ id: 'id1', title: 'Level 3', points: 0 });
  });

  it(`stop at ${COURSEWORK.rubricLevelsMax} per criterion`, () => {
    let rubric = twoByTwo;
    const newId = counter();
    for (let step = 0; step < COURSEWORK.rubricLevelsMax + 3; step += 1)
      rubric = addLevel(rubric, 'a', newId);
    expect(rubric.criteria[0]?.levels).toHaveLength(COURSEWORK.rubricLevelsMax);
    expect(rubric.criteria[1]?.levels).toHaveLength(2);
  });

  it('never fall below two (the schema needs two to choose from)', () => {
    expect(removeLevel(twoByTwo, 'a', 'a1').criteria[0]?.levels).toHaveLength(2);
    const three = addLevel(twoByTwo, 'a', counter());
    expect(removeLevel(three, 'a', 'a1').criteria[0]?.levels.map((entry) => entry.id)).toEqual(['a2', 'id1']);
  });

  it.each([
    [7, 7],
    ['', 0],
  ] as const)('points %j are kept as %d', (points, kept) => {
    expect(setLevelPoints(twoByTwo, 'b', 'b2', points).criteria[1]?.levels[1]?.points).toBe(kept);
  });

  it('are renamed within their criterion only', () => {
    const rubric = renameLevel(twoByTwo, 'a', 'a2', 'Partly');
    expect(rubric.criteria[0]?.levels[1]?.title).toBe('Partly');
    expect(rubric.criteria[1]).toBe(twoByTwo.criteria[1]);
  });
});

describe('the total, "Marked out of N" (issue 14: the mark is the sum of the levels chosen)', () => {
  it.each<[string, Rubric, number]>([
    ['the best level of each criterion', twoByTwo, 8],
    ['whatever the order of the levels', { criteria: [criterion('a', level('a1', 1), level('a2', 6))] }, 6],
    ['nothing when every level is 0', { criteria: [criterion('a', level('a1', 0), level('a2', 0))] }, 0],
  ])('adds up %s', (_case, rubric, total) => {
    expect(rubricMaximum(rubric)).toBe(total);
  });

  it.each<[string, Rubric, RegExp | null]>([
    ['a usual total', twoByTwo, null],
    ['a total of 0', { criteria: [criterion('a', level('a1', 0), level('a2', 0))] }, /0 points/],
    [
      'a total above the largest mark',
      { criteria: [criterion('a', level('a1', 600)), criterion('b', level('b1', 600))] },
      /1200 points/,
    ],
  ])('%s', (_case, rubric, problem) => {
    const found = rubricTotalProblem(rubric);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});
