import { describe, expect, it } from 'vitest';
import type { AnswerListLine } from '../../../core/schemas/assessments';
import { filterAnswerLines, markText, nextToMark, releasableCount, sortAnswerLines } from './answerList';

const line = (id: string, name: string, overrides: Partial<AnswerListLine> = {}): AnswerListLine => ({
  _id: id,
  itemId: 'test-1',
  number: 1,
  state: 'submitted',
  endedBy: 'student',
  startedAt: '2026-03-02T09:00:00.000Z',
  deadlineAt: '2026-03-02T10:00:00.000Z',
  submittedAt: '2026-03-02T09:40:00.000Z',
  mark: null,
  maxMark: 10,
  feedback: '',
  releasedAt: null,
  answerFile: null,
  student: { _id: name, username: name.toLowerCase(), fullName: name },
  answered: 4,
  toMark: 0,
  focusLosses: 0,
  ...overrides,
});

// Issue 15 grading: the teacher's list of attempts, /TestAnswerList and /ExamAnswerList.
describe('the answer list', () => {
  const lines = [
    line('z1', 'Zoe', { toMark: 1 }),
    line('a2', 'Ann', { number: 2, state: 'graded', mark: 7.5 }),
    line('a1', 'Ann', { state: 'released', mark: 4, releasedAt: '2026-03-03T09:00:00.000Z' }),
    line('b1', 'Bo', { state: 'open', endedBy: null, submittedAt: null, toMark: 2 }),
    line('c1', 'Cy', { toMark: 2 }),
  ];

  it('lists by student, then attempt', () => {
    expect(sortAnswerLines(lines).map((l) => l._id)).toEqual(['a1', 'a2', 'b1', 'c1', 'z1']);
  });

  it('shows only the attempts with answers to mark when asked; one still being sat has none yet', () => {
    expect(filterAnswerLines(lines, 'toMark').map((l) => l._id)).toEqual(['z1', 'c1']);
    expect(filterAnswerLines(lines, 'all')).toHaveLength(5);
  });

  it('releases the attempts marked in full and not released', () => {
    expect(releasableCount(lines)).toBe(1);
  });

  it.each([
    ['z1', 'to mark (1)'],
    ['a2', '7.5 / 10'],
    ['a1', '4 / 10'],
    ['b1', '—'],
  ])('%s reads "%s"', (id, text) => {
    expect(markText(lines.find((l) => l._id === id)!)).toBe(text);
  });

  it.each([
    ['c1', 'z1'],
    ['z1', 'c1'],
    ['a2', 'c1'],
    ['unknown', 'c1'],
  ])('after %s the next to mark is %s', (current, next) => {
    expect(nextToMark(lines, current)).toBe(next);
  });

  it('has no next when no other attempt waits', () => {
    expect(nextToMark([line('z1', 'Zoe', { toMark: 1 }), line('a1', 'Ann')], 'z1')).toBeNull();
  });
});
