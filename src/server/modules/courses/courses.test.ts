import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  courseCodes,
  courseItems,
  courseMembers,
  courses,
  deletedHistory,
  institutions,
  sectors,
} from '../../db/schema';
import { type CastPeople, castPeople } from '../../test/cast';
import { addMember, createCourse, createItem, TEST_PICTURES } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();
let cast: CastPeople;

beforeAll(async () => {
  cast = await castPeople(t.app);
});

const { get, post } = t;
const courseRow = async (id: string) => (await t.app.db.select().from(courses).where(eq(courses.id, id)))[0]!;
const coursesNamed = (name: string) => t.app.db.select().from(courses).where(eq(courses.name, name));

/** A course owned by `owner` with the co-teacher and the student as members. */
async function sharedCourse(overrides: Parameters<typeof createCourse>[2] = {}) {
  const course = await createCourse(t.app, cast.teacherOwner.user, overrides);
  await addMember(t.app, course, cast.coTeacher.user, 'teacher');
  await addMember(t.app, course, cast.studentMember.user);
  return course;
}

const newCourse = { name: 'Algebra 1', startDate: '2026-09-01', endDate: '2026-12-20' };

describe('POST /api/v1/course/create', () => {
  it('creates a draft course owned by the teacher, with its reference names', async () => {
    const [code] = await t.app.db
      .insert(courseCodes)
      .values({ code: 'MATH101', title: 'Algebra' })
      .returning();
    const [school] = await t.app.db.insert(institutions).values({ name: 'North College' }).returning();
    const [sector] = await t.app.db.insert(sectors).values({ name: 'Mathematics' }).returning();
    const response = await post(
      '/api/v1/course/create',
      { ...newCourse, courseCodeId: code!.id, institutionId: school!.id, sectorId: sector!.id },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: 'Algebra 1',
      status: 'draft',
      isTemplate: false,
      courseCode: 'MATH101',
      institution: 'North College',
      sector: 'Mathematics',
      owner: { _id: cast.teacherOwner.user.id },
      myRole: 'owner',
      teacherCount: 1,
      studentCount: 0,
      image: '',
      students: [],
    });
    expect(data.teachers).toEqual([
      expect.objectContaining({ _id: cast.teacherOwner.user.id, role: 'owner' }),
    ]);
    const members = await t.app.db.select().from(courseMembers).where(eq(courseMembers.courseId, data._id));
    expect(members).toEqual([expect.objectContaining({ userId: cast.teacherOwner.user.id, role: 'owner' })]);
  });

  it('refuses references that do not exist or are removed (400 naming each field), creating nothing', async () => {
    const [removed] = await t.app.db
      .insert(sectors)
      .values({ name: 'Old sector', removedAt: new Date() })
      .returning();
    const name = 'Course with bad references';
    const response = await post(
      '/api/v1/course/create',
      { ...newCourse, name, courseCodeId: 'no-such-code', sectorId: removed!.id },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['courseCodeId', 'sectorId']);
    expect(await coursesNamed(name)).toHaveLength(0);
  });

  it('refuses malformed input with the fields named', async () => {
    const response = await post(
      '/api/v1/course/create',
      { name: '  ', startDate: '2026-09-01', endDate: '2026-08-01' },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('name');
    const dates = await post(
      '/api/v1/course/create',
      { ...newCourse, name: 'Backwards', endDate: '2026-01-01' },
      cast.teacherOwner.session,
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json().fields).toHaveProperty('endDate');
    expect(await coursesNamed('Backwards')).toHaveLength(0);
  });

  it('refuses students (403) and callers who are not signed in (401)', async () => {
    const name = 'Student-made course';
    expect(
      (await post('/api/v1/course/create', { ...newCourse, name }, cast.studentMember.session)).statusCode,
    ).toBe(403);
    expect((await post('/api/v1/course/create', { ...newCourse, name })).statusCode).toBe(401);
    expect(await coursesNamed(name)).toHaveLength(0);
  });
});

