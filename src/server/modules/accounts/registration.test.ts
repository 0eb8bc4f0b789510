import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, users } from '../../db/schema';
import { createUser, mailedLinks, signIn } from '../../test/factories';
import { TEST_PUBLIC_URL } from '../../test/testApp';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

let n = 0;
const newAccount = (overrides: object = {}) => {
  n += 1;
  return {
    username: `newbie${n}`,
    email: `newbie${n}@example.com`,
    password: 'sea-otter-orchestra-7',
    fullName: `New Bie ${n}`,
    role: 'student',
    ...overrides,
  };
};
const { post } = t;
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;
const mailsTo = (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const tokenFrom = (link: string) => new URL(link).searchParams.get('verify')!;

describe('POST /user/create', () => {
  it('creates an unverified account, mails a verification link and does not sign in', async () => {
    const account = newAccount({ username: '  Mixed.Case ', email: ' Mixed.Case@Example.COM ' });
    const response = await post('/user/create', account);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 0,
      userId: expect.any(String),
      data: {
        username: 'mixed.case',
        email: 'mixed.case@example.com',
        role: 'student',
        isAdmin: false,
        emailVerified: false,
      },
    });
    expect(body.data._id).toBe(body.userId);
    expect(body.accessToken).toBeUndefined();

    const [mail] = await mailsTo('mixed.case@example.com');
    expect(mail).toMatchObject({ kind: 'verify', subject: expect.stringMatching(/confirm/i) });
    expect(mail!.text).toContain('mixed.case');
    expect(mail!.text).toMatch(/expires in 48 hours/);
    const [link] = await mailedLinks(t.app, 'mixed.case@example.com');
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/login\\?verify=[\\w-]{40,}$`));
    // Only the token's hash is stored.
    const stored = await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, body.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(tokenFrom(link!));
  });

  it('never makes an admin, whatever the body says', async () => {
    const account = newAccount({ role: 'teacher', isAdmin: true });
    const response = await post('/user/create', account);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.isAdmin).toBe(false);
    const [row] = await t.app.db.select().from(users).where(eq(users.username, account.username));
    expect(row!.isAdmin).toBe(false);
  });

  it('answers 409 naming the taken username or email', async () => {
    const existing = await createUser(t.app);
    const sameName = await post('/user/create', newAccount({ username: existing.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().fields).toEqual({ username: 'This username is taken.' });
    const sameEmail = await post('/user/create', newAccount({ email: existing.email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(Object.keys(sameEmail.json().fields)).toEqual(['email']);
  });

  it('refuses common passwords and ones built from the username, changing nothing', async () => {
    const before = await userCount();
    const common = await post('/user/create', newAccount({ password: 'Password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toMatch(/too common/);
    const own = newAccount();
    const named = await post('/user/create', { ...own, password: `${own.username}-is-me` });
    expect(named.statusCode).toBe(400);
    expect(named.json().fields.password).toMatch(/username/);
    expect(await userCount()).toBe(before);
  });

  it('refuses invalid fields with 400 listing them, changing nothing', async () => {
    const before = await userCount();
    const response = await post('/user/create', {
      username: 'a b',
      email: 'not-an-email',
      password: 'short',
      fullName: '',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'email',
      'fullName',
      'password',
      'role',
      'username',
    ]);
    expect(await userCount()).toBe(before);
    expect(await mailsTo('not-an-email')).toHaveLength(0);
  });
});

describe('POST /user/sendVerificationEmail', () => {
  it('answers the same whether or not the address has an account', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    const known = await post('/user/sendVerificationEmail', { email: user.email.toUpperCase() });
    const unknown = await post('/user/sendVerificationEmail', { email: 'no-such-person@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo('no-such-person@example.com')).toHaveLength(0);
  });

  it('sends nothing to an already verified account, and still says success', async () => {
    const user = await createUser(t.app, { emailVerified: true });
    const response = await post('/user/sendVerificationEmail', { email: user.email });
    expect(response.json()).toMatchObject({ code: 0 });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('refuses a malformed address with 400', async () => {
    const response = await post('/user/sendVerificationEmail', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('email');
  });
});

describe('GET /user/verifyEmail/:emailToken', () => {
  const verify = (token: string) => t.app.inject({ method: 'GET', url: `/user/verifyEmail/${token}` });

  it('takes a new account from register through the mailed link to verified and a complete profile', async () => {
    const account = newAccount();
    const created = (await post('/user/create', account)).json();
    const session = await signIn(t.app, account);
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/checkUserProfile',
        headers: session.headers,
        payload: { userId: created.userId },
      });
    expect((await check()).json()).toMatchObject({
      result: false,
      missing: ['phone', 'institution', 'emailVerified'],
    });

    const [link] = await mailedLinks(t.app, account.email);
    const response = await verify(tokenFrom(link!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, userId: created.userId });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, created.userId));
    expect(row!.emailVerified).toBe(true);

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/updateProfile',
      headers: session.headers,
      payload: {
        userId: created.userId,
        fullName: account.fullName,
        phone: '+1 555 0123',
        institution: 'Harbour College',
        bio: '',
        country: '',
        city: '',
      },
    });
    expect((await check()).json()).toMatchObject({ code: 0, result: true, missing: [] });
  });

  it('refuses a used link with 400', async () => {
    const account = newAccount();
    await post('/user/create', account);
    const token = tokenFrom((await mailedLinks(t.app, account.email))[0]!);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toMatch(/not valid/);
  });

  it('refuses an unknown or expired link with 400 and leaves the account unverified', async () => {
    expect((await verify('this-token-was-never-issued')).statusCode).toBe(400);
    const account = newAccount();
    const { userId } = (await post('/user/create', account)).json();
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, userId));
    const token = tokenFrom((await mailedLinks(t.app, account.email))[0]!);
    expect((await verify(token)).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(row!.emailVerified).toBe(false);
  });

  it('does not take a reset token as a verification token', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    await post('/user/forgotPassword', { email: user.email });
    const resetToken = (await mailedLinks(t.app, user.email))[0]!.split('/').pop()!;
    expect((await verify(resetToken)).statusCode).toBe(400);
  });
});
