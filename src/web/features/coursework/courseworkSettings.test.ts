import { describe, expect, it } from 'vitest';
import { COURSEWORK } from '../../../core/constants';
import type { Rubric } from '../../../core/schemas/coursework';
import {
  groupRulesOf,
  type MarkingValues,
  markingValuesOf,
  settingsBody,
  validateGroupRules,
  validateSettings,
} from './courseworkSettings';

// Issue 14: marks, a rubric (criteria x levels) when wanted, late policy; projects' group rules.

let next = 0;
const newId = () => `id${++next}`;

const rubric: Rubric = {
  criteria: [
    {
      id: 'c1',
      title: 'Argument',
      description: '',
      levels: [
        { id: 'l1', title: 'Strong', points: 6 },
        { id: 'l2', title: 'Weak', points: 1 },
      ],
    },
  ],
};
const noRubric: MarkingValues = { maxMark: 20, latePolicy: 'refuseLate', useRubric: false, rubric };
const rules = { studentsChooseGroups: false, maxGroupSize: 4 };

describe('the marking form starts from the saved settings', () => {
  it('an item without a rubric gets a starting one, switched off', () => {
    const values = markingValuesOf({ maxMark: 50, latePolicy: 'acceptLate', rubric: null }, newId);
    expect(values).toMatchObject({ maxMark: 50, latePolicy: 'acceptLate', useRubric: false });
    expect(values.rubric.criteria).toHaveLength(1);
  });

  it('an item with a rubric has it switched on', () => {
    expect(markingValuesOf({ maxMark: 6, latePolicy: 'acceptLate', rubric }, newId)).toMatchObject({
      useRubric: true,
      rubric,
    });
  });

  it.each([
    [
      'an assignment (no group rules)',
      {},
      { studentsChooseGroups: false, maxGroupSize: COURSEWORK.groupSizeDefault },
    ],
    [
      'a project',
      { studentsChooseGroups: true, maxGroupSize: 3 },
      { studentsChooseGroups: true, maxGroupSize: 3 },
    ],
  ])('group rules of %s', (_case, saved, expected) => {
    expect(groupRulesOf({ maxMark: 1, latePolicy: 'acceptLate', rubric: null, ...saved })).toEqual(expected);
  });
});

describe('what is sent to coursework/saveSettings', () => {
  it.each<[string, MarkingValues, number, Rubric | null]>([
    ['without a rubric: the mark typed, no rubric', noRubric, 20, null],
    ['with a rubric: out of its total', { ...noRubric, useRubric: true }, 6, rubric],
    ['an emptied mark is sent as 0 (and refused)', { ...noRubric, maxMark: '' }, 0, null],
  ])('%s', (_case, marking, maxMark, sentRubric) => {
    expect(settingsBody('a1', marking, rules)).toEqual({
      itemId: 'a1',
      maxMark,
      latePolicy: 'refuseLate',
      rubric: sentRubric,
      ...rules,
    });
  });
});

describe("the form's checks are the server's", () => {
  it('a usual setting passes', () => {
    expect(validateSettings(settingsBody('a1', noRubric, rules))).toEqual({});
  });

  it.each<[string, MarkingValues, string, RegExp]>([
    ['a mark of 0', { ...noRubric, maxMark: 0 }, 'maxMark', /at least 1/],
    ['a mark above the largest', { ...noRubric, maxMark: COURSEWORK.maxMark + 1 }, 'maxMark', /at most/],
    [
      'a criterion without a name',
      { ...noRubric, useRubric: true, rubric: { criteria: [{ ...rubric.criteria[0]!, title: ' ' }] } },
      'rubric.criteria.0.title',
      /Criterion: give it a name/,
    ],
    [
      'a rubric worth nothing',
      {
        ...noRubric,
        useRubric: true,
        rubric: {
          criteria: [
            {
              ...rubric.criteria[0]!,
              levels: rubric.criteria[0]!.levels.map((level) => ({ ...level, points: 0 })),
            },
          ],
        },
      },
      'rubric',
      /0 points/,
    ],
  ])('%s is refused under its field', (_case, marking, field, message) => {
    const errors = validateSettings(settingsBody('a1', marking, rules));
    expect(errors[field]).toMatch(message);
  });

  it('a rubric worth nothing is not blamed on the hidden mark field', () => {
    const worthless = {
      criteria: [
        { ...rubric.criteria[0]!, levels: rubric.criteria[0]!.levels.map((l) => ({ ...l, points: 0 })) },
      ],
    };
    const errors = validateSettings(
      settingsBody('a1', { ...noRubric, useRubric: true, rubric: worthless }, rules),
    );
    expect(errors.maxMark).toBeUndefined();
  });

  it('a group size of 0 is refused', () => {
    expect(
      validateSettings(settingsBody('p1', noRubric, { ...rules, maxGroupSize: '' })).maxGroupSize,
    ).toMatch(/at least 1/);
  });

  it('the group rules are checked on their own, whatever the saved marking', () => {
    const body = settingsBody(
      'p1',
      { ...noRubric, maxMark: 0 },
      { ...rules, maxGroupSize: COURSEWORK.groupSizeMax + 1 },
    );
    expect(Object.keys(validateGroupRules(body))).toEqual(['maxGroupSize']);
  });
});
