import { describe, expect, it } from 'vitest';
import { type CourseTie, type MailSender, mayWriteTo, mayWriteToCourse } from './mailRecipients';

/** Issue 34 / SPEC §2 /mail ("teacher or student"; admins are teachers with isAdmin): who may write to whom. */
const open = (courseId: string, role: CourseTie['role']): CourseTie => ({
  courseId,
  role,
  openToStudents: true,
});
const draft = (courseId: string, role: CourseTie['role']): CourseTie => ({
  courseId,
  role,
  openToStudents: false,
});
const sender = (ties: CourseTie[], isAdmin = false): MailSender => ({ isAdmin, ties });

describe('mayWriteTo (SPEC §2 /mail)', () => {
  it.each([
    ['a student to a teacher of their course', sender([open('c1', 'student')]), [open('c1', 'owner')], true],
    [
      'a student to a co-teacher of their course',
      sender([open('c1', 'student')]),
      [open('c1', 'teacher')],
      true,
    ],
    ['a student to a classmate', sender([open('c1', 'student')]), [open('c1', 'student')], true],
    [
      'a student to a teacher of another course',
      sender([open('c1', 'student')]),
      [open('c2', 'owner')],
      false,
    ],
    [
      'a student to a student of another course',
      sender([open('c1', 'student')]),
      [open('c2', 'student')],
      false,
    ],
    ['a student to a person in no course', sender([open('c1', 'student')]), [], false],
    [
      'a student of a draft course to its teacher',
      sender([draft('c1', 'student')]),
      [draft('c1', 'owner')],
      false,
    ],
    ['a teacher to a student of their course', sender([open('c1', 'owner')]), [open('c1', 'student')], true],
    [
      'a teacher to a fellow teacher of their course',
      sender([open('c1', 'teacher')]),
      [open('c1', 'owner')],
      true,
    ],
    [
      'a teacher to a student of a draft course they teach',
      sender([draft('c1', 'owner')]),
      [draft('c1', 'student')],
      false,
    ],
    [
      'a teacher to a fellow teacher of a draft course',
      sender([draft('c1', 'owner')]),
      [draft('c1', 'teacher')],
      true,
    ],
    [
      'a teacher to a student of another course',
      sender([open('c1', 'owner')]),
      [open('c2', 'student')],
      false,
    ],
    ['a teacher to a teacher of another course', sender([open('c1', 'owner')]), [open('c2', 'owner')], false],
    ['an administrator to anyone', sender([], true), [], true],
  ] as const)('%s: %s', (_case, from, to, allowed) => {
    expect(mayWriteTo(from, to)).toBe(allowed);
  });
});

describe('mayWriteToCourse (a whole course or its teachers)', () => {
  it.each([
    ['a student to their open course', sender([open('c1', 'student')]), 'c1', true],
    ['a student to their draft course', sender([draft('c1', 'student')]), 'c1', false],
    ['a student to another course', sender([open('c1', 'student')]), 'c2', false],
    ['a teacher to a course they teach, draft or not', sender([draft('c1', 'teacher')]), 'c1', true],
    ['a teacher to another course', sender([open('c1', 'owner')]), 'c2', false],
    ['an administrator to any course', sender([], true), 'c9', true],
  ] as const)('%s', (_case, from, courseId, allowed) => {
    expect(mayWriteToCourse(from, courseId)).toBe(allowed);
  });
});
