import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseMembers, deletedHistory, notifications } from '../../db/schema';
import { type CastPeople, castPeople } from '../../test/cast';
import { addMember, createCourse } from '../../test/courseFactories';
import { createUser } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';
import { readMemberEntries } from './memberEntries';

const t = testFileApp();
let cast: CastPeople;

beforeAll(async () => {
  cast = await castPeople(t.app);
});

const { post } = t;
const membersOf = async (courseId: string) =>
  Object.fromEntries(
    (await t.app.db.select().from(courseMembers).where(eq(courseMembers.courseId, courseId))).map((m) => [
      m.userId,
      m.role,
    ]),
  );
const notificationsOf = (userId: string, courseId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.courseId, courseId)));

async function sharedCourse() {
  const course = await createCourse(t.app, cast.teacherOwner.user);
  await addMember(t.app, course, cast.coTeacher.user, 'teacher');
  await addMember(t.app, course, cast.studentMember.user);
  return course;
}

describe('reading the pasted list (brief §2, SPEC §5)', () => {
  it.each([
    {
      lines: ['alice'],
      read: [{ line: 1, identifier: 'alice', identity: { kind: 'username', value: 'alice' } }],
    },
    {
      lines: ['  Bob@Example.COM  '],
      read: [
        { line: 1, identifier: 'Bob@Example.COM', identity: { kind: 'email', value: 'bob@example.com' } },
      ],
    },
    {
      lines: ['', '   ', 'carol'],
      read: [{ line: 3, identifier: 'carol', identity: { kind: 'username', value: 'carol' } }],
    },
    {
      lines: ['dan, Eve; fay gus'],
      read: ['dan', 'eve', 'fay', 'gus'].map((value, i) => ({
        line: 1,
        identifier: ['dan', 'Eve', 'fay', 'gus'][i],
        identity: { kind: 'username', value },
      })),
    },
  ])('reads $lines', ({ lines, read }) => {
    expect(readMemberEntries(lines)).toEqual(read);
  });
});

