import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { extensionBody, holderChoices, holderName, holderValue, initialDue } from './extensionDraft';

// Issue 37: a teacher extends the deadline of one student, or of a project group, to a date after the item's own.
const END = '2026-06-01T12:00:00.000Z';
const ann = { _id: 'u1', username: 'ann', fullName: 'Ann Able' };

describe('extension form (issue 37)', () => {
  it('offers the groups first, then the students', () => {
    expect(holderChoices([ann], [{ _id: 'g1', name: 'Red' }])).toEqual([
      { value: 'group:g1', label: 'Group Red' },
      { value: 'student:u1', label: 'Ann Able (ann)' },
    ]);
  });

  it('names and picks an existing extension’s holder', () => {
    expect(holderName({ student: ann, group: null })).toBe('Ann Able');
    expect(holderName({ student: null, group: { _id: 'g1', name: 'Red' } })).toBe('Group Red');
    expect(holderValue({ student: ann, group: null })).toBe('student:u1');
  });

  it('starts a day after the item’s deadline, or from the extension being changed', () => {
    expect(dayjs(initialDue(END)).toISOString()).toBe('2026-06-02T12:00:00.000Z');
    expect(dayjs(initialDue(END, { dueDate: '2026-06-05T12:00:00.000Z' })).toISOString()).toBe(
      '2026-06-05T12:00:00.000Z',
    );
  });

  it.each([
    [
      { holder: 'student:u1', due: initialDue(END), reason: ' Ill ' },
      { body: { studentId: 'u1', groupId: null, dueDate: '2026-06-02T12:00:00.000Z', reason: 'Ill' } },
    ],
    [
      { holder: 'group:g1', due: initialDue(END), reason: '' },
      { body: { studentId: null, groupId: 'g1', dueDate: '2026-06-02T12:00:00.000Z', reason: '' } },
    ],
    [
      { holder: null, due: initialDue(END), reason: '' },
      { errors: { holder: 'Choose a student or a group.' } },
    ],
    [{ holder: 'student:u1', due: '', reason: '' }, { errors: { dueDate: 'Choose the new deadline.' } }],
    [
      { holder: 'student:u1', due: dayjs(END).format('YYYY-MM-DD HH:mm:ss'), reason: '' },
      { errors: { dueDate: 'Choose a date after the deadline of the item.' } },
    ],
  ])('%j gives %j', (values, expected) => {
    expect(extensionBody(values, END)).toEqual(expected);
  });
});
