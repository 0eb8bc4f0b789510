import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseItemRow, CourseRow } from '../../db/schema';
import { type CastPeople, castPeople } from '../../test/cast';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/*
 * One school for every read: an active course with a co-teacher, a student and items of each visibility,
 * a draft course and a removed course the student is also in, and a template.
 */
const t = testFileApp();
let cast: CastPeople;
let active: CourseRow;
let draft: CourseRow;
let removed: CourseRow;
let template: CourseRow;
let item: Record<'lecture' | 'unpublished' | 'openTest' | 'hiddenTest' | 'unit' | 'gone', CourseItemRow>;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  cast = await castPeople(t.app);

  active = await createCourse(t.app, cast.teacherOwner.user, {
    name: 'Active course',
    startDate: '2026-02-01',
  });
  await addMember(t.app, active, cast.coTeacher.user, 'teacher');
  await addMember(t.app, active, cast.studentMember.user);
  item = {
    lecture: await createItem(t.app, active, { kind: 'lecture', title: 'Published lecture' }),
    unpublished: await createItem(t.app, active, { kind: 'lecture', title: 'Unpublished', active: false }),
    openTest: await createItem(t.app, active, { kind: 'test', title: 'Open test', manual: false }),
    hiddenTest: await createItem(t.app, active, {
      kind: 'test',
      title: 'Hidden test',
      manual: false,
      startAt: at(24),
      endAt: at(25),
    }),
    unit: await createItem(t.app, active, { kind: 'selfLearning', title: 'Unit 1' }),
    gone: await createItem(t.app, active, { kind: 'lab', title: 'Removed lab', removedAt: new Date() }),
  };
  draft = await createCourse(t.app, cast.teacherOwner.user, {
    name: 'Draft course',
    status: 'draft',
    startDate: '2026-01-01',
  });
  await addMember(t.app, draft, cast.studentMember.user);
  removed = await createCourse(t.app, cast.teacherOwner.user, {
    name: 'Removed course',
    removedAt: new Date(),
  });
  await addMember(t.app, removed, cast.studentMember.user);
  template = await createCourse(t.app, cast.teacherOwner.user, {
    name: 'A template',
    isTemplate: true,
    startDate: '2025-01-01',
  });
});

const { get } = t;
const names = (list: Array<{ name: string }>) => list.map((c) => c.name);
const titles = (list: Array<{ title: string }>) => list.map((i) => i.title);
const studentTitles = ['Published lecture', 'Open test', 'Unit 1'];
const teacherTitles = ['Published lecture', 'Unpublished', 'Open test', 'Hidden test', 'Unit 1'];

describe('GET /api/v1/course/getCourse/{userId}', () => {
  it('gives a teacher every course they teach and a student their courses open to students', async () => {
    const mine = await get(
      `/api/v1/course/getCourse/${cast.teacherOwner.user.id}`,
      cast.teacherOwner.session,
    );
    expect(mine.statusCode).toBe(200);
    expect(names(mine.json().data)).toEqual(['Active course', 'Draft course', 'A template']);
    expect(mine.json().data[0]).toMatchObject({
      myRole: 'owner',
      teacherCount: 2,
      studentCount: 1,
      owner: { _id: cast.teacherOwner.user.id, fullName: 'Tess Teacher' },
    });
    const theirs = await get(
      `/api/v1/course/getCourse/${cast.studentMember.user.id}`,
      cast.studentMember.session,
    );
    expect(names(theirs.json().data)).toEqual(['Active course']);
    expect(theirs.json().data[0].myRole).toBe('student');
  });

  it("refuses another user's list (403) except to an admin; unsigned 401; a malformed id 400", async () => {
    expect(
      (await get(`/api/v1/course/getCourse/${cast.teacherOwner.user.id}`, cast.studentMember.session))
        .statusCode,
    ).toBe(403);
    const byAdmin = await get(`/api/v1/course/getCourse/${cast.studentMember.user.id}`, cast.admin.session);
    expect(names(byAdmin.json().data)).toEqual(['Active course']);
    expect(byAdmin.json().data[0].myRole).toBeNull();
    expect((await get(`/api/v1/course/getCourse/${cast.teacherOwner.user.id}`)).statusCode).toBe(401);
    expect(
      (await get(`/api/v1/course/getCourse/${'x'.repeat(65)}`, cast.teacherOwner.session)).statusCode,
    ).toBe(400);
  });
});

