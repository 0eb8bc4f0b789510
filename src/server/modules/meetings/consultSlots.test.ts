import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CourseItemRow, consultBookings, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person, person } from '../../test/cast';
import { addMember, createItem } from '../../test/courseFactories';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';
import { sendConsultSlotReminders } from './consultSlotReminders';

/**
 * Issue 37, consult slots: "a consult offers time slots with a length and capacity; students see what is free and
 * book a slot; the teacher sees the day's schedule". Times are read from a clock the tests move.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date('2026-06-01T08:00:00Z')));

const MINUTE = 60_000;
const START = new Date('2026-06-01T10:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE).toISOString();

/** A consult from 10:00 to 11:00 on the test's day (three 20-minute slots: 10:00, 10:20, 10:40). */
const consult = (overrides: Partial<CourseItemRow> = {}) =>
  createItem(t.app, cast.course, {
    kind: 'consult',
    startAt: START,
    endAt: new Date(at(60)),
    ...overrides,
  });
const settings = (consultId: string, body: object, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/consult/saveSettings', { consultId, capacity: null, ...body }, who.session);
const inSlots = (consultId: string, minutes = 20, places = 1) =>
  settings(consultId, { slots: { minutes, places } });
const book = (consultId: string, who: Person, slotStart?: string, topic?: string) =>
  t.post('/api/v1/consult/book', { consultId, slotStart, topic }, who.session);
const current = async (consultId: string, who: Person = cast.teacherOwner) =>
  (await t.get(`/api/v1/consult/getCurrent/${consultId}`, who.session)).json().data;
const newStudent = async (fullName: string) => {
  const student = await person(t.app, { fullName });
  await addMember(t.app, cast.course, student.user);
  return student;
};

describe('POST /api/v1/consult/saveSettings with slots', () => {
  it('divides the consult into back-to-back slots; students see each with its free places', async () => {
    const item = await consult({ endAt: new Date(at(70)) });
    const saved = await inSlots(item.id, 20, 2);
    expect(saved.statusCode).toBe(200);
    const seen = await current(item.id, cast.studentMember);
    // 70 minutes hold three 20-minute slots; the last 10 minutes are no slot.
    expect(seen).toMatchObject({ slotMinutes: 20, slotPlaces: 2, capacity: 6, bookedCount: 0 });
    expect(seen.slots).toEqual([
      { startAt: at(0), endAt: at(20), places: 2, bookedCount: 0 },
      { startAt: at(20), endAt: at(40), places: 2, bookedCount: 0 },
      { startAt: at(40), endAt: at(60), places: 2, bookedCount: 0 },
    ]);
  });

  it('refuses malformed plans, a capacity beside slots, slots longer than the consult and other callers', async () => {
    const item = await consult();
    const minutes = await inSlots(item.id, 4);
    expect(minutes.statusCode).toBe(400);
    expect(minutes.json().fields['slots.minutes']).toMatch(/from 5 to 240/);
    expect((await inSlots(item.id, 20, 51)).statusCode).toBe(400);
    expect((await inSlots(item.id, 20.5)).statusCode).toBe(400);
    expect((await settings(item.id, { slots: { minutes: '20', places: 1 } })).statusCode).toBe(400);
    const both = await settings(item.id, { capacity: 3, slots: { minutes: 20, places: 1 } });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.capacity).toMatch(/leave it empty/);
    const tooLong = await inSlots(item.id, 90);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields['slots.minutes']).toMatch(/shorter than one slot of 90 minutes/);
    expect((await inSlots(item.id, 20, 1)).statusCode).toBe(200);
    // A capacity sent while slots stay is refused too: the slots' places are the limit.
    expect((await settings(item.id, { capacity: 3 })).statusCode).toBe(400);
    expect(
      (await settings(item.id, { slots: { minutes: 30, places: 1 } }, cast.studentMember)).statusCode,
    ).toBe(403);
    expect(
      (await settings(item.id, { slots: { minutes: 30, places: 1 } }, cast.teacherOutsider)).statusCode,
    ).toBe(403);
    expect((await current(item.id)).slotMinutes).toBe(20);
  });

  it('refuses a plan that would orphan or overfill bookings, naming how many stand in the way', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 2);
    const [a, b, c] = [cast.studentMember, cast.classmate, await newStudent('Cid Third')];
    expect((await book(item.id, a, at(0))).statusCode).toBe(200);
    expect((await book(item.id, b, at(20))).statusCode).toBe(200);
    expect((await book(item.id, c, at(20))).statusCode).toBe(200);

    const orphaned = await inSlots(item.id, 15, 2);
    expect(orphaned.statusCode).toBe(409);
    expect(orphaned.json().msg).toBe(
      'Slots of 15 minutes with 2 places each would leave 2 bookings without a place in its slot. Keep slots that hold every booking, or ask those students to book another slot or cancel.',
    );
    const overfilled = await inSlots(item.id, 20, 1);
    expect(overfilled.statusCode).toBe(409);
    expect(overfilled.json().msg).toMatch(
      /^Slots of 20 minutes with 1 place each would leave 1 booking without/,
    );
    // 10-minute slots keep 10:00 and 10:20.
    expect((await inSlots(item.id, 10, 2)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(consultBookings).where(eq(consultBookings.consultId, item.id));
    expect(rows.map((row) => row.slotStart?.toISOString()).sort()).toEqual([at(0), at(20), at(20)]);
  });

  it('taking the slots away keeps every booking as a booking of the whole consult, within the capacity', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 1);
    await book(item.id, cast.studentMember, at(0));
    await book(item.id, cast.classmate, at(20));
    expect((await settings(item.id, { capacity: 1, slots: null })).statusCode).toBe(409);
    expect((await settings(item.id, { capacity: null, slots: null })).statusCode).toBe(200);
    const after = await current(item.id);
    expect(after).toMatchObject({ slotMinutes: null, slots: [], bookedCount: 2, capacity: null });
    expect(after.bookings.map((booking: { slotStart: unknown }) => booking.slotStart)).toEqual([null, null]);
    // Bookings without a slot stand in the way of slots until they are moved or cancelled.
    const again = await inSlots(item.id, 20, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/would leave 2 bookings without a place/);
  });
});

