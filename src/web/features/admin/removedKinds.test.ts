import { describe, expect, it } from 'vitest';
import { REMOVED_KINDS } from '../../../core/schemas/deletedHistory';
import { ALL_KINDS, KIND_FILTER_OPTIONS, REMOVED_KIND_LABELS, removedKindOf } from './removedKinds';

describe('the kinds of the deleted history on /admin_dashboard (SPEC §3 deleted-history entry)', () => {
  it.each(REMOVED_KINDS)('%s has a label of its own', (kind) => {
    expect(REMOVED_KIND_LABELS[kind]?.trim()).toBeTruthy();
  });

  it('labels no kind the contract does not have, and no two kinds alike', () => {
    expect(Object.keys(REMOVED_KIND_LABELS).sort()).toEqual([...REMOVED_KINDS].sort());
    expect(new Set(Object.values(REMOVED_KIND_LABELS)).size).toBe(REMOVED_KINDS.length);
  });

  it.each([
    ['sector', 'Sector'],
    ['employer', 'Employer'],
    ['cvq', 'CVQ entry'],
    ['institution', 'Institution'],
    ['courseCode', 'Course code'],
    ['course', 'Course'],
    ['courseItem', 'Course item'],
    ['courseMember', 'Course member'],
    ['notification', 'Notification'],
    ['chatGroup', 'Chat group'],
    ['chatMessage', 'Chat message'],
    ['liveChatMessage', 'Live chat message'],
  ] as const)('%s reads %j', (kind, label) => {
    expect(REMOVED_KIND_LABELS[kind]).toBe(label);
  });

  it('offers "All kinds" first, then every kind once', () => {
    expect(KIND_FILTER_OPTIONS[0]).toEqual({ value: ALL_KINDS, label: 'All kinds' });
    expect(KIND_FILTER_OPTIONS.slice(1).map((option) => option.value)).toEqual([...REMOVED_KINDS]);
  });

  it.each([
    ['course', 'course'],
    ['liveChatMessage', 'liveChatMessage'],
    [ALL_KINDS, undefined],
    ['Course', undefined],
    [null, undefined],
  ])('the filter value %j asks for the kind %j', (value, kind) => {
    expect(removedKindOf(value)).toBe(kind);
  });
});
