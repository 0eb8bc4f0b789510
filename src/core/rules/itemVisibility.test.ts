import { describe, expect, it } from 'vitest';
import {
  type CourseOpenFacts,
  isCourseOpenToStudents,
  isVisibleToStudents,
  type VisibilityFacts,
} from './itemVisibility';

const now = '2026-03-10T12:00:00Z';
const window = { startDate: '2026-03-10T10:00:00Z', endDate: '2026-03-10T14:00:00Z' };
const before = { startDate: '2026-03-11T10:00:00Z', endDate: '2026-03-11T14:00:00Z' };
const after = { startDate: '2026-03-09T10:00:00Z', endDate: '2026-03-09T14:00:00Z' };
const base: VisibilityFacts = {
  kind: 'test',
  manual: false,
  active: false,
  startedLive: false,
  openedEarly: false,
  ...window,
};

// SPEC §4 "Item visibility for tests and exams"; other kinds follow the published flag (docs/api.md).
describe('isVisibleToStudents (SPEC §4 item visibility)', () => {
  const cases: Array<[string, Partial<VisibilityFacts>, boolean]> = [
    ['manual test, flag set, outside its window', { manual: true, active: true, ...before }, true],
    ['manual test, flag not set, inside its window', { manual: true, active: false }, false],
    ['manual exam, flag set', { kind: 'exam', manual: true, active: true, ...after }, true],
    ['scheduled test inside its window, flag not set', {}, true],
    ['scheduled test: start is inclusive', { startDate: now }, true],
    ['scheduled test: end is exclusive', { endDate: now }, false],
    ['scheduled test before its window', { ...before }, false],
    ['scheduled test after its window', { ...after }, false],
    [
      'flag and started-live override, before the window',
      { active: true, startedLive: true, ...before },
      true,
    ],
    ['flag and opened-early override, after the window', { active: true, openedEarly: true, ...after }, true],
    ['override without the flag, outside the window', { startedLive: true, ...before }, false],
    ['flag without an override, outside the window', { active: true, ...before }, false],
    ['scheduled exam inside its window', { kind: 'exam' }, true],
    ['published lecture before its start', { kind: 'lecture', active: true, ...before }, true],
    ['published assignment after its end', { kind: 'assignment', active: true, ...after }, true],
    ['unpublished lecture inside its window', { kind: 'lecture', active: false }, false],
    ['unpublished self-learning unit', { kind: 'selfLearning', active: false }, false],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(isVisibleToStudents({ ...base, ...change }, now)).toBe(expected);
  });
});

// SPEC §6: a teacher's student view shows what students see; templates carry "extra template content" for teachers
// only, and a draft is not yet open to anyone but its teachers (docs/decisions.md).
describe('isCourseOpenToStudents', () => {
  const cases: Array<[string, CourseOpenFacts, boolean]> = [
    ['an active course', { status: 'active', isTemplate: false }, true],
    ['an archived course', { status: 'archived', isTemplate: false }, true],
    ['a draft', { status: 'draft', isTemplate: false }, false],
    ['an active template', { status: 'active', isTemplate: true }, false],
    ['a draft template', { status: 'draft', isTemplate: true }, false],
  ];
  it.each(cases)('%s', (_name, course, expected) => {
    expect(isCourseOpenToStudents(course)).toBe(expected);
  });
});
