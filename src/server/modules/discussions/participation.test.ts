import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseItems, deletedHistory, discussionSettings, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createCourse, createItem } from '../../test/courseFactories';
import { markAttendance, openSitting } from '../../test/lectureFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 16 discussions: what each student wrote and whether they joined, per sitting (/discussionstatus), the
 * teacher's max mark and assessment (/assessmentdiscussionlist), and the student's read of their own mark.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const discussion = () => createItem(t.app, cast.course, { kind: 'discussion', durationMinutes: 30 });
const add = (who: Person, body: Record<string, unknown>) => t.post('/api/v1/comment/add', body, who.session);
const status = (discussionId: string, attendanceId?: string, who: Person = cast.teacherOwner) =>
  t.get(
    `/api/v1/discussion/status/${discussionId}${attendanceId ? `?attendanceId=${attendanceId}` : ''}`,
    who.session,
  );
const assess = (body: Record<string, unknown>, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/discussion/assess', body, who.session);
const lineOf = (
  reply: { data: { students: { student: { _id: string }; assessment?: unknown }[] } },
  who: Person,
) => reply.data.students.find((line) => line.student._id === who.user.id);

describe('GET /api/v1/discussion/status', () => {
  it('counts each student’s comments and replies, in one sitting or in all, with who joined', async () => {
    const item = await discussion();
    const first = await openSitting(t.app, item, cast.teacherOwner.user, { endedAt: new Date() });
    const second = await openSitting(t.app, item, cast.teacherOwner.user);
    await markAttendance(t.app, first, cast.studentMember.user);
    await markAttendance(t.app, second, cast.classmate.user);

    // Ann writes once outside any sitting and twice in the second; Bob replies in the second; one is removed.
    const outside = (await add(cast.studentMember, { discussionId: item.id, body: '<p>Before</p>' })).json()
      .data;
    await add(cast.studentMember, { discussionId: item.id, body: '<p>One</p>', attendanceId: second.id });
    const gone = (
      await add(cast.studentMember, { discussionId: item.id, body: '<p>Two</p>', attendanceId: second.id })
    ).json().data;
    await add(cast.classmate, {
      discussionId: item.id,
      parentId: outside._id,
      body: '<p>Reply</p>',
      attendanceId: second.id,
    });
    await t.post('/api/v1/comment/remove', { commentId: gone._id }, cast.teacherOwner.session);

    const all = (await status(item.id)).json();
    expect(all.data).toMatchObject({ maxMark: 10, attendanceId: null });
    expect(all.data.students).toHaveLength(3);
    expect(lineOf(all, cast.studentMember)).toMatchObject({
      student: { name: 'Ann Able' },
      comments: 2,
      replies: 0,
      firstAt: outside.createdAt,
      joined: true,
      assessment: null,
    });
    expect(lineOf(all, cast.classmate)).toMatchObject({ comments: 0, replies: 1, joined: true });
    expect(lineOf(all, cast.disabled)).toMatchObject({
      comments: 0,
      replies: 0,
      firstAt: null,
      joined: false,
    });

    const inSecond = (await status(item.id, second.id)).json();
    expect(inSecond.data.attendanceId).toBe(second.id);
    expect(lineOf(inSecond, cast.studentMember)).toMatchObject({ comments: 1, replies: 0, joined: false });
    expect(lineOf(inSecond, cast.classmate)).toMatchObject({ comments: 0, replies: 1, joined: true });
    const inFirst = (await status(item.id, first.id)).json();
    expect(lineOf(inFirst, cast.studentMember)).toMatchObject({ comments: 0, replies: 0, joined: true });
  });

  it('refuses students, outsiders and a sitting of another item', async () => {
    const item = await discussion();
    expect((await status(item.id, undefined, cast.studentMember)).statusCode).toBe(403);
    expect((await status(item.id, undefined, cast.teacherOutsider)).statusCode).toBe(403);
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    const foreign = await openSitting(t.app, lecture, cast.teacherOwner.user);
    expect((await status(item.id, foreign.id)).json()).toMatchObject({ code: 404 });
    expect((await status(item.id, undefined, cast.coTeacher)).statusCode).toBe(200);
  });
});

describe('assessment', () => {
  it('keeps the mark within 0 and the max mark, naming the field', async () => {
    const item = await discussion();
    expect(
      (
        await t.post(
          '/api/v1/discussion/saveSettings',
          { discussionId: item.id, maxMark: 5 },
          cast.teacherOwner.session,
        )
      ).json(),
    ).toMatchObject({ code: 0 });
    const base = { discussionId: item.id, userId: cast.studentMember.user.id, feedback: '' };
    const over = (await assess({ ...base, mark: 6 })).json();
    expect(over).toMatchObject({
      code: 400,
      msg: 'The mark is out of 5.',
      fields: { mark: 'Mark: at most 5.' },
    });
    const negative = (await assess({ ...base, mark: -1 })).json();
    expect(negative).toMatchObject({ code: 400, fields: { mark: 'Mark: 0 or more.' } });
    const fraction = (await assess({ ...base, mark: 2.5 })).json();
    expect(fraction).toMatchObject({ code: 400, fields: { mark: 'Mark: a whole number.' } });
    for (const mark of [0, 5]) expect((await assess({ ...base, mark })).json()).toMatchObject({ code: 0 });
    const badMax = await t.post(
      '/api/v1/discussion/saveSettings',
      { discussionId: item.id, maxMark: 0 },
      cast.teacherOwner.session,
    );
    expect(badMax.json()).toMatchObject({ code: 400, fields: { maxMark: 'Marked out of: at least 1.' } });
  });

  it('refuses to assess someone who is not a student of the course, and students assessing', async () => {
    const item = await discussion();
    for (const userId of [cast.coTeacher.user.id, cast.studentOutsider.user.id]) {
      const refused = (await assess({ discussionId: item.id, userId, mark: 1 })).json();
      expect(refused).toMatchObject({ code: 400, fields: { userId: 'Choose a student of this course.' } });
    }
    const byStudent = await assess(
      { discussionId: item.id, userId: cast.classmate.user.id, mark: 1 },
      cast.studentMember,
    );
    expect(byStudent.statusCode).toBe(403);
  });

  it('tells the student, who reads their own mark and no one else’s; the status shows it', async () => {
    const item = await discussion();
    const mine = () =>
      t.get(`/api/v1/discussion/myAssessment/${item.id}`, cast.studentMember.session).then((r) => r.json());
    expect(await mine()).toMatchObject({ code: 0, data: null });

    const saved = (
      await assess({
        discussionId: item.id,
        userId: cast.studentMember.user.id,
        mark: 8,
        feedback: ' Good points. ',
      })
    ).json();
    expect(saved).toMatchObject({ code: 0, data: { mark: 8, maxMark: 10, feedback: 'Good points.' } });
    expect((await mine()).data).toMatchObject({ mark: 8, maxMark: 10, feedback: 'Good points.' });
    const classmate = await t.get(`/api/v1/discussion/myAssessment/${item.id}`, cast.classmate.session);
    expect(classmate.json()).toMatchObject({ code: 0, data: null });
    expect(
      (await t.get(`/api/v1/discussion/myAssessment/${item.id}`, cast.teacherOwner.session)).statusCode,
    ).toBe(403);

    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.refId, item.id), eq(notifications.userId, cast.studentMember.user.id)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `Marked: ${item.title}`,
      link: `/joindiscussion/${cast.course.id}/${item.id}`,
    });

    // A second assessment replaces the first.
    await assess({ discussionId: item.id, userId: cast.studentMember.user.id, mark: 9, feedback: '' });
    expect((await mine()).data).toMatchObject({ mark: 9, feedback: '' });
    expect(lineOf((await status(item.id)).json(), cast.studentMember)?.assessment).toMatchObject({ mark: 9 });
  });
});

