import { CONSULT_SLOT_EARLY_JOIN_MINUTES } from '../constants';

/*
 * Consult slots (issue 37: "a consult offers time slots with a length and capacity; students see what is free and
 * book a slot; the teacher sees the day's schedule").
 */

/** How a teacher divides a consult: each slot's length in minutes and how many students one slot takes. */
export interface SlotPlan {
  minutes: number;
  places: number;
}

export interface Slot {
  startAt: Date;
  endAt: Date;
}

/**
 * The slots of a consult: back to back from its start, each `minutes` long; a last slot that would run past the
 * consult's end is dropped, so every slot fits inside the consult.
 */
export function slotsOf(consult: Slot, minutes: number): Slot[] {
  const length = minutes * 60_000;
  const slots: Slot[] = [];
  for (let start = consult.startAt.getTime(); start + length <= consult.endAt.getTime(); start += length)
    slots.push({ startAt: new Date(start), endAt: new Date(start + length) });
  return slots;
}

/** The slot that begins at `startAt`, if the consult has one. */
export const slotAt = (slots: readonly Slot[], startAt: Date) =>
  slots.find((slot) => slot.startAt.getTime() === startAt.getTime());

/** A slot takes bookings until it begins: one that has begun or ended is no longer offered. */
export const slotIsBookable = (slot: Slot, now: Date) => now.getTime() < slot.startAt.getTime();

/** Whether a slot with `places` and `booked` bookings takes one more. */
export const slotHasRoom = (places: number, booked: number) => booked < places;

/**
 * How many of these bookings (each the start of its slot) a plan of `slots` with `places` each cannot hold: those
 * whose slot is not among them, and those beyond a slot's places. Zero when the plan keeps every booking.
 */
export function bookingsInTheWay(
  slots: readonly Slot[],
  places: number,
  bookedStarts: readonly Date[],
): number {
  const perSlot = new Map<number, number>();
  let orphaned = 0;
  for (const start of bookedStarts) {
    if (!slotAt(slots, start)) orphaned += 1;
    else perSlot.set(start.getTime(), (perSlot.get(start.getTime()) ?? 0) + 1);
  }
  let over = 0;
  for (const booked of perSlot.values()) over += Math.max(0, booked - places);
  return orphaned + over;
}

/**
 * Whether a student with this slot may be in the consult's room at `now`: 'early' before
 * CONSULT_SLOT_EARLY_JOIN_MINUTES ahead of its start, 'over' once it has ended, 'open' in between.
 */
export function slotAdmission(slot: Slot, now: Date): 'early' | 'open' | 'over' {
  if (now.getTime() < slot.startAt.getTime() - CONSULT_SLOT_EARLY_JOIN_MINUTES * 60_000) return 'early';
  if (now.getTime() >= slot.endAt.getTime()) return 'over';
  return 'open';
}

/** The slot a booking holds, from its start and the consult's slot length. */
export const slotFrom = (startAt: Date, minutes: number): Slot => ({
  startAt,
  endAt: new Date(startAt.getTime() + minutes * 60_000),
});
