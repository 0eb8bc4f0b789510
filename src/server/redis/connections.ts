import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import { closeRedis } from './closeRedis';

/** How often every connection is asked for a PONG. */
const HEARTBEAT_MS = 5_000;
/** A PONG later than this means a connection gone silent (a network cut leaves TCP open): it is reconnected. */
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * This instance's Redis (REDIS_URL): the clients its parts open, the installation's prefix of every key and channel
 * name, and whether every connection is up. Other instances' word (socket.io's rooms, ended sessions) reaches this
 * one only while they are: `up` and `watch` tell those that must not rely on it meanwhile (the session cache, the
 * sweep of ended sessions' sockets, /healthz).
 *
 * A connection counts as up from its first PONG after it (re)connected: ioredis sends a subscriber's
 * re-subscriptions first, so by then it hears again. One that does not answer a heartbeat in time counts as down
 * and is reconnected.
 */
export class RedisConnections {
  private readonly clients = new Set<Redis>();
  private readonly answering = new Set<Redis>();
  private readonly pinging = new Set<Redis>();
  private readonly listeners: ((up: boolean) => void)[] = [];
  private wasUp = true;
  /** Changes are logged once every connection has been up: the start is not an outage. */
  private hasBeenUp = false;
  private heartbeat?: NodeJS.Timeout;

  private constructor(
    private readonly client: typeof Redis,
    private readonly url: string,
    readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Loads the Redis client only here: a server without REDIS_URL never holds it (some 20 MB). */
  static async to(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisConnections> {
    const { Redis } = await import('ioredis');
    return new RedisConnections(Redis, url, prefix, log);
  }

  /** `name` under this installation's prefix: a key, a key namespace or a channel. */
  name(name: string): string {
    return `${this.prefix}:${name}`;
  }

  /**
   * A client for `purpose` (named in its log lines), not yet connected: its owner connects it before the server
   * listens, so that a Redis that cannot be reached fails the start, and ends it with `close`.
   */
  open(purpose: string, options: RedisOptions = {}): Redis {
    const client = new this.client(this.url, { ...options, lazyConnect: true });
    client.on('error', (error: unknown) =>
      this.log.error({ err: error }, `redis (${purpose}) connection error`),
    );
    client.on('ready', () => void this.beat(client));
    client.on('close', () => this.mark(client, false));
    this.clients.add(client);
    this.heartbeat ??= setInterval(() => {
      for (const each of this.clients) void this.beat(each);
    }, HEARTBEAT_MS).unref();
    this.changed();
    return client;
  }

  async close(client: Redis): Promise<void> {
    this.clients.delete(client);
    this.answering.delete(client);
    if (!this.clients.size) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
    await closeRedis(client);
  }

  /** Whether every connection is up: this instance hears the others, and they hear it. */
  get up(): boolean {
    return this.answering.size === this.clients.size;
  }

  /** Calls `listener` with `up` now and on every change. */
  watch(listener: (up: boolean) => void): void {
    this.listeners.push(listener);
    listener(this.up);
  }

  private async beat(client: Redis): Promise<void> {
    if (client.status !== 'ready' || this.pinging.has(client)) return;
    this.pinging.add(client);
    const silent = setTimeout(() => {
      this.log.warn(`redis did not answer within ${HEARTBEAT_TIMEOUT_MS} ms: reconnecting`);
      this.mark(client, false);
      client.disconnect(true);
    }, HEARTBEAT_TIMEOUT_MS);
    try {
      await client.ping();
      this.mark(client, client.status === 'ready');
    } catch {
      // The connection closed meanwhile, and its 'close' marked it down.
    } finally {
      clearTimeout(silent);
      this.pinging.delete(client);
    }
  }

  private mark(client: Redis, answering: boolean): void {
    if (!this.clients.has(client)) return;
    if (answering) this.answering.add(client);
    else this.answering.delete(client);
    this.changed();
  }

  private changed(): void {
    const up = this.up;
    if (up === this.wasUp) return;
    this.wasUp = up;
    if (this.hasBeenUp) {
      if (up) this.log.info('redis is back: this instance hears the other instances again');
      else
        this.log.warn(
          'lost a redis connection: until it is back this instance cannot hear the other instances, checks every session in the database and answers 503 degraded on /healthz',
        );
    }
    if (up) this.hasBeenUp = true;
    for (const listener of this.listeners) listener(up);
  }
}
