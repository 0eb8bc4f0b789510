import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CourseItemRow, consultBookings, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person, person } from '../../test/cast';
import { addMember, createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 16, consults: a teacher's office hours that students book, up to the consult's capacity, with what they want
 * to talk about; those who teach it see the bookings and are told of each; only those who booked enter its room.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const HOUR = 3_600_000;
const consult = (overrides: Partial<CourseItemRow> = {}) =>
  createItem(t.app, cast.course, {
    kind: 'consult',
    startAt: new Date(Date.now() + HOUR),
    endAt: new Date(Date.now() + 2 * HOUR),
    ...overrides,
  });
const book = (consultId: string, who: Person, topic?: string) =>
  t.post('/api/v1/consult/book', { consultId, ...(topic === undefined ? {} : { topic }) }, who.session);
const cancel = (consultId: string, who: Person) =>
  t.post('/api/v1/consult/cancel', { consultId }, who.session);
const setCapacity = (consultId: string, capacity: number | null, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/consult/saveSettings', { consultId, capacity }, who.session);
const current = (consultId: string, who: Person) =>
  t.get(`/api/v1/consult/getCurrent/${consultId}`, who.session);

describe('POST /api/v1/consult/book', () => {
  it('books a place with a topic; the teacher sees it and is told, the student sees only their own', async () => {
    const item = await consult();
    const booked = await book(item.id, cast.studentMember, 'My essay plan');
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({ topic: 'My essay plan' });

    const asTeacher = (await current(item.id, cast.teacherOwner)).json().data;
    expect(asTeacher).toMatchObject({
      capacity: null,
      bookedCount: 1,
      myBooking: null,
      bookings: [{ _id: cast.studentMember.user.id, name: 'Ann Able', topic: 'My essay plan' }],
    });
    expect(asTeacher).toHaveProperty('openAttendance', null);
    const asClassmate = (await current(item.id, cast.classmate)).json().data;
    expect(asClassmate).toMatchObject({ bookedCount: 1, myBooking: null, bookings: [] });
    const asStudent = (await current(item.id, cast.studentMember)).json().data;
    expect(asStudent.myBooking).toMatchObject({ topic: 'My essay plan' });

    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.refId, item.id), eq(notifications.userId, cast.teacherOwner.user.id)));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(`Consult booked: ${item.title}`);
  });

  it('never goes over the capacity when several students book at once', async () => {
    const item = await consult();
    expect((await setCapacity(item.id, 2)).statusCode).toBe(200);
    const students = await Promise.all([1, 2, 3, 4].map((n) => person(t.app, { fullName: `Student ${n}` })));
    for (const student of students) await addMember(t.app, cast.course, student.user);
    const replies = await Promise.all(students.map((student) => book(item.id, student)));
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409]);
    const full = replies.find((reply) => reply.statusCode === 409)!;
    expect(full.json().msg).toBe('This consult is fully booked.');
    const rows = await t.app.db.select().from(consultBookings).where(eq(consultBookings.consultId, item.id));
    expect(rows).toHaveLength(2);
  });

  it('frees the place when the student cancels', async () => {
    const item = await consult();
    await setCapacity(item.id, 1);
    expect((await book(item.id, cast.studentMember)).statusCode).toBe(200);
    expect((await book(item.id, cast.classmate)).statusCode).toBe(409);
    expect((await cancel(item.id, cast.studentMember)).statusCode).toBe(200);
    expect((await cancel(item.id, cast.studentMember)).statusCode).toBe(404);
    expect((await book(item.id, cast.classmate)).statusCode).toBe(200);
    expect((await current(item.id, cast.classmate)).json().data).toMatchObject({
      bookedCount: 1,
      capacity: 1,
    });
  });

  it('refuses a student outside the course, a teacher, a hidden consult and one that has ended', async () => {
    const item = await consult();
    expect((await book(item.id, cast.studentOutsider)).statusCode).toBe(403);
    expect((await book(item.id, cast.teacherOwner)).statusCode).toBe(403);
    const hidden = await consult({ manual: false, active: false });
    expect((await book(hidden.id, cast.studentMember)).statusCode).toBe(404);
    const ended = await consult({
      startAt: new Date(Date.now() - 2 * HOUR),
      endAt: new Date(Date.now() - HOUR),
    });
    const late = await book(ended.id, cast.studentMember);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('This consult has ended.');
    const lecture = await createItem(t.app, cast.course);
    expect((await book(lecture.id, cast.studentMember)).statusCode).toBe(404);
    expect((await book(item.id, cast.studentMember, 'x'.repeat(501))).statusCode).toBe(400);
  });
});

