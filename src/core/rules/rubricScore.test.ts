import { describe, expect, it } from 'vitest';
import type { Rubric } from '../schemas/coursework';
import { rubricMaximum, rubricRunningTotal, rubricScoringProblem, scoreRubric } from './rubricScore';

// Issue 14: "a rubric (criteria x levels) when wanted"; "rubric scoring, mark".
const rubric: Rubric = {
  criteria: [
    {
      id: 'c1',
      title: 'Argument',
      description: '',
      levels: [
        { id: 'weak', title: 'Weak', points: 0 },
        { id: 'good', title: 'Good', points: 5 },
        { id: 'great', title: 'Great', points: 10 },
      ],
    },
    {
      id: 'c2',
      title: 'Sources',
      description: '',
      levels: [
        { id: 'few', title: 'Few', points: 2 },
        { id: 'many', title: 'Many', points: 4 },
      ],
    },
  ],
};

describe('rubricMaximum (issue 14)', () => {
  it('is the sum of each criterion’s best level, whatever their order', () => {
    expect(rubricMaximum(rubric)).toBe(14);
    const reversed = { criteria: rubric.criteria.map((c) => ({ ...c, levels: [...c.levels].reverse() })) };
    expect(rubricMaximum(reversed)).toBe(14);
  });
});

describe('scoreRubric (issue 14)', () => {
  it.each([
    [{ c1: 'great', c2: 'many' }, 14],
    [{ c1: 'weak', c2: 'few' }, 2],
    [{ c1: 'good', c2: 'few' }, 7],
  ])('scores %j as %d', (scores, mark) => {
    expect(scoreRubric(rubric, scores)).toEqual({ ok: true, mark });
  });

  it.each([
    [{ c1: 'good' }, { unscored: ['Sources'], unknownLevels: [], unknownCriteria: [] }],
    [
      { c1: 'many', c2: 'few' },
      { unscored: [], unknownLevels: ['Argument'], unknownCriteria: [] },
    ],
    [
      { c1: 'good', c2: 'few', c3: 'x' },
      { unscored: [], unknownLevels: [], unknownCriteria: ['c3'] },
    ],
    [{}, { unscored: ['Argument', 'Sources'], unknownLevels: [], unknownCriteria: [] }],
  ])('refuses %j, naming %j', (scores, problems) => {
    expect(scoreRubric(rubric, scores)).toEqual({ ok: false, ...problems });
  });

  it('words the problems for the teacher', () => {
    const scoring = scoreRubric(rubric, { c1: 'many' });
    if (scoring.ok) throw new Error('expected a refusal');
    expect(rubricScoringProblem(scoring)).toBe(
      'Rubric: Choose a level for Sources; the level chosen for Argument is not one of its levels.',
    );
  });
});

const runningRubric: Rubric = {
  criteria: [
    {
      id: 'c1',
      title: 'Argument',
      description: '',
      levels: [
        { id: 'c1-weak', title: 'Weak', points: 0 },
        { id: 'c1-good', title: 'Good', points: 5 },
        { id: 'c1-best', title: 'Excellent', points: 10 },
      ],
    },
    {
      id: 'c2',
      title: 'Sources',
      description: '',
      levels: [
        { id: 'c2-none', title: 'None', points: 0 },
        { id: 'c2-some', title: 'Some', points: 3 },
      ],
    },
  ],
};

// Issue 14: the running total a teacher sees while scoring, and whether every criterion has a level.
describe('rubricRunningTotal', () => {
  it.each([
    ['nothing chosen', {}, { points: 0, complete: false }],
    ['one criterion chosen', { c1: 'c1-good' }, { points: 5, complete: false }],
    ['every criterion chosen', { c1: 'c1-best', c2: 'c2-some' }, { points: 13, complete: true }],
    [
      'the lowest levels still count as chosen',
      { c1: 'c1-weak', c2: 'c2-none' },
      { points: 0, complete: true },
    ],
    [
      'a level of another criterion is no choice',
      { c1: 'c2-some', c2: 'c2-some' },
      { points: 3, complete: false },
    ],
  ])('%s', (_case, choices, expected) => {
    expect(rubricRunningTotal(runningRubric, choices)).toEqual(expected);
  });
});
