import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ITEM_KINDS } from '../../core/itemKinds';
import { passwordProblem } from '../../core/rules/passwordStrength';
import { missingProfileFields } from '../../core/rules/profileCompleteness';
import { questionSchema } from '../../core/schemas/assessments';
import {
  courseItems,
  courseMembers,
  courses,
  cvqOutcomes,
  cvqUnits,
  manuals,
  portfolios,
  slModules,
  users,
} from '../db/schema';
import { testFileApp } from '../test/testFileApp';
import { DEMO_PASSWORD, seedDemoSchool } from './demoSchool';

const t = testFileApp();

const NAMES = ['admin', 'teacher', 'student1', 'student2', 'student3'];

describe('seedDemoSchool', () => {
  it('creates the demo people with complete verified profiles and says how to sign in', async () => {
    const text = await seedDemoSchool(t.app.db, t.app.storage);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain(DEMO_PASSWORD);
    const rows = await t.app.db.select().from(users).where(inArray(users.username, NAMES));
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(missingProfileFields(row)).toEqual([]);
    expect(rows.filter((r) => r.isAdmin).map((r) => r.username)).toEqual(['admin']);
    expect(
      rows
        .filter((r) => r.role === 'teacher')
        .map((r) => r.username)
        .sort(),
    ).toEqual(['admin', 'teacher']);
    for (const row of rows) expect(passwordProblem(DEMO_PASSWORD, row)).toBeNull();
  });

  it('is idempotent: a second run adds nothing and changes nobody', async () => {
    const before = await t.app.db.select().from(users).where(inArray(users.username, NAMES));
    await seedDemoSchool(t.app.db, t.app.storage);
    const after = await t.app.db.select().from(users).where(inArray(users.username, NAMES));
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(5);
  });

  it('lets the seeded admin sign in and use admin calls', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/userAdminList/teacher',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(list.json().total).toBe(2);
  });

  it('seeds an active course with the three students and items of every kind, past, running and to come', async () => {
    const [course] = await t.app.db
      .select()
      .from(courses)
      .where(inArray(courses.name, ['Introduction to Programming']));
    expect(course).toMatchObject({ status: 'active', isTemplate: false });
    const members = await t.app.db
      .select()
      .from(courseMembers)
      .where(inArray(courseMembers.courseId, [course!.id]));
    expect(members.filter((m) => m.role === 'student')).toHaveLength(3);
    const items = await t.app.db
      .select()
      .from(courseItems)
      .where(inArray(courseItems.courseId, [course!.id]));
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(ITEM_KINDS));
    const now = Date.now();
    expect(items.some((i) => i.endAt.getTime() < now)).toBe(true);
    expect(items.some((i) => i.startAt.getTime() <= now && now < i.endAt.getTime())).toBe(true);
    expect(items.some((i) => i.startAt.getTime() > now)).toBe(true);
    const templates = await t.app.db
      .select()
      .from(courses)
      .where(inArray(courses.isTemplate, [true]));
    expect(templates).toHaveLength(1);
  });

  it('does not seed the courses twice', async () => {
    await seedDemoSchool(t.app.db, t.app.storage);
    expect(await t.app.db.select().from(courses)).toHaveLength(2);
  });

  // Issue 37: help was empty on a fresh install; the demo school has manuals anyone can read.
  it('seeds manuals, once, that anyone can download as PDFs and a signed-in user opens in the viewer', async () => {
    const listed = (await t.get('/api/v1/attachment/allAttachment/manuals/all')).json().data as {
      title: string;
      url: string;
      fileId: string;
    }[];
    expect(listed.map((manual) => manual.title)).toEqual([
      'Getting started',
      'Teaching a course',
      'Taking tests and handing in work',
    ]);
    const pdf = await t.get(listed[0]!.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.payload).toContain('Sign in with your username and password.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { username: 'student1', password: DEMO_PASSWORD },
    });
    const viewer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/file/fileItem/${listed[0]!.fileId}`,
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(viewer.statusCode).toBe(200);
    await seedDemoSchool(t.app.db, t.app.storage);
    expect(await t.app.db.select().from(manuals)).toHaveLength(3);
  });

  it('gives the demo qualification its units and outcomes, and the first student a portfolio, once (issue 35)', async () => {
    await seedDemoSchool(t.app.db, t.app.storage);
    await seedDemoSchool(t.app.db, t.app.storage);
    const units = await t.app.db.select().from(cvqUnits);
    expect(units.map((u) => u.code).sort()).toEqual(['U1', 'U2', 'U3']);
    expect(await t.app.db.$count(cvqOutcomes)).toBe(5);
    const [student1] = await t.app.db
      .select()
      .from(users)
      .where(inArray(users.username, ['student1']));
    const held = await t.app.db.select().from(portfolios);
    expect(held.map((p) => p.studentId)).toEqual([student1!.id]);
  });

  it('gives the running self-learning unit a reading and a check, half done by the first student, once (issue 39)', async () => {
    await seedDemoSchool(t.app.db, t.app.storage);
    await seedDemoSchool(t.app.db, t.app.storage);
    const modules = await t.app.db.select().from(slModules);
    expect(modules.map((m) => m.kind).sort()).toEqual(['document', 'test']);
    for (const question of modules.find((m) => m.kind === 'test')!.questions) questionSchema.parse(question);
    const signIn = async (username: string) => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { username, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${login.json().accessToken}`, userId: login.json().userId as string };
    };
    const student = await signIn('student1');
    const unitId = modules[0]!.itemId;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/selflearning/getCurrentStudent/${unitId}/${student.userId}`,
      headers: { authorization: student.authorization },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.progress.map((line: { state: string }) => line.state)).toEqual(['complete']);
    const teacher = await signIn('teacher');
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/v1/selflearning/classProgress/${unitId}`,
      headers: { authorization: teacher.authorization },
    });
    expect(progress.statusCode).toBe(200);
    const rows = progress.json().data as { modulesDone: number }[];
    expect(rows.map((row) => row.modulesDone).sort()).toEqual([0, 0, 1]);
  });
});
