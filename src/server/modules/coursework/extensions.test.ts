import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LatePolicy } from '../../../core/schemas/coursework';
import {
  type CourseItemRow,
  courseworkExtensions,
  courseworkSettings,
  deletedHistory,
  notifications,
} from '../../db/schema';
import { type Cast, courseCast, type Person, person } from '../../test/cast';
import { addMember, createItem } from '../../test/courseFactories';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 37, "Extensions for coursework: per-student (and per-group) deadline extensions on assignments, projects and
 * labs, like the exams' extra time, shown to the student and respected by the late policy". The clock stands still
 * so the edges of each deadline are exact.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The item's own deadline in every test; the clock starts an hour before it. */
const END = new Date('2026-06-01T12:00:00.000Z');
const EXTENDED = new Date(END.getTime() + DAY);

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date(END.getTime() - HOUR)));

async function coursework(kind: 'assignment' | 'project' | 'lab', latePolicy: LatePolicy = 'acceptLate') {
  const item = await createItem(t.app, cast.course, {
    kind,
    startAt: new Date(END.getTime() - 7 * DAY),
    endAt: END,
  });
  await t.app.db
    .insert(courseworkSettings)
    .values({ itemId: item.id, maxMark: 100, latePolicy, studentsChooseGroups: false, maxGroupSize: 4 });
  return item;
}

