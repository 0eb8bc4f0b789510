import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_MEMORY_HOURS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FREE_FAILURES,
} from '../../../core/constants';
import { loginAttempts } from '../../db/schema';
import { createUser, freshAddress, signIn, type TestUser } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';
import { delayAfterFailures, waitText } from './loginLimiter';

const t = testFileApp();

const login = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/user/login', payload, remoteAddress });
const wrong = (user: TestUser, address: string, extra: object = {}) =>
  login({ username: user.username, password: 'not-the-password', ...extra }, address);
const right = (user: TestUser, address: string, extra: object = {}) =>
  login({ username: user.username, password: user.password, ...extra }, address);

async function failTimes(user: TestUser, address: string, times: number, extra: object = {}) {
  for (let i = 0; i < times; i++) expect((await wrong(user, address, extra)).statusCode).toBe(401);
}

/** Moves every recorded attempt of an account back in time: the wait has passed without anyone sleeping. */
async function letTimePass(user: TestUser, seconds: number) {
  await t.app.db
    .update(loginAttempts)
    .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(loginAttempts.identifier, user.username));
}

const attemptsOf = (user: TestUser) =>
  t.app.db.select().from(loginAttempts).where(eq(loginAttempts.identifier, user.username));

const refusal = (wait: string) => ({
  code: 429,
  msg: `Too many failed sign-in attempts. Try again in ${wait}.`,
});

describe('the wait after failed sign-ins', () => {
  it.each([
    [0, 0],
    [LOGIN_FREE_FAILURES - 1, 0],
    [LOGIN_FREE_FAILURES, 30_000],
    [LOGIN_FREE_FAILURES + 1, 60_000],
    [LOGIN_FREE_FAILURES + 2, 120_000],
    [LOGIN_FREE_FAILURES + 4, 480_000],
    [LOGIN_FREE_FAILURES + 5, 900_000],
    [LOGIN_FREE_FAILURES + 40, 900_000],
  ])('after %i failures in a row is %i ms', (failures, ms) => {
    expect(delayAfterFailures(failures)).toBe(ms);
  });

  it.each([
    [400, '1 second'],
    [30_000, '30 seconds'],
    [58_500, '59 seconds'],
    [59_001, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [900_000, '15 minutes'],
  ])('of %i ms is told as "%s"', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});

describe('failed sign-ins are slowed per account and client, never locked for everyone', () => {
  it("does not stop the owner signing in from another address while an attacker's address fails many times", async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const attacker = freshAddress();
    await failTimes(teacher, attacker, LOGIN_FREE_FAILURES);
    for (let i = 0; i < 10; i++) expect((await wrong(teacher, attacker)).statusCode).toBe(429);
    // Even the right password is refused from there: the answer must not tell a guess apart.
    expect((await right(teacher, attacker)).json()).toEqual(refusal('30 seconds'));

    expect((await right(teacher, freshAddress())).statusCode).toBe(200);
  });

  it('makes the same address wait longer after each further failure, saying when to try again', async () => {
    const user = await createUser(t.app);
    const address = freshAddress();
    // By username and by email alike: both name the one account.
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      const name = i % 2 ? user.email : user.username;
      expect((await login({ username: name, password: `wrong-${i}` }, address)).statusCode).toBe(401);
    }
    for (const [wait, seconds] of [
      ['30 seconds', 30],
      ['1 minute', 60],
      ['2 minutes', 120],
      ['4 minutes', 240],
    ] as const) {
      expect((await right(user, address)).json()).toEqual(refusal(wait));
      await letTimePass(user, seconds - 1);
      expect((await right(user, address)).statusCode).toBe(429);
      await letTimePass(user, 1);
      expect((await wrong(user, address)).statusCode).toBe(401);
    }
    expect((await right(user, address)).json()).toEqual(refusal('8 minutes'));
  });

  it('records no attempt while refusing one, so hammering during the wait does not lengthen it', async () => {
    const user = await createUser(t.app);
    const address = freshAddress();
    await failTimes(user, address, LOGIN_FREE_FAILURES);
    const before = (await attemptsOf(user)).length;
    for (let i = 0; i < 5; i++) expect((await wrong(user, address)).statusCode).toBe(429);
    expect(await attemptsOf(user)).toHaveLength(before);
    await letTimePass(user, 30);
    expect((await right(user, address)).statusCode).toBe(200);
  });

  it('counts guesses sent all at once one after another, so they cannot slip past the wait together', async () => {
    const user = await createUser(t.app);
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrong(user, address)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([
      ...Array(LOGIN_FREE_FAILURES).fill(401),
      ...Array(12 - LOGIN_FREE_FAILURES).fill(429),
    ]);
  });

  it("starts a client's count again after its successful sign-in", async () => {
    const user = await createUser(t.app);
    const address = freshAddress();
    await failTimes(user, address, LOGIN_FREE_FAILURES - 1);
    expect((await right(user, address)).statusCode).toBe(200);
    await failTimes(user, address, LOGIN_FREE_FAILURES - 1);
    expect((await right(user, address)).statusCode).toBe(200);
  });

  it(`forgets failures older than ${LOGIN_FAILURE_MEMORY_HOURS} hours`, async () => {
    const user = await createUser(t.app);
    const address = freshAddress();
    await failTimes(user, address, LOGIN_FREE_FAILURES);
    expect((await right(user, address)).statusCode).toBe(429);
    await letTimePass(user, LOGIN_FAILURE_MEMORY_HOURS * 3600);
    expect((await right(user, address)).statusCode).toBe(200);
  });

  it(`still refuses an address after ${LOGIN_FAILURES_PER_ADDRESS} failures over any accounts`, async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++)
      expect((await login({ username: `ghost${i}`, password: 'not-it-at-all' }, address)).statusCode).toBe(
        401,
      );
    const user = await createUser(t.app);
    expect((await right(user, address)).json()).toEqual(refusal('15 minutes'));
    expect((await right(user, freshAddress())).statusCode).toBe(200);
  });
});

