import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLASS_ENTRY } from '../../../core/constants';
import type { LectureEvent } from '../../../core/schemas/realtimeNames';
import { courseItems, lectureAttendances, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { markAttendance, marksOf, openSitting, sittingRow } from '../../test/lectureFactories';
import { movableClock } from '../../test/movableClock';
import { caughtUp, collect, nextEvent, publish } from '../../test/realtimeClient';
import { type Online, socketTestApp } from '../../test/socketTestApp';
import { endAbandonedStarts } from './abandonedStarts';

/**
 * Issue 16: the teacher starts a lecture (one open sitting, however many starts come at once) and ends it. Issue 37:
 * the class begins when a teacher enters its room, students wait until then, and a start left unentered ends by
 * itself. The course's pages hear of an opening, a start and an end, the lecture's room of each step, only once the
 * change has committed; students who can see the lecture are told it started.
 */
const clock = movableClock();
const t = socketTestApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const start = (lectureId: string, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/lecture/start', { lectureId }, who.session);
const end = (lectureId: string, attendanceId: string, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/lecture/end', { lectureId, attendanceId }, who.session);
const join = (sitting: { lectureId: string; attendanceId: string }, who: Person) =>
  t.post('/api/v1/attendance/join', sitting, who.session);
const sittingsOf = (lectureId: string) =>
  t.app.db.select().from(lectureAttendances).where(eq(lectureAttendances.lectureId, lectureId));
const itemRow = async (id: string) =>
  (await t.app.db.select().from(courseItems).where(eq(courseItems.id, id)))[0]!;
const onCoursePage = async (who: Person) => {
  const page = await t.goOnline(who);
  expect(
    await publish(page.socket, { name: 'course', options: { courseId: cast.course.id }, join: true }),
  ).toMatchObject({ code: 0 });
  return page;
};
const inLectureRoom = async (who: Person, lectureId: string): Promise<Online> => {
  const page = await t.goOnline(who);
  expect(await publish(page.socket, { name: 'lecture', options: { lectureId }, join: true })).toMatchObject({
    code: 0,
  });
  return page;
};

describe('POST /api/v1/lecture/start', () => {
  it('opens a sitting that waits for its teacher: students are let in, and told, once a teacher enters (issue 37)', async () => {
    const lecture = await createItem(t.app, cast.course, { title: 'Optics' });
    const waiting = await onCoursePage(cast.classmate);
    const inRoom = await inLectureRoom(cast.studentMember, lecture.id);
    const heardWaiting = collect<LectureEvent>(waiting.socket, 'lecture');
    const heardInRoom = collect<LectureEvent>(inRoom.socket, 'lecture');

    const response = await start(lecture.id);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'The class is open: students are let in when you join it.',
      data: { attendanceId: expect.any(String) },
    });
    const attendanceId = response.json().data.attendanceId;
    const inClass = { lectureId: lecture.id, attendanceId };
    const [sitting] = await sittingsOf(lecture.id);
    expect(sitting).toMatchObject({
      id: attendanceId,
      startedBy: cast.teacherOwner.user.id,
      teacherEnteredAt: null,
      endedAt: null,
    });
    expect((await itemRow(lecture.id)).startedLive).toBe(false);
    await caughtUp(t.app, waiting.socket);
    await caughtUp(t.app, inRoom.socket);
    const opening = { ...inClass, change: 'opening' };
    expect(heardWaiting).toEqual([opening]);
    expect(heardInRoom).toEqual([opening]);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.refId, lecture.id))).toEqual(
      [],
    );

    // The teacher is on the device check: a student's join waits, and the wait page reads that they are getting ready.
    expect((await join(inClass, cast.studentMember)).json()).toEqual({
      code: 409,
      msg: 'Your teacher is getting ready. You can join as soon as they are in the class.',
    });
    const current = await t.get(`/api/v1/lecture/getCurrent/${lecture.id}`, cast.studentMember.session);
    expect(current.json().data.openAttendance).toMatchObject({
      _id: attendanceId,
      teacherEnteredAt: null,
      endedAt: null,
    });
    // Started again (a second tab, a co-teacher): the same sitting, and nobody hears it twice.
    expect((await start(lecture.id, cast.coTeacher)).json()).toMatchObject({
      msg: 'The class is open: students are let in when you join it.',
      data: { attendanceId },
    });
    await caughtUp(t.app, waiting.socket);
    expect(heardWaiting).toHaveLength(1);
    expect(await sittingsOf(lecture.id)).toHaveLength(1);

    // The teacher enters: the class begins, its students are told, and the wait pages hear it started.
    const notified = nextEvent(waiting.socket, 'notification');
    expect((await join(inClass, cast.teacherOwner)).statusCode).toBe(200);
    const entered = await sittingRow(t.app, attendanceId);
    expect(entered.teacherEnteredAt).not.toBeNull();
    expect((await itemRow(lecture.id)).startedLive).toBe(true);
    await caughtUp(t.app, waiting.socket);
    await caughtUp(t.app, inRoom.socket);
    const started = { ...inClass, change: 'started' };
    expect(heardWaiting).toEqual([opening, started]);
    expect(heardInRoom).toEqual([
      opening,
      started,
      { ...inClass, change: 'joined', userId: cast.teacherOwner.user.id },
    ]);
    expect(await notified).toMatchObject({ courseId: cast.course.id, refType: 'lecture', refId: lecture.id });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.refId, lecture.id), eq(notifications.type, 'notification')));
    expect(told.map((row) => row.userId).sort()).toEqual(
      [cast.studentMember.user.id, cast.classmate.user.id, cast.disabled.user.id].sort(),
    );
    expect(told[0]).toMatchObject({
      title: 'Lecture started: Optics',
      link: `/waitlecture/${cast.course.id}/${lecture.id}`,
    });
    expect((await join(inClass, cast.studentMember)).statusCode).toBe(200);

    // A co-teacher coming in later, or a start again, begins nothing twice.
    expect((await join(inClass, cast.coTeacher)).statusCode).toBe(200);
    expect((await start(lecture.id)).json().msg).toBe('The class has started.');
    expect((await sittingRow(t.app, attendanceId)).teacherEnteredAt).toEqual(entered.teacherEnteredAt);
    await caughtUp(t.app, waiting.socket);
    expect(heardWaiting).toEqual([opening, started]);
    expect(
      await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.refId, lecture.id), eq(notifications.type, 'notification'))),
    ).toHaveLength(told.length);
  });

  it('gives parallel starts one sitting', async () => {
    const lecture = await createItem(t.app, cast.course);
    const replies = await Promise.all(
      [cast.teacherOwner, cast.coTeacher, cast.teacherOwner, cast.coTeacher, cast.teacherOwner].map((who) =>
        start(lecture.id, who),
      ),
    );
    const ids = new Set(replies.map((reply) => reply.json().data?.attendanceId));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect((await sittingsOf(lecture.id)).map((row) => row.id)).toEqual([...ids]);
  });

  it('tells no student of a lecture they cannot see', async () => {
    const hidden = await createItem(t.app, cast.course, { manual: true, active: false });
    const response = await start(hidden.id);
    expect(response.statusCode).toBe(200);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.refId, hidden.id))).toEqual([]);
  });

  it('refuses students, teachers of other courses, nobody signed in and what is not a lecture', async () => {
    const lecture = await createItem(t.app, cast.course);
    for (const who of [cast.studentMember, cast.teacherOutsider])
      expect((await start(lecture.id, who)).statusCode).toBe(403);
    // Issue 37: an administrator outside the course could start a class nobody could then enter.
    const byAdmin = await start(lecture.id, cast.admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().msg).toMatch(/Only the teachers of this course can start its classes/);
    expect(await sittingsOf(lecture.id)).toEqual([]);
    expect((await t.post('/api/v1/lecture/start', { lectureId: lecture.id })).statusCode).toBe(401);
    expect((await start('no-such-lecture')).statusCode).toBe(404);
    const lab = await createItem(t.app, cast.course, { kind: 'lab' });
    expect((await start(lab.id)).json()).toMatchObject({ code: 400, msg: 'This is for live classes only.' });
    expect((await t.post('/api/v1/lecture/start', {}, cast.teacherOwner.session)).json()).toMatchObject({
      code: 400,
      fields: { lectureId: 'Lecture id is required.' },
    });
    expect(await sittingsOf(lecture.id)).toEqual([]);
    expect(await sittingsOf(lab.id)).toEqual([]);
    expect((await itemRow(lecture.id)).startedLive).toBe(false);
  });
});

