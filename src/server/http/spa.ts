import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { access } from './policy';

/** Paths that belong to the API: an unknown one answers 404 in the envelope instead of the app's page. */
export function isApiPath(url: string): boolean {
  return (
    url === '/api' || url.startsWith('/api/') || url.startsWith('/user/') || url.startsWith('/socket.io/')
  );
}

function apiNotFound(reply: FastifyReply, method: string, url: string) {
  return reply.status(404).send({ code: 404, msg: `No such call: ${method} ${url.split('?')[0]}` });
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every non-API path falls back to index.html so the client router can take it.
 */
export async function installSpa(app: FastifyInstance, webDir: string | undefined) {
  const root = webDir && existsSync(join(webDir, 'index.html')) ? webDir : undefined;
  app.setNotFoundHandler((request, reply) => apiNotFound(reply, request.method, request.url));
  if (!root) return;

  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, serveDotFiles: false });
  const isFile = (relative: string) => {
    const path = normalize(join(root, relative));
    return path.startsWith(root) && existsSync(path) && statSync(path).isFile();
  };

  app.get('/*', { config: { access: access.public }, schema: { hide: true } }, (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0]!);
    if (isApiPath(path)) return apiNotFound(reply, request.method, request.url);
    const relative = path.replace(/^\/+/, '');
    if (relative && !relative.split('/').some((part) => part.startsWith('.')) && isFile(relative)) {
      const hashed = relative.startsWith('assets/');
      return reply.sendFile(relative, {
        maxAge: hashed ? 31536000000 : 0,
        immutable: hashed,
        cacheControl: true,
      });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
