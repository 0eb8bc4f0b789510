import { describe, expect, it } from 'vitest';
import {
  certificationRefusal,
  currentVerdicts,
  type OutcomeAssessment,
  portfolioProgress,
  unitAchieved,
  type Verdict,
} from './unitAchievement';

/** Issue 35 (SPEC §2 /cvq_certification, /student_summary): outcomes, units and certification. */
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
const a = (outcomeId: string, verdict: Verdict, minute: number): OutcomeAssessment => ({
  outcomeId,
  verdict,
  at: at(minute),
});

describe('currentVerdicts: the latest assessment of each outcome stands', () => {
  it.each([
    { name: 'none', list: [], expected: {} },
    { name: 'one', list: [a('o1', 'met', 1)], expected: { o1: 'met' } },
    {
      name: 'met, then not yet',
      list: [a('o1', 'met', 1), a('o1', 'notYetMet', 2)],
      expected: { o1: 'notYetMet' },
    },
    { name: 'out of order', list: [a('o1', 'met', 5), a('o1', 'notYetMet', 2)], expected: { o1: 'met' } },
    {
      name: 'two outcomes',
      list: [a('o1', 'met', 1), a('o2', 'notYetMet', 1)],
      expected: { o1: 'met', o2: 'notYetMet' },
    },
  ])('$name', ({ list, expected }) => {
    expect(Object.fromEntries(currentVerdicts(list))).toEqual(expected);
  });
});

describe('unitAchieved: all outcomes met', () => {
  const verdicts = new Map<string, Verdict>([
    ['o1', 'met'],
    ['o2', 'met'],
    ['o3', 'notYetMet'],
  ]);
  it.each([
    { outcomes: ['o1', 'o2'], achieved: true },
    { outcomes: ['o1', 'o3'], achieved: false },
    { outcomes: ['o1', 'o4'], achieved: false },
    { outcomes: [], achieved: false },
  ])('$outcomes → $achieved', ({ outcomes, achieved }) => {
    expect(unitAchieved(outcomes, verdicts)).toBe(achieved);
  });
});

describe('portfolioProgress and certificationRefusal', () => {
  const units = [
    { unitId: 'u1', outcomeIds: ['o1', 'o2'] },
    { unitId: 'u2', outcomeIds: ['o3'] },
  ];
  it.each([
    {
      name: 'nothing assessed',
      verdicts: {},
      progress: { unitsAchieved: 0, unitsTotal: 2, outcomesMet: 0, outcomesTotal: 3, complete: false },
      refusal: /2 of 2 units are not achieved/,
    },
    {
      name: 'one unit achieved',
      verdicts: { o1: 'met', o2: 'met', o3: 'notYetMet' },
      progress: { unitsAchieved: 1, unitsTotal: 2, outcomesMet: 2, outcomesTotal: 3, complete: false },
      refusal: /1 of 2 units is not achieved/,
    },
    {
      name: 'every unit achieved',
      verdicts: { o1: 'met', o2: 'met', o3: 'met' },
      progress: { unitsAchieved: 2, unitsTotal: 2, outcomesMet: 3, outcomesTotal: 3, complete: true },
      refusal: null,
    },
  ] as const)('$name', ({ verdicts, progress, refusal }) => {
    const got = portfolioProgress(units, new Map(Object.entries(verdicts)) as Map<string, Verdict>);
    expect(got).toEqual(progress);
    const why = certificationRefusal(got, false);
    if (refusal === null) expect(why).toBeNull();
    else expect(why).toMatch(refusal);
  });
  it('refuses a qualification without units and a student already certified', () => {
    const empty = portfolioProgress([], new Map());
    expect(empty.complete).toBe(false);
    expect(certificationRefusal(empty, false)).toMatch(/no units/);
    const full = portfolioProgress(
      units,
      new Map([
        ['o1', 'met'],
        ['o2', 'met'],
        ['o3', 'met'],
      ]),
    );
    expect(certificationRefusal(full, true)).toMatch(/already certified/);
  });
});
