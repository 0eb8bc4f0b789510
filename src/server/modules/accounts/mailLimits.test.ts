import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_RECIPIENT_DAILY_CAP } from '../../../core/constants';
import { mailOutbox } from '../../db/schema';
import { createUser, freshAddress, mailedLinks } from '../../test/factories';
import { passMailCooldown, passMailDay } from '../../test/mailQuota';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 12 §3: the mails anyone can trigger reach one recipient at most once per cooldown and a few times a day,
 * whoever asks and from wherever, and the reply never tells whether a mail went out.
 */
const t = testFileApp();

const BURST = 50;

// Each request from its own address: the limit is the recipient's, not the asking client's.
const post = (url: string, email: string) =>
  t.app.inject({ method: 'POST', url, payload: { email }, remoteAddress: freshAddress() });
const reply = async (url: string, email: string) => {
  const response = await post(url, email);
  return { status: response.statusCode, body: response.json() };
};
/** The kinds of the mails sent to an address, oldest first. */
const mailsTo = async (email: string) =>
  (
    await t.app.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(asc(mailOutbox.createdAt))
  ).map((m) => m.kind);
const resetLinkWorks = async (link: string) =>
  (await t.app.inject({ method: 'GET', url: `/user/verifyResetPasswordMail/${link.split('/').pop()}` }))
    .statusCode === 200;

describe.each([
  { url: '/user/forgotPassword', kind: 'reset', emailVerified: true },
  { url: '/user/sendVerificationEmail', kind: 'verify', emailVerified: false },
])('a burst of $url for one address', ({ url, kind, emailVerified }) => {
  it(`mails it once, and answers every call as for an address with no account`, async () => {
    const user = await createUser(t.app, { emailVerified });
    const unknown = await reply(url, `nobody-${user.username}@example.com`);
    const burst = await Promise.all(Array.from({ length: BURST }, () => reply(url, user.email)));
    expect(await mailsTo(user.email)).toEqual([kind]);
    for (const answer of burst) expect(answer).toEqual(unknown);
    expect(unknown).toMatchObject({ status: 200, body: { code: 0 } });
  });
});

describe('the cooldown', () => {
  it('ends, and then the next request is mailed with a link that works', async () => {
    const user = await createUser(t.app);
    await post('/user/forgotPassword', user.email);
    const [first] = await mailedLinks(t.app, user.email);
    await post('/user/forgotPassword', user.email);
    expect(await mailedLinks(t.app, user.email)).toEqual([first]);
    // The refused request left the mailed link usable.
    expect(await resetLinkWorks(first!)).toBe(true);

    await passMailCooldown(t.app, user.email);
    await post('/user/forgotPassword', user.email);
    const links = await mailedLinks(t.app, user.email);
    expect(links).toHaveLength(2);
    expect(await resetLinkWorks(links[1]!)).toBe(true);
  });

  it('holds one recipient back without holding back another', async () => {
    const [one, other] = [await createUser(t.app), await createUser(t.app)];
    await post('/user/forgotPassword', one.email);
    await post('/user/forgotPassword', one.email);
    await post('/user/forgotPassword', other.email);
    expect(await mailsTo(one.email)).toHaveLength(1);
    expect(await mailsTo(other.email)).toHaveLength(1);
  });

  it('counts each kind of mail on its own: a resend right after sign-up waits, a reset link does not', async () => {
    const email = `signup-${freshAddress().replaceAll('.', '-')}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/user/create',
      payload: {
        username: email.split('@')[0],
        email,
        password: 'sea-otter-orchestra-7',
        fullName: 'Sign Up',
        role: 'student',
      },
    });
    expect(created.statusCode).toBe(200);
    await post('/user/sendVerificationEmail', email);
    expect(await mailsTo(email)).toEqual(['verify']);
    await post('/user/forgotPassword', email);
    expect(await mailsTo(email)).toEqual(['verify', 'reset']);

    await passMailCooldown(t.app, email);
    await post('/user/sendVerificationEmail', email);
    expect(await mailsTo(email)).toEqual(['verify', 'reset', 'verify']);
  });
});

describe('the daily cap', () => {
  it(`mails an address at most ${MAIL_RECIPIENT_DAILY_CAP} times a day, answering the same, until the day is over`, async () => {
    const user = await createUser(t.app);
    const unknown = await reply('/user/forgotPassword', `nobody-${user.username}@example.com`);
    for (let i = 0; i < MAIL_RECIPIENT_DAILY_CAP; i++) {
      expect(await reply('/user/forgotPassword', user.email)).toEqual(unknown);
      await passMailCooldown(t.app, user.email);
    }
    expect(await mailsTo(user.email)).toHaveLength(MAIL_RECIPIENT_DAILY_CAP);

    expect(await reply('/user/forgotPassword', user.email)).toEqual(unknown);
    expect(await mailsTo(user.email)).toHaveLength(MAIL_RECIPIENT_DAILY_CAP);
    // The last mailed link still works while the cap holds.
    expect(await resetLinkWorks((await mailedLinks(t.app, user.email)).at(-1)!)).toBe(true);

    await passMailDay(t.app, user.email);
    await post('/user/forgotPassword', user.email);
    expect(await mailsTo(user.email)).toHaveLength(MAIL_RECIPIENT_DAILY_CAP + 1);
  });
});
