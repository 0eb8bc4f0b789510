import { describe, expect, it } from 'vitest';
import type { GradeCell } from '../schemas/gradebook';
import { type CellFacts, type CellWork, cellValue, gradeCell, totalPartOf } from './gradeCell';

// Issue 35 "Gradebook": the mark, late and missing ones marked, by the item lists' status rule (issue 37).
const now = '2026-03-10T12:00:00Z';
const before = '2026-03-09T12:00:00Z';
const after = '2026-03-11T12:00:00Z';
const work = (stage: CellWork['stage'], extra: Partial<CellWork> = {}): CellWork => ({
  stage,
  late: false,
  mark: stage === 'marked' || stage === 'released' ? 7 : null,
  feedback: 'Good',
  ref: 's1',
  ...extra,
});
const facts = (extra: Partial<CellFacts>): CellFacts => ({
  kind: 'assignment',
  dueAt: after,
  startedLive: false,
  noQuestions: false,
  work: null,
  ...extra,
});
const empty = { late: false, mark: null, released: false, feedback: '' };
const emptyForStudent = { ...empty, released: null };

describe('gradeCell (issue 35)', () => {
  it.each<[string, CellFacts, boolean, GradeCell]>([
    ['open, nothing yet', facts({}), true, { state: 'notStarted', ...empty, ref: null }],
    [
      'past the deadline with nothing: missing',
      facts({ dueAt: before }),
      true,
      { state: 'missed', ...empty, ref: null },
    ],
    [
      'a draft past the deadline: missing',
      facts({ dueAt: before, work: work('started') }),
      true,
      { state: 'missed', ...empty, ref: 's1' },
    ],
    [
      'handed in late, not marked yet',
      facts({ dueAt: before, work: work('handedIn', { late: true }) }),
      true,
      { state: 'late', ...empty, late: true, ref: 's1' },
    ],
    [
      'marked, not released: the teacher sees the mark',
      facts({ work: work('marked') }),
      true,
      { state: 'marked', late: false, mark: 7, released: false, feedback: 'Good', ref: 's1' },
    ],
    [
      'marked, not released: the student does not, nor that it waits',
      facts({ work: work('marked') }),
      false,
      { state: 'handedIn', ...emptyForStudent, ref: null },
    ],
    [
      'released: the student sees it, late kept',
      facts({ work: work('released', { late: true }) }),
      false,
      { state: 'marked', late: true, mark: 7, released: null, feedback: 'Good', ref: null },
    ],
    [
      'a test with no questions is not ready',
      facts({ kind: 'test', noQuestions: true }),
      true,
      { state: 'notReady', ...empty, ref: null },
    ],
    [
      'a discussion not marked yet',
      facts({ kind: 'discussion', dueAt: before }),
      false,
      { state: 'notStarted', ...emptyForStudent, ref: null },
    ],
    [
      'a discussion mark, seen at once',
      facts({ kind: 'discussion', work: work('released', { mark: 4, ref: '' }) }),
      false,
      { state: 'marked', late: false, mark: 4, released: null, feedback: 'Good', ref: null },
    ],
  ])('%s', (_, cellFacts, asTeacher, cell) => {
    expect(gradeCell(cellFacts, asTeacher, now)).toEqual(cell);
  });

  it.each<[string, GradeCell, number | null]>([
    ['a mark counts', { state: 'marked', ...empty, mark: 7, ref: null }, 7],
    ['missing counts as 0', { state: 'missed', ...empty, ref: null }, 0],
    ['handed in, not marked: not yet', { state: 'handedIn', ...empty, ref: null }, null],
  ])('total part: %s', (_, cell, counts) => {
    expect(totalPartOf({ _id: 'a', kind: 'assignment', max: 10 }, cell).counts).toBe(counts);
  });
});

describe('cellValue (issue 35: the page and its export read a cell alike)', () => {
  it.each<[GradeCell['state'], number | null, number | string]>([
    ['marked', 7, 7],
    ['marked', 0, 0],
    ['missed', null, 'missing'],
    ['late', null, 'late'],
    ['handedIn', null, 'handed in'],
    ['notStarted', null, ''],
  ])('%s with mark %s reads %s', (state, mark, value) => {
    expect(cellValue({ state, late: false, mark, released: true, feedback: '', ref: null })).toBe(value);
  });
});
