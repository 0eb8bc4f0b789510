import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { type AccessRule, access, type IdField, openBeforeApproval } from '../../core/contracts/access';
import { type ApprovalHold, approvalHold } from '../../core/rules/teacherApproval';
import type { ServiceContext } from '../context/serviceContext';
import type { AuthUser } from './auth';
import { AppError, forbidden, unauthorized } from './errors';
import { type Lookup, resolvers } from './resources';

/**
 * Every route declares who may call it, as data (core/contracts/access.ts, DESIGN §3). The rule is enforced here,
 * before the handler: the caller's sign-in, approval and role, then the relation to the resource the request
 * names, which is resolved once and handed to the handler as `request.resolved`.
 *
 * A teacher not yet approved by an administrator (issue 10) passes no rule but the public ones and those marked
 * `beforeApproval` (`access.ownAccount`): signing out and their own account and profile.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The resource a relation rule resolved (resources.ts), for the route's handler. */
    resolved?: unknown;
  }
  interface FastifyInstance {
    /** Every registered route with its access rule and input schemas, for the policy and fuzz tests and the docs. */
    routeAccess: Array<{ method: string; url: string; access?: AccessRule; schema?: FastifySchema }>;
  }
}

export function installPolicy(app: FastifyInstance) {
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read lazily: a plugin's own onRoute hook (see `publicPlugin`) may set the rule after this one runs.
      app.routeAccess.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        schema: route.schema,
      });
    }
  });
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const rule = request.routeOptions.config.access;
    // Fail closed: a route without a rule answers nobody.
    if (!rule) throw new AppError(500, 'This route has no access rule.');
    await enforce(rule, request);
  });
}

/** Wraps a third-party plugin whose routes are all public (API docs), giving each the public rule. */
export function publicPlugin(register: (app: FastifyInstance) => Promise<void>) {
  return async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: access.public };
    });
    await register(app);
  };
}

async function enforce(rule: AccessRule, request: FastifyRequest) {
  if (rule.kind === 'public') return;
  const parts = { params: request.params, query: request.query, body: request.body, options: undefined };
  request.resolved = await resolveAccess(rule, signedInUser(request), parts, request.ctx);
}

/** The parts of a call a relation rule may read its resource's id from. */
export type CallParts = Record<IdField['in'], unknown>;

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
  const id =
    typeof part === 'object' && part !== null ? (part as Record<string, unknown>)[rule.id.name] : null;
  // The call's schema has validated the id; a rule naming a field its schema lacks is a mistake of ours.
  if (typeof id !== 'string') throw new AppError(500, 'This call names its resource where there is none.');
  const resolve = resolvers[rule.resource][rule.relation as never] as (lookup: Lookup) => Promise<unknown>;
  return resolve({ db: ctx.db, user, id, now: ctx.clock.now(), refusal: rule.refusal });
}

/** Why a held teacher is refused, in words they can act on. */
export function approvalHoldMessage(hold: ApprovalHold, supportEmail: string): string {
  return hold === 'pending'
    ? "Your teacher account is waiting for an administrator's approval."
    : `An administrator did not approve your teacher account. Write to ${supportEmail} if you think this is a mistake.`;
}

/** 403 for a teacher an administrator has not approved (issue 10); nothing for everyone else. */
export function assertApprovedAccount(
  user: Pick<AuthUser, 'role' | 'teacherApproval'>,
  supportEmail: string,
) {
  const hold = approvalHold(user);
  if (hold) throw forbidden(approvalHoldMessage(hold, supportEmail));
}

/** The signed-in user, or 401 with a message that says why (expired token, or none). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  throw unauthorized(
    request.authProblem === 'expired'
      ? 'Your session has expired. Please sign in again.'
      : 'Please sign in to continue.',
  );
}

export function isAdmin(user: AuthUser): boolean {
  return user.role === 'teacher' && user.isAdmin;
}

/** A user may act on their own record; an administrator on anyone's. */
export function assertSelfOrAdmin(user: AuthUser, userId: string) {
  if (user.id !== userId && !isAdmin(user)) throw forbidden('You can only do this for your own account.');
}