describe('POST /api/v1/lecture/end', () => {
  it('ends the sitting, everyone still in leaving now, its pages hear of it, and the lecture says when it ended', async () => {
    const lecture = await createItem(t.app, cast.course);
    const attendanceId = (await start(lecture.id)).json().data.attendanceId;
    expect((await join({ lectureId: lecture.id, attendanceId }, cast.teacherOwner)).statusCode).toBe(200);
    const sitting = await sittingRow(t.app, attendanceId);
    const earlier = new Date(clock.now().getTime() - 60_000);
    await markAttendance(t.app, sitting, cast.studentMember.user, { peerId: 'p1', handRaised: true });
    await markAttendance(t.app, sitting, cast.classmate.user, { leftAt: earlier });
    const inRoom = await inLectureRoom(cast.studentMember, lecture.id);
    const heard = collect<LectureEvent>(inRoom.socket, 'lecture');
    const onCourse = await onCoursePage(cast.classmate);
    const heardOnCourse = collect<LectureEvent>(onCourse.socket, 'lecture');

    expect((await end(lecture.id, attendanceId, cast.coTeacher)).json()).toEqual({
      code: 0,
      msg: 'The class has ended.',
    });
    const ended = await sittingRow(t.app, attendanceId);
    expect(ended.endedAt).not.toBeNull();
    const marks = await marksOf(t.app, attendanceId);
    expect(marks.get(cast.studentMember.user.id)).toMatchObject({
      leftAt: ended.endedAt,
      peerId: null,
      handRaised: false,
    });
    expect(marks.get(cast.classmate.user.id)!.leftAt).toEqual(earlier);
    expect((await itemRow(lecture.id)).startedLive).toBe(false);
    await caughtUp(t.app, inRoom.socket);
    const endedEvent = { lectureId: lecture.id, attendanceId, change: 'ended' };
    expect(heard).toEqual([endedEvent]);
    // The wait pages hear it too, and say that it ended, and when (issue 37).
    await caughtUp(t.app, onCourse.socket);
    expect(heardOnCourse).toEqual([endedEvent]);
    const current = await t.get(`/api/v1/lecture/getCurrent/${lecture.id}`, cast.studentMember.session);
    expect(current.json().data).toMatchObject({
      openAttendance: null,
      lastAttendance: {
        _id: attendanceId,
        startedAt: sitting.startedAt.toISOString(),
        teacherEnteredAt: sitting.teacherEnteredAt!.toISOString(),
        endedAt: ended.endedAt!.toISOString(),
      },
    });

    // Ended twice: 409, and nobody hears it again.
    expect((await end(lecture.id, attendanceId)).json()).toEqual({
      code: 409,
      msg: 'This class has already ended.',
    });
    await caughtUp(t.app, inRoom.socket);
    expect(heard).toHaveLength(1);
    // A new start opens a new sitting; the last class held is still the one that ended.
    expect((await start(lecture.id)).json().data.attendanceId).not.toBe(attendanceId);
    expect(
      (await t.get(`/api/v1/lecture/getCurrent/${lecture.id}`, cast.studentMember.session)).json().data
        .lastAttendance,
    ).toMatchObject({ _id: attendanceId });
  });

  it('refuses a sitting of another lecture (404) and whoever does not teach the course', async () => {
    const lecture = await createItem(t.app, cast.course);
    const other = await createItem(t.app, cast.course);
    const sitting = await openSitting(t.app, other, cast.teacherOwner.user);
    expect((await end(lecture.id, sitting.id)).json()).toEqual({ code: 404, msg: 'No such class.' });
    expect((await end(other.id, sitting.id, cast.studentMember)).statusCode).toBe(403);
    expect((await end(other.id, sitting.id, cast.teacherOutsider)).statusCode).toBe(403);
    expect(
      (await t.post('/api/v1/lecture/end', { lectureId: other.id }, cast.teacherOwner.session)).json(),
    ).toMatchObject({ code: 400, fields: { attendanceId: 'Attendance id is required.' } });
    expect((await sittingRow(t.app, sitting.id)).endedAt).toBeNull();
  });
});

