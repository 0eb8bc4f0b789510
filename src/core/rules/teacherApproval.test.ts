import { describe, expect, it } from 'vitest';
import { approvalHold, approvalOnRegistration, mayDecide, type TeacherApproval } from './teacherApproval';

// Issue 10, "who may teach": a self-registered teacher waits for an administrator's approval.
describe('approvalHold', () => {
  const cases: Array<[string, 'teacher' | 'student', TeacherApproval, ReturnType<typeof approvalHold>]> = [
    ['an approved teacher has every teacher right', 'teacher', 'approved', null],
    ['a teacher waiting for approval is held', 'teacher', 'pending', 'pending'],
    ['a refused teacher is held', 'teacher', 'refused', 'refused'],
    ['a student is never held', 'student', 'approved', null],
    ['a student is not held even by a stray state', 'student', 'pending', null],
  ];
  it.each(cases)('%s', (_name, role, teacherApproval, expected) => {
    expect(approvalHold({ role, teacherApproval })).toBe(expected);
  });
});

describe('approvalOnRegistration', () => {
  it.each([
    ['teacher', 'pending'],
    ['student', 'approved'],
  ] as const)('a self-registered %s starts %s', (role, expected) => {
    expect(approvalOnRegistration(role)).toBe(expected);
  });
});

describe('mayDecide', () => {
  const cases: Array<[TeacherApproval, 'approve' | 'refuse', boolean]> = [
    ['pending', 'approve', true],
    ['pending', 'refuse', true],
    ['refused', 'approve', true],
    ['refused', 'refuse', false],
    ['approved', 'approve', false],
    ['approved', 'refuse', false],
  ];
  it.each(cases)('from %s, %s is allowed: %s', (current, decision, expected) => {
    expect(mayDecide(current, decision)).toBe(expected);
  });
});
