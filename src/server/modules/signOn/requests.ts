import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SignOnProtocol } from '../../../core/schemas/signOn';
import type { Db } from '../../db/client';
import { signOnRequests } from '../../db/schema';
import { hashToken } from '../accounts/tokens';

/** How long the browser has to come back from the provider's sign-in page. */
export const SIGN_ON_REQUEST_TTL_MS = 10 * 60_000;

export interface SignOnRequestKey {
  protocol: SignOnProtocol;
  providerId: string;
  /** What the browser carries to the provider and back (the OIDC state, a SAML request id); stored hashed. */
  key: string;
}

/** Remembers a sign-on the browser starts, with what its answer is checked against (verifier, nonce, ...). */
export async function saveSignOnRequest(
  db: Db,
  request: SignOnRequestKey & { data: Record<string, string> },
  now: Date,
): Promise<void> {
  // Expired requests go as new ones come; nothing else reads them.
  await db.delete(signOnRequests).where(lt(signOnRequests.expiresAt, now));
  await db.insert(signOnRequests).values({
    protocol: request.protocol,
    providerId: request.providerId,
    keyHash: hashToken(request.key),
    data: request.data,
    expiresAt: new Date(now.getTime() + SIGN_ON_REQUEST_TTL_MS),
  });
}

/**
 * Spends a started sign-on: its data once, while it is fresh and for the same protocol and provider; undefined for
 * an unknown, expired or already answered one (a replay).
 */
export async function takeSignOnRequest(
  db: Db,
  request: SignOnRequestKey,
  now: Date,
): Promise<Record<string, string> | undefined> {
  const [spent] = await db
    .update(signOnRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(signOnRequests.keyHash, hashToken(request.key)),
        eq(signOnRequests.protocol, request.protocol),
        eq(signOnRequests.providerId, request.providerId),
        isNull(signOnRequests.usedAt),
        gt(signOnRequests.expiresAt, now),
      ),
    )
    .returning({ data: signOnRequests.data });
  return spent?.data;
}
