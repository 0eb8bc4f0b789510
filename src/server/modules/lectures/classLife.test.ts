import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LECTURE_LATE_AFTER_MS } from '../../../core/constants';
import type { LectureEvent } from '../../../core/schemas/realtimeNames';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { marksOf, openSitting } from '../../test/lectureFactories';
import { movableClock } from '../../test/movableClock';
import { caughtUp, collect, publish } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';
import { TEST_TOKEN_SECRET } from '../../test/testApp';
import { peerOwner, peerTokenHolds } from './peerIds';

/**
 * Issue 16, the whole life of a class: the teacher starts it and enters (issue 37: then it begins), two students join (one late), one leaves and comes
 * back, a hand goes up, the teacher removes someone, who cannot come back, and ends it. The marks, the late flags and
 * the events in the lecture's room follow; an ended class takes no one in.
 */
const ICE_SERVERS = [{ urls: 'stun:stun.school.test:3478' }];
const clock = movableClock();
const t = socketTestApp({ clock, env: { ICE_SERVERS: JSON.stringify(ICE_SERVERS) } });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const minutes = (n: number) => n * 60_000;
const call = (path: string, body: object, who: Person) => t.post(`/api/v1/${path}`, body, who.session);

describe('a class from start to end', () => {
  it('keeps who came when, who was late and who was removed, and its room hears each step', async () => {
    const lecture = await createItem(t.app, cast.course, { title: 'Waves' });
    const observer = await t.goOnline(cast.coTeacher);
    expect(
      await publish(observer.socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true }),
    ).toMatchObject({ code: 0 });
    const heard = collect<LectureEvent>(observer.socket, 'lecture');
    const startedAt = clock.now();
    const attendanceId = (await call('lecture/start', { lectureId: lecture.id }, cast.teacherOwner)).json()
      .data.attendanceId;
    const inClass = { lectureId: lecture.id, attendanceId };
    const join = (who: Person) => call('attendance/join', inClass, who);

    const teacherJoined = await join(cast.teacherOwner);
    expect(teacherJoined.json()).toEqual({
      code: 0,
      msg: 'You are in the class.',
      data: { peerId: expect.any(String), token: expect.any(String), iceServers: ICE_SERVERS },
    });
    clock.advance(minutes(2));
    const ann = (await join(cast.studentMember)).json().data;
    expect(peerOwner(ann.peerId)).toEqual({ attendanceId, userId: cast.studentMember.user.id });
    expect(peerTokenHolds(TEST_TOKEN_SECRET, ann.peerId, ann.token)).toBe(true);
    clock.set(new Date(startedAt.getTime() + LECTURE_LATE_AFTER_MS + 1000));
    expect((await join(cast.classmate)).statusCode).toBe(200);

    clock.set(new Date(startedAt.getTime() + minutes(20)));
    await call('attendance/leave', inClass, cast.studentMember);
    clock.advance(minutes(5));
    const back = (await join(cast.studentMember)).json().data;
    expect(back.peerId).not.toBe(ann.peerId);
    await call('attendance/hand', { ...inClass, raised: true }, cast.classmate);
    clock.set(new Date(startedAt.getTime() + minutes(30)));
    await call(
      'lecture/control',
      { ...inClass, action: 'remove', userId: cast.classmate.user.id },
      cast.teacherOwner,
    );
    expect((await join(cast.classmate)).json()).toEqual({
      code: 403,
      msg: 'The teacher removed you from this class.',
    });

    const during = (
      await t.get(`/api/v1/attendance/getCurrent/${attendanceId}`, cast.studentMember.session)
    ).json().data;
    expect(
      during.marks.map((mark: { userId: string; peerId: string | null }) => [mark.userId, mark.peerId]),
    ).toEqual([
      [cast.teacherOwner.user.id, teacherJoined.json().data.peerId],
      [cast.studentMember.user.id, back.peerId],
      [cast.classmate.user.id, null],
    ]);

    clock.set(new Date(startedAt.getTime() + minutes(40)));
    expect((await call('lecture/end', inClass, cast.teacherOwner)).statusCode).toBe(200);
    expect((await join(cast.studentMember)).json()).toEqual({ code: 409, msg: 'This class has ended.' });

    const at = (offset: number) => new Date(startedAt.getTime() + offset).toISOString();
    const after = (
      await t.get(`/api/v1/attendance/getCurrent/${attendanceId}`, cast.teacherOwner.session)
    ).json().data;
    expect(after).toMatchObject({ _id: attendanceId, startedAt: at(0), endedAt: at(minutes(40)) });
    expect(after.marks).toEqual([
      {
        userId: cast.teacherOwner.user.id,
        name: 'Tess Teacher',
        role: 'teacher',
        peerId: null,
        joinedAt: at(0),
        leftAt: at(minutes(40)),
        late: false,
        handRaised: false,
        removed: false,
      },
      {
        userId: cast.studentMember.user.id,
        name: 'Ann Able',
        role: 'student',
        peerId: null,
        joinedAt: at(minutes(2)),
        leftAt: at(minutes(40)),
        late: false,
        handRaised: false,
        removed: false,
      },
      {
        userId: cast.classmate.user.id,
        name: 'Bob Baker',
        role: 'student',
        peerId: null,
        joinedAt: at(LECTURE_LATE_AFTER_MS + 1000),
        leftAt: at(minutes(30)),
        late: true,
        handRaised: false,
        removed: true,
      },
    ]);

    await caughtUp(t.app, observer.socket);
    const event = (change: LectureEvent['change'], who?: Person) => ({
      ...inClass,
      change,
      ...(who ? { userId: who.user.id } : {}),
    });
    expect(heard).toEqual([
      event('opening'),
      event('started'),
      event('joined', cast.teacherOwner),
      event('joined', cast.studentMember),
      event('joined', cast.classmate),
      event('left', cast.studentMember),
      event('joined', cast.studentMember),
      event('hand', cast.classmate),
      event('removed', cast.classmate),
      event('ended'),
    ]);

    const mine = (
      await t.get(`/api/v1/attendance/getMeMarked/${cast.classmate.user.id}`, cast.classmate.session)
    ).json().data;
    expect(mine).toMatchObject([
      { attendanceId, lectureTitle: 'Waves', late: true, leftAt: at(minutes(30)) },
    ]);
    const course = (
      await t.get(`/api/v1/attendance/course/${cast.course.id}`, cast.teacherOwner.session)
    ).json().data;
    expect(
      course.marks.filter((mark: { attendanceId: string }) => mark.attendanceId === attendanceId),
    ).toEqual([
      expect.objectContaining({ userId: cast.studentMember.user.id, late: false }),
      expect.objectContaining({ userId: cast.classmate.user.id, late: true }),
    ]);
  });
});

