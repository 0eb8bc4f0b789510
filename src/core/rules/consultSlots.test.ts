import { describe, expect, it } from 'vitest';
import {
  bookingsInTheWay,
  type Slot,
  slotAdmission,
  slotAt,
  slotFrom,
  slotHasRoom,
  slotIsBookable,
  slotsOf,
} from './consultSlots';

// Issue 37: "a consult offers time slots with a length and capacity; students see what is free and book a slot".
const at = (hhmm: string) => new Date(`2026-05-01T${hhmm}:00Z`);
const consult: Slot = { startAt: at('10:00'), endAt: at('11:00') };
const starts = (slots: Slot[]) => slots.map((slot) => slot.startAt.toISOString().slice(11, 16));

describe('slotsOf (issue 37: back to back, a last partial slot dropped)', () => {
  it.each<[number, string[]]>([
    [20, ['10:00', '10:20', '10:40']],
    [25, ['10:00', '10:25']],
    [60, ['10:00']],
    [61, []],
    [5, Array.from({ length: 12 }, (_, n) => `10:${String(n * 5).padStart(2, '0')}`)],
  ])('%s-minute slots start at %j', (minutes, expected) => {
    const slots = slotsOf(consult, minutes);
    expect(starts(slots)).toEqual(expected);
    for (const slot of slots) expect(slot.endAt.getTime() - slot.startAt.getTime()).toBe(minutes * 60_000);
  });
});

describe('slotAt (issue 37)', () => {
  const slots = slotsOf(consult, 20);
  it.each<[string, string | null]>([
    ['10:20', '10:20'],
    ['10:00', '10:00'],
    ['10:10', null],
    ['11:00', null],
  ])('a slot beginning at %s: %s', (start, expected) => {
    const slot = slotAt(slots, at(start));
    expect(slot ? starts([slot])[0] : null).toBe(expected);
  });
});

describe('slotIsBookable and slotHasRoom (issue 37: full and past slots are not bookable)', () => {
  const slot = slotFrom(at('10:20'), 20);
  it.each<[string, boolean]>([
    ['10:19', true],
    ['10:20', false],
    ['10:50', false],
  ])('at %s: bookable %s', (now, expected) => expect(slotIsBookable(slot, at(now))).toBe(expected));
  it.each<[number, number, boolean]>([
    [1, 0, true],
    [1, 1, false],
    [3, 2, true],
    [2, 3, false],
  ])('%s places with %s booked: room %s', (places, booked, expected) =>
    expect(slotHasRoom(places, booked)).toBe(expected),
  );
});

describe('bookingsInTheWay (issue 37: a new plan may not orphan or overfill bookings)', () => {
  it.each<[string, number, number, string[], number]>([
    ['same plan', 20, 1, ['10:00', '10:20'], 0],
    ['no bookings', 15, 1, [], 0],
    ['10:20 is not a 15-minute slot', 15, 1, ['10:00', '10:20'], 1],
    ['10-minute slots keep 10:00 and 10:20', 10, 1, ['10:00', '10:20'], 0],
    ['two in a slot of one place', 20, 1, ['10:20', '10:20'], 1],
    ['two in a slot of two places', 20, 2, ['10:20', '10:20'], 0],
    ['both orphaned and over', 30, 1, ['10:00', '10:00', '10:20'], 2],
  ])('%s', (_case, minutes, places, booked, expected) =>
    expect(bookingsInTheWay(slotsOf(consult, minutes), places, booked.map(at))).toBe(expected),
  );
  it('a consult moved by other than whole slots orphans its bookings', () => {
    const moved = slotsOf({ startAt: at('10:10'), endAt: at('11:10') }, 20);
    expect(bookingsInTheWay(moved, 1, [at('10:20')])).toBe(1);
    const shortened = slotsOf({ startAt: at('10:00'), endAt: at('10:40') }, 20);
    expect(bookingsInTheWay(shortened, 1, [at('10:40')])).toBe(1);
  });
});

describe('slotAdmission (issue 37: from 5 minutes before the slot until it ends)', () => {
  const slot = slotFrom(at('10:20'), 20);
  it.each<[string, 'early' | 'open' | 'over']>([
    ['10:14', 'early'],
    ['10:15', 'open'],
    ['10:20', 'open'],
    ['10:39', 'open'],
    ['10:40', 'over'],
  ])('at %s: %s', (now, expected) => expect(slotAdmission(slot, at(now))).toBe(expected));
});
