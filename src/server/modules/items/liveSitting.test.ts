import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseItems, notifications } from '../../db/schema';
import { addQuestions, sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { nextEvent, publish } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';

/**
 * Issue 15 /createLiveTest: the teacher opens a live sitting (the test becomes visible, SPEC §4: its flag and the
 * started-live override) and closes it; the course's open pages hear of both. An offline test has no live sitting.
 */
const t = socketTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

/** A test of the course that students do not see yet: outside its window and not active. */
async function hiddenTest(kind: 'test' | 'exam' = 'test') {
  const item = await createItem(t.app, cast.course, {
    kind,
    manual: false,
    active: false,
    startAt: new Date(Date.now() + 86_400_000),
    endAt: new Date(Date.now() + 2 * 86_400_000),
    durationMinutes: 30,
  });
  await addQuestions(t.app, item, [sampleQuestion()]);
  return item;
}
const open = (itemId: string, who: Person = cast.teacherOwner, kind = 'test') =>
  t.post(`/api/v1/${kind}/openLive`, { itemId }, who.session);
const close = (itemId: string, who: Person = cast.teacherOwner, kind = 'test') =>
  t.post(`/api/v1/${kind}/closeLive`, { itemId }, who.session);
const seenByStudent = async (itemId: string, kind = 'test') =>
  (await t.get(`/api/v1/${kind}/getCurrent/${itemId}`, cast.studentMember.session)).statusCode === 200;

describe('POST /api/v1/{test|exam}/openLive and closeLive', () => {
  it('opens the sitting to the course’s students, who are told, and the course’s pages hear of it', async () => {
    const item = await hiddenTest();
    expect(await seenByStudent(item.id)).toBe(false);
    const page = await t.goOnline(cast.classmate);
    expect(
      await publish(page.socket, { name: 'course', options: { courseId: cast.course.id }, join: true }),
    ).toMatchObject({ code: 0 });
    const heard = nextEvent(page.socket, 'notification');
    expect((await open(item.id)).json()).toEqual({
      code: 0,
      msg: 'The live test is open: students can start it now.',
    });
    expect(await heard).toMatchObject({
      courseId: cast.course.id,
      refType: 'test',
      refId: item.id,
      type: 'background',
    });
    const [row] = await t.app.db.select().from(courseItems).where(eq(courseItems.id, item.id));
    expect(row).toMatchObject({ startedLive: true, active: true });
    expect(await seenByStudent(item.id)).toBe(true);
    // The student's calendar and control panel say it is open, though its window starts tomorrow.
    const student = cast.studentMember;
    const calendar = await t.get(`/api/v1/calendar/entries/${student.user.id}`, student.session);
    expect(calendar.json().data.find((entry: { _id: string }) => entry._id === item.id)).toMatchObject({
      startedLive: true,
    });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.studentMember.user.id), eq(notifications.refId, item.id)));
    expect(told).toMatchObject([{ title: `New test: ${item.title}` }]);

    const closing = nextEvent(page.socket, 'notification');
    expect((await close(item.id, cast.coTeacher)).json()).toEqual({
      code: 0,
      msg: 'The live test is closed.',
    });
    expect(await closing).toMatchObject({ refId: item.id });
    expect(await seenByStudent(item.id)).toBe(false);
  });

  it('works for an exam at the exam’s path, and opening twice is no harm', async () => {
    const exam = await hiddenTest('exam');
    expect((await open(exam.id, cast.admin, 'exam')).json().msg).toBe(
      'The live exam is open: students can start it now.',
    );
    expect((await open(exam.id, cast.teacherOwner, 'exam')).statusCode).toBe(200);
    expect(await seenByStudent(exam.id, 'exam')).toBe(true);
    expect((await open(exam.id)).json()).toMatchObject({ code: 400, msg: 'This is for tests only.' });
  });

  it('refuses an offline test and a test without questions, and changes nothing', async () => {
    const offline = await hiddenTest();
    await t.post(
      '/api/v1/test/saveSettings',
      {
        itemId: offline.id,
        mode: 'offline',
        attemptsAllowed: 1,
        shuffleQuestions: false,
        shuffleChoices: false,
        allowAnswerFile: false,
      },
      cast.teacherOwner.session,
    );
    const refused = await open(offline.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(
      /^This test is set to be sat offline; students answer it in its window/,
    );
    const empty = await createItem(t.app, cast.course, { kind: 'test', manual: false, active: false });
    expect((await open(empty.id)).json()).toMatchObject({
      code: 400,
      msg: 'This test has no questions yet: add them before opening the sitting.',
    });
    const rows = await t.app.db.select().from(courseItems).where(eq(courseItems.courseId, cast.course.id));
    for (const id of [offline.id, empty.id]) expect(rows.find((r) => r.id === id)?.startedLive).toBe(false);
  });

  it('is refused to a student and to a teacher of another course', async () => {
    const item = await hiddenTest();
    for (const who of [cast.studentMember, cast.teacherOutsider]) {
      expect((await open(item.id, who)).statusCode).toBe(403);
      expect((await close(item.id, who)).statusCode).toBe(403);
    }
    expect((await t.post('/api/v1/test/openLive', { itemId: item.id })).statusCode).toBe(401);
    expect((await t.post('/api/v1/test/openLive', {}, cast.teacherOwner.session)).json().fields).toEqual({
      itemId: 'Item id is required.',
    });
  });
});