describe('POST /api/v1/attendance/join', () => {
  it('keeps the first join as when they came, and a rejoin while in (a second tab) gives a fresh peer id', async () => {
    const lecture = await createItem(t.app, cast.course);
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user, { startedAt: clock.now() });
    const inClass = { lectureId: lecture.id, attendanceId: sitting.id };
    const first = (await call('attendance/join', inClass, cast.studentMember)).json().data;
    const joinedAt = (await marksOf(t.app, sitting.id)).get(cast.studentMember.user.id)!.joinedAt;
    clock.advance(minutes(15));
    const second = (await call('attendance/join', inClass, cast.studentMember)).json().data;
    expect(second.peerId).not.toBe(first.peerId);
    expect((await marksOf(t.app, sitting.id)).get(cast.studentMember.user.id)).toMatchObject({
      joinedAt,
      leftAt: null,
      peerId: second.peerId,
    });
  });

  it('refuses those outside the course (an administrator too), a hidden lecture and another lecture’s sitting', async () => {
    const lecture = await createItem(t.app, cast.course);
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user);
    const inClass = { lectureId: lecture.id, attendanceId: sitting.id };
    for (const who of [cast.studentOutsider, cast.teacherOutsider, cast.admin])
      expect((await call('attendance/join', inClass, who)).json()).toEqual({
        code: 403,
        msg: 'Only members of this course can take part in this lecture.',
      });
    expect((await t.post('/api/v1/attendance/join', inClass)).statusCode).toBe(401);
    const other = await createItem(t.app, cast.course);
    expect(
      (await call('attendance/join', { ...inClass, lectureId: other.id }, cast.studentMember)).json(),
    ).toEqual({
      code: 404,
      msg: 'No such class.',
    });
    const hidden = await createItem(t.app, cast.course, { manual: true, active: false });
    const secret = await openSitting(t.app, hidden, cast.teacherOwner.user);
    expect(
      (
        await call('attendance/join', { lectureId: hidden.id, attendanceId: secret.id }, cast.studentMember)
      ).json(),
    ).toEqual({ code: 404, msg: 'No such lecture.' });
    expect(
      (await call('attendance/join', { lectureId: lecture.id }, cast.studentMember)).json(),
    ).toMatchObject({
      code: 400,
      fields: { attendanceId: 'Attendance id is required.' },
    });
    expect((await marksOf(t.app, sitting.id)).size).toBe(0);
    expect((await marksOf(t.app, secret.id)).size).toBe(0);
  });
});