describe('course pickers and lists of the caller', () => {
  it('courselistCode: the caller’s real courses as id, name and code', async () => {
    const response = await get('/api/v1/course/courselistCode', cast.teacherOwner.session);
    expect(response.json().data).toEqual([
      { _id: active.id, name: 'Active course', courseCode: '' },
      { _id: draft.id, name: 'Draft course', courseCode: '' },
    ]);
    expect(
      names((await get('/api/v1/course/courselistCode', cast.studentMember.session)).json().data),
    ).toEqual(['Active course']);
  });

  it('coursetemplistCode: every template, for any teacher; students are refused (403)', async () => {
    const response = await get('/api/v1/course/coursetemplistCode', cast.teacherOutsider.session);
    expect(response.json().data).toEqual([{ _id: template.id, name: 'A template', courseCode: '' }]);
    expect((await get('/api/v1/course/coursetemplistCode', cast.studentMember.session)).statusCode).toBe(403);
  });

  it('courselistOnly[/{type}]: the caller’s courses, or those in one status; an unknown status is 400', async () => {
    expect(
      names((await get('/api/v1/course/courselistOnly', cast.teacherOwner.session)).json().data),
    ).toEqual(['Active course', 'Draft course', 'A template']);
    expect(
      names((await get('/api/v1/course/courselistOnly/draft', cast.teacherOwner.session)).json().data),
    ).toEqual(['Draft course']);
    expect(
      (await get('/api/v1/course/courselistOnly/draft', cast.studentMember.session)).json().data,
    ).toEqual([]);
    const bad = await get('/api/v1/course/courselistOnly/published', cast.teacherOwner.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('type');
    expect((await get('/api/v1/course/courselistOnly')).statusCode).toBe(401);
  });

  it('courselistWithLectureOnly: the caller’s courses with the lectures the caller may see', async () => {
    const forStudent = (
      await get('/api/v1/course/courselistWithLectureOnly', cast.studentMember.session)
    ).json().data;
    expect(names(forStudent)).toEqual(['Active course']);
    expect(titles(forStudent[0].items)).toEqual(['Published lecture']);
    const teacher = (await get('/api/v1/course/courselistWithLectureOnly', cast.teacherOwner.session)).json()
      .data;
    expect(titles(teacher[0].items)).toEqual(['Published lecture', 'Unpublished']);
  });
});

describe('GET /api/v1/course/getAllCourse/{userId}', () => {
  it('gives each course with the items that user may see: never a hidden test', async () => {
    const response = await get(
      `/api/v1/course/getAllCourse/${cast.studentMember.user.id}`,
      cast.studentMember.session,
    );
    expect(response.statusCode).toBe(200);
    const [course] = response.json().data;
    expect(course.name).toBe('Active course');
    expect(titles(course.items)).toEqual(studentTitles);
    const teacher = (
      await get(`/api/v1/course/getAllCourse/${cast.teacherOwner.user.id}`, cast.teacherOwner.session)
    ).json().data;
    expect(titles(teacher[0].items)).toEqual(teacherTitles);
    expect(teacher.map((c: { items: unknown[] }) => c.items.length)).toEqual([5, 0, 0]);
  });

  it("refuses another user's courses (403) except to an admin, who gets that user's view", async () => {
    expect(
      (await get(`/api/v1/course/getAllCourse/${cast.studentMember.user.id}`, cast.teacherOwner.session))
        .statusCode,
    ).toBe(403);
    const byAdmin = (
      await get(`/api/v1/course/getAllCourse/${cast.studentMember.user.id}`, cast.admin.session)
    ).json().data;
    expect(titles(byAdmin[0].items)).toEqual(studentTitles);
  });
});

describe('GET /api/v1/course/courselistWithMembersOnly/{userId}', () => {
  it('gives the user’s courses with teachers (owner first) and students', async () => {
    const [course] = (
      await get(
        `/api/v1/course/courselistWithMembersOnly/${cast.studentMember.user.id}`,
        cast.studentMember.session,
      )
    ).json().data;
    expect(course.teachers.map((m: { _id: string; role: string }) => [m._id, m.role])).toEqual([
      [cast.teacherOwner.user.id, 'owner'],
      [cast.coTeacher.user.id, 'teacher'],
    ]);
    expect(course.students).toEqual([
      expect.objectContaining({
        _id: cast.studentMember.user.id,
        username: cast.studentMember.user.username,
        role: 'student',
      }),
    ]);
    expect(
      (
        await get(
          `/api/v1/course/courselistWithMembersOnly/${cast.teacherOwner.user.id}`,
          cast.studentMember.session,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('reads of one course', () => {
  it('getCurentCourse: members and admins get the course with its people; outsiders 403; unknown 404', async () => {
    const response = await get(`/api/v1/course/getCurentCourse/${active.id}`, cast.studentMember.session);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: active.id, myRole: 'student', studentCount: 1 });
    expect(response.json().data.teachers).toHaveLength(2);
    expect(
      (await get(`/api/v1/course/getCurentCourse/${active.id}`, cast.admin.session)).json().data.myRole,
    ).toBeNull();
    expect(
      (await get(`/api/v1/course/getCurentCourse/${active.id}`, cast.teacherOutsider.session)).statusCode,
    ).toBe(403);
    expect((await get('/api/v1/course/getCurentCourse/nope', cast.teacherOwner.session)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/v1/course/getCurentCourse/${removed.id}`, cast.studentMember.session)).statusCode,
    ).toBe(404);
  });

  it('a draft is closed to its students (403) and open to its teachers', async () => {
    expect(
      (await get(`/api/v1/course/getCurentCourse/${draft.id}`, cast.studentMember.session)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/v1/course/getCurrentCourseBasic/${draft.id}`, cast.studentMember.session)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/v1/course/getCurentCourse/${draft.id}`, cast.teacherOwner.session)).statusCode,
    ).toBe(200);
  });

  it('getCurentCourseType: one kind in date order; students never receive a hidden test', async () => {
    const forStudent = await get(
      `/api/v1/course/getCurentCourseType/${active.id}/test`,
      cast.studentMember.session,
    );
    expect(titles(forStudent.json().data)).toEqual(['Open test']);
    const forTeacher = await get(
      `/api/v1/course/getCurentCourseType/${active.id}/test`,
      cast.teacherOwner.session,
    );
    expect(titles(forTeacher.json().data)).toEqual(['Open test', 'Hidden test']);
    expect(
      (await get(`/api/v1/course/getCurentCourseType/${active.id}/lab`, cast.teacherOwner.session)).json()
        .data,
    ).toEqual([]);
    const bad = await get(`/api/v1/course/getCurentCourseType/${active.id}/quiz`, cast.teacherOwner.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('type');
    expect(
      (await get(`/api/v1/course/getCurentCourseType/${active.id}/test`, cast.teacherOutsider.session))
        .statusCode,
    ).toBe(403);
  });

  it('getCurentCourseUnit, getCurrentCourseLecture and getCurentCourseLectureLink list their kind', async () => {
    expect(
      titles(
        (await get(`/api/v1/course/getCurentCourseUnit/${active.id}`, cast.studentMember.session)).json()
          .data,
      ),
    ).toEqual(['Unit 1']);
    expect(
      titles(
        (await get(`/api/v1/course/getCurrentCourseLecture/${active.id}`, cast.studentMember.session)).json()
          .data,
      ),
    ).toEqual(['Published lecture']);
    const links = (
      await get(`/api/v1/course/getCurentCourseLectureLink/${active.id}`, cast.teacherOwner.session)
    ).json().data;
    expect(links.map((l: { title: string; link: string }) => [l.title, l.link])).toEqual([
      ['Published lecture', `/waitlecture/${active.id}/${item.lecture.id}`],
      ['Unpublished', `/waitlecture/${active.id}/${item.unpublished.id}`],
    ]);
    for (const path of ['getCurentCourseUnit', 'getCurrentCourseLecture', 'getCurentCourseLectureLink'])
      expect(
        (await get(`/api/v1/course/${path}/${active.id}`, cast.teacherOutsider.session)).statusCode,
      ).toBe(403);
  });

  it('getCurrentCourseBasic: the summary alone', async () => {
    const response = await get(
      `/api/v1/course/getCurrentCourseBasic/${active.id}`,
      cast.studentMember.session,
    );
    expect(response.json().data).toMatchObject({ _id: active.id, name: 'Active course', status: 'active' });
    expect(response.json().data).not.toHaveProperty('teachers');
    expect(
      (await get(`/api/v1/course/getCurrentCourseBasic/${active.id}`, cast.teacherOutsider.session))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/v1/course/getCurrentCourse/{courseId}/{userId}', () => {
  it('gives the course with what that user may see: a student never receives a hidden test', async () => {
    const response = await get(
      `/api/v1/course/getCurrentCourse/${active.id}/${cast.studentMember.user.id}`,
      cast.studentMember.session,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: active.id, myRole: 'student' });
    expect(titles(response.json().data.items)).toEqual(studentTitles);
    expect(JSON.stringify(response.json())).not.toContain(item.hiddenTest.id);
    const teacher = await get(
      `/api/v1/course/getCurrentCourse/${active.id}/${cast.teacherOwner.user.id}`,
      cast.teacherOwner.session,
    );
    expect(titles(teacher.json().data.items)).toEqual(teacherTitles);
  });

  it('lets an admin see the course as any member sees it; others may not ask for someone else (403)', async () => {
    const asSeen = await get(
      `/api/v1/course/getCurrentCourse/${active.id}/${cast.studentMember.user.id}`,
      cast.admin.session,
    );
    expect(titles(asSeen.json().data.items)).toEqual(studentTitles);
    const own = await get(
      `/api/v1/course/getCurrentCourse/${active.id}/${cast.admin.session.userId}`,
      cast.admin.session,
    );
    expect(titles(own.json().data.items)).toEqual(teacherTitles);
    expect(
      (
        await get(
          `/api/v1/course/getCurrentCourse/${active.id}/${cast.studentMember.user.id}`,
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          `/api/v1/course/getCurrentCourse/${active.id}/${cast.teacherOutsider.session.userId}`,
          cast.admin.session,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses callers outside the course (403); unknown courses are 404', async () => {
    expect(
      (
        await get(
          `/api/v1/course/getCurrentCourse/${active.id}/${cast.teacherOutsider.session.userId}`,
          cast.teacherOutsider.session,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          `/api/v1/course/getCurrentCourse/nope/${cast.teacherOwner.user.id}`,
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("a teacher's student view (?view=student)", () => {
  it('lists exactly the courses a student gets: no drafts, no templates, each as the student’s', async () => {
    const cards = await get(
      `/api/v1/course/getCourse/${cast.teacherOwner.user.id}?view=student`,
      cast.teacherOwner.session,
    );
    expect(cards.statusCode).toBe(200);
    expect(names(cards.json().data)).toEqual(['Active course']);
    const theirs = (
      await get(`/api/v1/course/getCourse/${cast.studentMember.user.id}`, cast.studentMember.session)
    ).json().data;
    expect(cards.json().data).toEqual(theirs);
  });

  it('gives every course with the items a student sees, and the course view the student gets', async () => {
    const all = (
      await get(
        `/api/v1/course/getAllCourse/${cast.teacherOwner.user.id}?view=student`,
        cast.teacherOwner.session,
      )
    ).json().data;
    expect(names(all)).toEqual(['Active course']);
    expect(titles(all[0].items)).toEqual(studentTitles);
    expect(all).toEqual(
      (
        await get(`/api/v1/course/getAllCourse/${cast.studentMember.user.id}`, cast.studentMember.session)
      ).json().data,
    );

    const view = await get(
      `/api/v1/course/getCurrentCourse/${active.id}/${cast.teacherOwner.user.id}?view=student`,
      cast.teacherOwner.session,
    );
    expect(view.statusCode).toBe(200);
    expect(view.json().data.myRole).toBe('student');
    expect(view.json().data).toEqual(
      (
        await get(
          `/api/v1/course/getCurrentCourse/${active.id}/${cast.studentMember.user.id}`,
          cast.studentMember.session,
        )
      ).json().data,
    );
    expect(JSON.stringify(view.json())).not.toContain(item.hiddenTest.id);
  });

  it('refuses the view of a draft or a template (403), as students are refused', async () => {
    const ofDraft = await get(
      `/api/v1/course/getCurrentCourse/${draft.id}/${cast.teacherOwner.user.id}?view=student`,
      cast.teacherOwner.session,
    );
    expect(ofDraft.statusCode).toBe(403);
    expect(ofDraft.json().msg).toBe('This course is not open to students yet.');
    const ofTemplate = await get(
      `/api/v1/course/getCurrentCourse/${template.id}/${cast.teacherOwner.user.id}?view=student`,
      cast.teacherOwner.session,
    );
    expect(ofTemplate.statusCode).toBe(403);
    expect(ofTemplate.json().msg).toBe('This course is a template; students take the courses made from it.');
  });

  it('changes nothing for a real student, and refuses an unknown view (400)', async () => {
    const plain = await get(
      `/api/v1/course/getAllCourse/${cast.studentMember.user.id}`,
      cast.studentMember.session,
    );
    const asView = await get(
      `/api/v1/course/getAllCourse/${cast.studentMember.user.id}?view=student`,
      cast.studentMember.session,
    );
    expect(asView.json().data).toEqual(plain.json().data);
    const bad = await get(
      `/api/v1/course/getCourse/${cast.teacherOwner.user.id}?view=teacher`,
      cast.teacherOwner.session,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('view');
  });

  it('keeps a student out of a template they were added to, as out of a draft', async () => {
    const pattern = await createCourse(t.app, cast.teacherOwner.user, {
      name: 'Pattern',
      isTemplate: true,
      status: 'active',
    });
    await addMember(t.app, pattern, cast.studentMember.user);
    expect(
      names(
        (
          await get(`/api/v1/course/getCourse/${cast.studentMember.user.id}`, cast.studentMember.session)
        ).json().data,
      ),
    ).toEqual(['Active course']);
    expect(
      (await get(`/api/v1/course/getCurentCourse/${pattern.id}`, cast.studentMember.session)).statusCode,
    ).toBe(403);
  });
});

describe('every course read', () => {
  const longId = 'x'.repeat(65);
  const byCourse = [
    'getCurentCourse',
    'getCurentCourseUnit',
    'getCurentCourseLectureLink',
    'getCurrentCourseLecture',
    'getCurrentCourseBasic',
  ];
  const callerLists = ['courselistCode', 'coursetemplistCode', 'courselistOnly', 'courselistWithLectureOnly'];

  it('answers a malformed id with 400 naming it', async () => {
    for (const path of byCourse) {
      const response = await get(`/api/v1/course/${path}/${longId}`, cast.teacherOwner.session);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('courseId');
    }
    const both = await get(
      `/api/v1/course/getCurrentCourse/${longId}/${cast.teacherOwner.user.id}`,
      cast.teacherOwner.session,
    );
    expect(both.json().fields).toHaveProperty('courseId');
  });

  it('answers callers who are not signed in with 401', async () => {
    for (const path of callerLists) expect((await get(`/api/v1/course/${path}`)).statusCode).toBe(401);
    for (const path of byCourse)
      expect((await get(`/api/v1/course/${path}/${active.id}`)).statusCode).toBe(401);
  });
});
