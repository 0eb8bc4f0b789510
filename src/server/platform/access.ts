import type { AccessRule, IdField, Resource } from '../../core/contracts/access';
import type { AuthUser } from './actor';
import type { ServiceContext } from './context';

/**
 * What each relation of an access rule resolves to, keyed `resource.relation`. The area that owns a resource
 * declares its lines (`declare module '../../platform/access'` beside its resolver), and compose/resources.ts holds
 * the resolvers to them: a route's handler is typed by what its rule resolved, and the platform knows no area.
 */
export interface ResolvedResources {
  'user.self': { userId: string };
  'user.selfOnly': { userId: string };
}

/** What a rule's relation resolves to; `undefined` for rules without one. */
export type Resolved<A> = A extends {
  kind: 'relation';
  resource: infer R extends Resource;
  relation: infer L;
}
  ? `${R}.${L & string}` extends keyof ResolvedResources
    ? ResolvedResources[`${R}.${L & string}`]
    : never
  : undefined;

/** The parts of a call a relation rule may read its resource's id from. */
export type CallParts = Record<IdField['in'], unknown>;

/**
 * Decides a rule for a signed-in user and returns what its relation resolved (compose/access.ts). Handed to the
 * few areas that check a rule of another area's call themselves (an upload names what it is for).
 */
export type DecideAccess = (
  rule: AccessRule,
  user: AuthUser,
  parts: CallParts,
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The resource a relation rule resolved (compose/resources.ts), for the route's handler. */
    resolved?: unknown;
  }
}