describe('POST /api/v1/course/addMembers', () => {
  it('adds students and reports every line: added, already, or why it failed', async () => {
    const course = await sharedCourse();
    const newcomer = await createUser(t.app);
    const byEmail = await createUser(t.app);
    const disabled = await createUser(t.app, { disabled: true });
    const teacher = await createUser(t.app, { role: 'teacher' });
    const response = await post(
      '/api/v1/course/addMembers',
      {
        courseId: course.id,
        role: 'student',
        identifiers: [
          ` ${newcomer.username.toUpperCase()} `,
          '',
          byEmail.email.toUpperCase(),
          cast.studentMember.user.username,
          'nobody-by-this-name',
          'nobody@example.com',
          disabled.username,
          teacher.username,
          newcomer.email,
        ],
      },
      cast.coTeacher.session,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { line: 1, identifier: newcomer.username.toUpperCase(), status: 'added', userId: newcomer.id },
      { line: 3, identifier: byEmail.email.toUpperCase(), status: 'added', userId: byEmail.id },
      {
        line: 4,
        identifier: cast.studentMember.user.username,
        status: 'already',
        reason: 'Already a student of this course.',
        userId: cast.studentMember.user.id,
      },
      {
        line: 5,
        identifier: 'nobody-by-this-name',
        status: 'failed',
        reason: 'No account has this username.',
      },
      {
        line: 6,
        identifier: 'nobody@example.com',
        status: 'failed',
        reason: 'No account has this email address.',
      },
      { line: 7, identifier: disabled.username, status: 'failed', reason: 'This account is disabled.' },
      {
        line: 8,
        identifier: teacher.username,
        status: 'failed',
        reason: 'A teacher cannot be added as a student.',
      },
      {
        line: 9,
        identifier: newcomer.email,
        status: 'failed',
        reason: 'Listed twice: this person is on line 1.',
      },
    ]);
    const members = await membersOf(course.id);
    expect(members[newcomer.id]).toBe('student');
    expect(members[byEmail.id]).toBe('student');
    expect(members[disabled.id]).toBeUndefined();
    expect(members[teacher.id]).toBeUndefined();

    // Each added student is told, with a link to the course view; nobody else is.
    const [notice] = await notificationsOf(newcomer.id, course.id);
    expect(notice).toMatchObject({
      type: 'notification',
      refType: 'course',
      refId: course.id,
      link: `/viewcourse/${course.id}`,
      senderId: cast.coTeacher.user.id,
    });
    expect(notice!.title).toContain(course.name);
    expect(await notificationsOf(byEmail.id, course.id)).toHaveLength(1);
    expect(await notificationsOf(cast.studentMember.user.id, course.id)).toHaveLength(0);
    expect(await notificationsOf(teacher.id, course.id)).toHaveLength(0);
  });

  it('adds co-teachers, who are told with a link to the edit page; a student cannot be a co-teacher', async () => {
    const course = await sharedCourse();
    const teacher = await createUser(t.app, { role: 'teacher' });
    const response = await post(
      '/api/v1/course/addMembers',
      {
        courseId: course.id,
        role: 'teacher',
        identifiers: [teacher.username, cast.studentMember.user.username, cast.teacherOwner.user.username],
      },
      cast.teacherOwner.session,
    );
    expect(response.json().data).toEqual([
      { line: 1, identifier: teacher.username, status: 'added', userId: teacher.id },
      {
        line: 2,
        identifier: cast.studentMember.user.username,
        status: 'failed',
        reason: 'A student cannot be a co-teacher.',
      },
      {
        line: 3,
        identifier: cast.teacherOwner.user.username,
        status: 'already',
        reason: 'Already the owner of this course.',
        userId: cast.teacherOwner.user.id,
      },
    ]);
    expect((await membersOf(course.id))[teacher.id]).toBe('teacher');
    expect((await notificationsOf(teacher.id, course.id))[0]!.link).toBe(`/editcourse/${course.id}`);
  });

  it('lets an admin add people to a course they are not in', async () => {
    const course = await sharedCourse();
    const newcomer = await createUser(t.app);
    const response = await post(
      '/api/v1/course/addMembers',
      { courseId: course.id, role: 'student', identifiers: [newcomer.username] },
      cast.admin.session,
    );
    expect(response.json().data[0].status).toBe('added');
  });

  it('refuses malformed input (400) and a list with nothing in it, adding nobody', async () => {
    const course = await sharedCourse();
    const badRole = await post(
      '/api/v1/course/addMembers',
      { courseId: course.id, role: 'owner', identifiers: ['x'] },
      cast.teacherOwner.session,
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fields).toHaveProperty('role');
    const blank = await post(
      '/api/v1/course/addMembers',
      { courseId: course.id, role: 'student', identifiers: ['', '  '] },
      cast.teacherOwner.session,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('identifiers');
    expect(Object.keys(await membersOf(course.id))).toHaveLength(3);
  });

  it('refuses its students and teachers outside the course (403); unknown courses are 404', async () => {
    const course = await sharedCourse();
    const newcomer = await createUser(t.app);
    const body = { courseId: course.id, role: 'student', identifiers: [newcomer.username] };
    for (const caller of [cast.studentMember.session, cast.teacherOutsider.session])
      expect((await post('/api/v1/course/addMembers', body, caller)).statusCode).toBe(403);
    expect((await membersOf(course.id))[newcomer.id]).toBeUndefined();
    expect(await notificationsOf(newcomer.id, course.id)).toHaveLength(0);
    expect(
      (await post('/api/v1/course/addMembers', { ...body, courseId: 'nope' }, cast.teacherOwner.session))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/course/removeMember', () => {
  it('takes a student out and keeps the membership in the deleted history', async () => {
    const course = await sharedCourse();
    const response = await post(
      '/api/v1/course/removeMember',
      { courseId: course.id, userId: cast.studentMember.user.id },
      cast.coTeacher.session,
    );
    expect(response.statusCode).toBe(200);
    expect((await membersOf(course.id))[cast.studentMember.user.id]).toBeUndefined();
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(
        and(eq(deletedHistory.type, 'courseMember'), eq(deletedHistory.entityId, cast.studentMember.user.id)),
      );
    expect(history).toMatchObject({ deletedBy: cast.coTeacher.user.id });
    expect(history!.snapshot).toMatchObject({
      member: { courseId: course.id, userId: cast.studentMember.user.id, role: 'student' },
    });
    // The removed student no longer reads the course.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/course/getCurentCourse/${course.id}`,
      headers: cast.studentMember.session.headers,
    });
    expect(view.statusCode).toBe(403);
  });

  it('never removes the owner (422), not even for a co-teacher or an admin', async () => {
    const course = await sharedCourse();
    for (const caller of [cast.coTeacher.session, cast.admin.session, cast.teacherOwner.session]) {
      const response = await post(
        '/api/v1/course/removeMember',
        { courseId: course.id, userId: cast.teacherOwner.user.id },
        caller,
      );
      expect(response.statusCode).toBe(422);
    }
    expect((await membersOf(course.id))[cast.teacherOwner.user.id]).toBe('owner');
  });

  it('lets the owner remove a co-teacher, and an admin remove anyone but the owner', async () => {
    const course = await sharedCourse();
    expect(
      (
        await post(
          '/api/v1/course/removeMember',
          { courseId: course.id, userId: cast.coTeacher.user.id },
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/v1/course/removeMember',
          { courseId: course.id, userId: cast.studentMember.user.id },
          cast.admin.session,
        )
      ).statusCode,
    ).toBe(200);
    expect(await membersOf(course.id)).toEqual({ [cast.teacherOwner.user.id]: 'owner' });
  });

  it('refuses students and outsiders (403), non-members and unknown courses (404), bad input (400)', async () => {
    const course = await sharedCourse();
    for (const caller of [cast.studentMember.session, cast.teacherOutsider.session])
      expect(
        (
          await post(
            '/api/v1/course/removeMember',
            { courseId: course.id, userId: cast.studentMember.user.id },
            caller,
          )
        ).statusCode,
      ).toBe(403);
    const stranger = await createUser(t.app);
    expect(
      (
        await post(
          '/api/v1/course/removeMember',
          { courseId: course.id, userId: stranger.id },
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/v1/course/removeMember',
          { courseId: 'nope', userId: cast.studentMember.user.id },
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await post('/api/v1/course/removeMember', { courseId: course.id }, cast.teacherOwner.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('userId');
    expect(Object.keys(await membersOf(course.id))).toHaveLength(3);
  });
});
