import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type {
  Contract,
  HandlerReply,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../core/contracts/contract';
import type { Resolved } from './access';
import type { AuthUser } from './actor';
import type { AppContext } from './context';

/** What a contract's handler is given: the parsed input, who calls, what their access resolved, the context. */
export interface CallOf<C extends Contract> {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  /** The signed-in caller; absent only on public calls. */
  caller: C['access'] extends { kind: 'public' } ? AuthUser | undefined : AuthUser;
  /** The resource the rule's relation resolved (the course the caller teaches, say); undefined without one. */
  resolved: Resolved<C['access']>;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers the route of one contract: its method, path, schemas (validation, serialisation and the OpenAPI
 * document) and access rule all come from the contract, so a route cannot drift from what the web client calls.
 * The handler stays thin: call the service with what it needs, present the reply. `options` holds what is the
 * server's business only, not the call's: a route's log level, or its rate limit (`config.rateLimit`).
 */
export function serve<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (call: CallOf<C>) => Promise<HandlerReply<C>>,
  options: Pick<RouteShorthandOptions, 'logLevel'> & { config?: Omit<FastifyContextConfig, 'access'> } = {},
) {
  const { config, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: contract.method,
    url: contract.path,
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    config: { ...config, access: contract.access },
    schema: {
      tags: [...contract.tags],
      ...(contract.access.describe ? { description: `Who may call: ${contract.access.describe}.` } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.reply ? { response: { 200: contract.reply } } : {}),
    },
    handler: (request, reply) =>
      handler({
        params: request.params as ParsedParams<C>,
        query: request.query as ParsedQuery<C>,
        body: request.body as ParsedBody<C>,
        caller: request.user as CallOf<C>['caller'],
        resolved: request.resolved as Resolved<C['access']>,
        ctx: request.ctx,
        request,
        reply,
      }),
  });
}
