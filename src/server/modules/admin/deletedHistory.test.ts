import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETED_HISTORY_EMPTY, type DeletedHistoryEntry } from '../../../core/schemas/deletedHistory';
import { referenceWritePath } from '../../../core/schemas/reference';
import { courseItems, courses, deletedHistory, notifications, sectors } from '../../db/schema';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();
let teacher: TestUser;
let asTeacher: SignedIn;
let asAdmin: SignedIn;
let asStudent: SignedIn;
let student: TestUser;

beforeAll(async () => {
  teacher = await createUser(t.app, { role: 'teacher', fullName: 'Tia Teacher' });
  student = await createUser(t.app);
  asTeacher = await signIn(t.app, teacher);
  asStudent = await signIn(t.app, student);
  asAdmin = await signIn(t.app, await createUser(t.app, { role: 'teacher', isAdmin: true }));
});

const { post } = t;
const history = (query: string, s: SignedIn = asAdmin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/deleted/history?type=Removed${query}`, headers: s.headers });
const entries = async (query: string) => (await history(query)).json().data as DeletedHistoryEntry[];
const entryFor = async (entityId: string) =>
  (await t.app.db.select().from(deletedHistory).where(eq(deletedHistory.entityId, entityId)))[0]!;
const restore = (_id: string, s: SignedIn = asAdmin) => post('/api/v1/deleted/restore', { _id }, s);

async function removedCourse(name: string) {
  const course = await createCourse(t.app, teacher, { name });
  expect((await post('/api/v1/course/remove', { courseId: course.id }, asTeacher)).statusCode).toBe(200);
  return course;
}

describe('GET /api/v1/deleted/history (SPEC §7)', () => {
  it('lists removals newest first, with who removed what and when', async () => {
    const first = await removedCourse('History first 1');
    const second = await removedCourse('History second 1');
    const listed = await entries('&name=History%20');
    expect(listed.map((e) => e.entityId).slice(0, 2)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({
      kind: 'course',
      name: 'History second 1',
      deletedBy: { _id: teacher.id, username: teacher.username, fullName: 'Tia Teacher' },
      restoredAt: null,
      restorable: true,
    });
    expect(Date.parse(listed[0]!.deletedAt)).not.toBeNaN();
  });

  it('names no remover when nobody is on record (the system, or an account gone)', async () => {
    await t.app.db.insert(deletedHistory).values({
      type: 'notification',
      entityId: 'n1',
      name: 'Unowned removal',
      deletedBy: null,
      snapshot: {},
    });
    expect((await entries('&name=Unowned%20removal'))[0]).toMatchObject({
      name: 'Unowned removal',
      deletedBy: null,
    });
  });

  it('finds by part of the name in any case, taking % and _ literally, and narrows by kind', async () => {
    const course = await removedCourse('Zebra_Crossing 100%');
    const item = await createItem(t.app, await createCourse(t.app, teacher), { title: 'zebra lecture' });
    await post('/api/v1/item/remove', { itemId: item.id }, asTeacher);

    expect((await entries('&name=zEBRA')).map((e) => e.entityId).sort()).toEqual([course.id, item.id].sort());
    expect((await entries('&name=zebra&kind=courseItem')).map((e) => e.entityId)).toEqual([item.id]);
    expect((await entries('&name=a_C')).map((e) => e.entityId)).toEqual([course.id]);
    expect(await entries('&name=a%25C')).toEqual([]);
    expect((await entries('&name=100%25')).map((e) => e.entityId)).toEqual([course.id]);
  });

  it('pages with a total, and says SPEC §8 "Deleted History not found !" when nothing matches', async () => {
    for (const n of [1, 2, 3]) await removedCourse(`Paged course ${n}`);
    const page = await history('&name=Paged%20course&limit=2&offset=2');
    expect(page.json()).toMatchObject({ code: 0, total: 3 });
    expect(page.json().data).toHaveLength(1);

    const none = await history('&name=nothing-has-this-name');
    expect(none.json()).toEqual({ code: 0, msg: DELETED_HISTORY_EMPTY, data: [], total: 0 });
  });

  it('is for admins only: a teacher or student gets 403, nobody signed in 401', async () => {
    expect((await history('', asTeacher)).statusCode).toBe(403);
    expect((await history('', asStudent)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/deleted/history?type=Removed' })).statusCode,
    ).toBe(401);
  });

  it('refuses a malformed query with 400 and the field', async () => {
    for (const query of ['&kind=everything', '&limit=0', `&name=${'x'.repeat(201)}`]) {
      const response = await history(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(400);
    }
    const otherType = await t.app.inject({
      method: 'GET',
      url: '/api/v1/deleted/history?type=Archived',
      headers: asAdmin.headers,
    });
    expect(otherType.statusCode).toBe(400);
  });
});

describe('POST /api/v1/deleted/restore', () => {
  it('brings a course back with its members and items, and marks the entry restored', async () => {
    const course = await removedCourse('Restored course');
    await addMember(t.app, course, student);
    const item = await createItem(t.app, course, { title: 'Kept lecture' });
    const entry = await entryFor(course.id);
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/course/getCurrentCourseBasic/${course.id}`,
        headers: asTeacher.headers,
      });
    expect((await get()).statusCode).toBe(404);

    const response = await restore(entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      msg: '“Restored course” is restored.',
      data: { _id: entry.id, restorable: false, deletedBy: { _id: teacher.id } },
    });
    expect(response.json().data.restoredAt).toEqual(expect.any(String));
    expect((await get()).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.removedAt).toBeNull();
    const [kept] = await t.app.db.select().from(courseItems).where(eq(courseItems.id, item.id));
    expect(kept!.removedAt).toBeNull();

    const again = await restore(entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('“Restored course” was restored already.');
  });

  it('brings an item back and tells the students who can see it', async () => {
    const course = await createCourse(t.app, teacher);
    await addMember(t.app, course, student);
    const item = await createItem(t.app, course, { title: 'Returning lab', kind: 'lab' });
    await post('/api/v1/item/remove', { itemId: item.id }, asTeacher);

    expect((await restore((await entryFor(item.id)).id)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(courseItems).where(eq(courseItems.id, item.id));
    expect(row!.removedAt).toBeNull();
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.id), eq(notifications.refId, item.id)));
    expect(told.map((n) => n.title).sort()).toEqual(['New lab: Returning lab', 'Removed: Returning lab']);
  });

  it('refuses an item whose course is removed, changing nothing', async () => {
    const course = await createCourse(t.app, teacher, { name: 'Gone course' });
    const item = await createItem(t.app, course);
    await post('/api/v1/item/remove', { itemId: item.id }, asTeacher);
    await post('/api/v1/course/remove', { courseId: course.id }, asTeacher);
    const entry = await entryFor(item.id);

    const response = await restore(entry.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      'Its course “Gone course” is removed. Restore the course first, then the item.',
    );
    expect((await entryFor(item.id)).restoredAt).toBeNull();
    const [row] = await t.app.db.select().from(courseItems).where(eq(courseItems.id, item.id));
    expect(row!.removedAt).not.toBeNull();
  });

  it('brings a reference entry back, unless a live entry has taken its name meanwhile', async () => {
    const create = async (name: string) =>
      (await post(referenceWritePath('sector', 'create'), { name }, asAdmin)).json().data._id as string;
    const remove = (_id: string) => post(referenceWritePath('sector', 'remove'), { _id }, asAdmin);

    const back = await create('Restorable sector');
    await remove(back);
    expect((await restore((await entryFor(back)).id)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(sectors).where(eq(sectors.id, back));
    expect(row!.removedAt).toBeNull();

    const taken = await create('Taken sector');
    await remove(taken);
    await create('taken SECTOR');
    const response = await restore((await entryFor(taken)).id);
    expect(response.statusCode).toBe(409);
    expect((await entryFor(taken)).restoredAt).toBeNull();
    const [still] = await t.app.db.select().from(sectors).where(eq(sectors.id, taken));
    expect(still!.removedAt).not.toBeNull();
  });

  it('refuses kinds that are not restorable (409), unknown entries (404), bad bodies (400)', async () => {
    const [chatLike] = await t.app.db
      .insert(deletedHistory)
      .values({ type: 'chatMessage', entityId: 'm1', name: 'hello', deletedBy: student.id, snapshot: {} })
      .returning();
    const refused = await restore(chatLike!.id);
    expect(refused.statusCode).toBe(409);
    expect((await entryFor('m1')).restoredAt).toBeNull();
    expect((await history('&name=hello&kind=chatMessage')).json().data[0]).toMatchObject({
      restorable: false,
    });

    expect((await restore('no-such-entry')).statusCode).toBe(404);
    expect((await post('/api/v1/deleted/restore', {}, asAdmin)).statusCode).toBe(400);
  });

  it('is for admins only, and a refused call changes nothing', async () => {
    const course = await removedCourse('Teacher cannot restore');
    const entry = await entryFor(course.id);
    expect((await restore(entry.id, asTeacher)).statusCode).toBe(403);
    expect((await restore(entry.id, asStudent)).statusCode).toBe(403);
    expect((await entryFor(course.id)).restoredAt).toBeNull();
    const [row] = await t.app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.removedAt).not.toBeNull();
  });
});
