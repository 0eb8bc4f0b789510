import { createHash, randomBytes } from 'node:crypto';
import { type JWTVerifyOptions, jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  DEVICE_TOKEN_TTL_DAYS,
  TOKEN_CLOCK_SKEW_SECONDS,
} from '../../../core/constants';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) id, so a revoked session ends its access tokens too. */
  sid: string;
}

const ALGORITHM = 'HS256';
/**
 * The `typ` header of an access token (RFC 9068), so nothing else signed with the same secret (a device token, say)
 * is ever taken for one.
 */
const ACCESS_TOKEN_TYPE = 'at+jwt';

/**
 * What an access token must carry to be accepted: the pinned algorithm and type, an expiry, and an issue time that
 * is neither in the future nor older than a token's lifetime (both give or take the clock skew), so a token signed
 * without `exp` or with a far `exp` still ends when ours would.
 */
const ACCESS_TOKEN_CHECKS: JWTVerifyOptions = {
  algorithms: [ALGORITHM],
  typ: ACCESS_TOKEN_TYPE,
  requiredClaims: ['exp', 'iat', 'sub', 'sid'],
  maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
  clockTolerance: TOKEN_CLOCK_SKEW_SECONDS,
};

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

export type VerifyResult =
  | {
      ok: true;
      claims: AccessClaims /** When the checks below would first refuse this token. */;
      validUntilMs: number;
    }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The key that checks access tokens, imported into WebCrypto once: jose imports a raw key anew on every call, which
 * costs about as much again as the check itself on the signed-in path (issue 11 §7).
 */
export function verificationKey(secret: string): Promise<CryptoKey> {
  const raw = Buffer.from(secret, 'utf8');
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
}

/** The one check of an access token (HTTP and realtime handshakes both come here through http/auth.ts). */
export async function verifyAccessToken(key: Uint8Array | CryptoKey, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, ACCESS_TOKEN_CHECKS);
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return { ok: false, reason: 'invalid' };
    const lastSecond =
      Math.min(payload.exp!, payload.iat! + ACCESS_TOKEN_TTL_SECONDS) + TOKEN_CLOCK_SKEW_SECONDS;
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid }, validUntilMs: lastSecond * 1000 };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, reason: code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }
}

const DEVICE_TOKEN_TYPE = 'device+jwt';

/**
 * A device token: proof that this client once signed in to the account (OWASP's "device cookie"). It opens nothing;
 * it only lets sign-ins from that client be counted apart from everyone else's (loginLimiter.ts). `jti` names the
 * device in the failure count.
 */
export async function signDeviceToken(key: Uint8Array, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: DEVICE_TOKEN_TYPE })
    .setSubject(userId)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TOKEN_TTL_DAYS}d`)
    .sign(key);
}

/** The device id of a valid device token issued for this user; undefined for anything else. */
export async function verifyDeviceToken(
  key: Uint8Array,
  token: string,
  userId: string,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      typ: DEVICE_TOKEN_TYPE,
      requiredClaims: ['exp', 'iat', 'jti'],
      subject: userId,
      maxTokenAge: `${DEVICE_TOKEN_TTL_DAYS}d`,
      clockTolerance: TOKEN_CLOCK_SKEW_SECONDS,
    });
    return payload.jti;
  } catch {
    return undefined;
  }
}

/** An opaque random token for refresh, verification and reset; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
