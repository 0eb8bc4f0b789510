import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../core/constants';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) id, so a revoked session ends its access tokens too. */
  sid: string;
}

const ALGORITHM = 'HS256';

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies an access token with the algorithm pinned, so `alg: none` or a swapped algorithm is refused. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid } };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, reason: code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }
}

/** An opaque random token for refresh, verification and reset; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
