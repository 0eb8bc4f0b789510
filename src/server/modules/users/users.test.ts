import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicUserSchema, userSchema } from '../../../core/schemas/users';
import { users } from '../../db/schema';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const { get, post } = t;

describe('GET /api/v1/user/getPublicUser/:userName', () => {
  it('shows the public shape only, found by username in any case', async () => {
    const target = await createUser(t.app, { bio: 'Loves maths' });
    const viewer = await signIn(t.app, await createUser(t.app));
    const response = await get(`/api/v1/user/getPublicUser/${target.username.toUpperCase()}`, viewer);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(publicUserSchema.strict().parse(data)).toMatchObject({ _id: target.id, bio: 'Loves maths' });
    expect(data.email).toBeUndefined();
  });

  it('answers 404 for an unknown name and 401 unsigned', async () => {
    const viewer = await signIn(t.app, await createUser(t.app));
    expect((await get('/api/v1/user/getPublicUser/nobody-by-that-name', viewer)).statusCode).toBe(404);
    expect((await get('/api/v1/user/getPublicUser/anyone')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/users/view/:userId', () => {
  it('gives the full record to the user and to admins, the public shape to others', async () => {
    const target = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const teacher = await createUser(t.app, { role: 'teacher' });
    for (const who of [target, admin]) {
      const data = (await get(`/api/v1/users/view/${target.id}`, await signIn(t.app, who))).json().data;
      expect(userSchema.strict().parse(data).email).toBe(target.email);
    }
    const data = (await get(`/api/v1/users/view/${target.id}`, await signIn(t.app, teacher))).json().data;
    expect(publicUserSchema.strict().parse(data)._id).toBe(target.id);
    expect(data.email).toBeUndefined();
  });

  it('answers 404 for an unknown id and 401 unsigned', async () => {
    const viewer = await signIn(t.app, await createUser(t.app));
    expect((await get('/api/v1/users/view/no-such-id', viewer)).statusCode).toBe(404);
    expect((await get('/api/v1/users/view/no-such-id')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/user/updateProfile', () => {
  const profile = (user: TestUser, change: object = {}) => ({
    userId: user.id,
    fullName: 'Grace Hopper',
    phone: '+1 (555) 010-2030',
    institution: 'Navy School',
    bio: 'Compilers.',
    country: 'US',
    city: 'Arlington',
    ...change,
  });

  it('saves one’s own profile and answers the full user', async () => {
    const user = await createUser(t.app);
    const response = await post(
      '/api/v1/user/updateProfile',
      profile(user, { city: '  Arlington  ' }),
      await signIn(t.app, user),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: user.id,
      fullName: 'Grace Hopper',
      city: 'Arlington',
      email: user.email,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phone: '+1 (555) 010-2030', institution: 'Navy School' });
  });

  it('refuses invalid fields with 400, changing nothing', async () => {
    const user = await createUser(t.app);
    const response = await post(
      '/api/v1/user/updateProfile',
      profile(user, { fullName: '', phone: 'call me' }),
      await signIn(t.app, user),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['fullName', 'phone']);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe(user.fullName);
  });

  it('is for one’s own profile only, admins included; 401 unsigned', async () => {
    const user = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    expect(
      (await post('/api/v1/user/updateProfile', profile(user), await signIn(t.app, admin))).statusCode,
    ).toBe(403);
    expect((await post('/api/v1/user/updateProfile', profile(user))).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe(user.fullName);
  });
});

describe('GET /api/v1/user/userList/:role', () => {
  it('lists enabled users of the role for teachers, with search and paging', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const names = ['alpha', 'bravo', 'charlie'].map((n) => `${tag}_${n}`);
    for (const username of names) await createUser(t.app, { username, fullName: `Pupil ${username}` });
    await createUser(t.app, { username: `${tag}_disabled`, disabled: true });
    await createUser(t.app, { username: `${tag}_teacher`, role: 'teacher' });
    const teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));

    const all = (await get(`/api/v1/user/userList/student?q=${tag.toUpperCase()}`, teacher)).json();
    expect(all.total).toBe(3);
    expect(all.data.map((u: { username: string }) => u.username)).toEqual(names);
    expect(all.data[0].email).toBeUndefined();

    const page = (await get(`/api/v1/user/userList/student?q=${tag}&limit=2&offset=2`, teacher)).json();
    expect(page).toMatchObject({ code: 0, total: 3 });
    expect(page.data.map((u: { username: string }) => u.username)).toEqual([names[2]]);

    const teachers = (await get(`/api/v1/user/userList/teacher?q=${tag}`, teacher)).json();
    expect(teachers.data.map((u: { username: string }) => u.username)).toEqual([`${tag}_teacher`]);
  });

  it('takes % and _ in the search literally', async () => {
    const teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
    expect((await get('/api/v1/user/userList/student?q=%25', teacher)).json().total).toBe(0);
  });

  it('refuses students (403), unsigned callers (401) and an unknown role or bad paging (400)', async () => {
    const student = await signIn(t.app, await createUser(t.app));
    expect((await get('/api/v1/user/userList/student', student)).statusCode).toBe(403);
    expect((await get('/api/v1/user/userList/student')).statusCode).toBe(401);
    const teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
    expect((await get('/api/v1/user/userList/admin', teacher)).statusCode).toBe(400);
    const badPage = await get('/api/v1/user/userList/student?limit=0', teacher);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().fields).toHaveProperty('limit');
  });
});

describe('GET /api/v1/user/userAdminList/teacher', () => {
  it('lists teachers with their admin and disabled flags for admins', async () => {
    const tag = `adm${Date.now().toString(36)}`;
    await createUser(t.app, { username: `${tag}_a`, role: 'teacher', isAdmin: true });
    await createUser(t.app, { username: `${tag}_b`, role: 'teacher', disabled: true });
    await createUser(t.app, { username: `${tag}_c` });
    const admin = await signIn(t.app, await createUser(t.app, { role: 'teacher', isAdmin: true }));
    const body = (await get(`/api/v1/user/userAdminList/teacher?q=${tag}`, admin)).json();
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      expect.objectContaining({
        username: `${tag}_a`,
        isAdmin: true,
        disabled: false,
        email: `${tag}_a@example.com`,
      }),
      expect.objectContaining({ username: `${tag}_b`, isAdmin: false, disabled: true }),
    ]);
  });

  it('refuses a teacher without the admin flag (403)', async () => {
    const teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
    expect((await get('/api/v1/user/userAdminList/teacher', teacher)).statusCode).toBe(403);
  });
});
