import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LectureEvent } from '../../../core/schemas/realtimeNames';
import { courseItems, lectureAttendances, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { markAttendance, marksOf, openSitting, sittingRow } from '../../test/lectureFactories';
import { caughtUp, collect, nextEvent, publish } from '../../test/realtimeClient';
import { type Online, socketTestApp } from '../../test/socketTestApp';

/**
 * Issue 16: the teacher starts a lecture (one open sitting, however many starts come at once) and ends it. The
 * course's pages hear of a start and the lecture's room of both, only once the change has committed; students who
 * can see the lecture are told it started.
 */
const t = socketTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const start = (lectureId: string, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/lecture/start', { lectureId }, who.session);
const end = (lectureId: string, attendanceId: string, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/lecture/end', { lectureId, attendanceId }, who.session);
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
  it('opens a sitting, marks the lecture started live, tells its students, and its pages hear of it', async () => {
    const lecture = await createItem(t.app, cast.course, { title: 'Optics' });
    const waiting = await onCoursePage(cast.classmate);
    const inRoom = await inLectureRoom(cast.studentMember, lecture.id);
    const heardWaiting = collect<LectureEvent>(waiting.socket, 'lecture');
    const heardInRoom = collect<LectureEvent>(inRoom.socket, 'lecture');
    const notified = nextEvent(waiting.socket, 'notification');

    const response = await start(lecture.id);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'The class has started.',
      data: { attendanceId: expect.any(String) },
    });
    const attendanceId = response.json().data.attendanceId;
    const [sitting] = await sittingsOf(lecture.id);
    expect(sitting).toMatchObject({ id: attendanceId, startedBy: cast.teacherOwner.user.id, endedAt: null });
    expect((await itemRow(lecture.id)).startedLive).toBe(true);

    await caughtUp(t.app, waiting.socket);
    await caughtUp(t.app, inRoom.socket);
    const started = { lectureId: lecture.id, attendanceId, change: 'started' };
    expect(heardWaiting).toEqual([started]);
    expect(heardInRoom).toEqual([started]);
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

    // Started again (a second tab, a co-teacher): the same sitting, and nobody hears it twice.
    expect((await start(lecture.id, cast.coTeacher)).json().data).toEqual({ attendanceId });
    await caughtUp(t.app, waiting.socket);
    expect(heardWaiting).toHaveLength(1);
    expect(await sittingsOf(lecture.id)).toHaveLength(1);
    const current = await t.get(`/api/v1/lecture/getCurrent/${lecture.id}`, cast.studentMember.session);
    expect(current.json().data.openAttendance).toMatchObject({ _id: attendanceId, endedAt: null });
  });

  it('gives parallel starts one sitting', async () => {
    const lecture = await createItem(t.app, cast.course);
    const replies = await Promise.all(
      [cast.teacherOwner, cast.coTeacher, cast.admin, cast.teacherOwner, cast.coTeacher].map((who) =>
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
  it('ends the sitting, everyone still in leaving now, and the lecture’s room hears of it', async () => {
    const lecture = await createItem(t.app, cast.course);
    const attendanceId = (await start(lecture.id)).json().data.attendanceId;
    const sitting = await sittingRow(t.app, attendanceId);
    const earlier = new Date(Date.now() - 60_000);
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
    expect(heard).toEqual([{ lectureId: lecture.id, attendanceId, change: 'ended' }]);
    // Only a start goes to the course's pages.
    await caughtUp(t.app, onCourse.socket);
    expect(heardOnCourse).toEqual([]);
    const current = await t.get(`/api/v1/lecture/getCurrent/${lecture.id}`, cast.studentMember.session);
    expect(current.json().data.openAttendance).toBeNull();

    // Ended twice: 409, and nobody hears it again.
    expect((await end(lecture.id, attendanceId)).json()).toEqual({
      code: 409,
      msg: 'This class has already ended.',
    });
    await caughtUp(t.app, inRoom.socket);
    expect(heard).toHaveLength(1);
    // A new start opens a new sitting.
    expect((await start(lecture.id)).json().data.attendanceId).not.toBe(attendanceId);
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
