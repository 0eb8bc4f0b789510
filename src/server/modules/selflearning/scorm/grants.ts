import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { SCORM, TOKEN_CLOCK_SKEW_SECONDS } from '../../../../core/constants';

/**
 * A grant lets one frame load the files of one package from the content origin for a few hours (issue 39): the
 * content origin keeps no session and sets no cookie, so the grant, in the path of every address the package
 * loads, is all it knows. It names the person, the progress line (null: a teacher's preview, which records
 * nothing), the package's stored files and the app origin the frame talks to.
 */
export interface ScormGrant {
  sub: string;
  progressId: string | null;
  /** The package's index in storage (sl_packages.storage_prefix). */
  packageKey: string;
  /** The launch file, relative to the package root: the page the runtime bridge goes into. */
  launchPath: string;
  /** The app's origin, the only one the bridge posts to and the only one that may frame the package. */
  appOrigin: string;
}

const TYPE = 'scorm+jwt';
const ALGORITHM = 'HS256';

/** A key of its own, derived from the app's secret: nothing else the app signs passes for a grant, nor the reverse. */
export function grantKey(tokenSecret: string): Uint8Array {
  return createHmac('sha256', tokenSecret).update('scorm grant key').digest();
}

export async function signScormGrant(key: Uint8Array, grant: ScormGrant): Promise<string> {
  return new SignJWT({
    prg: grant.progressId,
    pkg: grant.packageKey,
    lp: grant.launchPath,
    app: grant.appOrigin,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(grant.sub)
    .setIssuedAt()
    .setExpirationTime(`${SCORM.grantTtlSeconds}s`)
    .sign(key);
}

/** The grant a token carries, or why not. */
export async function verifyScormGrant(
  key: Uint8Array,
  token: string,
): Promise<{ ok: true; grant: ScormGrant } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      typ: TYPE,
      requiredClaims: ['exp', 'iat', 'sub', 'pkg', 'lp', 'app'],
      maxTokenAge: SCORM.grantTtlSeconds,
      clockTolerance: TOKEN_CLOCK_SKEW_SECONDS,
    });
    const { sub, prg, pkg, lp, app } = payload;
    if (
      typeof sub !== 'string' ||
      (prg !== null && typeof prg !== 'string') ||
      typeof pkg !== 'string' ||
      typeof lp !== 'string' ||
      typeof app !== 'string'
    )
      return { ok: false, reason: 'invalid' };
    return { ok: true, grant: { sub, progressId: prg, packageKey: pkg, launchPath: lp, appOrigin: app } };
  } catch (error) {
    return {
      ok: false,
      reason: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid',
    };
  }
}
