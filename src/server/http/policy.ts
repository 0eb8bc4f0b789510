import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessRule, access } from '../../core/contracts/access';
import { resolveAccess } from '../compose/access';
import { signedInUser } from '../platform/actor';
import { AppError } from '../platform/errors';

/**
 * Every route declares who may call it, as data (core/contracts/access.ts, DESIGN §3). The rule is enforced here,
 * before the handler: the caller's sign-in, approval and role, then the relation to the resource the request
 * names, which is resolved once and handed to the handler as `request.resolved`.
 *
 * A teacher not yet approved by an administrator (issue 10) passes no rule but the public ones and those marked
 * `beforeApproval` (`access.ownAccount`): signing out and their own account and profile.
 */
declare module 'fastify' {
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
