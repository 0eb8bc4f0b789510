import { connect as connectTcp, createServer, type Socket as TcpSocket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { SignedIn } from './factories';
import { connect } from './realtimeClient';
import { type ScratchDatabase, scratchSpace } from './scratchSpace';
import { type ServerProcess, startServerProcess, stopServerProcess } from './serverProcess';
import { TEST_TOKEN_SECRET } from './testApp';

/** What a cluster test needs: a PostgreSQL server for its scratch databases, and the Redis its members share. */
export type ClusterServices = Record<'DATABASE_URL' | 'REDIS_URL', string>;

export type RedisProxy = Awaited<ReturnType<typeof redisProxy>>;

/** A server process of the cluster: the database it runs on, and a proxy to Redis to go through instead of Redis. */
export interface InstanceOptions {
  database: ScratchDatabase;
  redis?: RedisProxy;
}

export interface ServerCluster {
  /** A scratch database, a copy of `template` when given (nobody may be connected to that one meanwhile). */
  database(template?: ScratchDatabase): Promise<ScratchDatabase>;
  /**
   * An in-process app on `database` and the shared Redis, a member of the cluster as the server processes are: it
   * applies the migrations, builds the test data, and its socket.io server can send markers. Closed after.
   */
  member(database: ScratchDatabase): Promise<FastifyInstance>;
  /** Runs `use` with a member on `database`, closed as soon as it is done (before a copy of its database, say). */
  withMember<T>(database: ScratchDatabase, use: (app: FastifyInstance) => Promise<T>): Promise<T>;
  /** Starts these server processes side by side, each on its database, stopped side by side after. */
  start<const I extends readonly InstanceOptions[]>(instances: I): Promise<{ [K in keyof I]: ServerProcess }>;
  /** A socket.io client connected to `url` with `session`'s token, disconnected after. */
  socketOn(url: string, session: SignedIn): Promise<Socket>;
  /**
   * The usual cluster: a scratch database, a member on it (`setup`, which applies the migrations, builds the test
   * data and sends markers), and two server processes A and B on it; A reaches Redis through a proxy (`proxy`) the
   * test can cut when `proxyForA`.
   */
  twoInstances<P extends boolean = false>(options?: {
    proxyForA?: P;
  }): Promise<TwoInstances & { proxy: P extends true ? RedisProxy : undefined }>;
}

export interface TwoInstances {
  database: ScratchDatabase;
  setup: FastifyInstance;
  a: ServerProcess;
  b: ServerProcess;
}

/**
 * Real server processes (`node dist/server/main.js`, compiled) and in-process apps sharing scratch PostgreSQL
 * databases and one Redis (`services`), with one data folder (`lms-<name>-…`) for all: the fixture of the tests of
 * several instances. Call it in the describe block, and make what the tests need in its beforeAll; everything made
 * is undone in its afterAll, the last made first (scratchSpace.ts).
 */
export function serverCluster(name: string, services: ClusterServices | undefined): ServerCluster {
  const space = scratchSpace(services?.DATABASE_URL);
  let dataDir: string | undefined;
  const dataFolder = () => (dataDir ??= space.folder(name));
  const redisUrl = () => {
    if (!services) throw new Error('A server cluster needs DATABASE_URL and REDIS_URL.');
    return services.REDIS_URL;
  };

  async function openMember(database: ScratchDatabase) {
    const config = {
      ...loadConfig({
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        LOG_LEVEL: 'silent',
        REDIS_URL: redisUrl(),
        DATA_DIR: dataFolder(),
      }),
      webDir: undefined,
    };
    const app = await buildApp({ config, database: await openDatabase({ url: database.url }) });
    try {
      await app.ready();
    } catch (error) {
      await app.close();
      throw error;
    }
    return app;
  }

  async function member(database: ScratchDatabase) {
    const app = await openMember(database);
    space.undoAfter(() => app.close());
    return app;
  }

  /** A TCP proxy to the shared Redis (see `redisProxy`), closed after; an instance may go through it. */
  async function proxyToRedis() {
    const proxy = await redisProxy(new URL(redisUrl()));
    space.undoAfter(proxy.close);
    return proxy;
  }

  async function start<const I extends readonly InstanceOptions[]>(instances: I) {
    const started: ServerProcess[] = [];
    space.undoAfter(async () => {
      // A test that failed half-way may have left a proxy silent, which would hold its instance's shutdown.
      for (const { redis } of instances) redis?.restore();
      await Promise.all(started.map(stopServerProcess));
    });
    const env = { TOKEN_SECRET: TEST_TOKEN_SECRET, DATA_DIR: dataFolder() };
    const servers = await Promise.all(
      instances.map(async ({ database, redis }) => {
        const server = await startServerProcess({
          ...env,
          DATABASE_URL: database.url,
          REDIS_URL: redis?.url ?? redisUrl(),
        });
        started.push(server);
        return server;
      }),
    );
    return servers as { [K in keyof I]: ServerProcess };
  }

  return {
    database: space.database,
    member,
    async withMember(database, use) {
      const app = await openMember(database);
      try {
        return await use(app);
      } finally {
        await app.close();
      }
    },
    start,
    async socketOn(url, session) {
      const socket = await connect(url, session.accessToken);
      space.undoAfter(() => socket.disconnect());
      return socket;
    },
    async twoInstances<P extends boolean = false>({ proxyForA }: { proxyForA?: P } = {}) {
      const database = await space.database();
      const setup = await member(database);
      const proxy = proxyForA ? await proxyToRedis() : undefined;
      const [a, b] = await start([{ database, redis: proxy }, { database }]);
      return { database, setup, a, b, proxy: proxy as P extends true ? RedisProxy : undefined };
    },
  };
}

/** POST /api/v1/user/checkUserProfile on `instance` as `session`: 200 while the session stands there, else 401. */
export const profileOn = (instance: ServerProcess, session: SignedIn) =>
  fetch(`${instance.url}/api/v1/user/checkUserProfile`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: session.userId }),
  });

/**
 * A TCP proxy to Redis. Cut, it ends every connection through it and refuses new ones, as a stopped Redis would;
 * silenced, it forwards nothing more and answers nothing, as a network cut leaves TCP connections open.
 */
async function redisProxy(target: URL) {
  const open = new Set<TcpSocket>();
  let state: 'forwarding' | 'cut' | 'silent' = 'forwarding';
  const server = createServer((client) => {
    if (state === 'cut') {
      client.destroy();
      return;
    }
    open.add(client);
    client.on('close', () => open.delete(client));
    if (state === 'silent') return;
    const upstream = connectTcp(Number(target.port || 6379), target.hostname);
    open.add(upstream);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  const endAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: url.toString(),
    cut() {
      state = 'cut';
      endAll();
    },
    silence() {
      state = 'silent';
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    restore() {
      endAll();
      state = 'forwarding';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
