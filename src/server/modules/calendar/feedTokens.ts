import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

/**
 * The feed token is the only credential of the feed address, which calendar apps fetch without signing in.
 * It is kept as issued (not hashed) because the owner's page shows the address again; a leaked address is
 * answered by renewing it, which retires the old token at once.
 */
const newToken = () => randomBytes(32).toString('base64url');

export interface FeedToken {
  token: string;
  renewedAt: Date;
}

/** The user's feed token, issued on first use. */
export async function feedTokenOf(db: Db, userId: string): Promise<FeedToken> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token: newToken() })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row!;
}

/** Replaces the user's feed token: the address with the old one stops working with this write. */
export async function renewFeedToken(db: Db, userId: string, renewedAt: Date): Promise<FeedToken> {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, token, renewedAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, renewedAt } })
    .returning();
  return row!;
}

/** The enabled user a feed token belongs to, or undefined. */
export async function feedOwner(db: Db, token: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), eq(users.disabled, false)))
    .limit(1);
  return row;
}

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/${token}.ics`;
