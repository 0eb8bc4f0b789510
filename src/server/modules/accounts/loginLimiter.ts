import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  LOGIN_FAILURE_MEMORY_HOURS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FIRST_DELAY_SECONDS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MINUTES,
} from '../../../core/constants';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { tooManyRequests } from '../../platform/errors';

const MEMORY_MS = LOGIN_FAILURE_MEMORY_HOURS * 3_600_000;
const ADDRESS_WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
const FIRST_DELAY_MS = LOGIN_FIRST_DELAY_SECONDS * 1000;
const MAX_DELAY_MS = LOGIN_MAX_DELAY_MINUTES * 60_000;
/** From this many failures in a row the wait is at its ceiling, so older ones need not be read. */
const FAILURES_AT_CEILING = LOGIN_FREE_FAILURES + Math.ceil(Math.log2(MAX_DELAY_MS / FIRST_DELAY_MS));

/** The wait after `failures` failed sign-ins in a row: none for the free ones, then doubling up to the ceiling. */
export function delayAfterFailures(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - LOGIN_FREE_FAILURES));
}

/** "30 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
}

/**
 * Who is signing in, as far as the limits are concerned: the address, and the id of the device token the client
 * holds for this account (loginLimiter counts a device's failures apart from everyone else's).
 */
export interface LoginClient {
  ip: string;
  device?: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * When this client may next try this account: after its failures in a row (since its last success, within the
 * memory) have waited their delay. The client is its device when it holds one, otherwise its address; so failures
 * from other addresses never slow the owner down, and a trusted browser is never slowed by its neighbours.
 */
async function clientWaitsUntil(tx: Tx, identifier: string, client: LoginClient, now: Date): Promise<number> {
  const rows = await tx
    .select({ at: loginAttempts.createdAt, outcome: loginAttempts.outcome })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.identifier, identifier),
        client.device
          ? eq(loginAttempts.device, client.device)
          : and(eq(loginAttempts.ip, client.ip), isNull(loginAttempts.device)),
        gt(loginAttempts.createdAt, new Date(now.getTime() - MEMORY_MS)),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(FAILURES_AT_CEILING);
  const lastSuccess = rows.findIndex((row) => row.outcome === 'success');
  const delay = delayAfterFailures(lastSuccess === -1 ? rows.length : lastSuccess);
  // No wait is owed: the last attempt's time alone must not refuse, as a parallel one may be stamped after `now`.
  return delay === 0 ? 0 : rows[0]!.at.getTime() + delay;
}

/** An address with too many failures over any accounts is refused until the oldest counted one leaves the window. */
async function addressBlockedUntil(tx: Tx, ip: string, now: Date): Promise<number> {
  const rows = await tx
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.outcome, 'failure'),
        gt(loginAttempts.createdAt, new Date(now.getTime() - ADDRESS_WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(LOGIN_FAILURES_PER_ADDRESS);
  return rows.length >= LOGIN_FAILURES_PER_ADDRESS ? rows.at(-1)!.at.getTime() + ADDRESS_WINDOW_MS : 0;
}

/**
 * Admits a sign-in attempt or refuses it with 429 saying when to try again. An admitted attempt is written at once,
 * as a failure until `attemptSucceeded` says otherwise, under a lock per client: guesses sent in parallel are counted
 * one after another and cannot slip past the wait together. Counted in the database, so the limits hold across
 * every server instance. A client with a device token for the account skips the address limit.
 */
export async function admitLoginAttempt(
  db: Db,
  identifier: string,
  client: LoginClient,
  clock: Clock,
): Promise<string> {
  return db.transaction(async (tx) => {
    const lockKey = client.device ? `login device ${client.device}` : `login address ${client.ip}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    // Read after the lock, so attempts are stamped in the order they were counted.
    const now = clock.now();
    const until = Math.max(
      await clientWaitsUntil(tx, identifier, client, now),
      client.device ? 0 : await addressBlockedUntil(tx, client.ip, now),
    );
    if (until > now.getTime())
      throw tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${waitText(until - now.getTime())}.`,
      );
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ identifier, ip: client.ip, device: client.device, outcome: 'failure', createdAt: now })
      .returning({ id: loginAttempts.id });
    return attempt!.id;
  });
}

/** The password was right: the attempt counts as a success, which starts this client's count again. */
export async function attemptSucceeded(db: Db, attemptId: string): Promise<void> {
  await db.update(loginAttempts).set({ outcome: 'success' }).where(eq(loginAttempts.id, attemptId));
}
