import { describe, expect, it } from 'vitest';
import type { TeamMeetingResponse } from '../schemas/meetings';
import {
  capacityHoldsBookings,
  consultHasRoom,
  meetingIsOver,
  reminderIsDue,
  stillComing,
} from './meetingRules';

// Issue 16 (consults: "office hours that students book"; team meetings: "members invited, each accepts or declines
// (SPEC §3 team meeting member: accept 'accepted'), reminders as notifications").
const start = new Date('2026-05-01T10:00:00Z');
const end = new Date('2026-05-01T11:00:00Z');
const at = (iso: string) => new Date(`2026-05-01T${iso}Z`);

describe('meetingIsOver (issue 16)', () => {
  it.each<[Date, boolean]>([
    [at('10:59:59'), false],
    [end, true],
    [at('11:00:01'), true],
  ])('at %s: %s', (now, expected) => expect(meetingIsOver(end, now)).toBe(expected));
});

describe('consultHasRoom and capacityHoldsBookings (issue 16)', () => {
  it.each<[number | null, number, boolean, boolean]>([
    [null, 0, true, true],
    [null, 400, true, true],
    [1, 0, true, true],
    [1, 1, false, true],
    [3, 2, true, true],
    [2, 3, false, false],
  ])('capacity %s with %s booked: room %s, holds %s', (capacity, booked, room, holds) => {
    expect(consultHasRoom(capacity, booked)).toBe(room);
    expect(capacityHoldsBookings(capacity, booked)).toBe(holds);
  });
});

describe('reminderIsDue (issue 16, 15 minutes before the start)', () => {
  it.each<[Date, boolean]>([
    [at('09:44:59'), false],
    [at('09:45:00'), true],
    [at('09:59:00'), true],
    [at('10:30:00'), true],
    [end, false],
  ])('at %s: %s', (now, expected) =>
    expect(reminderIsDue({ startAt: start, endAt: end }, now)).toBe(expected),
  );
});

describe('stillComing (SPEC §3 team meeting member)', () => {
  it.each<[TeamMeetingResponse, boolean]>([
    ['invited', true],
    ['accepted', true],
    ['declined', false],
  ])('%s: %s', (accept, expected) => expect(stillComing(accept)).toBe(expected));
});
