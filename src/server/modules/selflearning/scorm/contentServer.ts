import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../../config';
import { contentOriginListening } from '../../../platform/contentOrigin';
import type { BlobStore } from '../../../storage/blobStore';
import { contentTypeOf, isHtml } from './contentTypes';
import { grantKey, type ScormGrant, verifyScormGrant } from './grants';
import { readPackageIndex } from './packageStore';
import { isSafeEntryPath } from './packageZip';

/** Where the runtime bridge's frame side is served, on the content origin alone. */
export const BRIDGE_PATH = '/lms/cross-frame-api.js';
/** scorm-again's frame side of its postMessage bridge: window.API and API_1484_11 that post to the app. */
const bridgeScript = readFileSync(createRequire(import.meta.url).resolve('scorm-again/cross-frame-api/min'));

/**
 * What a package's pages may do: run their own script (inline too, as packages are written), load what their
 * package holds, and connect to nothing but the content origin: the app's API is out of reach (connect-src
 * 'self'), as is framing by anything but the app.
 */
function contentPolicy(appOrigin: string): string {
  return [
    "default-src 'self' data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
    "style-src 'self' 'unsafe-inline' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `frame-ancestors ${appOrigin}`,
  ].join('; ');
}

function refuse(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end(message);
}

/**
 * The launch page with the bridge in front of everything else it runs: the frame side of the runtime API, aimed
 * at the app's origin alone, and its cache filled with the saved runtime data at once, so a package that reads its
 * suspend data as soon as it starts finds it (scorm-again 3.4.3's CrossFrameAPI answers reads from that cache).
 */
function withBridge(html: string, appOrigin: string): string {
  const tags =
    `<script src="${BRIDGE_PATH}"></script><script>(function(){var api=new CrossFrameAPI(${JSON.stringify(appOrigin)});` +
    'window.API=window.API_1484_11=api;api._post("getFlattenedCMI",[]).then(function(all){' +
    'if(all&&typeof all==="object")Object.keys(all).forEach(function(k){api._cache.set(k,String(all[k]))});' +
    '}).catch(function(){});})();</script>';
  const head = /<head[^>]*>/i.exec(html);
  if (head)
    return html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length);
  return tags + html;
}

async function serve(
  storage: BlobStore,
  key: Uint8Array,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(response, 405, 'Only GET.');
  const url = new URL(request.url ?? '/', 'http://content');
  if (url.pathname === BRIDGE_PATH) {
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=3600',
    });
    return response.end(request.method === 'HEAD' ? undefined : bridgeScript);
  }
  const match = /^\/p\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (!match) return refuse(response, 404, 'Not found.');
  const verified = await verifyScormGrant(key, match[1]!);
  if (!verified.ok)
    return refuse(
      response,
      403,
      verified.reason === 'expired'
        ? 'This link to the package has expired: open the module again from the course.'
        : 'This link to the package is not valid.',
    );
  let path: string;
  try {
    path = match[2]!.split('/').map(decodeURIComponent).join('/');
  } catch {
    return refuse(response, 400, 'This address does not decode.');
  }
  if (!isSafeEntryPath(path)) return refuse(response, 404, 'Not found.');
  const grant: ScormGrant = verified.grant;
  const index = await readPackageIndex(storage, grant.packageKey);
  const file = index?.files[path];
  const blob = file && (await storage.get(file.key));
  if (!blob) return refuse(response, 404, 'Not found.');
  const headers = {
    'Content-Type': contentTypeOf(path),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': contentPolicy(grant.appOrigin),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'private, max-age=300',
  };
  if (isHtml(path) && path === grant.launchPath.replace(/[?#].*$/, '')) {
    const chunks: Buffer[] = [];
    for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
    const page = Buffer.from(withBridge(Buffer.concat(chunks).toString('utf8'), grant.appOrigin));
    response.writeHead(200, { ...headers, 'Content-Length': page.length, 'Cache-Control': 'no-store' });
    return response.end(request.method === 'HEAD' ? undefined : page);
  }
  response.writeHead(200, { ...headers, 'Content-Length': blob.size });
  if (request.method === 'HEAD') {
    blob.stream.destroy();
    return response.end();
  }
  await pipeline(blob.stream, response);
}

/** The content origin's listener: a plain HTTP server beside the app, no cookies, no session, only grants. */
export interface ContentServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the content origin (issue 39): unpacked SCORM packages are served here, never on the app's origin where the
 * session tokens live, as GET /p/<grant>/<path in the package>.
 */
export async function startContentServer(options: {
  config: Config;
  storage: BlobStore;
  host?: string;
  onError?: (error: unknown) => void;
}): Promise<ContentServer> {
  const { config } = options;
  const key = grantKey(config.tokenSecret);
  const server: Server = createServer((request, response) => {
    serve(options.storage, key, request, response).catch((error: unknown) => {
      options.onError?.(error);
      if (!response.headersSent) refuse(response, 500, 'The package could not be served.');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.contentPort, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  contentOriginListening(config, port);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        contentOriginListening(config, undefined);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
