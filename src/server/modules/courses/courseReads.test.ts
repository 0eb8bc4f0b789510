import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseItemRow, CourseRow } from '../../db/schema';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/testApp';

/*
 * One school for every read: an active course with a co-teacher, a student and items of each visibility,
 * a draft course and a removed course the student is also in, and a template.
 */
let t: TestApp;
let owner: TestUser;
let coTeacher: TestUser;
let student: TestUser;
let asOwner: SignedIn;
let asStudent: SignedIn;
let asOutsider: SignedIn;
let asAdmin: SignedIn;
let active: CourseRow;
let draft: CourseRow;
let removed: CourseRow;
let template: CourseRow;
let item: Record<'lecture' | 'unpublished' | 'openTest' | 'hiddenTest' | 'unit' | 'gone', CourseItemRow>;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: 'teacher', fullName: 'Olga Owner' });
  coTeacher = await createUser(t.app, { role: 'teacher', fullName: 'Carl Coteacher' });
  student = await createUser(t.app);
  const outsider = await createUser(t.app, { role: 'teacher' });
  const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
  asOwner = await signIn(t.app, owner);
  asStudent = await signIn(t.app, student);
  asOutsider = await signIn(t.app, outsider);
  asAdmin = await signIn(t.app, admin);

  active = await createCourse(t.app, owner, { name: 'Active course', startDate: '2026-02-01' });
  await addMember(t.app, active, coTeacher, 'teacher');
  await addMember(t.app, active, student);
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
  draft = await createCourse(t.app, owner, {
    name: 'Draft course',
    status: 'draft',
    startDate: '2026-01-01',
  });
  await addMember(t.app, draft, student);
  removed = await createCourse(t.app, owner, { name: 'Removed course', removedAt: new Date() });
  await addMember(t.app, removed, student);
  template = await createCourse(t.app, owner, {
    name: 'A template',
    isTemplate: true,
    startDate: '2025-01-01',
  });
});
afterAll(() => t.close());

const get = (url: string, s?: SignedIn) => t.app.inject({ method: 'GET', url, headers: s?.headers });
const names = (list: Array<{ name: string }>) => list.map((c) => c.name);
const titles = (list: Array<{ title: string }>) => list.map((i) => i.title);
const studentTitles = ['Published lecture', 'Open test', 'Unit 1'];
const teacherTitles = ['Published lecture', 'Unpublished', 'Open test', 'Hidden test', 'Unit 1'];

describe('GET /api/v1/course/getCourse/{userId}', () => {
  it('gives a teacher every course they teach and a student their courses open to students', async () => {
    const mine = await get(`/api/v1/course/getCourse/${owner.id}`, asOwner);
    expect(mine.statusCode).toBe(200);
    expect(names(mine.json().data)).toEqual(['Active course', 'Draft course', 'A template']);
    expect(mine.json().data[0]).toMatchObject({
      myRole: 'owner',
      teacherCount: 2,
      studentCount: 1,
      owner: { _id: owner.id, fullName: 'Olga Owner' },
    });
    const theirs = await get(`/api/v1/course/getCourse/${student.id}`, asStudent);
    expect(names(theirs.json().data)).toEqual(['Active course']);
    expect(theirs.json().data[0].myRole).toBe('student');
  });

  it("refuses another user's list (403) except to an admin; unsigned 401; a malformed id 400", async () => {
    expect((await get(`/api/v1/course/getCourse/${owner.id}`, asStudent)).statusCode).toBe(403);
    const byAdmin = await get(`/api/v1/course/getCourse/${student.id}`, asAdmin);
    expect(names(byAdmin.json().data)).toEqual(['Active course']);
    expect(byAdmin.json().data[0].myRole).toBeNull();
    expect((await get(`/api/v1/course/getCourse/${owner.id}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/course/getCourse/${'x'.repeat(65)}`, asOwner)).statusCode).toBe(400);
  });
});

