import { count, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_ATTEMPTS_PER_ADDRESS } from '../../../core/constants';
import { users } from '../../db/schema';
import { freshAddress } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

/** Issue 12 §3: one client cannot flood the school with accounts; everyone else still signs up. */
const t = testFileApp();

const register = (name: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/create',
    remoteAddress,
    payload: {
      username: name,
      email: `${name}@example.com`,
      password: 'sea-otter-orchestra-7',
      fullName: `Flood ${name}`,
      role: 'student',
    },
  });
const accountsNamed = async (prefix: string) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(users)
      .where(like(users.username, `${prefix}%`))
  )[0]!.n;

describe('POST /user/create from one address', () => {
  it(`creates ${REGISTRATION_ATTEMPTS_PER_ADDRESS} accounts, then answers 429 with a clear msg and creates none`, async () => {
    const flooder = freshAddress();
    for (let i = 0; i < REGISTRATION_ATTEMPTS_PER_ADDRESS; i++)
      expect((await register(`flood${i}`, flooder)).statusCode).toBe(200);

    const refused = await register('flood-over', flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      msg: expect.stringMatching(
        /^Too many sign-up attempts from your network\. Please try again in \d+ (minutes?|hour)\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountsNamed('flood-over')).toBe(0);
    expect(await accountsNamed('flood')).toBe(REGISTRATION_ATTEMPTS_PER_ADDRESS);

    // Another client signs up as usual.
    expect((await register('neighbour', freshAddress())).statusCode).toBe(200);
  });

  it('counts every attempt, refused ones too', async () => {
    const flooder = freshAddress();
    for (let i = 0; i < REGISTRATION_ATTEMPTS_PER_ADDRESS; i++) {
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/user/create',
        remoteAddress: flooder,
        payload: { username: 'x' },
      });
      expect(invalid.statusCode).toBe(400);
    }
    expect((await register('typo-flood', flooder)).statusCode).toBe(429);
    expect(await accountsNamed('typo-flood')).toBe(0);
  });
});
