import { and, desc, eq, gt } from 'drizzle-orm';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../../core/constants';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/**
 * When the block on these failures lifts: once the oldest of the last `limit` failures leaves the
 * window. Undefined when fewer than `limit` failures are in it.
 */
async function blockedUntil(
  db: Db,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<number | undefined> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.length >= limit ? rows[limit - 1]!.at.getTime() + WINDOW_MS : undefined;
}

/**
 * Refuses a sign-in while the account (identifier) or the address has too many recent failures.
 * Counted in the database so the limit holds across every server instance. A success on the account
 * starts its count again; the address count does not reset.
 */
export async function assertLoginAllowed(
  db: Db,
  identifier: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.identifier, identifier),
        eq(loginAttempts.outcome, 'success'),
        gt(loginAttempts.createdAt, windowStart),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const accountSince = lastSuccess?.at ?? windowStart;
  const failures = (
    column: typeof loginAttempts.identifier | typeof loginAttempts.ip,
    value: string,
    since: Date,
  ) => and(eq(column, value), eq(loginAttempts.outcome, 'failure'), gt(loginAttempts.createdAt, since));

  const accountUntil = await blockedUntil(
    db,
    failures(loginAttempts.identifier, identifier, accountSince),
    LOGIN_FAILURES_PER_ACCOUNT,
  );
  const addressUntil = await blockedUntil(
    db,
    failures(loginAttempts.ip, ip, windowStart),
    LOGIN_FAILURES_PER_ADDRESS,
  );
  const until = Math.max(accountUntil ?? 0, addressUntil ?? 0);
  if (until > now.getTime()) {
    const minutes = Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
    throw tooManyRequests(
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export async function recordLoginAttempt(
  db: Db,
  attempt: { identifier: string; ip: string; outcome: 'success' | 'failure' },
): Promise<void> {
  // The app's clock, the same one assertLoginAllowed measures the window with.
  await db.insert(loginAttempts).values({ ...attempt, createdAt: new Date() });
}
