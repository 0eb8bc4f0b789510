import { and, eq } from 'drizzle-orm';
import { roleFromClaims, signOnUsername } from '../../../core/rules/signOnAccount';
import { emailSchema } from '../../../core/schemas/accounts';
import type { ProviderIdentity } from '../../../core/schemas/signOn';
import type { SignOnProviderConfig } from '../../../core/schemas/signOnConfig';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { linkedIdentities, type UserRow, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { inTransaction, type Tx } from '../../platform/transaction';
import { hashPassword } from '../accounts/passwords';
import type { ClientInfo } from '../accounts/sessions';
import { newOpaqueToken } from '../accounts/tokens';
import { notifyAdminsOfNewTeacher } from '../users/newTeacherNotice';
import { SignOnRefused } from './refusal';

/** How many numbered usernames are tried before giving up on a made-up one. */
const USERNAME_ATTEMPTS = 50;
/** A signed-in-by-provider account has a password nobody knows; "Forgot password?" gives it one. */
const unknownPassword = () => hashPassword(newOpaqueToken());

async function linkedUser(db: Db, provider: SignOnProviderConfig, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(linkedIdentities)
    .innerJoin(users, eq(users.id, linkedIdentities.userId))
    .where(
      and(
        eq(linkedIdentities.protocol, provider.protocol),
        eq(linkedIdentities.providerId, provider.id),
        eq(linkedIdentities.subject, subject),
      ),
    )
    .limit(1);
  return row?.user;
}

async function insertLink(tx: Tx, provider: SignOnProviderConfig, subject: string, userId: string) {
  await tx
    .insert(linkedIdentities)
    .values({ protocol: provider.protocol, providerId: provider.id, subject, userId });
}

async function freeUsername(db: Db, wanted: string | undefined, email: string): Promise<string> {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const candidate = signOnUsername(wanted, email, attempt);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  return signOnUsername(`${wanted ?? email.split('@')[0]}.${newOpaqueToken().slice(0, 8)}`, email);
}

async function linkExisting(
  ctx: ServiceContext,
  provider: SignOnProviderConfig,
  identity: ProviderIdentity,
  user: UserRow,
  client: ClientInfo,
): Promise<UserRow> {
  return inTransaction(ctx, async (tx) => {
    await insertLink(tx, provider, identity.subject, user.id);
    // The provider vouches for the address the account already had.
    const [updated] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: ctx.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      action: 'sign_on_link',
      actorId: user.id,
      targetId: user.id,
      ip: client.ip,
      detail: { protocol: provider.protocol, provider: provider.id, subject: identity.subject },
    });
    return updated!;
  });
}

async function createForIdentity(
  ctx: ServiceContext,
  provider: SignOnProviderConfig,
  identity: ProviderIdentity,
  email: string,
  client: ClientInfo,
): Promise<UserRow> {
  const role = roleFromClaims(provider.roles, identity.roleClaimValues, identity.adminClaimValues);
  const username = await freeUsername(ctx.db, identity.username, email);
  const passwordHash = await unknownPassword();
  const fullName = [identity.givenName, identity.familyName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return inTransaction(ctx, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username,
        email,
        fullName: fullName || username,
        role: role.role,
        isAdmin: role.isAdmin,
        teacherApproval: role.teacherApproval,
        emailVerified: true,
        passwordHash,
      })
      .returning();
    await insertLink(tx, provider, identity.subject, user!.id);
    await recordAudit(tx, {
      action: 'sign_on_create',
      actorId: user!.id,
      targetId: user!.id,
      ip: client.ip,
      detail: {
        protocol: provider.protocol,
        provider: provider.id,
        subject: identity.subject,
        role: role.role,
        isAdmin: role.isAdmin,
      },
    });
    if (user!.teacherApproval === 'pending') await notifyAdminsOfNewTeacher(tx, user!);
    return user!;
  });
}

async function admitOnce(
  ctx: ServiceContext,
  provider: SignOnProviderConfig,
  identity: ProviderIdentity,
  client: ClientInfo,
): Promise<UserRow> {
  const known = await linkedUser(ctx.db, provider, identity.subject);
  if (known) {
    if (known.disabled) throw new SignOnRefused('disabled');
    return known;
  }
  if (!identity.emailVerified) throw new SignOnRefused('emailNotVerified');
  const email = emailSchema.safeParse(identity.email);
  if (!email.success)
    throw new SignOnRefused('emailNotVerified', 'the provider gave no usable email address');
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email.data)).limit(1);
  if (existing) {
    if (existing.disabled) throw new SignOnRefused('disabled');
    return linkExisting(ctx, provider, identity, existing, client);
  }
  return createForIdentity(ctx, provider, identity, email.data, client);
}

/**
 * The one account-linking path of every sign-on protocol (issue 34). An identity already linked signs its account
 * in; else the provider must have verified the email, which links the account that has it or makes a new one
 * (username from the configured claim or the email, role from the configured claims: core/rules/signOnAccount.ts).
 * A disabled account is refused. Nothing is written on a refusal; a link or a new account is audited.
 */
export async function admitProviderIdentity(
  ctx: ServiceContext,
  provider: SignOnProviderConfig,
  identity: ProviderIdentity,
  client: ClientInfo,
): Promise<UserRow> {
  try {
    return await admitOnce(ctx, provider, identity, client);
  } catch (error) {
    // A first sign-in of the same person racing in another tab, or a username taken meanwhile: decide again.
    if (!isUniqueViolation(error)) throw error;
    return admitOnce(ctx, provider, identity, client);
  }
}
