import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAIL_RECIPIENT_COOLDOWN_SECONDS } from '../../core/constants';
import { mailRecipientQuotas as quota } from '../db/schema';

// The mail limits run on the database's clock, so instead of waiting a test moves the recipient's recorded sends
// into the past by exactly the time that would have had to pass.

/** As if the cooldown since the recipient's last mail had just run out. */
export async function passMailCooldown(app: FastifyInstance, recipient: string): Promise<void> {
  await app.db
    .update(quota)
    .set({ lastSentAt: sql`${quota.lastSentAt} - make_interval(secs => ${MAIL_RECIPIENT_COOLDOWN_SECONDS})` })
    .where(eq(quota.recipient, recipient));
}

/** As if the day that the recipient's cap counts had just ended. */
export async function passMailDay(app: FastifyInstance, recipient: string): Promise<void> {
  await app.db
    .update(quota)
    .set({
      lastSentAt: sql`${quota.lastSentAt} - interval '1 day'`,
      windowStartedAt: sql`${quota.windowStartedAt} - interval '1 day'`,
    })
    .where(eq(quota.recipient, recipient));
}
