import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '../../core/rules/passwordStrength';
import { missingProfileFields } from '../../core/rules/profileCompleteness';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/testApp';
import { DEMO_PASSWORD, seedDemoSchool } from './demoSchool';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NAMES = ['admin', 'teacher', 'student1', 'student2', 'student3'];

describe('seedDemoSchool', () => {
  it('creates the demo people with complete verified profiles and says how to sign in', async () => {
    const text = await seedDemoSchool(t.app.db);
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
    await seedDemoSchool(t.app.db);
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
});
