import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { type ApprovalHold, approvalHold } from '../../core/rules/teacherApproval';
import type { AuthUser } from './auth';
import { AppError, forbidden, unauthorized } from './errors';

/**
 * Every route declares who may call it (DESIGN §3). Rules that need the request's data
 * (membership, ownership) are checked by the service with the helpers below; the route still
 * declares `signedIn` or a role as its gate and names the finer rule in `describe`.
 *
 * A teacher not yet approved by an administrator (issue 10) passes no rule but the public ones and those marked
 * `beforeApproval` (`access.ownAccount`): signing out and their own account and profile.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn'; describe?: string; beforeApproval?: boolean }
  | { kind: 'role'; roles: ReadonlyArray<'teacher' | 'student'>; describe?: string }
  | { kind: 'admin' };

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: (describe?: string): Access => ({ kind: 'signedIn', describe }),
  /** Signed in, teachers waiting for approval included: calls on the caller's own account only. */
  ownAccount: (describe?: string): Access => ({ kind: 'signedIn', describe, beforeApproval: true }),
  teacher: (describe?: string): Access => ({ kind: 'role', roles: ['teacher'], describe }),
  student: (describe?: string): Access => ({ kind: 'role', roles: ['student'], describe }),
  admin: { kind: 'admin' } as Access,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every registered route with its access rule and input schemas, for the policy and fuzz tests and the docs. */
    routeAccess: Array<{ method: string; url: string; access?: Access; schema?: FastifySchema }>;
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
    enforce(rule, request, app.config.supportEmail);
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

function enforce(rule: Access, request: FastifyRequest, supportEmail: string) {
  if (rule.kind === 'public') return;
  const user = signedInUser(request);
  if (!(rule.kind === 'signedIn' && rule.beforeApproval)) assertApprovedAccount(user, supportEmail);
  if (rule.kind === 'admin' && !(user.role === 'teacher' && user.isAdmin))
    throw forbidden('Only administrators can do this.');
  if (rule.kind === 'role' && !rule.roles.includes(user.role)) throw forbidden();
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