describe('the discussion as an item', () => {
  it('gives a copy made from a template its max mark, not its thread', async () => {
    const template = await createCourse(t.app, cast.teacherOwner.user, { isTemplate: true, status: 'draft' });
    const item = await createItem(t.app, template, { kind: 'discussion', durationMinutes: 30 });
    await t.app.db.insert(discussionSettings).values({ discussionId: item.id, maxMark: 4 });
    await add(cast.teacherOwner, { discussionId: item.id, body: '<p>Template talk</p>' });
    const response = await t.post(
      '/api/v1/course/createFromTemplate',
      { templateId: template.id, name: 'Talks, spring', startDate: '2026-01-12', endDate: '2026-03-08' },
      cast.teacherOwner.session,
    );
    const [copy] = await t.app.db
      .select()
      .from(courseItems)
      .where(eq(courseItems.courseId, response.json().data._id));
    const read = await t.get(`/api/v1/discussion/getCurrent/${copy!.id}`, cast.teacherOwner.session);
    expect(read.json().data).toMatchObject({ maxMark: 4, commentCount: 0 });
  });

  it('keeps its max mark in the deleted history and brings it back on restore', async () => {
    const item = await discussion();
    await t.post(
      '/api/v1/discussion/saveSettings',
      { discussionId: item.id, maxMark: 7 },
      cast.teacherOwner.session,
    );
    expect(
      (await t.post('/api/v1/item/remove', { itemId: item.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(200);
    expect(
      (await t.get(`/api/v1/discussion/getCurrent/${item.id}`, cast.teacherOwner.session)).statusCode,
    ).toBe(404);
    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, 'courseItem'), eq(deletedHistory.entityId, item.id)));
    expect(entry!.snapshot).toMatchObject({ item: { content: { maxMark: 7 } } });
    // Whatever became of the row meanwhile, the restore puts the max mark back.
    await t.app.db.delete(discussionSettings).where(eq(discussionSettings.discussionId, item.id));
    expect((await t.post('/api/v1/deleted/restore', { _id: entry!.id }, cast.admin.session)).statusCode).toBe(
      200,
    );
    const read = await t.get(`/api/v1/discussion/getCurrent/${item.id}`, cast.teacherOwner.session);
    expect(read.json().data).toMatchObject({ maxMark: 7 });
  });
});
