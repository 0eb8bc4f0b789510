import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ACCOUNT_DISABLED } from '../../../core/schemas/accountReplies';
import type { SignOnProtocol } from '../../../core/schemas/signOn';
import { type SignOutData, signOnTickets, users } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { forbidden, unauthorized } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { type ClientInfo, openSession } from '../accounts/sessions';
import { hashToken, newOpaqueToken } from '../accounts/tokens';

/** A ticket is good for one exchange within a minute of the callback that issued it. */
export const SIGN_ON_TICKET_TTL_MS = 60_000;

export const TICKET_SPENT = 'This sign-in link was already used or has expired. Please sign in again.';

/**
 * Issues the one-time ticket the callback hands the browser in the page's address (never a token): the page
 * exchanges it for a session. `signOut` is what ending the session at the provider will need.
 */
export async function issueTicket(
  ctx: ServiceContext,
  input: { userId: string; protocol: SignOnProtocol; providerId: string; signOut: SignOutData },
): Promise<string> {
  const ticket = newOpaqueToken();
  const now = ctx.clock.now();
  // Spent and expired tickets go as new ones come; nothing else reads them.
  await ctx.db.delete(signOnTickets).where(lt(signOnTickets.expiresAt, now));
  await ctx.db.insert(signOnTickets).values({
    ...input,
    tokenHash: hashToken(ticket),
    expiresAt: new Date(now.getTime() + SIGN_ON_TICKET_TTL_MS),
  });
  return ticket;
}

/**
 * POST /api/v1/sso/exchange: spends the ticket and opens our session, the same as a password sign-in's
 * (accounts/sessions.ts openSession), remembering the provider and what signing out there needs.
 */
export async function exchangeTicket(ctx: ServiceContext, ticket: string, client: ClientInfo) {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [spent] = await tx
      .update(signOnTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(signOnTickets.tokenHash, hashToken(ticket)),
          isNull(signOnTickets.usedAt),
          gt(signOnTickets.expiresAt, now),
        ),
      )
      .returning();
    if (!spent) throw unauthorized(TICKET_SPENT);
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).limit(1);
    if (!user || user.disabled) throw forbidden(ACCOUNT_DISABLED);
    const tokens = await openSession(
      { ...ctx, db: tx },
      {
        userId: user.id,
        via: spent.protocol,
        signOn: { providerId: spent.providerId, signOut: spent.signOut },
        client,
      },
    );
    return { user, tokens };
  });
}
