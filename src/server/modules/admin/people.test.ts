import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_IMPORT_MAX_ROWS } from '../../../core/rules/userImport';
import { auditEvents, users } from '../../db/schema';
import { createUser, mailedLinks, type SignedIn, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

// Issue 34: the administrator's people: search, create, resend, import from CSV, export, and the audit list.
const t = testFileApp();
const { get, post } = t;
let admin: SignedIn;
let adminId: string;
let teacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  const adminUser = await createUser(t.app, { role: 'teacher', isAdmin: true });
  adminId = adminUser.id;
  admin = await signIn(t.app, adminUser);
  teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
  student = await signIn(t.app, await createUser(t.app));
});

const tag = () => randomBytes(3).toString('hex');
const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const byEmail = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
const auditOf = (targetId: string, action: string) =>
  t.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, targetId), eq(auditEvents.action, action)));
const csvOf = (rows: string[][]) =>
  Papa.unparse([['username', 'email', 'firstName', 'lastName', 'role', 'isAdmin'], ...rows]);

describe('GET /api/v1/user/adminUserList', () => {
  it('searches name, username and email, filters, and pages', async () => {
    const k = tag();
    const a = await createUser(t.app, {
      username: `zed_${k}_a`,
      fullName: `Alpha ${k}`,
      email: `a_${k}@x.test`,
    });
    await createUser(t.app, { username: `zed_${k}_b`, fullName: `Beta ${k}`, disabled: true });
    await createUser(t.app, { username: `zed_${k}_c`, role: 'teacher', isAdmin: true, emailVerified: false });
    const list = (query: string) => get(`/api/v1/user/adminUserList?q=${k}&${query}`, admin);
    const all = await list('limit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().data).toHaveLength(2);
    expect((await list('limit=2&offset=2')).json().data).toHaveLength(1);
    expect((await get(`/api/v1/user/adminUserList?q=a_${k}@x`, admin)).json().data[0]._id).toBe(a.id);
    expect((await list('disabled=true')).json().total).toBe(1);
    expect((await list('isAdmin=true')).json().data[0].username).toBe(`zed_${k}_c`);
    expect((await list('role=teacher')).json().total).toBe(1);
    expect((await list('unverified=true')).json().total).toBe(1);
  });

  it('refuses teachers (403), students (403), anonymous callers (401) and bad filters (400)', async () => {
    expect((await get('/api/v1/user/adminUserList', teacher)).statusCode).toBe(403);
    expect((await get('/api/v1/user/adminUserList', student)).statusCode).toBe(403);
    expect((await get('/api/v1/user/adminUserList')).statusCode).toBe(401);
    const bad = await get('/api/v1/user/adminUserList?role=parent', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('role');
  });
});

describe('POST /api/v1/user/adminCreate', () => {
  it('makes an account without a password, mails a set-password link and audits it', async () => {
    const k = tag();
    const email = `new_${k}@x.test`;
    const made = await post(
      '/api/v1/user/adminCreate',
      { username: `new_${k}`, email, firstName: 'Nia', lastName: 'Obi', role: 'teacher' },
      admin,
    );
    expect(made.statusCode).toBe(200);
    expect(made.json().msg).toContain('a link to choose a password');
    const user = await row(made.json().data._id);
    expect(user).toMatchObject({ fullName: 'Nia Obi', teacherApproval: 'approved', emailVerified: false });
    expect(await auditOf(user.id, 'create_user')).toHaveLength(1);
    // The link sets the first password, which also confirms the address.
    const [link] = await mailedLinks(t.app, email);
    const token = decodeURIComponent(link!.split('/resetPassword/')[1]!);
    const reset = await post('/user/resetPassword', {
      passwordToken: token,
      newPassword: 'amber-canyon-violin-77',
    });
    expect(reset.statusCode).toBe(200);
    expect((await row(user.id)).emailVerified).toBe(true);
    await signIn(t.app, { username: `new_${k}`, password: 'amber-canyon-violin-77' });
  });

  it('refuses a taken username or email (409), bad input (400) and non-admins (403)', async () => {
    const other = await createUser(t.app);
    const body = {
      username: other.username,
      email: other.email,
      firstName: 'A',
      lastName: '',
      role: 'student',
    };
    const taken = await post('/api/v1/user/adminCreate', body, admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({
      username: 'This username is taken.',
      email: 'An account already uses this email address.',
    });
    const bad = await post('/api/v1/user/adminCreate', { ...body, email: 'nope', firstName: '' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('email');
    expect(
      (await post('/api/v1/user/adminCreate', { ...body, username: 'x_free' }, teacher)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/user/adminCreate', { ...body, username: 'x_free' }, student)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/v1/user/adminSendVerification', () => {
  it('sends a confirmation link to an unverified account, audited', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    const sent = await post('/api/v1/user/adminSendVerification', { userId: user.id }, admin);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().msg).toContain('confirm the address');
    expect((await mailedLinks(t.app, user.email)).some((l) => l.includes('/login?verify='))).toBe(true);
    expect(await auditOf(user.id, 'send_verification')).toHaveLength(1);
  });

  it('refuses a confirmed account (409), an unknown one (404) and non-admins (403)', async () => {
    const user = await createUser(t.app);
    expect((await post('/api/v1/user/adminSendVerification', { userId: user.id }, admin)).statusCode).toBe(
      409,
    );
    expect((await post('/api/v1/user/adminSendVerification', { userId: 'nobody' }, admin)).statusCode).toBe(
      404,
    );
    expect((await post('/api/v1/user/adminSendVerification', { userId: user.id }, teacher)).statusCode).toBe(
      403,
    );
    expect((await post('/api/v1/user/adminSendVerification', {}, admin)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/user/import/preview and /commit', () => {
  it('previews without writing, then commits the valid rows with the same report', async () => {
    const k = tag();
    const existing = await createUser(t.app, {
      username: `old_${k}`,
      email: `old_${k}@x.test`,
      fullName: 'Old Name',
    });
    const taken = await createUser(t.app, { username: `taken_${k}` });
    const csv = csvOf([
      [`one_${k}`, `one_${k}@x.test`, 'One', 'Person', 'student', ''],
      [`two_${k}`, `two_${k}@x.test`, 'Two', 'Person', 'teacher', 'true'],
      [`old_${k}`, `old_${k}@x.test`, 'New', 'Name', 'student', ''],
      [`nomail_${k}`, '', 'No', 'Mail', 'student', ''],
      [`bad_${k}`, 'not-an-email', 'Bad', 'Mail', 'student', ''],
      [`dup_${k}`, `one_${k}@x.test`, 'Dup', 'Mail', 'student', ''],
      [`role_${k}`, `role_${k}@x.test`, 'Odd', 'Role', 'parent', ''],
      [`taken_${k}`, `taken_${k}@elsewhere.test`, 'Tak', 'En', 'student', ''],
    ]);
    const preview = await post('/api/v1/user/import/preview', { csv }, admin);
    expect(preview.statusCode).toBe(200);
    const report = preview.json().data;
    expect(report.committed).toBe(false);
    expect(report.counts).toEqual({ create: 2, update: 1, unchanged: 0, refused: 5 });
    expect(report.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'create',
      'create',
      'update',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(report.rows.slice(3).map((r: { reason: string }) => r.reason)).toEqual([
      'The email address is missing.',
      '“not-an-email” is not an email address.',
      'The same email address is on line 2 of the file.',
      'Unknown role “parent”: use teacher or student.',
      `The username “taken_${k}” belongs to another email address.`,
    ]);
    expect(await byEmail(`one_${k}@x.test`)).toBeUndefined();

    const commit = await post('/api/v1/user/import/commit', { csv }, admin);
    expect(commit.statusCode).toBe(200);
    expect(commit.json().data.committed).toBe(true);
    expect(commit.json().data.counts).toEqual(report.counts);
    expect(await byEmail(`one_${k}@x.test`)).toMatchObject({ fullName: 'One Person', role: 'student' });
    expect(await byEmail(`two_${k}@x.test`)).toMatchObject({ role: 'teacher', isAdmin: true });
    expect((await row(existing.id)).fullName).toBe('New Name');
    expect((await row(taken.id)).email).toBe(taken.email);
    expect((await mailedLinks(t.app, `one_${k}@x.test`)).some((l) => l.includes('/resetPassword/'))).toBe(
      true,
    );
    expect(await auditOf(existing.id, 'update_user')).toHaveLength(1);
    const summary = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'import_users'), eq(auditEvents.actorId, adminId)));
    expect(summary.at(-1)?.detail).toMatchObject({ create: 2, update: 1, refused: 5 });

    // The same file again changes nothing more.
    const again = await post('/api/v1/user/import/commit', { csv }, admin);
    expect(again.json().data.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 5 });
  });

  it('refuses a file without the required columns, one it cannot read, an empty one (400) and non-admins', async () => {
    const missing = await post('/api/v1/user/import/preview', { csv: 'name,mail\nA,a@x.test' }, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('The file has no username, email, role columns.');
    const broken = await post(
      '/api/v1/user/import/preview',
      { csv: 'username,email,role\n"open,a@x.test,student\nb,b@x.test,student' },
      admin,
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().msg).toContain('not a CSV file we can read');
    expect(
      (await post('/api/v1/user/import/preview', { csv: 'username,email,role\n' }, admin)).statusCode,
    ).toBe(400);
    expect((await post('/api/v1/user/import/preview', { csv: '' }, admin)).statusCode).toBe(400);
    expect((await post('/api/v1/user/import/preview', '{"csv": ', admin)).statusCode).toBe(400);
    expect((await post('/api/v1/user/import/preview', { csv: 'x' }, teacher)).statusCode).toBe(403);
    expect((await post('/api/v1/user/import/commit', { csv: 'x' }, student)).statusCode).toBe(403);
    expect((await post('/api/v1/user/import/commit', { csv: 'x' })).statusCode).toBe(401);
  });

  it('refuses more rows or characters than an import takes (413)', async () => {
    const many = csvOf(
      Array.from({ length: USER_IMPORT_MAX_ROWS + 1 }, (_, i) => [
        `m${i}`,
        `m${i}@x.test`,
        'M',
        '',
        'student',
        '',
      ]),
    );
    const rows = await post('/api/v1/user/import/preview', { csv: many }, admin);
    expect(rows.statusCode).toBe(413);
    expect(rows.json().msg).toContain(`at most ${USER_IMPORT_MAX_ROWS}`);
    const big = await post(
      '/api/v1/user/import/preview',
      { csv: `username,email,role\n${'x'.repeat(1_000_001)}` },
      admin,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toContain('Split it into smaller files');
  });
});

describe('GET /api/v1/user/export', () => {
  it('streams the filtered users as CSV that re-imports unchanged', async () => {
    const k = tag();
    await createUser(t.app, { username: `exp_${k}_1`, fullName: 'Mary Ann de Vries' });
    await createUser(t.app, { username: `exp_${k}_2`, fullName: 'Plato', role: 'teacher', isAdmin: true });
    await createUser(t.app, { username: `-exp_${k}_3`, fullName: '=Formula Name' });
    const exported = await get(`/api/v1/user/export?q=exp_${k}`, admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('attachment');
    const parsed = Papa.parse<Record<string, string>>(exported.body.trim(), { header: true });
    expect(parsed.meta.fields).toEqual(['username', 'email', 'firstName', 'lastName', 'role', 'isAdmin']);
    expect(parsed.data).toHaveLength(3);
    expect(parsed.data.find((r) => r.username === `'-exp_${k}_3`)?.firstName).toBe("'=Formula");
    const audited = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export_users'), eq(auditEvents.actorId, adminId)));
    expect(audited.at(-1)?.detail).toEqual({ q: `exp_${k}` });
    const again = await post('/api/v1/user/import/preview', { csv: exported.body }, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
  });

  it('refuses teachers and students (403) and bad filters (400)', async () => {
    expect((await get('/api/v1/user/export', teacher)).statusCode).toBe(403);
    expect((await get('/api/v1/user/export', student)).statusCode).toBe(403);
    expect((await get('/api/v1/user/export?disabled=maybe', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/audit/list', () => {
  it('lists admin actions newest first, by action and by person', async () => {
    const k = tag();
    const target = await createUser(t.app, { username: `aud_${k}` });
    await post('/api/v1/user/setDisabled', { userId: target.id, disabled: true }, admin);
    const byAction = await get(`/api/v1/audit/list?action=set_disabled&person=aud_${k}`, admin);
    expect(byAction.statusCode).toBe(200);
    expect(byAction.json().total).toBe(1);
    expect(byAction.json().data[0]).toMatchObject({
      action: 'set_disabled',
      actor: { _id: adminId },
      target: { _id: target.id, username: `aud_${k}` },
      detail: { disabled: true },
    });
    expect((await get(`/api/v1/audit/list?action=set_admin&person=aud_${k}`, admin)).json().total).toBe(0);
  });

  it('refuses teachers and students (403) and an unknown action (400)', async () => {
    expect((await get('/api/v1/audit/list', teacher)).statusCode).toBe(403);
    expect((await get('/api/v1/audit/list', student)).statusCode).toBe(403);
    expect((await get('/api/v1/audit/list?action=anything', admin)).statusCode).toBe(400);
  });
});
