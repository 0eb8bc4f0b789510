import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newCourseValues, validateCourse } from './courseForm';

const valid = { ...newCourseValues(dayjs('2026-02-01')), name: 'Welding basics', endDate: '2026-06-30' };

describe('the course form checks what the server checks', () => {
  it('a new course starts today as a draft with the end left to pick', () => {
    expect(newCourseValues(dayjs('2026-02-01'))).toMatchObject({
      startDate: '2026-02-01',
      endDate: '',
      status: 'draft',
    });
  });

  it.each([
    ['a complete course passes', valid, {}],
    ['a name is needed', { ...valid, name: '  ' }, { name: 'Enter the course name.' }],
    [
      'empty dates say what to do',
      { ...valid, startDate: '', endDate: '' },
      {
        startDate: 'Starts on: pick a date.',
        endDate: 'Ends on: pick a date.',
      },
    ],
    [
      'a name has at most 200 characters',
      { ...valid, name: 'x'.repeat(201) },
      { name: 'Course name: at most 200 characters.' },
    ],
    [
      'the end cannot come before the start',
      { ...valid, endDate: '2026-01-31' },
      {
        endDate: 'The end date cannot be before the start date.',
      },
    ],
  ])('%s', (_case, values, errors) => {
    expect(validateCourse(values)).toEqual(errors);
  });
});