describe('course pickers and lists of the caller', () => {
  it('courselistCode: the caller’s real courses as id, name and code', async () => {
    const response = await get('/api/v1/course/courselistCode', asOwner);
    expect(response.json().data).toEqual([
      { _id: active.id, name: 'Active course', courseCode: '' },
      { _id: draft.id, name: 'Draft course', courseCode: '' },
    ]);
    expect(names((await get('/api/v1/course/courselistCode', asStudent)).json().data)).toEqual([
      'Active course',
    ]);
  });

  it('coursetemplistCode: every template, for any teacher; students are refused (403)', async () => {
    const response = await get('/api/v1/course/coursetemplistCode', asOutsider);
    expect(response.json().data).toEqual([{ _id: template.id, name: 'A template', courseCode: '' }]);
    expect((await get('/api/v1/course/coursetemplistCode', asStudent)).statusCode).toBe(403);
  });

  it('courselistOnly[/{type}]: the caller’s courses, or those in one status; an unknown status is 400', async () => {
    expect(names((await get('/api/v1/course/courselistOnly', asOwner)).json().data)).toEqual([
      'Active course',
      'Draft course',
      'A template',
    ]);
    expect(names((await get('/api/v1/course/courselistOnly/draft', asOwner)).json().data)).toEqual([
      'Draft course',
    ]);
    expect((await get('/api/v1/course/courselistOnly/draft', asStudent)).json().data).toEqual([]);
    const bad = await get('/api/v1/course/courselistOnly/published', asOwner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('type');
    expect((await get('/api/v1/course/courselistOnly')).statusCode).toBe(401);
  });

  it('courselistWithLectureOnly: the caller’s courses with the lectures the caller may see', async () => {
    const forStudent = (await get('/api/v1/course/courselistWithLectureOnly', asStudent)).json().data;
    expect(names(forStudent)).toEqual(['Active course']);
    expect(titles(forStudent[0].items)).toEqual(['Published lecture']);
    const teacher = (await get('/api/v1/course/courselistWithLectureOnly', asOwner)).json().data;
    expect(titles(teacher[0].items)).toEqual(['Published lecture', 'Unpublished']);
  });
});

describe('GET /api/v1/course/getAllCourse/{userId}', () => {
  it('gives each course with the items that user may see: never a hidden test', async () => {
    const response = await get(`/api/v1/course/getAllCourse/${student.id}`, asStudent);
    expect(response.statusCode).toBe(200);
    const [course] = response.json().data;
    expect(course.name).toBe('Active course');
    expect(titles(course.items)).toEqual(studentTitles);
    const teacher = (await get(`/api/v1/course/getAllCourse/${owner.id}`, asOwner)).json().data;
    expect(titles(teacher[0].items)).toEqual(teacherTitles);
    expect(teacher.map((c: { items: unknown[] }) => c.items.length)).toEqual([5, 0, 0]);
  });

  it("refuses another user's courses (403) except to an admin, who gets that user's view", async () => {
    expect((await get(`/api/v1/course/getAllCourse/${student.id}`, asOwner)).statusCode).toBe(403);
    const byAdmin = (await get(`/api/v1/course/getAllCourse/${student.id}`, asAdmin)).json().data;
    expect(titles(byAdmin[0].items)).toEqual(studentTitles);
  });
});

describe('GET /api/v1/course/courselistWithMembersOnly/{userId}', () => {
  it('gives the user’s courses with teachers (owner first) and students', async () => {
    const [course] = (await get(`/api/v1/course/courselistWithMembersOnly/${student.id}`, asStudent)).json()
      .data;
    expect(course.teachers.map((m: { _id: string; role: string }) => [m._id, m.role])).toEqual([
      [owner.id, 'owner'],
      [coTeacher.id, 'teacher'],
    ]);
    expect(course.students).toEqual([
      expect.objectContaining({ _id: student.id, username: student.username, role: 'student' }),
    ]);
    expect((await get(`/api/v1/course/courselistWithMembersOnly/${owner.id}`, asStudent)).statusCode).toBe(
      403,
    );
  });
});

describe('reads of one course', () => {
  it('getCurentCourse: members and admins get the course with its people; outsiders 403; unknown 404', async () => {
    const response = await get(`/api/v1/course/getCurentCourse/${active.id}`, asStudent);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: active.id, myRole: 'student', studentCount: 1 });
    expect(response.json().data.teachers).toHaveLength(2);
    expect((await get(`/api/v1/course/getCurentCourse/${active.id}`, asAdmin)).json().data.myRole).toBeNull();
    expect((await get(`/api/v1/course/getCurentCourse/${active.id}`, asOutsider)).statusCode).toBe(403);
    expect((await get('/api/v1/course/getCurentCourse/nope', asOwner)).statusCode).toBe(404);
    expect((await get(`/api/v1/course/getCurentCourse/${removed.id}`, asStudent)).statusCode).toBe(404);
  });

  it('a draft is closed to its students (403) and open to its teachers', async () => {
    expect((await get(`/api/v1/course/getCurentCourse/${draft.id}`, asStudent)).statusCode).toBe(403);
    expect((await get(`/api/v1/course/getCurrentCourseBasic/${draft.id}`, asStudent)).statusCode).toBe(403);
    expect((await get(`/api/v1/course/getCurentCourse/${draft.id}`, asOwner)).statusCode).toBe(200);
  });

  it('getCurentCourseType: one kind in date order; students never receive a hidden test', async () => {
    const forStudent = await get(`/api/v1/course/getCurentCourseType/${active.id}/test`, asStudent);
    expect(titles(forStudent.json().data)).toEqual(['Open test']);
    const forTeacher = await get(`/api/v1/course/getCurentCourseType/${active.id}/test`, asOwner);
    expect(titles(forTeacher.json().data)).toEqual(['Open test', 'Hidden test']);
    expect((await get(`/api/v1/course/getCurentCourseType/${active.id}/lab`, asOwner)).json().data).toEqual(
      [],
    );
    const bad = await get(`/api/v1/course/getCurentCourseType/${active.id}/quiz`, asOwner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('type');
    expect((await get(`/api/v1/course/getCurentCourseType/${active.id}/test`, asOutsider)).statusCode).toBe(
      403,
    );
  });

  it('getCurentCourseUnit, getCurrentCourseLecture and getCurentCourseLectureLink list their kind', async () => {
    expect(
      titles((await get(`/api/v1/course/getCurentCourseUnit/${active.id}`, asStudent)).json().data),
    ).toEqual(['Unit 1']);
    expect(
      titles((await get(`/api/v1/course/getCurrentCourseLecture/${active.id}`, asStudent)).json().data),
    ).toEqual(['Published lecture']);
    const links = (await get(`/api/v1/course/getCurentCourseLectureLink/${active.id}`, asOwner)).json().data;
    expect(links.map((l: { title: string; link: string }) => [l.title, l.link])).toEqual([
      ['Published lecture', `/waitlecture/${active.id}/${item.lecture.id}`],
      ['Unpublished', `/waitlecture/${active.id}/${item.unpublished.id}`],
    ]);
    for (const path of ['getCurentCourseUnit', 'getCurrentCourseLecture', 'getCurentCourseLectureLink'])
      expect((await get(`/api/v1/course/${path}/${active.id}`, asOutsider)).statusCode).toBe(403);
  });

  it('getCurrentCourseBasic: the summary alone', async () => {
    const response = await get(`/api/v1/course/getCurrentCourseBasic/${active.id}`, asStudent);
    expect(response.json().data).toMatchObject({ _id: active.id, name: 'Active course', status: 'active' });
    expect(response.json().data).not.toHaveProperty('teachers');
    expect((await get(`/api/v1/course/getCurrentCourseBasic/${active.id}`, asOutsider)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/course/getCurrentCourse/{courseId}/{userId}', () => {
  it('gives the course with what that user may see: a student never receives a hidden test', async () => {
    const response = await get(`/api/v1/course/getCurrentCourse/${active.id}/${student.id}`, asStudent);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: active.id, myRole: 'student' });
    expect(titles(response.json().data.items)).toEqual(studentTitles);
    expect(JSON.stringify(response.json())).not.toContain(item.hiddenTest.id);
    const teacher = await get(`/api/v1/course/getCurrentCourse/${active.id}/${owner.id}`, asOwner);
    expect(titles(teacher.json().data.items)).toEqual(teacherTitles);
  });

  it('lets an admin see the course as any member sees it; others may not ask for someone else (403)', async () => {
    const asSeen = await get(`/api/v1/course/getCurrentCourse/${active.id}/${student.id}`, asAdmin);
    expect(titles(asSeen.json().data.items)).toEqual(studentTitles);
    const own = await get(`/api/v1/course/getCurrentCourse/${active.id}/${asAdmin.userId}`, asAdmin);
    expect(titles(own.json().data.items)).toEqual(teacherTitles);
    expect(
      (await get(`/api/v1/course/getCurrentCourse/${active.id}/${student.id}`, asOwner)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/v1/course/getCurrentCourse/${active.id}/${asOutsider.userId}`, asAdmin)).statusCode,
    ).toBe(404);
  });

  it('refuses callers outside the course (403); unknown courses are 404', async () => {
    expect(
      (await get(`/api/v1/course/getCurrentCourse/${active.id}/${asOutsider.userId}`, asOutsider)).statusCode,
    ).toBe(403);
    expect((await get(`/api/v1/course/getCurrentCourse/nope/${owner.id}`, asOwner)).statusCode).toBe(404);
  });
});

describe("a teacher's student view (?view=student)", () => {
  it('lists exactly the courses a student gets: no drafts, no templates, each as the student’s', async () => {
    const cards = await get(`/api/v1/course/getCourse/${owner.id}?view=student`, asOwner);
    expect(cards.statusCode).toBe(200);
    expect(names(cards.json().data)).toEqual(['Active course']);
    const theirs = (await get(`/api/v1/course/getCourse/${student.id}`, asStudent)).json().data;
    expect(cards.json().data).toEqual(theirs);
  });

  it('gives every course with the items a student sees, and the course view the student gets', async () => {
    const all = (await get(`/api/v1/course/getAllCourse/${owner.id}?view=student`, asOwner)).json().data;
    expect(names(all)).toEqual(['Active course']);
    expect(titles(all[0].items)).toEqual(studentTitles);
    expect(all).toEqual((await get(`/api/v1/course/getAllCourse/${student.id}`, asStudent)).json().data);

    const view = await get(`/api/v1/course/getCurrentCourse/${active.id}/${owner.id}?view=student`, asOwner);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.myRole).toBe('student');
    expect(view.json().data).toEqual(
      (await get(`/api/v1/course/getCurrentCourse/${active.id}/${student.id}`, asStudent)).json().data,
    );
    expect(JSON.stringify(view.json())).not.toContain(item.hiddenTest.id);
  });

  it('refuses the view of a draft or a template (403), as students are refused', async () => {
    const ofDraft = await get(
      `/api/v1/course/getCurrentCourse/${draft.id}/${owner.id}?view=student`,
      asOwner,
    );
    expect(ofDraft.statusCode).toBe(403);
    expect(ofDraft.json().msg).toBe('This course is not open to students yet.');
    const ofTemplate = await get(
      `/api/v1/course/getCurrentCourse/${template.id}/${owner.id}?view=student`,
      asOwner,
    );
    expect(ofTemplate.statusCode).toBe(403);
    expect(ofTemplate.json().msg).toBe('This course is a template; students take the courses made from it.');
  });

  it('changes nothing for a real student, and refuses an unknown view (400)', async () => {
    const plain = await get(`/api/v1/course/getAllCourse/${student.id}`, asStudent);
    const asView = await get(`/api/v1/course/getAllCourse/${student.id}?view=student`, asStudent);
    expect(asView.json().data).toEqual(plain.json().data);
    const bad = await get(`/api/v1/course/getCourse/${owner.id}?view=teacher`, asOwner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('view');
  });

  it('keeps a student out of a template they were added to, as out of a draft', async () => {
    const pattern = await createCourse(t.app, owner, { name: 'Pattern', isTemplate: true, status: 'active' });
    await addMember(t.app, pattern, student);
    expect(names((await get(`/api/v1/course/getCourse/${student.id}`, asStudent)).json().data)).toEqual([
      'Active course',
    ]);
    expect((await get(`/api/v1/course/getCurentCourse/${pattern.id}`, asStudent)).statusCode).toBe(403);
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
      const response = await get(`/api/v1/course/${path}/${longId}`, asOwner);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('courseId');
    }
    const both = await get(`/api/v1/course/getCurrentCourse/${longId}/${owner.id}`, asOwner);
    expect(both.json().fields).toHaveProperty('courseId');
  });

  it('answers callers who are not signed in with 401', async () => {
    for (const path of callerLists) expect((await get(`/api/v1/course/${path}`)).statusCode).toBe(401);
    for (const path of byCourse)
      expect((await get(`/api/v1/course/${path}/${active.id}`)).statusCode).toBe(401);
  });
});
