import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { access } from '../../core/contracts/access';

/** Paths that belong to the API: an unknown one answers 404 in the envelope instead of the app's page. */
export function isApiPath(url: string): boolean {
  return (
    url === '/api' ||
    url.startsWith('/api/') ||
    url.startsWith('/user/') ||
    url.startsWith('/socket.io/') ||
    url.startsWith('/peerjs/')
  );
}

function apiNotFound(reply: FastifyReply, method: string, url: string) {
  return reply.status(404).send({ code: 404, msg: `No such call: ${method} ${url.split('?')[0]}` });
}

/** Variants written beside each asset at build time (vite.config.ts), served by content negotiation. */
const COMPRESSED = /\.(br|gz)$/;

/**
 * The files the app may serve, as URL paths relative to the root, read once at start: a request then costs a
 * lookup instead of file-system calls on the event loop. Hidden files and the compressed variants are left out
 * (a variant goes out only in place of its original).
 */
async function servableFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile() || COMPRESSED.test(entry.name)) continue;
    const relative = join(entry.parentPath, entry.name)
      .slice(root.length + 1)
      .split(sep)
      .join('/');
    if (!relative.split('/').some((part) => part.startsWith('.'))) files.add(relative);
  }
  return files;
}

/**
 * Serves the built single-page app: hashed assets cached for a year as immutable, index.html revalidated on
 * every visit, each in its Brotli or gzip variant for a browser that accepts one (`Vary: Accept-Encoding`), and
 * every non-API path falls back to index.html so the client router can take it.
 */
export async function installSpa(app: FastifyInstance, webDir: string | undefined) {
  app.setNotFoundHandler((request, reply) => apiNotFound(reply, request.method, request.url));
  const files = webDir ? await servableFiles(webDir).catch(() => new Set<string>()) : new Set<string>();
  if (!webDir || !files.has('index.html')) return;

  await app.register(fastifyStatic, {
    root: webDir,
    serve: false,
    preCompressed: true,
    serveDotFiles: false,
  });

  app.get('/*', { config: { access: access.public }, schema: { hide: true } }, (request, reply) => {
    // Fastify has already refused an address that does not decode (frameworkErrors in app.ts).
    const path = decodeURIComponent(request.url.split('?')[0]!);
    if (isApiPath(path)) return apiNotFound(reply, request.method, request.url);
    const relative = path.replace(/^\/+/, '');
    if (files.has(relative) && relative !== 'index.html') {
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