describe('POST /api/v1/course/update', () => {
  it('lets a co-teacher change only the fields sent', async () => {
    const course = await sharedCourse({ status: 'active', description: 'Kept' });
    const response = await post(
      '/api/v1/course/update',
      { courseId: course.id, name: 'Renamed' },
      cast.coTeacher.session,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Renamed', status: 'active', description: 'Kept' });
    expect((await courseRow(course.id)).name).toBe('Renamed');
  });

  it('lets an admin change a course they are not in', async () => {
    const course = await sharedCourse();
    const response = await post(
      '/api/v1/course/update',
      { courseId: course.id, status: 'archived' },
      cast.admin.session,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.myRole).toBeNull();
    expect((await courseRow(course.id)).status).toBe('archived');
  });

  it('refuses an end before the stored start (400) and leaves the course as it was', async () => {
    const course = await sharedCourse({ startDate: '2026-03-01', endDate: '2026-06-01' });
    const response = await post(
      '/api/v1/course/update',
      { courseId: course.id, endDate: '2026-02-01' },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('endDate');
    expect((await courseRow(course.id)).endDate).toBe('2026-06-01');
    const bad = await post(
      '/api/v1/course/update',
      { courseId: course.id, status: 'published' },
      cast.teacherOwner.session,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
  });

  it('refuses its students and teachers outside the course (403); unknown courses are 404', async () => {
    const course = await sharedCourse();
    for (const caller of [cast.studentMember.session, cast.teacherOutsider.session])
      expect(
        (await post('/api/v1/course/update', { courseId: course.id, name: 'Taken' }, caller)).statusCode,
      ).toBe(403);
    expect((await courseRow(course.id)).name).toBe(course.name);
    expect(
      (await post('/api/v1/course/update', { courseId: 'nope', name: 'X' }, cast.teacherOwner.session))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/course/remove', () => {
  it('marks the course removed and keeps it, its members and items in the deleted history', async () => {
    const course = await sharedCourse();
    const item = await createItem(t.app, course, { kind: 'test', title: 'Quiz' });
    const response = await post('/api/v1/course/remove', { courseId: course.id }, cast.teacherOwner.session);
    expect(response.statusCode).toBe(200);
    expect((await courseRow(course.id)).removedAt).toBeInstanceOf(Date);
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, course.id));
    expect(history).toMatchObject({
      type: 'course',
      name: course.name,
      deletedBy: cast.teacherOwner.user.id,
    });
    const snapshot = history!.snapshot as {
      course: { id: string };
      members: Array<{ userId: string }>;
      items: Array<{ id: string }>;
    };
    expect(snapshot.course.id).toBe(course.id);
    expect(snapshot.members.map((m) => m.userId).sort()).toEqual(
      [cast.teacherOwner.user.id, cast.coTeacher.user.id, cast.studentMember.user.id].sort(),
    );
    expect(snapshot.items.map((i) => i.id)).toEqual([item.id]);
    // Gone for everyone, and removing again is 404.
    expect(
      (await get(`/api/v1/course/getCurentCourse/${course.id}`, cast.teacherOwner.session)).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/v1/course/remove', { courseId: course.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(404);
  });

  it('is for the owner or an admin: a co-teacher, a student and an outsider get 403', async () => {
    const course = await sharedCourse();
    for (const caller of [cast.coTeacher.session, cast.studentMember.session, cast.teacherOutsider.session])
      expect((await post('/api/v1/course/remove', { courseId: course.id }, caller)).statusCode).toBe(403);
    expect((await courseRow(course.id)).removedAt).toBeNull();
    expect(
      await t.app.db.select().from(deletedHistory).where(eq(deletedHistory.entityId, course.id)),
    ).toEqual([]);
    expect(
      (await post('/api/v1/course/remove', { courseId: course.id }, cast.admin.session)).statusCode,
    ).toBe(200);
  });

  it('refuses malformed input (400)', async () => {
    const response = await post('/api/v1/course/remove', { courseId: '' }, cast.teacherOwner.session);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('courseId');
  });
});

describe('POST /api/v1/course/createFromTemplate', () => {
  it('copies the template into a draft course of the caller, items shifted by the new start', async () => {
    const template = await createCourse(t.app, cast.teacherOwner.user, {
      isTemplate: true,
      startDate: '2026-01-05',
      endDate: '2026-03-01',
      description: 'Template text',
    });
    await addMember(t.app, template, cast.studentMember.user);
    const lecture = await createItem(t.app, template, {
      kind: 'lecture',
      title: 'Week 1',
      startAt: new Date('2026-01-06T09:00:00Z'),
      endAt: new Date('2026-01-06T10:00:00Z'),
      durationMinutes: 60,
      startedLive: true,
    });
    await createItem(t.app, template, { kind: 'test', title: 'Gone', removedAt: new Date() });

    const response = await post(
      '/api/v1/course/createFromTemplate',
      { templateId: template.id, name: 'Algebra, spring', startDate: '2026-01-12', endDate: '2026-03-08' },
      cast.coTeacher.session,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: 'Algebra, spring',
      status: 'draft',
      isTemplate: false,
      description: 'Template text',
      owner: { _id: cast.coTeacher.user.id },
      studentCount: 0,
    });
    const items = await t.app.db.select().from(courseItems).where(eq(courseItems.courseId, data._id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'lecture',
      title: 'Week 1',
      durationMinutes: 60,
      startedLive: false,
      startAt: new Date('2026-01-13T09:00:00Z'),
      endAt: new Date('2026-01-13T10:00:00Z'),
    });
    // The template itself is untouched.
    const [original] = await t.app.db.select().from(courseItems).where(eq(courseItems.id, lecture.id));
    expect(original!.startAt).toEqual(new Date('2026-01-06T09:00:00Z'));
  });

  it('refuses a course that is not a template (400), unknown ids (404), students (403) and bad input (400)', async () => {
    const course = await sharedCourse();
    const body = { templateId: course.id, name: 'Copy', startDate: '2026-01-12', endDate: '2026-03-08' };
    const notTemplate = await post('/api/v1/course/createFromTemplate', body, cast.teacherOwner.session);
    expect(notTemplate.statusCode).toBe(400);
    expect(notTemplate.json().fields).toHaveProperty('templateId');
    expect(
      (
        await post(
          '/api/v1/course/createFromTemplate',
          { ...body, templateId: 'nope' },
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(404);
    const template = await createCourse(t.app, cast.teacherOwner.user, { isTemplate: true });
    expect(
      (
        await post(
          '/api/v1/course/createFromTemplate',
          { ...body, templateId: template.id },
          cast.studentMember.session,
        )
      ).statusCode,
    ).toBe(403);
    const invalid = await post(
      '/api/v1/course/createFromTemplate',
      { templateId: template.id, name: 'Copy' },
      cast.teacherOwner.session,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty('startDate');
    expect(await coursesNamed('Copy')).toHaveLength(0);
  });
});

const png = TEST_PICTURES.black;
const PNG_BASE64 = png.split(',')[1]!;

describe('POST /api/v1/course/setImage and GET /api/v1/course/image/{courseId}', () => {
  it('stores a checked picture and serves it publicly with its type, nosniff and a versioned address', async () => {
    const course = await sharedCourse();
    const response = await post(
      '/api/v1/course/setImage',
      { courseId: course.id, image: png },
      cast.coTeacher.session,
    );
    expect(response.statusCode).toBe(200);
    const address: string = response.json().data.image;
    expect(address).toMatch(new RegExp(`^/api/v1/course/image/${course.id}\\?v=\\d+$`));

    const image = await get(address);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);

    expect(
      (
        await post('/api/v1/course/setImage', { courseId: course.id, image: '' }, cast.teacherOwner.session)
      ).json().data.image,
    ).toBe('');
    expect((await get(`/api/v1/course/image/${course.id}`)).statusCode).toBe(404);
  });

  it('refuses bytes that are not the announced type, or not an image data URL (400), keeping the old one', async () => {
    const course = await sharedCourse();
    await post('/api/v1/course/setImage', { courseId: course.id, image: png }, cast.teacherOwner.session);
    const disguised = await post(
      '/api/v1/course/setImage',
      { courseId: course.id, image: `data:image/jpeg;base64,${PNG_BASE64}` },
      cast.teacherOwner.session,
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().fields).toHaveProperty('image');
    const html = Buffer.from('<svg onload=alert(1)>').toString('base64');
    const svg = await post(
      '/api/v1/course/setImage',
      { courseId: course.id, image: `data:image/svg+xml;base64,${html}` },
      cast.teacherOwner.session,
    );
    expect(svg.statusCode).toBe(400);
    expect((await courseRow(course.id)).imageMime).toBe('image/png');
  });

  it('refuses its students and outsiders (403); unknown courses are 404', async () => {
    const course = await sharedCourse();
    for (const caller of [cast.studentMember.session, cast.teacherOutsider.session])
      expect(
        (await post('/api/v1/course/setImage', { courseId: course.id, image: png }, caller)).statusCode,
      ).toBe(403);
    expect((await courseRow(course.id)).imageKey).toBeNull();
    expect(
      (await post('/api/v1/course/setImage', { courseId: 'nope', image: png }, cast.teacherOwner.session))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/v1/course/image/nope')).statusCode).toBe(404);
  });
});

describe('member counts in the course summary', () => {
  it('follow the members as they change', async () => {
    const course = await sharedCourse();
    const response = await get(
      `/api/v1/course/getCurrentCourseBasic/${course.id}`,
      cast.teacherOwner.session,
    );
    expect(response.json().data).toMatchObject({ teacherCount: 2, studentCount: 1, myRole: 'owner' });
    await t.app.db
      .delete(courseMembers)
      .where(
        and(eq(courseMembers.courseId, course.id), eq(courseMembers.userId, cast.studentMember.user.id)),
      );
    expect(
      (await get(`/api/v1/course/getCurrentCourseBasic/${course.id}`, cast.teacherOwner.session)).json().data
        .studentCount,
    ).toBe(0);
  });
});