describe('POST /api/v1/consult/book in a consult with slots', () => {
  it('books a slot, refuses a full one (409), and the second student takes the next', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 1);
    const first = await book(item.id, cast.studentMember, at(20), 'Essay plan');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ topic: 'Essay plan', slotStart: at(20) });
    const full = await book(item.id, cast.classmate, at(20));
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toBe('This slot is fully booked: choose another.');
    expect((await book(item.id, cast.classmate, at(40), 'Exam')).statusCode).toBe(200);

    const asTeacher = await current(item.id);
    expect(asTeacher.slots.map((slot: { bookedCount: number }) => slot.bookedCount)).toEqual([0, 1, 1]);
    expect(
      asTeacher.bookings.map((booking: { name: string; slotStart: string; topic: string }) => [
        booking.name,
        booking.slotStart,
        booking.topic,
      ]),
    ).toEqual([
      ['Ann Able', at(20), 'Essay plan'],
      [expect.any(String), at(40), 'Exam'],
    ]);
    expect((await current(item.id, cast.classmate)).bookings).toEqual([]);
  });

  it('moves a booking to another slot and frees the first; the topic alone keeps the slot', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 1);
    await book(item.id, cast.studentMember, at(0), 'First');
    const moved = await book(item.id, cast.studentMember, at(40), 'Moved');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ slotStart: at(40), topic: 'Moved' });
    expect((await book(item.id, cast.classmate, at(0))).statusCode).toBe(200);
    const topicOnly = await book(item.id, cast.studentMember, undefined, 'Only the topic');
    expect(topicOnly.json().data).toMatchObject({ slotStart: at(40), topic: 'Only the topic' });
    expect((await current(item.id)).bookedCount).toBe(2);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.refId, item.id), eq(notifications.userId, cast.teacherOwner.user.id)));
    expect(told.map((n) => n.title)).toContain(`Consult booking moved: ${item.title}`);
  });

  it('refuses no slot, a time that is no slot, a slot that has begun, and a slot of a consult without slots', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 1);
    const none = await book(item.id, cast.studentMember);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.slotStart).toBe("Slot: choose one of the consult's slots.");
    expect((await book(item.id, cast.studentMember, at(10))).statusCode).toBe(400);
    expect((await book(item.id, cast.studentMember, 'tomorrow')).statusCode).toBe(400);
    clock.set(new Date(at(0)));
    const begun = await book(item.id, cast.studentMember, at(0));
    expect(begun.statusCode).toBe(409);
    expect(begun.json().msg).toBe('This slot has begun: choose a later one.');
    expect((await book(item.id, cast.studentMember, at(20))).statusCode).toBe(200);
    const plain = await consult();
    const noSlots = await book(plain.id, cast.studentMember, at(0));
    expect(noSlots.statusCode).toBe(400);
    expect(noSlots.json().fields.slotStart).toBe('Slot: this consult has no slots.');
    expect((await book(item.id, cast.studentOutsider, at(40))).statusCode).toBe(403);
  });

  it('never puts more students in a slot than its places when they book at once', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 2);
    const students = await Promise.all([1, 2, 3, 4].map((n) => newStudent(`Racer ${n}`)));
    const replies = await Promise.all(students.map((student) => book(item.id, student, at(20))));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const rows = await t.app.db.select().from(consultBookings).where(eq(consultBookings.consultId, item.id));
    expect(rows).toHaveLength(2);
  });
});

