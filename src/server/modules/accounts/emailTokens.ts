import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashToken, newOpaqueToken } from './tokens';

export type EmailTokenPurpose = 'verify' | 'reset';

/** Issues a single-use mail token; only its hash is stored. Returns the token to put in the link. */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

const usable = (token: string, purpose: EmailTokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** The token's user when it is unused and unexpired, without spending it. */
export async function peekEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row?.userId;
}

/** Spends the token if it is still usable (one winner under concurrency); returns its user. */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Spends every outstanding token of one purpose, so only the newest reset link works. */
export async function retireEmailTokens(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
