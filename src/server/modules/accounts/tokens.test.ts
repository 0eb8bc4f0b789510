import { eq } from 'drizzle-orm';
import { type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_CLOCK_SKEW_SECONDS } from '../../../core/constants';
import { sessions } from '../../db/schema';
import { bearer, createUser, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { connected, openSocket } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';
import { TEST_TOKEN_SECRET } from '../../test/testApp';

const t = socketTestApp();
let user: TestUser;
let session: SignedIn;
let sid: string;

beforeAll(async () => {
  user = await createUser(t.app);
  session = await signIn(t.app, user);
  sid = (await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.id;
});

const secret = new TextEncoder().encode(TEST_TOKEN_SECRET);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token signed by hand with the server's own secret: every claim and header is the test's to choose. */
function handSigned(
  claims: { iat?: number; exp?: number },
  header: { alg?: string; typ?: string } = {},
): Promise<string> {
  const payload: JWTPayload = { sub: user.id, sid, ...claims };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: header.alg ?? 'HS256', typ: header.typ ?? 'at+jwt' })
    .sign(secret);
}

const SIGN_IN = 'Please sign in to continue.';
const EXPIRED = 'Your session has expired. Please sign in again.';

/** What a signed-in call answers with this token. */
async function overHttp(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/users/view/${user.id}`,
    headers: bearer(token),
  });
  return { code: response.statusCode, msg: response.json().msg as string };
}

/** What a realtime handshake with this token answers: connected (200) or its connect_error. */
function overSocket(token: string): Promise<{ code: number | undefined; msg: string }> {
  const socket = t.closesAfterTest(openSocket(t.url, token));
  return connected(socket).then(
    () => ({ code: 200, msg: 'connected' }),
    (error: Error & { data?: { code: number } }) => ({ code: error.data?.code, msg: error.message }),
  );
}

const refusedTokens: [string, () => Promise<string>, string][] = [
  ['without exp', () => handSigned({ iat: nowSeconds() }), SIGN_IN],
  ['without iat', () => handSigned({ exp: nowSeconds() + 300 }), SIGN_IN],
  [
    'typed as a plain JWT',
    () => handSigned({ iat: nowSeconds(), exp: nowSeconds() + 300 }, { typ: 'JWT' }),
    SIGN_IN,
  ],
  [
    'typed as a device token',
    () => handSigned({ iat: nowSeconds(), exp: nowSeconds() + 300 }, { typ: 'device+jwt' }),
    SIGN_IN,
  ],
  [
    'issued longer ago than an access token lives (with a far expiry)',
    () =>
      handSigned({
        iat: nowSeconds() - ACCESS_TOKEN_TTL_SECONDS - TOKEN_CLOCK_SKEW_SECONDS - 60,
        exp: nowSeconds() + 86_400,
      }),
    EXPIRED,
  ],
  [
    'issued in the future beyond the clock skew',
    () => handSigned({ iat: nowSeconds() + TOKEN_CLOCK_SKEW_SECONDS + 60, exp: nowSeconds() + 1200 }),
    SIGN_IN,
  ],
  [
    'signed with HS512',
    () => handSigned({ iat: nowSeconds(), exp: nowSeconds() + 300 }, { alg: 'HS512' }),
    SIGN_IN,
  ],
  [
    'unsigned (alg none)',
    async () => new UnsecuredJWT({ sub: user.id, sid }).setIssuedAt().setExpirationTime('5m').encode(),
    SIGN_IN,
  ],
  ['the device token of the same sign-in', async () => session.deviceToken, SIGN_IN],
  [
    'signed with another secret',
    () =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!!')),
    SIGN_IN,
  ],
];

describe('access tokens (one check for HTTP and realtime)', () => {
  it('accepts a hand-signed token that has every required claim, so the refusals below are about the claim', async () => {
    const token = await handSigned({ iat: nowSeconds(), exp: nowSeconds() + 300 });
    expect((await overHttp(token)).code).toBe(200);
    expect((await overSocket(token)).code).toBe(200);
  });

  it('accepts a token issued a little in the future, within the clock skew between instances', async () => {
    const token = await handSigned({
      iat: nowSeconds() + TOKEN_CLOCK_SKEW_SECONDS - 5,
      exp: nowSeconds() + 900,
    });
    expect((await overHttp(token)).code).toBe(200);
  });

  it.each(refusedTokens)('refuses a token %s over HTTP with 401', async (_, token, msg) => {
    expect(await overHttp(await token())).toEqual({ code: 401, msg });
  });

  it.each(refusedTokens)('refuses a token %s at the socket handshake with 401', async (_, token, msg) => {
    expect(await overSocket(await token())).toEqual({ code: 401, msg });
  });

  it('refuses an expired token saying it expired, while the live token of the same session still works', async () => {
    const past = nowSeconds() - 3600;
    const expired = await handSigned({ iat: past - 900, exp: past });
    expect(await overHttp(expired)).toEqual({ code: 401, msg: EXPIRED });
    expect((await overHttp(session.accessToken)).code).toBe(200);
  });
});
