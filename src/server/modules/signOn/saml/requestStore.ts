import type { CacheProvider } from '@node-saml/node-saml';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  assertionKeepUntil,
  assertionReplay,
  SAML_REQUEST_LIFETIME_MS,
} from '../../../../core/rules/samlAssertion';
import type { Db } from '../../../db/client';
import { samlRequests, samlSeenAssertions } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';

/**
 * The AuthnRequests we sent, in the database (node-saml's cache of request ids, for InResponseTo): any instance
 * may receive the answer, and each request is answered once. node-saml saves the id with its instant when it makes
 * the request, reads it back when a response names it, and removes it once the response was read.
 */
export function samlRequestStore(db: Db, clock: Clock, providerId: string): CacheProvider {
  return {
    async saveAsync(key, value) {
      const now = clock.now();
      await db.delete(samlRequests).where(lt(samlRequests.expiresAt, now));
      await db.insert(samlRequests).values({
        id: key,
        providerId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SAML_REQUEST_LIFETIME_MS),
      });
      return { value, createdAt: now.getTime() };
    },
    async getAsync(key) {
      const [row] = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(
          and(
            eq(samlRequests.id, key),
            eq(samlRequests.providerId, providerId),
            isNull(samlRequests.usedAt),
            gt(samlRequests.expiresAt, clock.now()),
          ),
        );
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      if (!key) return null;
      await db
        .update(samlRequests)
        .set({ usedAt: clock.now() })
        .where(
          and(eq(samlRequests.id, key), eq(samlRequests.providerId, providerId), isNull(samlRequests.usedAt)),
        );
      return key;
    },
  };
}

/** Whether a request we sent was already answered: a second response to it is a replay. */
export async function samlRequestAnswered(db: Db, providerId: string, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: samlRequests.usedAt })
    .from(samlRequests)
    .where(and(eq(samlRequests.id, requestId), eq(samlRequests.providerId, providerId)));
  return Boolean(row?.usedAt);
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
 * Remembers an accepted assertion until it expires. Returns false when it was already there: two copies of one
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
