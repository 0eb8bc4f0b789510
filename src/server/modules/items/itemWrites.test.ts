import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { courseItems, deletedHistory, notifications, teamMeetingMembers } from '../../db/schema';
import { type CastPeople, castPeople } from '../../test/cast';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();
let cast: CastPeople;

beforeAll(async () => {
  cast = await castPeople(t.app);
});

const { get, post } = t;
const itemRow = async (id: string) =>
  (await t.app.db.select().from(courseItems).where(eq(courseItems.id, id)))[0]!;
const noticesFor = (userId: string, refId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.refId, refId)))
    .orderBy(asc(notifications.createdAt));

async function sharedCourse(status: 'draft' | 'active' = 'active') {
  const course = await createCourse(t.app, cast.teacherOwner.user, { status });
  await addMember(t.app, course, cast.coTeacher.user, 'teacher');
  await addMember(t.app, course, cast.studentMember.user);
  await addMember(t.app, course, cast.classmate.user);
  return course;
}

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();
/** A window running now, and one that starts tomorrow. */
const now = { startDate: at(-1), endDate: at(1) };
const tomorrow = { startDate: at(24), endDate: at(26) };

describe('POST /api/v1/item/create', () => {
  it('adds a published lecture last among lectures and tells each student', async () => {
    const course = await sharedCourse();
    await createItem(t.app, course, { kind: 'lecture' });
    await createItem(t.app, course, { kind: 'lab' });
    const response = await post(
      '/api/v1/item/create',
      { courseId: course.id, kind: 'lecture', title: 'Fractions', ...tomorrow, duration: 90, active: true },
      cast.coTeacher.session,
    );
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item).toMatchObject({
      kind: 'lecture',
      title: 'Fractions',
      duration: 90,
      position: 1,
      active: true,
    });

    for (const who of [cast.studentMember.user, cast.classmate.user]) {
      const [notice] = await noticesFor(who.id, item._id);
      expect(notice).toMatchObject({
        type: 'notification',
        title: 'New lecture: Fractions',
        refType: 'lecture',
        courseId: course.id,
        link: `/viewcourse/${course.id}`,
        senderId: cast.coTeacher.user.id,
      });
    }
    expect(await noticesFor(cast.teacherOwner.user.id, item._id)).toHaveLength(0);
    expect(await noticesFor(cast.coTeacher.user.id, item._id)).toHaveLength(0);
  });

  it('lists a lecture added later for an earlier day in its place, in every list the server returns', async () => {
    const course = await sharedCourse();
    const create = (title: string, startDate: string) =>
      post(
        '/api/v1/item/create',
        {
          courseId: course.id,
          kind: 'lecture',
          title,
          startDate,
          endDate: at(60),
          duration: 60,
          active: true,
        },
        cast.teacherOwner.session,
      );
    for (const [title, startDate] of [
      ['Week 2', at(48)],
      ['Week 3', at(50)],
      ['Week 1, added last', at(26)],
    ] as const)
      expect((await create(title, startDate)).statusCode).toBe(200);
    const inOrder = ['Week 1, added last', 'Week 2', 'Week 3'];
    const titlesOf = (items: Array<{ title: string }>) => items.map((i) => i.title);
    for (const [who, caller] of [
      [cast.teacherOwner.user, cast.teacherOwner.session],
      [cast.studentMember.user, cast.studentMember.session],
    ] as const) {
      const view = await get(`/api/v1/course/getCurrentCourse/${course.id}/${who.id}`, caller);
      expect(titlesOf(view.json().data.items)).toEqual(inOrder);
      const all = await get(`/api/v1/course/getAllCourse/${who.id}`, caller);
      const mine = all.json().data.find((c: { _id: string }) => c._id === course.id);
      expect(titlesOf(mine.items)).toEqual(inOrder);
      const lectures = await get(`/api/v1/course/getCurrentCourseLecture/${course.id}`, caller);
      expect(titlesOf(lectures.json().data)).toEqual(inOrder);
    }
  });

  it('sends the notifications live and refreshes the course room, only after a change was made', async () => {
    const course = await sharedCourse();
    const send = vi.spyOn(t.app.realtime, 'send');
    try {
      const refused = { courseId: course.id, kind: 'lab', title: 'Lab', ...now, active: true };
      await post('/api/v1/item/create', refused, cast.studentMember.session);
      expect(send).not.toHaveBeenCalled();

      const response = await post('/api/v1/item/create', refused, cast.teacherOwner.session);
      const itemId = response.json().data._id;
      // Whatever room a recipient's notifications travel through, it is named after that recipient.
      const emitted = send.mock.calls
        .flatMap(([events]) => events)
        .flatMap((event) => (event.kind === 'emit' ? event.rooms.map((room) => ({ ...event, room })) : []))
        .map(({ room, event, payload }) => ({
          target: room,
          event,
          payload: payload as { title?: string; refId?: string; type?: string },
        }));
      for (const who of [cast.studentMember.user, cast.classmate.user])
        expect(emitted).toContainEqual({
          target: expect.stringContaining(who.id),
          event: 'notification',
          payload: expect.objectContaining({ title: 'New lab: Lab', refId: itemId }),
        });
      expect(emitted.some((e) => e.target.includes(cast.teacherOwner.user.id))).toBe(false);
      expect(emitted).toContainEqual({
        target: `course:${course.id}`,
        event: 'notification',
        payload: expect.objectContaining({
          courseId: course.id,
          refType: 'lab',
          refId: itemId,
          type: 'background',
        }),
      });
    } finally {
      send.mockRestore();
    }
  });

  it('tells nobody of an item students cannot see: a test outside its window, anything in a draft', async () => {
    const course = await sharedCourse();
    const test = await post(
      '/api/v1/item/create',
      { courseId: course.id, kind: 'test', title: 'Quiz', ...tomorrow, active: true },
      cast.teacherOwner.session,
    );
    expect(test.statusCode).toBe(200);
    expect(await noticesFor(cast.studentMember.user.id, test.json().data._id)).toHaveLength(0);

    const draft = await sharedCourse('draft');
    const lecture = await post(
      '/api/v1/item/create',
      { courseId: draft.id, kind: 'lecture', title: 'Intro', ...now, active: true },
      cast.teacherOwner.session,
    );
    expect(await noticesFor(cast.studentMember.user.id, lecture.json().data._id)).toHaveLength(0);
  });

  it('refuses a duration on a kind without one, an end before the start and unknown kinds (400)', async () => {
    const course = await sharedCourse();
    const base = { courseId: course.id, title: 'Bad', ...now };
    const duration = await post(
      '/api/v1/item/create',
      { ...base, kind: 'project', duration: 30 },
      cast.teacherOwner.session,
    );
    expect(duration.statusCode).toBe(400);
    expect(duration.json().fields).toEqual({ duration: 'A project has no duration.' });
    const backwards = await post(
      '/api/v1/item/create',
      { ...base, kind: 'lab', startDate: now.endDate, endDate: now.startDate },
      cast.teacherOwner.session,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('endDate');
    const kind = await post('/api/v1/item/create', { ...base, kind: 'quiz' }, cast.teacherOwner.session);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields).toHaveProperty('kind');
    expect(await t.app.db.select().from(courseItems).where(eq(courseItems.courseId, course.id))).toEqual([]);
  });

  it('refuses students (403) and teachers outside the course (403); unknown courses are 404; admins may', async () => {
    const course = await sharedCourse();
    const body = { courseId: course.id, kind: 'lab', title: 'Lab', ...now };
    expect((await post('/api/v1/item/create', body, cast.studentMember.session)).statusCode).toBe(403);
    expect((await post('/api/v1/item/create', body, cast.teacherOutsider.session)).statusCode).toBe(403);
    expect(
      (await post('/api/v1/item/create', { ...body, courseId: 'nope' }, cast.teacherOwner.session))
        .statusCode,
    ).toBe(404);
    expect(await t.app.db.select().from(courseItems).where(eq(courseItems.courseId, course.id))).toEqual([]);
    expect((await post('/api/v1/item/create', body, cast.admin.session)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/item/update', () => {
  it('changes only the fields sent and tells students of a change to what they see', async () => {
    const course = await sharedCourse();
    const item = await createItem(t.app, course, { kind: 'assignment', title: 'Essay', description: 'Kept' });
    const response = await post(
      '/api/v1/item/update',
      { itemId: item.id, title: 'Essay, revised' },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Essay, revised',
      description: 'Kept',
      active: true,
    });
    expect((await noticesFor(cast.studentMember.user.id, item.id)).map((n) => n.title)).toEqual([
      'Changed: Essay, revised',
    ]);
  });

  it('announces a test as new when it becomes visible, and says nothing while it stays hidden', async () => {
    const course = await sharedCourse();
    const test = await createItem(t.app, course, {
      kind: 'test',
      title: 'Quiz',
      manual: true,
      active: false,
    });
    await post(
      '/api/v1/item/update',
      { itemId: test.id, description: 'Still hidden' },
      cast.teacherOwner.session,
    );
    expect(await noticesFor(cast.studentMember.user.id, test.id)).toHaveLength(0);
    await post('/api/v1/item/update', { itemId: test.id, active: true }, cast.teacherOwner.session);
    expect((await noticesFor(cast.studentMember.user.id, test.id)).map((n) => n.title)).toEqual([
      'New test: Quiz',
    ]);
  });

  it('checks the end against the stored start and the duration against the kind (400), changing nothing', async () => {
    const course = await sharedCourse();
    const lab = await createItem(t.app, course, { kind: 'lab', title: 'Lab' });
    const backwards = await post(
      '/api/v1/item/update',
      { itemId: lab.id, endDate: new Date(lab.startAt.getTime() - HOUR).toISOString() },
      cast.teacherOwner.session,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('endDate');
    const duration = await post(
      '/api/v1/item/update',
      { itemId: lab.id, duration: 20 },
      cast.teacherOwner.session,
    );
    expect(duration.statusCode).toBe(400);
    expect(duration.json().fields).toHaveProperty('duration');
    const title = await post('/api/v1/item/update', { itemId: lab.id, title: '' }, cast.teacherOwner.session);
    expect(title.statusCode).toBe(400);
    expect(await itemRow(lab.id)).toEqual(lab);
  });

  it('refuses students and outsiders (403); unknown or removed items are 404; admins may', async () => {
    const course = await sharedCourse();
    const item = await createItem(t.app, course);
    for (const caller of [cast.studentMember.session, cast.teacherOutsider.session])
      expect((await post('/api/v1/item/update', { itemId: item.id, title: 'X' }, caller)).statusCode).toBe(
        403,
      );
    expect((await itemRow(item.id)).title).toBe(item.title);
    expect(
      (await post('/api/v1/item/update', { itemId: 'nope', title: 'X' }, cast.teacherOwner.session))
        .statusCode,
    ).toBe(404);
    const removed = await createItem(t.app, course, { removedAt: new Date() });
    expect(
      (await post('/api/v1/item/update', { itemId: removed.id, title: 'X' }, cast.teacherOwner.session))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/v1/item/update', { itemId: item.id, title: 'By admin' }, cast.admin.session))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/v1/item/remove', () => {
  it('marks the item removed, keeps it in the deleted history and tells students who could see it', async () => {
    const course = await sharedCourse();
    const item = await createItem(t.app, course, { kind: 'discussion', title: 'Debate' });
    const response = await post('/api/v1/item/remove', { itemId: item.id }, cast.coTeacher.session);
    expect(response.statusCode).toBe(200);
    expect((await itemRow(item.id)).removedAt).toBeInstanceOf(Date);
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, item.id));
    expect(history).toMatchObject({ type: 'courseItem', name: 'Debate', deletedBy: cast.coTeacher.user.id });
    expect(history!.snapshot).toMatchObject({ item: { id: item.id, kind: 'discussion' } });
    expect((await noticesFor(cast.studentMember.user.id, item.id)).map((n) => [n.title, n.refType])).toEqual([
      ['Removed: Debate', 'discussion'],
    ]);
    expect(
      (await post('/api/v1/item/remove', { itemId: item.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(404);
  });

  it('says nothing to students about removing an item they never saw', async () => {
    const course = await sharedCourse();
    const hidden = await createItem(t.app, course, { kind: 'exam', manual: true, active: false });
    expect(
      (await post('/api/v1/item/remove', { itemId: hidden.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(200);
    expect(await noticesFor(cast.studentMember.user.id, hidden.id)).toHaveLength(0);
  });

  it('refuses students and outsiders (403), bad input (400); admins may', async () => {
    const course = await sharedCourse();
    const item = await createItem(t.app, course);
    for (const caller of [cast.studentMember.session, cast.teacherOutsider.session])
      expect((await post('/api/v1/item/remove', { itemId: item.id }, caller)).statusCode).toBe(403);
    expect((await post('/api/v1/item/remove', {}, cast.teacherOwner.session)).statusCode).toBe(400);
    expect((await itemRow(item.id)).removedAt).toBeNull();
    expect(await t.app.db.select().from(deletedHistory).where(eq(deletedHistory.entityId, item.id))).toEqual(
      [],
    );
    expect((await post('/api/v1/item/remove', { itemId: item.id }, cast.admin.session)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/item/reorder', () => {
  it('rewrites the positions of one kind in the order given, among items of the same start', async () => {
    const course = await sharedCourse();
    const together = { kind: 'lab' as const, startAt: new Date(at(2)), endAt: new Date(at(3)) };
    const [a, b, c] = [
      await createItem(t.app, course, { ...together, title: 'A' }),
      await createItem(t.app, course, { ...together, title: 'B' }),
      await createItem(t.app, course, { ...together, title: 'C' }),
    ];
    const lecture = await createItem(t.app, course, { kind: 'lecture' });
    await createItem(t.app, course, { kind: 'lab', title: 'Removed', removedAt: new Date() });
    const response = await post(
      '/api/v1/item/reorder',
      { courseId: course.id, kind: 'lab', itemIds: [c!.id, a!.id, b!.id] },
      cast.coTeacher.session,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((i: { title: string }) => i.title)).toEqual(['C', 'A', 'B']);
    const listed = await get(
      `/api/v1/course/getCurentCourseType/${course.id}/lab`,
      cast.studentMember.session,
    );
    expect(listed.json().data.map((i: { title: string }) => i.title)).toEqual(['C', 'A', 'B']);
    expect((await itemRow(lecture.id)).position).toBe(lecture.position);
  });

  it('refuses a list that leaves one out, repeats one or names another kind (400), changing nothing', async () => {
    const course = await sharedCourse();
    const a = await createItem(t.app, course, { kind: 'lab', title: 'A' });
    const b = await createItem(t.app, course, { kind: 'lab', title: 'B' });
    const lecture = await createItem(t.app, course, { kind: 'lecture' });
    for (const itemIds of [[b.id], [b.id, a.id, a.id], [b.id, a.id, lecture.id], [b.id, 'nope']]) {
      const response = await post(
        '/api/v1/item/reorder',
        { courseId: course.id, kind: 'lab', itemIds },
        cast.teacherOwner.session,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('itemIds');
    }
    expect([(await itemRow(a.id)).position, (await itemRow(b.id)).position]).toEqual([0, 1]);
  });

  it('refuses an order that puts a later start before an earlier one (400), changing nothing', async () => {
    const course = await sharedCourse();
    const monday = await createItem(t.app, course, {
      kind: 'lab',
      title: 'Monday',
      startAt: new Date(at(24)),
    });
    const sunday = await createItem(t.app, course, {
      kind: 'lab',
      title: 'Sunday',
      startAt: new Date(at(1)),
    });
    const response = await post(
      '/api/v1/item/reorder',
      { courseId: course.id, kind: 'lab', itemIds: [monday.id, sunday.id] },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.itemIds).toBe(
      'Labs are listed by their start; only those that start at the same time can change places.',
    );
    expect([(await itemRow(monday.id)).position, (await itemRow(sunday.id)).position]).toEqual([0, 1]);
    const listed = await get(
      `/api/v1/course/getCurentCourseType/${course.id}/lab`,
      cast.teacherOwner.session,
    );
    expect(listed.json().data.map((i: { title: string }) => i.title)).toEqual(['Sunday', 'Monday']);
  });

  it('refuses students and outsiders (403); unknown courses are 404', async () => {
    const course = await sharedCourse();
    const a = await createItem(t.app, course, { kind: 'lab' });
    const body = { courseId: course.id, kind: 'lab', itemIds: [a.id] };
    for (const caller of [cast.studentMember.session, cast.teacherOutsider.session])
      expect((await post('/api/v1/item/reorder', body, caller)).statusCode).toBe(403);
    expect(
      (await post('/api/v1/item/reorder', { ...body, courseId: 'nope' }, cast.teacherOwner.session))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/v1/{typeId}/getCurrent/{refId}', () => {
  it('gives the course teachers any item, hidden tests included', async () => {
    const course = await sharedCourse();
    const hidden = await createItem(t.app, course, {
      kind: 'test',
      manual: true,
      active: false,
      title: 'Secret',
    });
    const response = await get(`/api/v1/test/getCurrent/${hidden.id}`, cast.coTeacher.session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { _id: hidden.id, title: 'Secret' }, active: false });
    expect((await get(`/api/v1/test/getCurrent/${hidden.id}`, cast.admin.session)).statusCode).toBe(200);
  });

  it('gives a student a visible item, and 404 for a hidden test exactly as for one that does not exist', async () => {
    const course = await sharedCourse();
    const open = await createItem(t.app, course, { kind: 'test', title: 'Open quiz', manual: false });
    const hidden = await createItem(t.app, course, {
      kind: 'test',
      manual: false,
      startAt: new Date(Date.now() + 24 * HOUR),
      endAt: new Date(Date.now() + 26 * HOUR),
    });
    const visible = await get(`/api/v1/test/getCurrent/${open.id}`, cast.studentMember.session);
    expect(visible.statusCode).toBe(200);
    expect(visible.json()).toMatchObject({ data: { _id: open.id }, active: true });
    const secret = await get(`/api/v1/test/getCurrent/${hidden.id}`, cast.studentMember.session);
    const missing = await get('/api/v1/test/getCurrent/no-such-test', cast.studentMember.session);
    expect(secret.statusCode).toBe(404);
    expect(secret.json()).toEqual(missing.json());
  });

  it('answers at the spec spellings of every kind, and 404 when the path names another kind', async () => {
    const course = await sharedCourse();
    const meeting = await createItem(t.app, course, { kind: 'teamMeeting' });
    const unit = await createItem(t.app, course, { kind: 'selfLearning' });
    const lab = await createItem(t.app, course, { kind: 'lab' });
    // A team meeting is for those invited (issue 16): to the course's other students it does not exist.
    expect(
      (await get(`/api/v1/teammeeting/getCurrent/${meeting.id}`, cast.studentMember.session)).statusCode,
    ).toBe(404);
    await t.app.db
      .insert(teamMeetingMembers)
      .values({ meetingId: meeting.id, userId: cast.studentMember.user.id });
    expect(
      (await get(`/api/v1/teammeeting/getCurrent/${meeting.id}`, cast.studentMember.session)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/v1/selflearning/getCurrent/${unit.id}`, cast.studentMember.session)).statusCode,
    ).toBe(200);
    expect((await get(`/api/v1/lab/getCurrent/${lab.id}`, cast.studentMember.session)).statusCode).toBe(200);
    expect((await get(`/api/v1/exam/getCurrent/${lab.id}`, cast.teacherOwner.session)).statusCode).toBe(404);
  });

  it('refuses callers outside the course (403), students of a draft (403) and unsigned callers (401)', async () => {
    const course = await sharedCourse();
    const lab = await createItem(t.app, course, { kind: 'lab' });
    expect((await get(`/api/v1/lab/getCurrent/${lab.id}`, cast.teacherOutsider.session)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/v1/lab/getCurrent/${lab.id}`)).statusCode).toBe(401);
    const draft = await sharedCourse('draft');
    const draftLab = await createItem(t.app, draft, { kind: 'lab' });
    expect((await get(`/api/v1/lab/getCurrent/${draftLab.id}`, cast.studentMember.session)).statusCode).toBe(
      403,
    );
  });
});