describe("a consult's new times", () => {
  const update = (itemId: string, startDate: string, endDate: string) =>
    t.post('/api/v1/item/update', { itemId, startDate, endDate }, cast.teacherOwner.session);

  it('are refused when they would leave a booking without its slot; the bookings stay', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 1);
    await book(item.id, cast.studentMember, at(40));
    const shifted = await update(item.id, at(10), at(70));
    expect(shifted.statusCode).toBe(409);
    expect(shifted.json().msg).toMatch(/^These times would leave 1 booking without a place in its slot/);
    const shortened = await update(item.id, at(0), at(40));
    expect(shortened.statusCode).toBe(409);
    expect((await current(item.id)).startDate).toBe(at(0));
    // Whole slots earlier, or a later end, keep the 10:40 slot.
    expect((await update(item.id, at(-20), at(90))).statusCode).toBe(200);
    const after = await current(item.id);
    expect(after.slots).toHaveLength(5);
    expect(after.bookings[0].slotStart).toBe(at(40));
  });
});

describe("the consult's room by slot", () => {
  it("admits a slot's student from 5 minutes before it until it ends; the teacher throughout", async () => {
    const item = await consult();
    await inSlots(item.id, 20, 1);
    await book(item.id, cast.studentMember, at(0));
    await book(item.id, cast.classmate, at(20));
    clock.set(new Date(at(-10)));
    const started = await t.post('/api/v1/lecture/start', { lectureId: item.id }, cast.teacherOwner.session);
    expect(started.statusCode).toBe(200);
    const attendanceId = started.json().data.attendanceId as string;
    const join = (who: Person) =>
      t.post('/api/v1/attendance/join', { lectureId: item.id, attendanceId }, who.session);
    expect((await join(cast.teacherOwner)).statusCode).toBe(200);

    const early = await join(cast.studentMember);
    expect(early.statusCode).toBe(403);
    expect(early.json().msg).toBe('Your slot begins at 10:00 UTC: you can join from 5 minutes before it.');
    clock.set(new Date(at(-5)));
    expect((await join(cast.studentMember)).statusCode).toBe(200);
    expect((await join(cast.classmate)).statusCode).toBe(403);
    clock.set(new Date(at(20)));
    expect((await join(cast.classmate)).statusCode).toBe(200);
    const over = await t.get(`/api/v1/attendance/room/${item.id}`, cast.studentMember.session);
    expect(over.statusCode).toBe(403);
    expect(over.json().msg).toBe('Your slot ended at 10:20 UTC.');
    clock.set(new Date(at(59)));
    expect((await t.get(`/api/v1/attendance/room/${item.id}`, cast.teacherOwner.session)).statusCode).toBe(
      200,
    );
  });
});

