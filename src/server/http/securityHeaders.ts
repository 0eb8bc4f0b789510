import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './contentSecurityPolicy';

/**
 * Helmet's headers on every reply, the Content-Security-Policy among them. The middleware is built once: the Fastify
 * plugin built it anew for each request, parsing and checking the whole policy every time, a twelfth of the CPU of
 * an authenticated call (issue 40, docs/decisions.md).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Parameters<typeof contentSecurityPolicy>[0],
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