describe('POST /api/v1/consult/saveSettings', () => {
  it('takes 1..500 or none, and not fewer places than bookings already made', async () => {
    const item = await consult();
    expect((await setCapacity(item.id, 0)).statusCode).toBe(400);
    expect((await setCapacity(item.id, 501)).statusCode).toBe(400);
    expect((await setCapacity(item.id, 3, cast.studentMember)).statusCode).toBe(403);
    expect((await setCapacity(item.id, 3, cast.teacherOutsider)).statusCode).toBe(403);
    await book(item.id, cast.studentMember);
    await book(item.id, cast.classmate);
    const below = await setCapacity(item.id, 1);
    expect(below.statusCode).toBe(409);
    expect(below.json().msg).toMatch(/cannot be less than 2/);
    expect((await setCapacity(item.id, 2)).statusCode).toBe(200);
    expect((await setCapacity(item.id, null)).statusCode).toBe(200);
  });
});

describe('the consult reads', () => {
  it("getMyConsult lists the course's consults the student sees, with their booking", async () => {
    const [mine, other] = [await consult(), await consult()];
    const hidden = await consult({ manual: false, active: false });
    await book(mine.id, cast.classmate, 'Exam');
    const reply = await t.get(
      `/api/v1/consult/getMyConsult/${cast.course.id}/${cast.classmate.user.id}`,
      cast.classmate.session,
    );
    expect(reply.statusCode).toBe(200);
    const lines = reply.json().data as Array<{ _id: string; myBooking: unknown }>;
    expect(lines.find((line) => line._id === mine.id)?.myBooking).toMatchObject({ topic: 'Exam' });
    expect(lines.find((line) => line._id === other.id)?.myBooking).toBeNull();
    expect(lines.map((line) => line._id)).not.toContain(hidden.id);
    // Someone else's consults: refused, and a stranger to the course is refused outright.
    expect(
      (
        await t.get(
          `/api/v1/consult/getMyConsult/${cast.course.id}/${cast.classmate.user.id}`,
          cast.studentMember.session,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.get(
          `/api/v1/consult/getMyConsult/${cast.course.id}/${cast.studentOutsider.user.id}`,
          cast.studentOutsider.session,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('getAllMyConsult: what a student booked and what a teacher teaches, soonest first, ended ones left out', async () => {
    const later = await consult({
      startAt: new Date(Date.now() + 5 * HOUR),
      endAt: new Date(Date.now() + 6 * HOUR),
    });
    const sooner = await consult();
    const notBooked = await consult();
    const ended = await consult({
      startAt: new Date(Date.now() - 3 * HOUR),
      endAt: new Date(Date.now() - 2 * HOUR),
    });
    const student = await person(t.app, { fullName: 'Lone Booker' });
    await addMember(t.app, cast.course, student.user);
    await book(later.id, student);
    await book(sooner.id, student);
    const mine = await t.get(`/api/v1/consult/getAllMyConsult/${student.user.id}`, student.session);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((line: { _id: string }) => line._id)).toEqual([sooner.id, later.id]);
    expect(mine.json().data[0]).toMatchObject({ courseName: cast.course.name, teaches: false });

    const teaching = await t.get(
      `/api/v1/consult/getAllMyConsult/${cast.coTeacher.user.id}`,
      cast.coTeacher.session,
    );
    const ids = teaching.json().data.map((line: { _id: string }) => line._id);
    expect(ids).toEqual(expect.arrayContaining([later.id, sooner.id, notBooked.id]));
    expect(ids).not.toContain(ended.id);
    expect(
      (await t.get(`/api/v1/consult/getAllMyConsult/${student.user.id}`, cast.classmate.session)).statusCode,
    ).toBe(403);
  });
});

describe("the consult's room", () => {
  it('admits the students who booked it and not the others', async () => {
    const item = await consult({ startAt: new Date(Date.now() - HOUR / 2) });
    await book(item.id, cast.studentMember);
    const started = await t.post('/api/v1/lecture/start', { lectureId: item.id }, cast.teacherOwner.session);
    expect(started.statusCode).toBe(200);
    const attendanceId = started.json().data.attendanceId as string;
    const join = (who: Person) =>
      t.post('/api/v1/attendance/join', { lectureId: item.id, attendanceId }, who.session);
    // The teacher enters first: students are let in from then on (issue 37).
    expect((await join(cast.teacherOwner)).statusCode).toBe(200);
    expect((await join(cast.classmate)).statusCode).toBe(403);
    expect((await join(cast.studentMember)).statusCode).toBe(200);
  });
});
