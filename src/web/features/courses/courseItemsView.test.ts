import { describe, expect, it } from 'vitest';
import type { ItemKind } from '../../../core/itemKinds';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { CourseStatus, CourseWithItems, MemberRole } from '../../../core/schemas/courses';
import { itemsByKind, todayEntries } from './courseItemsView';

const NOW = Date.parse('2026-03-10T12:00:00');

function item(id: string, kind: ItemKind, fields: Partial<CourseItem> = {}): CourseItem {
  return {
    _id: id,
    courseId: 'c1',
    kind,
    title: id,
    description: '',
    startDate: '2026-03-10T09:00:00',
    endDate: '2026-03-10T10:00:00',
    duration: null,
    manual: false,
    active: true,
    startedLive: false,
    openedEarly: false,
    position: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

function course(
  items: CourseItem[],
  myRole: MemberRole = 'owner',
  status: CourseStatus = 'active',
): CourseWithItems {
  return {
    _id: 'c1',
    name: 'Welding basics',
    courseCodeId: null,
    courseCode: '',
    description: '',
    institutionId: null,
    institution: '',
    sectorId: null,
    sector: '',
    startDate: '2026-01-01',
    endDate: '2026-06-30',
    image: '',
    status,
    isTemplate: false,
    owner: { _id: 'u1', username: 'tom', fullName: 'Tom Teacher' },
    teacherCount: 1,
    studentCount: 0,
    myRole,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    items,
  };
}

const ids = (items: readonly { _id: string }[]) => items.map((entry) => entry._id);

describe('items by kind (SPEC §2 course pages list each kind)', () => {
  it('keeps the kinds in the spec order and each kind by start, the teacher order among equal starts', () => {
    const grouped = itemsByKind([
      item('t2', 'test', { position: 2 }),
      item('l1', 'lecture', { position: 1 }),
      item('t1', 'test', { position: 1 }),
      item('l0', 'lecture', { position: 0 }),
      item('t0, added last for an earlier day', 'test', { position: 3, startDate: '2026-03-09T09:00:00' }),
    ]);
    expect(grouped.map((group) => group.kind).slice(0, 5)).toEqual([
      'lecture',
      'project',
      'assignment',
      'lab',
      'test',
    ]);
    expect(ids(grouped[0]!.items)).toEqual(['l0', 'l1']);
    expect(ids(grouped[4]!.items)).toEqual(['t0, added last for an earlier day', 't1', 't2']);
    expect(grouped[1]!.items).toEqual([]);
  });
});

describe("today's list across courses (SPEC §4)", () => {
  const courses = [
    course([
      item('lecture today', 'lecture', { startDate: '2026-03-10T14:00:00', endDate: '2026-03-10T15:00:00' }),
      item('lecture tomorrow', 'lecture', {
        startDate: '2026-03-11T09:00:00',
        endDate: '2026-03-11T10:00:00',
      }),
      item('assignment running', 'assignment', {
        startDate: '2026-03-01T09:00:00',
        endDate: '2026-03-20T09:00:00',
      }),
      item('self-learning today', 'selfLearning'),
      item('hidden lecture today', 'lecture', { active: false }),
    ]),
  ];

  it('lists what starts today and what runs through today, by start, without self-learning', () => {
    expect(ids(todayEntries(courses, NOW).map((entry) => entry.item))).toEqual([
      'assignment running',
      'hidden lecture today',
      'lecture today',
    ]);
  });

  it('leaves out the items of a template, whose dates are only an outline', () => {
    const template = { ...course([item('outline lecture', 'lecture')]), isTemplate: true };
    expect(todayEntries([template], NOW)).toEqual([]);
  });

  it('maps team meetings to their calendar category', () => {
    const [entry] = todayEntries([course([item('meet', 'teamMeeting')])], NOW);
    expect(entry?.category).toBe('TeamMeeting');
  });
});
