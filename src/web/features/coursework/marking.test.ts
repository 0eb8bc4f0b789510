import { describe, expect, it } from 'vitest';
import type { MarkingLine } from '../../../core/schemas/coursework';
import { kindOfEvaluatePage, markingLinesShown, markingSummary } from './marking';

const line = (kind: MarkingLine['item']['kind'], counts: Partial<MarkingLine> = {}): MarkingLine => ({
  item: { _id: kind, kind, title: kind, endDate: '2026-11-20T10:00:00.000Z', courseId: 'c', courseName: 'C' },
  expected: 10,
  toGrade: 0,
  graded: 0,
  released: 0,
  late: 0,
  ...counts,
});

// SPEC §2: /evaluate, /evaluate/assignment and /evaluate/project are the teacher's marking pages.
describe('the /evaluate pages', () => {
  it.each([
    ['/evaluate', null],
    ['/evaluate/assignment', 'assignment'],
    ['/evaluate/project', 'project'],
  ] as const)('%s lists %s', (pattern, kind) => {
    expect(kindOfEvaluatePage(pattern)).toBe(kind);
  });

  const lines = [line('assignment', { toGrade: 2 }), line('project'), line('lab', { toGrade: 1 })];
  it.each([
    [null, false, ['assignment', 'project', 'lab']],
    [null, true, ['assignment', 'lab']],
    ['project', false, ['project']],
    ['project', true, []],
  ] as const)('kind %s, waiting only %s → %j', (kind, waitingOnly, kinds) => {
    expect(markingLinesShown(lines, kind, waitingOnly).map((l) => l.item.kind)).toEqual(kinds);
  });

  it.each([
    [{}, '0 of 10 handed in'],
    [
      { toGrade: 2, graded: 1, released: 3, late: 1 },
      '6 of 10 handed in · 2 to grade · 1 marked, not released · 1 late',
    ],
    [{ released: 10 }, '10 of 10 handed in'],
  ] as const)('%j reads "%s"', (counts, text) => {
    expect(markingSummary(line('assignment', counts))).toBe(text);
  });
});
