import { describe, expect, it } from 'vitest';
import type { AssessmentListLine } from '../../../core/schemas/assessments';
import type { CourseSummary } from '../../../core/schemas/courses';
import { markedCourses, waitingToMark } from './waitingToMark';

const course = (id: string, overrides: Partial<CourseSummary> = {}) =>
  ({ _id: id, name: `Course ${id}`, isTemplate: false, myRole: 'owner', ...overrides }) as CourseSummary;

const line = (title: string, toMark: number | null): AssessmentListLine => ({
  _id: title,
  kind: 'test',
  title,
  startDate: '2026-03-02T09:00:00.000Z',
  endDate: '2026-03-02T10:00:00.000Z',
  duration: 60,
  active: true,
  startedLive: false,
  mode: 'live',
  questionCount: 5,
  totalMarks: 10,
  submitted: 3,
  toMark,
});

// SPEC §2 /evaluate/test, /evaluate/exam.
describe("the teacher's tests waiting to be marked", () => {
  it('come from the courses the teacher owns or teaches', () => {
    const courses = [
      course('own'),
      course('taught', { myRole: 'teacher' }),
      course('sat', { myRole: 'student' }),
      course('admin', { myRole: null }),
      course('template', { isTemplate: true }),
    ];
    expect(markedCourses(courses).map((c) => c._id)).toEqual(['own', 'taught']);
  });

  it('are those with answers to mark, most first, across courses', () => {
    const waiting = waitingToMark([
      { course: course('a'), lines: [line('Quiz 1', 2), line('Quiz 2', 0), line('Quiz 3', null)] },
      { course: course('b'), lines: [line('Final', 7), line('Another', 2)] },
    ]);
    expect(waiting.map((w) => [w.course._id, w.line.title, w.toMark])).toEqual([
      ['b', 'Final', 7],
      ['b', 'Another', 2],
      ['a', 'Quiz 1', 2],
    ]);
  });

  it('are none when nothing waits', () => {
    expect(waitingToMark([{ course: course('a'), lines: [line('Quiz', 0)] }])).toEqual([]);
  });
});
