import { describe, expect, it } from 'vitest';
import type { GradingLine } from '../../../core/schemas/coursework';
import { filterLines, lineName, neighbours, releasableCount } from './gradingLines';

const person = (name: string) => ({ _id: name, username: name.toLowerCase(), fullName: name });
const line = (assessmentId: string | null, state: GradingLine['state'], name = 'Ann'): GradingLine => ({
  assessmentId,
  student: person(name),
  group: null,
  state,
  submittedAt: null,
  late: false,
  mark: null,
  fileCount: 0,
  extendedTo: null,
});

const lines = [
  line(null, 'notStarted', 'Ann'),
  line('a2', 'submitted', 'Ben'),
  line('a3', 'graded', 'Cy'),
  line(null, 'notStarted', 'Dee'),
  line('a5', 'graded', 'Eve'),
  line('a6', 'released', 'Fay'),
];

// Issue 14: the teacher's list of every student (group) and item, filtered by state; graded marks are released.
describe("the teacher's assessment list", () => {
  it.each([
    ['all', 6],
    ['notStarted', 2],
    ['submitted', 1],
    ['graded', 2],
    ['draft', 0],
  ] as const)('the %s filter keeps %i lines', (filter, count) => {
    expect(filterLines(lines, filter)).toHaveLength(count);
  });

  it('counts the graded lines a release would hand out', () => {
    expect(releasableCount(lines)).toBe(2);
  });

  it.each([
    ['the first skips nothing before it', 'a2', { previous: null, next: 'a3' }],
    ['lines with nothing saved are skipped', 'a3', { previous: 'a2', next: 'a5' }],
    ['the last has no next', 'a6', { previous: 'a5', next: null }],
    ['an id not in the list has neither', 'zz', { previous: null, next: null }],
  ])('neighbours: %s', (_case, id, expected) => {
    expect(neighbours(lines, id)).toEqual(expected);
  });

  it('names a project line by its group, else by the student', () => {
    const members = [person('Ann')];
    expect(lineName({ student: null, group: { _id: 'g', name: 'Team Blue', members } })).toBe('Team Blue');
    expect(lineName({ student: { _id: 'u', username: 'bo', fullName: '' }, group: null })).toBe('bo');
  });
});
