import { describe, expect, it } from 'vitest';
import { type DeadlineExtensions, type StudentDeadline, studentDeadline } from './courseworkDeadline';

// Issue 37: "per-student (and per-group) deadline extensions on assignments, projects and labs, like the exams'
// extra time, shown to the student and respected by the late policy."
const end = '2026-05-01T12:00:00.000Z';
const earlier = '2026-04-30T12:00:00.000Z';
const dayLater = '2026-05-02T12:00:00.000Z';
const weekLater = '2026-05-08T12:00:00.000Z';

describe('studentDeadline (issue 37)', () => {
  it.each<[string, DeadlineExtensions, StudentDeadline]>([
    ['no extension: the item’s end', { own: null, group: null }, { dueAt: new Date(end), extendedBy: null }],
    [
      'their own extension',
      { own: dayLater, group: null },
      { dueAt: new Date(dayLater), extendedBy: 'student' },
    ],
    [
      'their group’s extension',
      { own: null, group: weekLater },
      { dueAt: new Date(weekLater), extendedBy: 'group' },
    ],
    [
      'their own wins over a later group one',
      { own: dayLater, group: weekLater },
      { dueAt: new Date(dayLater), extendedBy: 'student' },
    ],
    [
      'their own wins over an earlier group one',
      { own: weekLater, group: dayLater },
      { dueAt: new Date(weekLater), extendedBy: 'student' },
    ],
    [
      'an extension the item’s end has since passed moves nothing',
      { own: earlier, group: null },
      { dueAt: new Date(end), extendedBy: null },
    ],
    [
      'an extension to the end itself moves nothing',
      { own: end, group: null },
      { dueAt: new Date(end), extendedBy: null },
    ],
    [
      'their own, passed by the end, does not bring back the group’s',
      { own: earlier, group: weekLater },
      { dueAt: new Date(end), extendedBy: null },
    ],
  ])('%s', (_case, extensions, expected) => {
    expect(studentDeadline(end, extensions)).toEqual(expected);
  });
});
