import { jwtVerify, SignJWT } from 'jose';
import { FILE_TOKEN_TTL_SECONDS, TOKEN_CLOCK_SKEW_SECONDS } from '../../../core/constants';
import { type AccessClaims, secretKey } from '../accounts/tokens';

/** Its own `typ`, so no other token signed with the app's secret (an access token, say) passes for one. */
const FILE_TOKEN_TYPE = 'file+jwt';
const ALGORITHM = 'HS256';

/**
 * A file token: lets a `<video src>` or pdf.js, which send no Authorization header, download one file for ten
 * minutes, as the user and session it was made for (issue 14). It names the file, so it opens no other; the
 * session must still be live and the user still a reader of the file when it is used.
 */
export async function signFileToken(
  secret: string,
  claims: AccessClaims & { fileId: string },
): Promise<string> {
  return new SignJWT({ sid: claims.sid, fid: claims.fileId })
    .setProtectedHeader({ alg: ALGORITHM, typ: FILE_TOKEN_TYPE })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${FILE_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(secret));
}

/** The claims of a valid file token for `fileId`; why not otherwise. */
export async function verifyFileToken(
  secret: string,
  token: string,
  fileId: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: [ALGORITHM],
      typ: FILE_TOKEN_TYPE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid', 'fid'],
      maxTokenAge: FILE_TOKEN_TTL_SECONDS,
      clockTolerance: TOKEN_CLOCK_SKEW_SECONDS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || payload.fid !== fileId)
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid } };
  } catch (error) {
    return {
      ok: false,
      reason: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid',
    };
  }
}
