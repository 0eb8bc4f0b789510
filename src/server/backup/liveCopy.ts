import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BackupError } from './externalCommand';

/**
 * While the server holds the embedded database, only the server can take a consistent copy of it. It offers one on
 * a listener of its own, bound to 127.0.0.1 on a free port, never on the public port and outside the API: one call,
 * `GET /database`, answered only with a random token. The address and token are written to
 * `$DATA_DIR/backup-endpoint.json`, readable by the data folder's owner alone (0600), so taking a copy needs the
 * same right as reading the database files; one copy is taken at a time.
 */

const endpointSchema = z.object({ pid: z.number().int(), url: z.url(), token: z.string().min(32) });
type Endpoint = z.infer<typeof endpointSchema>;

const endpointFile = (dataDir: string) => join(dataDir, 'backup-endpoint.json');

export interface LiveCopyEndpoint {
  close(): Promise<void>;
}

/** Serves `dump` to `npm run backup` on this machine; see above. */
export async function startLiveCopyEndpoint(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: FastifyBaseLogger,
): Promise<LiveCopyEndpoint> {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  let busy = false;

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || request.url !== '/database') return answer(response, 404, 'Not found.');
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return answer(response, 401, 'This call needs the token in backup-endpoint.json.');
    if (busy) return answer(response, 409, 'A copy is being taken already; try again when it has finished.');
    busy = true;
    try {
      const copy = await dump();
      response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': copy.size });
      await pipeline(Readable.fromWeb(copy.stream() as ReadableStream), response);
      log.info({ bytes: copy.size }, 'backup: a copy of the embedded database was handed out');
    } catch (error) {
      log.error({ err: error }, 'backup: the copy of the embedded database failed');
      if (response.headersSent) response.destroy();
      else answer(response, 500, 'The copy could not be taken; the server log says why.');
    } finally {
      busy = false;
    }
  };

  const server = createServer((request, response) => void serve(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const endpoint: Endpoint = { pid: process.pid, url: `http://127.0.0.1:${port}/database`, token };
  const file = endpointFile(dataDir);
  rmSync(`${file}.tmp`, { force: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(endpoint), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);

  return {
    close: async () => {
      if (readEndpoint(dataDir)?.token === token) rmSync(file, { force: true });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Asks the server with process id `serverPid` for a copy of its database and writes it to `target`. */
export async function fetchLiveCopy(dataDir: string, serverPid: number, target: string): Promise<void> {
  const endpoint = readEndpoint(dataDir);
  if (endpoint?.pid !== serverPid)
    throw new BackupError(
      `The LMS server (pid ${serverPid}) holds the database but offers no copy to back up (no ${endpointFile(dataDir)} of its own). Restart it with this version, or stop it and back up again.`,
    );
  let response: Response;
  try {
    response = await fetch(endpoint.url, { headers: { authorization: `Bearer ${endpoint.token}` } });
  } catch {
    throw new BackupError(
      `The LMS server (pid ${serverPid}) could not be reached at ${endpoint.url}. Run the backup on the machine (and in the container) where the server runs.`,
    );
  }
  if (!response.ok || !response.body) {
    const reply = (await response.json().catch(() => undefined)) as { msg?: string } | undefined;
    throw new BackupError(`The LMS server refused the copy: ${reply?.msg ?? `HTTP ${response.status}`}`);
  }
  await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(target));
}

/** The endpoint file's contents when it is there and well formed. */
function readEndpoint(dataDir: string): Endpoint | undefined {
  let text: string;
  try {
    text = readFileSync(endpointFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EACCES') return undefined;
    throw new BackupError(
      `${endpointFile(dataDir)} cannot be read by this user. Run the backup as the user the server runs as.`,
    );
  }
  try {
    const parsed = endpointSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number, msg: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code: status, msg }));
}