describe('the reminder at the slot', () => {
  it('reminds the student once, 15 minutes before their slot, and again after they move', async () => {
    const item = await consult();
    await inSlots(item.id, 20, 1);
    await book(item.id, cast.studentMember, at(40));
    const reminders = async () =>
      (
        await t.app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.refId, item.id), eq(notifications.userId, cast.studentMember.user.id)))
      ).filter((n) => n.title.startsWith('Your slot of'));

    clock.set(new Date(new Date(at(25)).getTime() - 1000));
    await sendConsultSlotReminders(t.app.ctx);
    expect(await reminders()).toHaveLength(0);
    clock.set(new Date(at(25)));
    await Promise.all([sendConsultSlotReminders(t.app.ctx), sendConsultSlotReminders(t.app.ctx)]);
    await sendConsultSlotReminders(t.app.ctx);
    expect((await reminders()).map((n) => n.title)).toEqual([
      `Your slot of ${item.title} starts in 15 minutes`,
    ]);
  });
});

describe('GET /api/v1/consult/schedule/{userId}', () => {
  it("lists the day's consults a teacher teaches, slot by slot with the booked students and their topics", async () => {
    const today = await consult();
    await inSlots(today.id, 20, 1);
    await book(today.id, cast.studentMember, at(20), 'Essay plan');
    const tomorrow = await consult({ startAt: new Date(at(24 * 60)), endAt: new Date(at(25 * 60)) });
    const day = `from=${encodeURIComponent(at(-10 * 60))}&to=${encodeURIComponent(at(14 * 60))}`;
    const reply = await t.get(
      `/api/v1/consult/schedule/${cast.coTeacher.user.id}?${day}`,
      cast.coTeacher.session,
    );
    expect(reply.statusCode).toBe(200);
    const ids = reply.json().data.map((line: { _id: string }) => line._id);
    expect(ids).toContain(today.id);
    expect(ids).not.toContain(tomorrow.id);
    const line = reply.json().data.find((entry: { _id: string }) => entry._id === today.id);
    expect(line).toMatchObject({ courseName: cast.course.name, slotMinutes: 20, bookedCount: 1 });
    expect(line.slots).toHaveLength(3);
    expect(line.bookings).toEqual([
      expect.objectContaining({ name: 'Ann Able', topic: 'Essay plan', slotStart: at(20) }),
    ]);

    // A student teaches nothing; another user's schedule and a backwards range are refused.
    const asStudent = await t.get(
      `/api/v1/consult/schedule/${cast.studentMember.user.id}?${day}`,
      cast.studentMember.session,
    );
    expect(asStudent.json().data).toEqual([]);
    expect(
      (await t.get(`/api/v1/consult/schedule/${cast.coTeacher.user.id}?${day}`, cast.teacherOwner.session))
        .statusCode,
    ).toBe(403);
    const backwards = await t.get(
      `/api/v1/consult/schedule/${cast.coTeacher.user.id}?from=${encodeURIComponent(at(60))}&to=${encodeURIComponent(at(0))}`,
      cast.coTeacher.session,
    );
    expect(backwards.statusCode).toBe(400);
  });
});