const grant = (body: Record<string, unknown>, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/coursework/saveExtension', body, who.session);
const extendFor = (item: CourseItemRow, student: Person, dueAt = EXTENDED, reason = '') =>
  grant({ itemId: item.id, studentId: student.user.id, dueDate: dueAt.toISOString(), reason });
const list = (item: CourseItemRow, who: Person = cast.teacherOwner) =>
  t.get(`/api/v1/coursework/getExtensionList/${item.id}`, who.session);
const remove = (item: CourseItemRow, extensionId: string, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/coursework/removeExtension', { itemId: item.id, extensionId }, who.session);
const handIn = async (item: CourseItemRow, who: Person) => {
  await t.post('/api/v1/submission/saveAnswer', { itemId: item.id, answer: '<p>Done</p>' }, who.session);
  return t.post('/api/v1/submission/submit', { itemId: item.id }, who.session);
};
const itemPage = async (item: CourseItemRow, who: Person) =>
  (await t.get(`/api/v1/${item.kind}/getCurrent/${item.id}`, who.session)).json().data;
const listLine = async (item: CourseItemRow, who: Person) =>
  (await t.get(`/api/v1/course/getCurrentCourse/${cast.course.id}/${who.user.id}`, who.session))
    .json()
    .data.items.find((line: { _id: string }) => line._id === item.id);
const told = (who: Person, item: CourseItemRow) =>
  t.app.db
    .select({ title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.refId, item.id)));

describe('POST /api/v1/coursework/saveExtension', () => {
  it('gives one student a later deadline, told to them only, with a reason only teachers read', async () => {
    const item = await coursework('assignment');
    const granted = await extendFor(item, cast.studentMember, EXTENDED, 'Ill for a week');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({
      itemId: item.id,
      student: { fullName: 'Ann Able' },
      group: null,
      dueDate: EXTENDED.toISOString(),
      reason: 'Ill for a week',
      grantedBy: { fullName: 'Tess Teacher' },
    });
    expect((await list(item, cast.coTeacher)).json().data).toEqual([granted.json().data]);

    expect(await told(cast.studentMember, item)).toEqual([
      {
        title: `Deadline extended: ${item.title}`,
        link: `/viewassignment/${cast.course.id}/${item.id}`,
      },
    ]);
    expect(await told(cast.classmate, item)).toEqual([]);

    const annPage = await itemPage(item, cast.studentMember);
    expect(annPage.extendedTo).toBe(EXTENDED.toISOString());
    expect(JSON.stringify(annPage)).not.toContain('Ill for a week');
    expect((await itemPage(item, cast.classmate)).extendedTo).toBeUndefined();
    expect((await listLine(item, cast.studentMember)).extendedTo).toBe(EXTENDED.toISOString());
    expect((await listLine(item, cast.classmate)).extendedTo).toBeUndefined();
  });

  it('changes the extension in place, and the student hears of the change', async () => {
    const item = await coursework('lab');
    await extendFor(item, cast.studentMember);
    const later = new Date(EXTENDED.getTime() + DAY);
    const changed = await extendFor(item, cast.studentMember, later, 'Still ill');
    expect(changed.json().data).toMatchObject({ dueDate: later.toISOString(), reason: 'Still ill' });
    expect((await list(item)).json().data).toHaveLength(1);
    expect((await told(cast.studentMember, item)).map((n) => n.title)).toEqual([
      `Deadline extended: ${item.title}`,
      `Deadline changed: ${item.title}`,
    ]);
  });

  it('refuses what is not an extension of this item for a student of its course', async () => {
    const item = await coursework('assignment');
    const ann = cast.studentMember.user.id;
    const at = EXTENDED.toISOString();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ itemId: item.id, studentId: ann, dueDate: 'next Friday' }, 400, 'dueDate'],
      [{ itemId: item.id, studentId: ann, dueDate: END.toISOString() }, 400, 'dueDate'],
      [
        { itemId: item.id, studentId: ann, dueDate: new Date(END.getTime() - HOUR).toISOString() },
        400,
        'dueDate',
      ],
      [{ itemId: item.id, dueDate: at }, 400, 'studentId'],
      [{ itemId: item.id, studentId: ann, groupId: 'g1', dueDate: at }, 400, 'studentId'],
      [{ itemId: item.id, groupId: 'g1', dueDate: at }, 400, 'groupId'],
      [{ itemId: item.id, studentId: ann, dueDate: at, reason: 'x'.repeat(501) }, 400, 'reason'],
      [{ itemId: item.id, studentId: cast.studentOutsider.user.id, dueDate: at }, 404, ''],
      [{ itemId: item.id, studentId: cast.coTeacher.user.id, dueDate: at }, 404, ''],
      [{ itemId: 'no-such-item', studentId: ann, dueDate: at }, 404, ''],
    ];
    for (const [body, code, field] of cases) {
      const response = await grant(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(code);
      if (field) expect(response.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    expect((await grant({ itemId: lecture.id, studentId: ann, dueDate: at })).statusCode).toBe(400);
    expect((await list(item)).json().data).toEqual([]);
  });

  it('is for those who teach the course: a student neither grants nor reads extensions', async () => {
    const item = await coursework('assignment');
    await extendFor(item, cast.studentMember);
    for (const who of [cast.studentMember, cast.classmate, cast.studentOutsider, cast.teacherOutsider]) {
      const body = { itemId: item.id, studentId: cast.classmate.user.id, dueDate: EXTENDED.toISOString() };
      expect((await grant(body, who)).statusCode).toBe(403);
      expect((await list(item, who)).statusCode).toBe(403);
    }
    expect((await list(item, cast.admin)).statusCode).toBe(200);
    expect((await extendFor(item, cast.classmate)).statusCode).toBe(200);
  });
});

describe('the late policy, by the student’s own deadline', () => {
  it('accepting late work: on time until the extension, late after it; others late after the item’s end', async () => {
    const item = await coursework('assignment', 'acceptLate');
    await extendFor(item, cast.studentMember);
    clock.set(new Date(END.getTime() + HOUR));
    expect((await handIn(item, cast.studentMember)).json().data).toMatchObject({
      state: 'submitted',
      late: false,
    });
    expect((await handIn(item, cast.classmate)).json().data).toMatchObject({
      state: 'submitted',
      late: true,
    });
    expect((await listLine(item, cast.studentMember)).work).toEqual({ state: 'handedIn' });
    expect((await listLine(item, cast.classmate)).work).toEqual({ state: 'late' });

    const late = await coursework('assignment', 'acceptLate');
    await extendFor(late, cast.studentMember);
    clock.set(EXTENDED);
    expect((await handIn(late, cast.studentMember)).json().data).toMatchObject({ late: false });
    const after = await coursework('assignment', 'acceptLate');
    await extendFor(after, cast.studentMember);
    clock.set(new Date(EXTENDED.getTime() + 1000));
    expect((await handIn(after, cast.studentMember)).json().data).toMatchObject({ late: true });
  });

  it('refusing late work: open to the extended student until their deadline, closed to the others', async () => {
    const item = await coursework('lab', 'refuseLate');
    await extendFor(item, cast.studentMember);
    clock.set(new Date(END.getTime() + HOUR));
    expect((await handIn(item, cast.classmate)).json()).toMatchObject({
      code: 409,
      msg: 'The deadline has passed: this work is no longer taken.',
    });
    expect((await listLine(item, cast.classmate)).work).toEqual({ state: 'missed' });
    expect((await listLine(item, cast.studentMember)).work).toEqual({ state: 'notStarted' });
    expect((await handIn(item, cast.studentMember)).json().data).toMatchObject({ late: false });

    const closed = await coursework('lab', 'refuseLate');
    await extendFor(closed, cast.studentMember);
    clock.set(new Date(EXTENDED.getTime() + 1000));
    expect((await handIn(closed, cast.studentMember)).statusCode).toBe(409);
    expect((await listLine(closed, cast.studentMember)).work).toEqual({ state: 'missed' });
  });

  it('excuses work already handed in late that a new extension covers', async () => {
    const item = await coursework('assignment', 'acceptLate');
    clock.set(new Date(END.getTime() + HOUR));
    expect((await handIn(item, cast.classmate)).json().data).toMatchObject({ late: true });
    await extendFor(item, cast.classmate);
    const lines = (
      await t.get(`/api/v1/assessment/getAssessmentList/${item.id}`, cast.teacherOwner.session)
    ).json().data;
    const bob = lines.find((l: { student: { fullName: string } }) => l.student.fullName === 'Bob Baker');
    const ann = lines.find((l: { student: { fullName: string } }) => l.student.fullName === 'Ann Able');
    expect(bob).toMatchObject({ late: false, state: 'submitted', extendedTo: EXTENDED.toISOString() });
    expect(ann).toMatchObject({ extendedTo: null });
  });
});

describe('a project group’s extension', () => {
  it('reaches every member of the group, and a member’s own extension wins over it', async () => {
    const project = await coursework('project', 'refuseLate');
    await t.post(
      '/api/v1/project/setGroups',
      {
        projectId: project.id,
        groups: [{ name: 'G1', memberIds: [cast.studentMember.user.id, cast.classmate.user.id] }],
      },
      cast.teacherOwner.session,
    );
    const [group] = (await itemPage(project, cast.teacherOwner)).groups;
    const weekLater = new Date(END.getTime() + 7 * DAY);
    const granted = await grant({ itemId: project.id, groupId: group._id, dueDate: weekLater.toISOString() });
    expect(granted.json().data).toMatchObject({ student: null, group: { _id: group._id, name: 'G1' } });
    expect((await told(cast.classmate, project)).map((n) => n.title)).toEqual([
      `Deadline extended: ${project.title}`,
    ]);
    await extendFor(project, cast.studentMember);

    expect((await itemPage(project, cast.classmate)).extendedTo).toBe(weekLater.toISOString());
    expect((await itemPage(project, cast.studentMember)).extendedTo).toBe(EXTENDED.toISOString());
    expect((await list(project)).json().data.map((e: { group: unknown }) => e.group !== null)).toEqual([
      true,
      false,
    ]);

    clock.set(new Date(EXTENDED.getTime() + HOUR));
    expect((await handIn(project, cast.studentMember)).statusCode).toBe(409);
    expect((await handIn(project, cast.classmate)).json().data).toMatchObject({ late: false });
  });
});

describe('POST /api/v1/coursework/removeExtension, and the end of a membership', () => {
  it('puts the student back on the item’s deadline', async () => {
    const item = await coursework('assignment', 'refuseLate');
    const { _id } = (await extendFor(item, cast.studentMember)).json().data;
    expect((await remove(item, _id, cast.studentMember)).statusCode).toBe(403);
    const other = await coursework('assignment');
    expect((await remove(other, _id)).statusCode).toBe(404);
    expect((await remove(item, _id)).statusCode).toBe(200);
    expect((await remove(item, _id)).statusCode).toBe(404);
    expect((await itemPage(item, cast.studentMember)).extendedTo).toBeUndefined();
    expect((await told(cast.studentMember, item)).map((n) => n.title)).toContain(
      `Deadline extension ended: ${item.title}`,
    );
    clock.set(new Date(END.getTime() + HOUR));
    expect((await handIn(item, cast.studentMember)).statusCode).toBe(409);
  });

  it('ends with the student’s place in the course, and does not come back with it', async () => {
    const item = await coursework('assignment');
    const cleo = await person(t.app, { fullName: 'Cleo Clark' });
    await addMember(t.app, cast.course, cleo.user);
    await extendFor(item, cleo);
    const removed = await t.post(
      '/api/v1/course/removeMember',
      { courseId: cast.course.id, userId: cleo.user.id },
      cast.teacherOwner.session,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      await t.app.db.select().from(courseworkExtensions).where(eq(courseworkExtensions.userId, cleo.user.id)),
    ).toEqual([]);
    await addMember(t.app, cast.course, cleo.user);
    expect((await itemPage(item, cleo)).extendedTo).toBeUndefined();
    expect((await list(item)).json().data).toEqual([]);
  });

  it('stays with a removed item, out of reach, and is there again once the item is restored', async () => {
    const item = await coursework('assignment');
    await extendFor(item, cast.studentMember);
    await t.post('/api/v1/item/remove', { itemId: item.id }, cast.teacherOwner.session);
    expect((await list(item)).statusCode).toBe(404);
    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, 'courseItem'), eq(deletedHistory.entityId, item.id)));
    expect((await t.post('/api/v1/deleted/restore', { _id: entry!.id }, cast.admin.session)).statusCode).toBe(
      200,
    );
    expect((await list(item)).json().data).toHaveLength(1);
    expect((await itemPage(item, cast.studentMember)).extendedTo).toBe(EXTENDED.toISOString());
  });
});
