import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { sessions, users } from '../src/server/db/schema';
import { secretKey, signAccessToken } from '../src/server/modules/accounts/tokens';
import { quantile } from './measure';

/** Loopback clients for the realtime benchmark: many signed-in users, their sockets, and delivery timing. */

export interface BenchUser {
  id: string;
  token: string;
}

const INSERT_BATCH = 500;
const CONNECT_BATCH = 250;
export const DELIVERY_TIMEOUT_MS = 60_000;

/**
 * Inserts `count` students with a live session each and mints their access tokens directly: signing in 5,000
 * people through argon2 would measure password hashing, not the realtime channel.
 */
export async function createBenchUsers(
  app: FastifyInstance,
  count: number,
  tag: string,
): Promise<BenchUser[]> {
  const key = secretKey(app.config.tokenSecret);
  const created: BenchUser[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const size = Math.min(INSERT_BATCH, count - start);
    const rows = await app.db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          username: `bench_${tag}_${start + i}`,
          email: `bench_${tag}_${start + i}@example.com`,
          fullName: `Bench ${start + i}`,
          role: 'student' as const,
          passwordHash: 'not-a-usable-hash',
        })),
      )
      .returning({ id: users.id });
    const sessionRows = await app.db
      .insert(sessions)
      .values(rows.map((row) => ({ userId: row.id, via: 'password' as const })))
      .returning({ id: sessions.id, userId: sessions.userId });
    for (const session of sessionRows)
      created.push({
        id: session.userId,
        token: await signAccessToken(key, { sub: session.userId, sid: session.id }),
      });
  }
  return created;
}

function connectOne(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const NOTIFICATION_CHANNEL = { name: 'notification', options: { teamId: 'notification' } };

/**
 * Connects every user (in batches, so the handshakes do not all queue at once) and joins a publication: the
 * notification channel unless told.
 */
export async function connectAll(
  url: string,
  people: readonly BenchUser[],
  publication: { name: string; options: object } = NOTIFICATION_CHANNEL,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < people.length; start += CONNECT_BATCH) {
    const batch = await Promise.all(
      people.slice(start, start + CONNECT_BATCH).map((p) => connectOne(url, p.token)),
    );
    const acks: Array<{ code: number; msg: string }> = await Promise.all(
      batch.map((socket) => socket.timeout(10_000).emitWithAck('publish', { ...publication, join: true })),
    );
    const refused = acks.find((ack) => ack.code !== 0);
    if (refused) throw new Error(`joining ${publication.name} was refused: ${refused.code} ${refused.msg}`);
    sockets.push(...batch);
  }
  return sockets;
}

export interface Delivery {
  delivered: number;
  expected: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Summarises arrival times measured from one start; missing arrivals count as undelivered. */
export function summarise(arrivals: ReadonlyArray<number | undefined>): Delivery {
  const times = arrivals.filter((t): t is number => t !== undefined).sort((a, b) => a - b);
  return {
    delivered: times.length,
    expected: arrivals.length,
    p50Ms: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    maxMs: times.at(-1) ?? Number.NaN,
  };
}

/**
 * Arms one `event` listener per socket and returns the arrival times (ms after `startedAt()`) once every socket
 * has heard it, or after the timeout with the missing ones left undefined.
 */
export function awaitArrivals(
  sockets: readonly Socket[],
  event: string,
  startedAt: () => number,
): Promise<Array<number | undefined>> {
  const arrivals: Array<number | undefined> = new Array(sockets.length).fill(undefined);
  let remaining = sockets.length;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(arrivals), DELIVERY_TIMEOUT_MS);
    sockets.forEach((socket, index) => {
      socket.once(event, () => {
        arrivals[index] = performance.now() - startedAt();
        remaining -= 1;
        if (remaining === 0) {
          clearTimeout(timer);
          resolve(arrivals);
        }
      });
    });
  });
}

/** The round with the median p50 of several: one disturbed round (GC, a busy machine) does not decide. */
export function medianRound(rounds: readonly Delivery[]): Delivery {
  const sorted = [...rounds].sort((a, b) => a.p50Ms - b.p50Ms);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const describeDelivery = (label: string, d: Delivery) =>
  `${label}: ${d.delivered}/${d.expected} delivered, p50 ${d.p50Ms.toFixed(1)} ms, p95 ${d.p95Ms.toFixed(1)} ms, max ${d.maxMs.toFixed(1)} ms`;

export async function disconnectAll(sockets: readonly Socket[]) {
  for (const socket of sockets) socket.disconnect();
  // Let the server see the closes before the next round measures.
  await new Promise((resolve) => setTimeout(resolve, 500));
}
