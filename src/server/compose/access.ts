import { type AccessRule, openBeforeApproval } from '../../core/contracts/access';
import type { CallParts } from '../platform/access';
import { type AuthUser, assertApprovedAccount, isAdmin } from '../platform/actor';
import type { ServiceContext } from '../platform/context';
import { AppError, forbidden } from '../platform/errors';
import { type Lookup, resolvers } from './resources';

/**
 * Decides a rule for a signed-in user, the same way for an HTTP call and a realtime join: approval, admin, the
 * coarse role gate, then the relation, resolved once. Throws the refusal (403, or 404 for what does not exist
 * for this user); returns the resolved resource, or undefined for a rule without a relation.
 */
export async function resolveAccess(
  rule: AccessRule,
  user: AuthUser,
  parts: CallParts,
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>,
): Promise<unknown> {
  if (rule.kind === 'public') return undefined;
  if (!openBeforeApproval(rule)) assertApprovedAccount(user, ctx.config.supportEmail);
  if (rule.kind === 'admin' && !isAdmin(user)) throw forbidden('Only administrators can do this.');
  if ((rule.kind === 'role' || rule.kind === 'relation') && rule.roles && !rule.roles.includes(user.role))
    throw forbidden();
  if (rule.kind !== 'relation') return undefined;
  const part = parts[rule.id.in];
  const id = idIn(part, rule.id.name);
  const resolve = resolvers[rule.resource][rule.relation as never] as (lookup: Lookup) => Promise<unknown>;
  return resolve({
    db: ctx.db,
    user,
    id,
    withId: rule.id.with === undefined ? undefined : idIn(part, rule.id.with),
    now: ctx.clock.now(),
    refusal: rule.refusal,
  });
}

/** The id a rule names in a part of the call. */
function idIn(part: unknown, name: string): string {
  const id = typeof part === 'object' && part !== null ? (part as Record<string, unknown>)[name] : null;
  // The call's schema has validated the id; a rule naming a field its schema lacks is a mistake of ours.
  if (typeof id !== 'string') throw new AppError(500, 'This call names its resource where there is none.');
  return id;
}
