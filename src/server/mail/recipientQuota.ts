import { sql } from 'drizzle-orm';
import { MAIL_RECIPIENT_COOLDOWN_SECONDS, MAIL_RECIPIENT_DAILY_CAP } from '../../core/constants';
import type { Db } from '../db/client';
import { mailRecipientQuotas as quota } from '../db/schema';

const windowOver = sql`${quota.windowStartedAt} <= now() - interval '1 day'`;

/**
 * Takes one mail of this kind to the recipient, of those the public can trigger, or answers false when the cooldown
 * since the last one has not passed or the day's cap is spent. One upsert decides, on the database's clock:
 * concurrent callers on every instance queue on the row, and only those within the limits win.
 */
export async function claimRecipientMail(db: Db, recipient: string, kind: string): Promise<boolean> {
  const [claimed] = await db
    .insert(quota)
    .values({ recipient, kind, lastSentAt: sql`now()`, windowStartedAt: sql`now()`, sentInWindow: 1 })
    .onConflictDoUpdate({
      target: [quota.recipient, quota.kind],
      set: {
        lastSentAt: sql`now()`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${quota.windowStartedAt} end`,
        sentInWindow: sql`case when ${windowOver} then 1 else ${quota.sentInWindow} + 1 end`,
      },
      setWhere: sql`${quota.lastSentAt} <= now() - make_interval(secs => ${MAIL_RECIPIENT_COOLDOWN_SECONDS})
        and (${windowOver} or ${quota.sentInWindow} < ${MAIL_RECIPIENT_DAILY_CAP})`,
    })
    .returning({ recipient: quota.recipient });
  return claimed !== undefined;
}
