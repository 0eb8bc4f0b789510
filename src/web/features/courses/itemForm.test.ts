import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { createItemPayload, itemValuesOf, newItemValues, updateItemPayload, validateItem } from './itemForm';

const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = savedZone;
});

const NOW = dayjs('2026-03-10T08:17:00Z');

describe('a new item (edit course: "Add <kind>")', () => {
  it.each([
    ['lecture', '2026-03-11 12:00:00', '2026-03-11 13:00:00', 60],
    ['assignment', '2026-03-11 12:00:00', '2026-03-18 12:00:00', ''],
    ['project', '2026-03-11 12:00:00', '2026-03-18 12:00:00', ''],
    ['test', '2026-03-11 12:00:00', '2026-03-11 13:00:00', 60],
  ] as const)('a %s starts tomorrow at 12:00 and ends at %s', (kind, start, end, duration) => {
    expect(newItemValues(kind, NOW)).toMatchObject({
      startDate: start,
      endDate: end,
      duration,
      active: false,
    });
  });

  it.each([
    ['test', true],
    ['exam', true],
    ['assignment', false],
    ['lecture', false],
  ] as const)('a new %s is manual (hidden until chosen otherwise): %s', (kind, manual) => {
    expect(newItemValues(kind, NOW)).toMatchObject({ active: false, manual });
  });

  it('is sent with ISO times and null for a kind without a duration', () => {
    const values = { ...newItemValues('assignment', NOW), title: 'Essay', duration: 30 as const };
    expect(createItemPayload('c1', 'assignment', values)).toMatchObject({
      courseId: 'c1',
      kind: 'assignment',
      title: 'Essay',
      startDate: '2026-03-11T12:00:00.000Z',
      endDate: '2026-03-18T12:00:00.000Z',
      duration: null,
    });
  });
});

describe('the item checks', () => {
  const lecture = { ...newItemValues('lecture', NOW), title: 'Intro' };

  it.each([
    ['a complete lecture passes', lecture, {}],
    ['a title is needed', { ...lecture, title: ' ' }, { title: 'Enter a title.' }],
    [
      'the end must come after the start',
      { ...lecture, endDate: lecture.startDate },
      {
        endDate: 'The end must be after the start.',
      },
    ],
    [
      'unpicked times say what to do',
      { ...lecture, startDate: '', endDate: '' },
      {
        startDate: 'Starts: pick a date and time.',
        endDate: 'Ends: pick a date and time.',
      },
    ],
  ])('%s', (_case, values, errors) => {
    expect(validateItem('lecture', values)).toEqual(errors);
  });

  it('a duration over a day is refused', () => {
    expect(validateItem('lecture', { ...lecture, duration: 24 * 60 + 1 })).toEqual({
      duration: 'Duration in minutes: at most 1,440.',
    });
  });
});

describe('editing an item', () => {
  const item: CourseItem = {
    _id: 'i1',
    courseId: 'c1',
    kind: 'discussion',
    title: 'Debate',
    description: 'Bring notes',
    startDate: '2026-03-12T15:30:00.000Z',
    endDate: '2026-03-12T16:30:00.000Z',
    duration: 45,
    manual: false,
    active: true,
    startedLive: false,
    openedEarly: true,
    position: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };

  it('shows the stored times in local time and sends them back unchanged', () => {
    const values = itemValuesOf(item);
    expect(values.startDate).toBe('2026-03-12 15:30:00');
    expect(updateItemPayload(item, values)).toEqual({
      itemId: 'i1',
      title: 'Debate',
      description: 'Bring notes',
      startDate: item.startDate,
      endDate: item.endDate,
      duration: 45,
      manual: false,
      active: true,
      startedLive: false,
      openedEarly: true,
    });
  });
});
