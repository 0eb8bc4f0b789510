import { beforeAll, describe, expect, it } from 'vitest';
import { LECTURE_LATE_AFTER_MS } from '../../../core/constants';
import { type Cast, courseCast, person } from '../../test/cast';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { markAttendance, openSitting } from '../../test/lectureFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 16: who came when. A sitting with every line (teachers first, then by joining; late students flagged), a
 * user's own lectures, and a course's sittings by student for those who teach it.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const minutes = (n: number) => n * 60_000;
const iso = (date: Date) => date.toISOString();

describe('GET /api/v1/attendance/getCurrent/{attendanceId}', () => {
  it('shows the sitting with every line: teachers first, then by joining, the late flagged', async () => {
    const lecture = await createItem(t.app, cast.course);
    const startedAt = new Date(Date.now() - minutes(30));
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user, {
      startedAt,
      spotlightUserId: cast.classmate.user.id,
    });
    const at = (offset: number) => new Date(startedAt.getTime() + offset);
    await markAttendance(t.app, sitting, cast.classmate.user, {
      joinedAt: at(LECTURE_LATE_AFTER_MS + 1000),
      peerId: 'peer-bob',
      handRaised: true,
    });
    await markAttendance(t.app, sitting, cast.studentMember.user, {
      joinedAt: at(LECTURE_LATE_AFTER_MS),
      leftAt: at(minutes(20)),
    });
    // A teacher who comes late is not late.
    await markAttendance(t.app, sitting, cast.coTeacher.user, {
      joinedAt: at(minutes(15)),
      peerId: 'peer-cora',
    });
    await markAttendance(t.app, sitting, cast.teacherOwner.user, { joinedAt: at(0), peerId: 'peer-tess' });

    const response = await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`, cast.studentMember.session);
    expect(response.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: {
        _id: sitting.id,
        startedAt: iso(startedAt),
        teacherEnteredAt: iso(startedAt),
        endedAt: null,
        lectureId: lecture.id,
        courseId: cast.course.id,
        spotlightUserId: cast.classmate.user.id,
        document: null,
        marks: [
          {
            userId: cast.teacherOwner.user.id,
            name: 'Tess Teacher',
            role: 'teacher',
            peerId: 'peer-tess',
            joinedAt: iso(startedAt),
            leftAt: null,
            late: false,
            handRaised: false,
            removed: false,
          },
          expect.objectContaining({ userId: cast.coTeacher.user.id, role: 'teacher', late: false }),
          expect.objectContaining({
            userId: cast.studentMember.user.id,
            name: 'Ann Able',
            role: 'student',
            peerId: null,
            leftAt: iso(at(minutes(20))),
            late: false,
          }),
          expect.objectContaining({
            userId: cast.classmate.user.id,
            name: 'Bob Baker',
            late: true,
            handRaised: true,
          }),
        ],
      },
    });
  });

  it('names a person without a full name by their username', async () => {
    const lecture = await createItem(t.app, cast.course);
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user);
    const plain = await person(t.app, { fullName: '' });
    await addMember(t.app, cast.course, plain.user);
    await markAttendance(t.app, sitting, plain.user);
    const response = await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`, plain.session);
    expect(response.json().data.marks).toMatchObject([{ name: plain.user.username, role: 'student' }]);
  });

  it('counts lateness from when the teacher entered, not from the start (issue 37)', async () => {
    const lecture = await createItem(t.app, cast.course);
    const startedAt = new Date(Date.now() - minutes(60));
    const enteredAt = new Date(startedAt.getTime() + minutes(8));
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user, {
      startedAt,
      teacherEnteredAt: enteredAt,
    });
    const sinceEntry = (ms: number) => new Date(enteredAt.getTime() + ms);
    await markAttendance(t.app, sitting, cast.studentMember.user, {
      joinedAt: sinceEntry(LECTURE_LATE_AFTER_MS),
    });
    await markAttendance(t.app, sitting, cast.classmate.user, {
      joinedAt: sinceEntry(LECTURE_LATE_AFTER_MS + 1000),
    });
    const response = await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`, cast.teacherOwner.session);
    expect(response.json().data).toMatchObject({
      startedAt: iso(startedAt),
      teacherEnteredAt: iso(enteredAt),
      marks: [
        { userId: cast.studentMember.user.id, late: false },
        { userId: cast.classmate.user.id, late: true },
      ],
    });
  });

  it('is for the course’s members only (an administrator no exception); an unknown sitting is 404', async () => {
    const lecture = await createItem(t.app, cast.course);
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user);
    for (const who of [cast.studentOutsider, cast.teacherOutsider, cast.admin])
      expect((await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`, who.session)).json()).toEqual({
        code: 403,
        msg: 'Only members of this course can take part in this lecture.',
      });
    expect((await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`)).statusCode).toBe(401);
    expect(
      (await t.get('/api/v1/attendance/getCurrent/no-such-sitting', cast.studentMember.session)).json(),
    ).toEqual({ code: 404, msg: 'No such class.' });
    // A lecture hidden from students hides its sittings from them too.
    const hidden = await createItem(t.app, cast.course, { manual: true, active: false });
    const secret = await openSitting(t.app, hidden, cast.teacherOwner.user);
    expect(
      (await t.get(`/api/v1/attendance/getCurrent/${secret.id}`, cast.studentMember.session)).statusCode,
    ).toBe(404);
    expect(
      (await t.get(`/api/v1/attendance/getCurrent/${secret.id}`, cast.coTeacher.session)).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/v1/attendance/getMeMarked/{userId}', () => {
  it('lists the lectures the user came to, newest first, with their titles and courses', async () => {
    const student = await person(t.app, { fullName: 'Sam Single' });
    await addMember(t.app, cast.course, student.user);
    const older = await createItem(t.app, cast.course, { title: 'Older' });
    const newer = await createItem(t.app, cast.course, { title: 'Newer' });
    const gone = await createItem(t.app, cast.course, { title: 'Gone', removedAt: new Date() });
    const first = await openSitting(t.app, older, cast.teacherOwner.user, {
      startedAt: new Date(Date.now() - minutes(120)),
      endedAt: new Date(Date.now() - minutes(60)),
    });
    const second = await openSitting(t.app, newer, cast.teacherOwner.user, {
      startedAt: new Date(Date.now() - minutes(30)),
    });
    const third = await openSitting(t.app, gone, cast.teacherOwner.user);
    await markAttendance(t.app, first, student.user, { leftAt: first.endedAt });
    await markAttendance(t.app, second, student.user, {
      joinedAt: new Date(second.startedAt.getTime() + minutes(11)),
    });
    await markAttendance(t.app, third, student.user);

    const response = await t.get(`/api/v1/attendance/getMeMarked/${student.user.id}`, student.session);
    expect(response.json().data).toEqual([
      {
        attendanceId: second.id,
        lectureId: newer.id,
        lectureTitle: 'Newer',
        courseId: cast.course.id,
        courseName: cast.course.name,
        startedAt: iso(second.startedAt),
        joinedAt: iso(new Date(second.startedAt.getTime() + minutes(11))),
        leftAt: null,
        late: true,
      },
      expect.objectContaining({
        attendanceId: first.id,
        lectureTitle: 'Older',
        late: false,
        leftAt: iso(first.endedAt!),
      }),
    ]);
    expect(
      (await t.get(`/api/v1/attendance/getMeMarked/${student.user.id}`, cast.admin.session)).statusCode,
    ).toBe(200);
    for (const who of [cast.studentMember, cast.teacherOwner])
      expect((await t.get(`/api/v1/attendance/getMeMarked/${student.user.id}`, who.session)).statusCode).toBe(
        403,
      );
  });
});

describe('GET /api/v1/attendance/course/{courseId}', () => {
  it('shows those who teach the course its sittings, newest first, its students and when each came', async () => {
    const course = await createCourse(t.app, cast.teacherOwner.user);
    await addMember(t.app, course, cast.coTeacher.user, 'teacher');
    for (const student of [cast.classmate, cast.studentMember]) await addMember(t.app, course, student.user);
    const monday = await createItem(t.app, course, { title: 'Monday' });
    const tuesday = await createItem(t.app, course, { title: 'Tuesday' });
    const removed = await createItem(t.app, course, { title: 'Removed', removedAt: new Date() });
    const first = await openSitting(t.app, monday, cast.teacherOwner.user, {
      startedAt: new Date(Date.now() - minutes(24 * 60)),
      endedAt: new Date(Date.now() - minutes(23 * 60)),
    });
    const second = await openSitting(t.app, tuesday, cast.teacherOwner.user);
    await openSitting(t.app, removed, cast.teacherOwner.user);
    await markAttendance(t.app, first, cast.studentMember.user, { leftAt: first.endedAt });
    await markAttendance(t.app, first, cast.teacherOwner.user, { leftAt: first.endedAt });
    const late = new Date(second.startedAt.getTime() + minutes(12));
    await markAttendance(t.app, second, cast.classmate.user, { joinedAt: late });

    const response = await t.get(`/api/v1/attendance/course/${course.id}`, cast.coTeacher.session);
    expect(response.json().data).toEqual({
      sittings: [
        {
          _id: second.id,
          startedAt: iso(second.startedAt),
          teacherEnteredAt: iso(second.startedAt),
          endedAt: null,
          lectureId: tuesday.id,
          lectureTitle: 'Tuesday',
        },
        {
          _id: first.id,
          startedAt: iso(first.startedAt),
          teacherEnteredAt: iso(first.startedAt),
          endedAt: iso(first.endedAt!),
          lectureId: monday.id,
          lectureTitle: 'Monday',
        },
      ],
      students: [
        { userId: cast.studentMember.user.id, name: 'Ann Able' },
        { userId: cast.classmate.user.id, name: 'Bob Baker' },
      ],
      marks: [
        {
          attendanceId: first.id,
          userId: cast.studentMember.user.id,
          joinedAt: iso(first.startedAt),
          leftAt: iso(first.endedAt!),
          late: false,
        },
        {
          attendanceId: second.id,
          userId: cast.classmate.user.id,
          joinedAt: iso(late),
          leftAt: null,
          late: true,
        },
      ],
    });
    expect((await t.get(`/api/v1/attendance/course/${course.id}`, cast.admin.session)).statusCode).toBe(200);
    for (const who of [cast.studentMember, cast.teacherOutsider])
      expect((await t.get(`/api/v1/attendance/course/${course.id}`, who.session)).statusCode).toBe(403);
    expect(
      (await t.get('/api/v1/attendance/course/no-such-course', cast.teacherOwner.session)).statusCode,
    ).toBe(404);
  });
});
