import { describe, expect, it } from 'vitest';
import type { CourseMember } from '../../../core/schemas/courses';
import { chatCandidates } from './chatPeople';

const member = (id: string, fullName: string, role: CourseMember['role']): CourseMember => ({
  _id: id,
  username: id,
  fullName,
  userLogo: '',
  role,
  addedAt: '2026-01-01T00:00:00.000Z',
});

describe('chatCandidates', () => {
  it('offers everyone in the course but oneself, teachers first, named with their role', () => {
    const course = {
      teachers: [member('t1', 'Tess Teacher', 'owner'), member('me', 'Me Myself', 'teacher')],
      students: [member('s1', '', 'student'), member('s2', 'Sam Student', 'student')],
    };
    expect(chatCandidates(course, 'me')).toEqual([
      { value: 't1', label: 'Tess Teacher (teacher)' },
      { value: 's1', label: 's1 (student)' },
      { value: 's2', label: 'Sam Student (student)' },
    ]);
  });
});
