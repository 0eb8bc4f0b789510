import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, sessions, users } from '../../db/schema';
import { createUser, freshAddress, mailedLinks, type SignedIn, signIn } from '../../test/factories';
import { passMailCooldown } from '../../test/mailQuota';
import { TEST_PUBLIC_URL } from '../../test/testApp';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const NEW_PASSWORD = 'quiet-meadow-compass-19';

const { post } = t;
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { username, password },
    remoteAddress: freshAddress(),
  });
const works = async (s: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/users/view/${s.userId}`, headers: s.headers }))
    .statusCode === 200;
const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /user/changePassword', () => {
  it('changes the password and ends every other session, keeping the caller’s', async () => {
    const user = await createUser(t.app);
    const mine = await signIn(t.app, user);
    const other = await signIn(t.app, user);
    const response = await post(
      '/user/changePassword',
      { userId: user.id, oldPassword: user.password, newPassword: NEW_PASSWORD },
      mine,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0 });

    expect(await works(mine)).toBe(true);
    expect(await works(other)).toBe(false);
    expect((await post('/user/renew', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await post('/user/renew', { refreshToken: mine.refreshToken })).statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await row(user.id)).passwordChangedAt).toBeInstanceOf(Date);
  });

  it('answers 400 on the oldPassword field when the current password is wrong, changing nothing', async () => {
    const user = await createUser(t.app);
    const s = await signIn(t.app, user);
    const before = await row(user.id);
    const response = await post(
      '/user/changePassword',
      { userId: user.id, oldPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      s,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ oldPassword: 'The current password is not correct.' });
    expect((await row(user.id)).passwordHash).toBe(before.passwordHash);
  });

  it('refuses a weak new password on the newPassword field', async () => {
    const user = await createUser(t.app);
    const s = await signIn(t.app, user);
    for (const newPassword of ['qwerty123', 'short']) {
      const response = await post(
        '/user/changePassword',
        { userId: user.id, oldPassword: user.password, newPassword },
        s,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('newPassword');
    }
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('is for one’s own account only, even for an admin', async () => {
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const victim = await createUser(t.app);
    const s = await signIn(t.app, admin);
    const response = await post(
      '/user/changePassword',
      { userId: victim.id, oldPassword: admin.password, newPassword: NEW_PASSWORD },
      s,
    );
    expect(response.statusCode).toBe(403);
    expect((await login(victim.username, victim.password)).statusCode).toBe(200);
  });

  it('answers 401 when not signed in', async () => {
    const user = await createUser(t.app);
    const response = await post('/user/changePassword', {
      userId: user.id,
      oldPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('forgot → mailed link → verifyResetPasswordMail → resetPassword', () => {
  it('resets the password, ends every session and spends the link', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    const before = await signIn(t.app, user);

    const forgot = await post('/user/forgotPassword', { email: ` ${user.email.toUpperCase()} ` });
    expect(forgot.statusCode).toBe(200);
    const [link] = await mailedLinks(t.app, user.email);
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/resetPassword/[\\w-]{40,}$`));
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail!.text).toMatch(/expires in 60 minutes/);
    const resetToken = link!.split('/').pop()!;

    const check = await t.app.inject({ method: 'GET', url: `/user/verifyResetPasswordMail/${resetToken}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ code: 0, userId: user.id, token: resetToken });
    // Checking does not spend it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/user/verifyResetPasswordMail/${resetToken}` })).statusCode,
    ).toBe(200);

    const reset = await post('/user/resetPassword', {
      passwordToken: check.json().token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ code: 0 });

    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await works(before)).toBe(false);
    const [session] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, (await sessionsOf(user.id))[0]!));
    expect(session!.revokedReason).toBe('password reset');
    expect((await row(user.id)).emailVerified).toBe(true);

    expect(
      (
        await post('/user/resetPassword', {
          passwordToken: resetToken,
          newPassword: 'another-fresh-phrase-3',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/user/verifyResetPasswordMail/${resetToken}` })).statusCode,
    ).toBe(400);
  });

  it('answers the same whether or not the address has an account', async () => {
    const user = await createUser(t.app);
    const known = await post('/user/forgotPassword', { email: user.email });
    const unknown = await post('/user/forgotPassword', { email: 'nobody-at-all@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailedLinks(t.app, 'nobody-at-all@example.com')).toEqual([]);
  });

  it('keeps only the newest link usable', async () => {
    const user = await createUser(t.app);
    await post('/user/forgotPassword', { email: user.email });
    await passMailCooldown(t.app, user.email);
    await post('/user/forgotPassword', { email: user.email });
    const [first, second] = (await mailedLinks(t.app, user.email)).map((l) => l.split('/').pop()!);
    expect(
      (await t.app.inject({ method: 'GET', url: `/user/verifyResetPasswordMail/${first}` })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/user/verifyResetPasswordMail/${second}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a weak new password without spending the link', async () => {
    const user = await createUser(t.app);
    await post('/user/forgotPassword', { email: user.email });
    const token = (await mailedLinks(t.app, user.email))[0]!.split('/').pop()!;
    const weak = await post('/user/resetPassword', { passwordToken: token, newPassword: 'iloveyou' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toHaveProperty('newPassword');
    expect(
      (await post('/user/resetPassword', { passwordToken: token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses unknown and expired links with 400', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/user/verifyResetPasswordMail/never-issued-token',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/not valid/);
    const user = await createUser(t.app);
    await post('/user/forgotPassword', { email: user.email });
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const token = (await mailedLinks(t.app, user.email))[0]!.split('/').pop()!;
    expect(
      (await post('/user/resetPassword', { passwordToken: token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses a malformed body with 400 and the fields', async () => {
    const response = await post('/user/resetPassword', { passwordToken: 'x' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['newPassword', 'passwordToken']);
  });

  it('sends no link to a disabled account', async () => {
    const user = await createUser(t.app, { disabled: true });
    expect((await post('/user/forgotPassword', { email: user.email })).statusCode).toBe(200);
    expect(await mailedLinks(t.app, user.email)).toEqual([]);
  });
});

async function sessionsOf(userId: string) {
  return (await t.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
    (r) => r.id,
  );
}
