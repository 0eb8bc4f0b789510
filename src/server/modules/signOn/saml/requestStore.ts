import type { CacheProvider } from '@node-saml/node-saml';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { assertionKeepUntil, assertionReplay } from '../../../../core/rules/samlAssertion';
import type { Db } from '../../../db/client';
import { samlSeenAssertions, signOnRequests } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { hashToken } from '../../accounts/tokens';
import { saveSignOnRequest, takeSignOnRequest } from '../requests';

/**
 * node-saml's cache of the AuthnRequests we sent (for InResponseTo), on the base's sign-on requests (requests.ts):
 * in the database, so that any instance may receive the answer, and each answered once. node-saml saves the id
 * with its instant when it makes the request, then reads it back (up to twice: the response's InResponseTo and the
 * subject confirmation's) and removes it. The first read spends the request; this store, made for one response,
 * remembers what it spent so that the second read agrees.
 */
export function samlRequestStore(db: Db, clock: Clock, providerId: string): CacheProvider {
  const spent = new Map<string, string>();
  const key = (id: string) => ({ protocol: 'saml' as const, providerId, key: id });
  return {
    async saveAsync(id, instant) {
      await saveSignOnRequest(db, { ...key(id), data: { instant } }, clock.now());
      return { value: instant, createdAt: clock.now().getTime() };
    },
    async getAsync(id) {
      if (!spent.has(id)) {
        const data = await takeSignOnRequest(db, key(id), clock.now());
        if (!data?.instant) return null;
        spent.set(id, data.instant);
      }
      return spent.get(id) ?? null;
    },
    async removeAsync(id) {
      return id;
    },
  };
}

/** Whether a request we sent was answered already: a second response to it is a replay. */
export async function samlRequestAnswered(db: Db, providerId: string, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: signOnRequests.id })
    .from(signOnRequests)
    .where(
      and(
        eq(signOnRequests.keyHash, hashToken(requestId)),
        eq(signOnRequests.protocol, 'saml'),
        eq(signOnRequests.providerId, providerId),
        isNotNull(signOnRequests.usedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether this provider's assertion was accepted before and is still remembered (core/rules/samlAssertion.ts). */
export async function samlAssertionSeen(db: Db, clock: Clock, providerId: string, assertionId: string) {
  const [row] = await db
    .select({ keepUntil: samlSeenAssertions.keepUntil })
    .from(samlSeenAssertions)
    .where(
      and(eq(samlSeenAssertions.providerId, providerId), eq(samlSeenAssertions.assertionId, assertionId)),
    );
  return assertionReplay(row, clock.now()) === 'replayed';
}

/**
 * Remembers an accepted assertion until it expires. Returns false when it was already there: of two copies of one
 * assertion arriving at once, only the first is admitted.
 */
export async function rememberSamlAssertion(
  db: Db,
  clock: Clock,
  providerId: string,
  assertionId: string,
  notOnOrAfter: ReadonlyArray<string | undefined>,
): Promise<boolean> {
  const now = clock.now();
  await db.delete(samlSeenAssertions).where(lt(samlSeenAssertions.keepUntil, now));
  const inserted = await db
    .insert(samlSeenAssertions)
    .values({ providerId, assertionId, keepUntil: assertionKeepUntil(notOnOrAfter, now) })
    .onConflictDoNothing()
    .returning({ assertionId: samlSeenAssertions.assertionId });
  return inserted.length === 1;
}