describe('removing a lecture during its class', () => {
  it('tells its room the class ended, then closes the room', async () => {
    const lecture = await createItem(t.app, cast.course);
    const attendanceId = (await start(lecture.id)).json().data.attendanceId;
    const inRoom = await inLectureRoom(cast.studentMember, lecture.id);
    const heard = collect<LectureEvent>(inRoom.socket, 'lecture');
    await t.post('/api/v1/item/remove', { itemId: lecture.id }, cast.teacherOwner.session);
    await caughtUp(t.app, inRoom.socket);
    expect(heard).toEqual([{ lectureId: lecture.id, attendanceId, change: 'ended' }]);
    // Out of the room: a later event there no longer reaches it.
    t.app.realtime.io.to(`lecture:${lecture.id}`).emit('lecture', { probe: true });
    await caughtUp(t.app, inRoom.socket);
    expect(heard).toHaveLength(1);
  });
});

describe('a start its teacher does not enter (issue 37)', () => {
  const minutes = (n: number) => n * 60_000;
  const startFor = async (lectureId: string) => {
    const attendanceId: string = (await start(lectureId)).json().data.attendanceId;
    return { lectureId, attendanceId };
  };
  const courseAttendanceOf = async (attendanceId: string) =>
    (await t.get(`/api/v1/attendance/course/${cast.course.id}`, cast.teacherOwner.session))
      .json()
      .data.sittings.find((sitting: { _id: string }) => sitting._id === attendanceId);

  it('ends by itself once the limit has passed, as if the teacher had ended it; the attendance shows it ended', async () => {
    const lecture = await createItem(t.app, cast.course);
    const onCourse = await onCoursePage(cast.classmate);
    const heardAll = collect<LectureEvent>(onCourse.socket, 'lecture');
    // The sweep ends the other tests' starts left unentered as well: this one's events are those of its lecture.
    const heard = () => heardAll.filter((event) => event.lectureId === lecture.id);
    const sitting = await startFor(lecture.id);

    clock.advance(CLASS_ENTRY.enterWithinMs - 1000);
    await endAbandonedStarts(t.app.ctx);
    expect((await sittingRow(t.app, sitting.attendanceId)).endedAt).toBeNull();
    expect(await courseAttendanceOf(sitting.attendanceId)).toMatchObject({ endedAt: null });

    clock.advance(1000);
    await endAbandonedStarts(t.app.ctx);
    expect((await sittingRow(t.app, sitting.attendanceId)).endedAt).toEqual(clock.now());
    expect(await courseAttendanceOf(sitting.attendanceId)).toMatchObject({
      teacherEnteredAt: null,
      endedAt: clock.now().toISOString(),
    });
    expect((await itemRow(lecture.id)).startedLive).toBe(false);
    await caughtUp(t.app, onCourse.socket);
    expect(heard()).toEqual([
      { ...sitting, change: 'opening' },
      { ...sitting, change: 'ended' },
    ]);
    // No class was held: the wait page has no ended class to speak of, and the teacher coming now finds it over.
    const current = await t.get(`/api/v1/lecture/getCurrent/${lecture.id}`, cast.studentMember.session);
    expect(current.json().data).toMatchObject({ openAttendance: null, lastAttendance: null });
    expect((await join(sitting, cast.teacherOwner)).json()).toEqual({
      code: 409,
      msg: 'This class has ended.',
    });
    // Sweeping again ends nothing twice.
    await endAbandonedStarts(t.app.ctx);
    await caughtUp(t.app, onCourse.socket);
    expect(heard()).toHaveLength(2);
  });

  it('is over for a teacher who comes after the limit, and a start then opens a fresh one, before any sweep', async () => {
    const late = await createItem(t.app, cast.course);
    const forgotten = await startFor(late.id);
    clock.advance(CLASS_ENTRY.enterWithinMs);
    expect((await join(forgotten, cast.teacherOwner)).json()).toEqual({
      code: 409,
      msg: 'This class has ended.',
    });
    expect((await sittingRow(t.app, forgotten.attendanceId)).endedAt).toEqual(clock.now());

    const again = await createItem(t.app, cast.course);
    const stale = await startFor(again.id);
    clock.advance(minutes(15));
    const fresh = await startFor(again.id);
    expect(fresh.attendanceId).not.toBe(stale.attendanceId);
    expect((await sittingRow(t.app, stale.attendanceId)).endedAt).toEqual(clock.now());
    expect((await join(fresh, cast.teacherOwner)).statusCode).toBe(200);
  });

  it('never ends a class its teacher entered, even one they left without ending it', async () => {
    const lecture = await createItem(t.app, cast.course);
    const sitting = await startFor(lecture.id);
    clock.advance(CLASS_ENTRY.enterWithinMs - 1000);
    expect((await join(sitting, cast.teacherOwner)).statusCode).toBe(200);
    await t.post('/api/v1/attendance/leave', sitting, cast.teacherOwner.session);
    clock.advance(minutes(120));
    await endAbandonedStarts(t.app.ctx);
    expect((await sittingRow(t.app, sitting.attendanceId)).endedAt).toBeNull();
    // With no teacher left in the room, the class goes on as before: students still come in.
    expect((await join(sitting, cast.studentMember)).statusCode).toBe(200);
  });
});
