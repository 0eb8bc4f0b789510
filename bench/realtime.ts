import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { NotificationRow } from '../src/server/db/schema';
import { notify } from '../src/server/modules/notifications/notify';
import { presentWithSenders } from '../src/server/modules/notifications/service';
import type { LiveEvent } from '../src/server/platform/liveEvents';
import { inTransaction } from '../src/server/platform/transaction';
import { listenForSockets } from '../src/server/test/realtimeClient';
import { buildTestApp } from '../src/server/test/testApp';
import { ratio } from './measure';
import {
  awaitArrivals,
  type BenchUser,
  connectAll,
  createBenchUsers,
  DELIVERY_TIMEOUT_MS,
  type Delivery,
  describeDelivery,
  disconnectAll,
  medianRound,
  summarise,
} from './realtimeClients';
import { benchTwoInstances } from './realtimeCluster';

/**
 * One notification delivered live to N connected users (each on a socket of their own, joined to the notification
 * channel), beside a bare `ws` server sending the same presented notifications to N plain WebSockets: the ratio
 * is what socket.io, the rooms and the presentation cost. Then the same through two server processes sharing
 * Redis, as a ratio of one process. Loopback only; every wait is bounded.
 */

const SIZES = [1000, 5000] as const;
/** Each measure runs this many times on the same connections; the median round is reported. */
const ROUNDS = 3;

const announcement = {
  type: 'notification' as const,
  title: 'New lecture: Rivers and deltas',
  message: 'Lecture in Introduction to Geography',
  link: '/viewcourse/bench',
  refType: 'lecture',
  refId: 'bench',
  courseId: null,
  senderId: null,
};

/** The bare baseline: a `ws` server sends each client its own JSON text; clients time the arrival. */
async function wsBroadcast(payloads: readonly object[]): Promise<Delivery> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serverSide: WebSocket[] = [];
  server.on('connection', (socket) => serverSide.push(socket));
  const clients: WebSocket[] = [];
  for (let start = 0; start < payloads.length; start += 250) {
    const batch = Array.from({ length: Math.min(250, payloads.length - start) }, () => new WebSocket(url));
    await Promise.all(batch.map((client) => once(client, 'open')));
    clients.push(...batch);
  }
  while (serverSide.length < payloads.length) await new Promise((resolve) => setTimeout(resolve, 10));

  const round = async () => {
    const arrivals: Array<number | undefined> = new Array(clients.length).fill(undefined);
    let startedAt = 0;
    let remaining = clients.length;
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
      for (const [index, client] of clients.entries())
        client.once('message', () => {
          arrivals[index] = performance.now() - startedAt;
          remaining -= 1;
          if (remaining === 0) {
            clearTimeout(timer);
            resolve();
          }
        });
    });
    startedAt = performance.now();
    for (const [index, socket] of serverSide.entries()) socket.send(JSON.stringify(payloads[index]));
    await done;
    return summarise(arrivals);
  };
  const rounds: Delivery[] = [];
  for (let i = 0; i < ROUNDS; i += 1) rounds.push(await round());
  for (const client of clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return medianRound(rounds);
}

async function benchOneProcess() {
  const { app, close } = await buildTestApp();
  try {
    const url = await listenForSockets(app);
    const people: BenchUser[] = await createBenchUsers(app, Math.max(...SIZES), 'one');
    /** Stores a group's notifications and keeps the live events their commit queued, to send them timed. */
    const store = async (group: readonly BenchUser[]) => {
      let queued: readonly LiveEvent[] = [];
      const rows = await inTransaction(
        {
          db: app.db,
          events: {
            send: async (events) => {
              queued = events;
            },
          },
        },
        (tx) =>
          notify(
            tx,
            group.map((p) => p.id),
            announcement,
          ),
      );
      return { rows, queued };
    };

    // Warm-up, not reported: the first delivery pays for JIT compilation.
    const warm = await connectAll(url, people.slice(0, 100));
    const warmArrivals = awaitArrivals(warm, 'notification', () => 0);
    await app.realtime.send((await store(people.slice(0, 100))).queued);
    await warmArrivals;
    await disconnectAll(warm);

    for (const size of SIZES) {
      const group = people.slice(0, size);
      const sockets = await connectAll(url, group);
      const rounds: Delivery[] = [];
      let rows: NotificationRow[] = [];
      let storeMs = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const storeStart = performance.now();
        const stored = await store(group);
        rows = stored.rows;
        storeMs = performance.now() - storeStart;
        let startedAt = 0;
        const arrivals = awaitArrivals(sockets, 'notification', () => startedAt);
        startedAt = performance.now();
        await app.realtime.send(stored.queued);
        rounds.push(summarise(await arrivals));
      }
      const socketIo = medianRound(rounds);
      const rssMb = process.memoryUsage().rss / 2 ** 20;
      await disconnectAll(sockets);

      const bare = await wsBroadcast(await presentWithSenders(app.db, rows));
      console.log(
        `-- ${size} users, one socket each (storing the ${size} rows took ${storeMs.toFixed(0)} ms before each delivery; median of ${ROUNDS} rounds)`,
      );
      console.log(describeDelivery('  socket.io notification', socketIo));
      console.log(describeDelivery('  bare ws send         ', bare));
      console.log(`  process memory with ${size} clients and their server sockets: ${rssMb.toFixed(0)} MB`);
      console.log(
        `  socket.io / bare ws ratio at ${size}: p50 ${ratio(socketIo.p50Ms, bare.p50Ms)}, p95 ${ratio(socketIo.p95Ms, bare.p95Ms)}`,
      );
      if (socketIo.delivered !== size) console.log(`  !!! only ${socketIo.delivered} of ${size} delivered`);
    }
  } finally {
    await close();
  }
}

export async function benchRealtime(): Promise<void> {
  await benchOneProcess();
  await benchTwoInstances();
}