describe('a client that signed in to the account before (its device token)', () => {
  it('answers a device token with every password sign-in', async () => {
    const user = await createUser(t.app);
    const { deviceToken } = await signIn(t.app, user);
    expect(deviceToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('is never refused because of failures by others, on its own address or any account', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const { deviceToken } = await signIn(t.app, teacher);
    // A classroom shares the teacher's address; a student guesses the teacher's password and many others.
    const school = freshAddress();
    await failTimes(teacher, school, LOGIN_FREE_FAILURES);
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++)
      await login({ username: `pupil-guess-${i}`, password: 'not-it-at-all' }, school);
    expect((await right(teacher, school)).statusCode).toBe(429);

    expect((await right(teacher, school, { deviceToken })).statusCode).toBe(200);
    expect((await right(teacher, school, { deviceToken })).statusCode).toBe(200);
  });

  it("helps only with its own account: another account's device token, an access token or junk count for nothing", async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const student = await createUser(t.app);
    const studentSession = await signIn(t.app, student);
    const ownSession = await signIn(t.app, teacher);
    const address = freshAddress();
    await failTimes(teacher, address, LOGIN_FREE_FAILURES);
    for (const deviceToken of [studentSession.deviceToken, ownSession.accessToken, 'not-a-token'])
      expect((await right(teacher, address, { deviceToken })).statusCode).toBe(429);
  });

  it('is slowed by its own failures like any client, apart from everyone else', async () => {
    const user = await createUser(t.app);
    const { deviceToken } = await signIn(t.app, user);
    const address = freshAddress();
    await failTimes(user, address, LOGIN_FREE_FAILURES, { deviceToken });
    expect((await right(user, address, { deviceToken })).json()).toEqual(refusal('30 seconds'));
    // The same address without the device token has its own, clean count.
    expect((await right(user, address)).statusCode).toBe(200);
    const deviceFailures = await t.app.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.identifier, user.username), eq(loginAttempts.outcome, 'failure')));
    expect(deviceFailures.every((row) => row.device !== null)).toBe(true);
  });
});
