import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { type WebSocket, WebSocketServer } from 'ws';
import { attendanceMarks } from '../src/server/db/schema';
import { peerCredentials } from '../src/server/modules/lectures/peerIds';
import { MAX_PEERS } from '../src/server/realtime/peerSignalling';
import { createCourse, createItem } from '../src/server/test/courseFactories';
import { createUser } from '../src/server/test/factories';
import { openSitting } from '../src/server/test/lectureFactories';
import { listenForSockets } from '../src/server/test/realtimeClient';
import { buildTestApp } from '../src/server/test/testApp';
import { quantile, ratio } from './measure';
import type { ClientsOrder, HeldReport, PeerCredential, RelayReport } from './peerSignallingClients';
import { createBenchUsers } from './realtimeClients';

/**
 * The PeerJS signalling server at /peerjs (realtime/peerSignalling.ts), measured two ways, each beside a bare `ws`
 * relay in the same run: how many offer and answer messages a second it relays between pairs of peers, and what
 * one connected peer costs the server in memory. Every peer is seated in an open class as joining seats it, so
 * the server's check of each connection against the database is in the figures. The peers run in a process of their own. Loopback only; every
 * wait is bounded.
 *
 * Sizes: BENCH_PEER_PAIRS (100 pairs), BENCH_PEER_EXCHANGES (200 offer and answer exchanges per pair, one after
 * another), BENCH_PEERS (2,000 peers held at once).
 */

const PAIRS = Number(process.env.BENCH_PEER_PAIRS ?? 100);
const EXCHANGES = Number(process.env.BENCH_PEER_EXCHANGES ?? 200);
const HELD = Number(process.env.BENCH_PEERS ?? 2000);
/** An offer or answer of a video call is 2 to 6 KB of SDP. */
const SDP_CHARS = 3000;
/** Each relay measure runs this many times, the two servers taking turns; the median round is reported. */
const ROUNDS = 3;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The bare baseline: a `ws` server that relays each JSON message to its `dst` with `src` set, as peer does. */
async function bareRelay() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 64 * 1024 });
  await once(server, 'listening');
  const byId = new Map<string, WebSocket>();
  server.on('connection', (socket, request) => {
    const id = new URL(request.url ?? '', 'ws://bare').searchParams.get('id') ?? '';
    byId.set(id, socket);
    socket.on('close', () => byId.delete(id));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { dst?: string; src?: string };
      message.src = id;
      byId.get(message.dst ?? '')?.send(JSON.stringify(message));
    });
    socket.send(JSON.stringify({ type: 'OPEN' }));
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/?key=peerjs`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the peers in a process of their own; answers their first report and the process. */
function startClients<Report>(order: ClientsOrder) {
  const clients = fork(new URL('./peerSignallingClients.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const report = new Promise<Report>((resolve, reject) => {
    clients.once('message', (message) => resolve(message as Report));
    clients.once('error', reject);
    clients.once('exit', (code) => reject(new Error(`the bench peers ended with code ${code}`)));
  });
  clients.send(order);
  return { clients, report };
}

async function relayRound(url: string, peers: PeerCredential[], exchanges: number): Promise<RelayReport> {
  const { report } = startClients<RelayReport>({ kind: 'relay', url, peers, exchanges, sdpChars: SDP_CHARS });
  return report;
}

interface Held {
  open: number;
  errors: string[];
  rssKb: number;
  heapKb: number;
}

/** Holds `peers` connected and measures the server process's memory before and with them, after collection. */
async function hold(url: string, peers: PeerCredential[]): Promise<Held> {
  collectGarbage();
  const before = process.memoryUsage();
  const { clients, report } = startClients<HeldReport>({ kind: 'hold', url, peers });
  const held = await report;
  collectGarbage();
  const during = process.memoryUsage();
  const exited = once(clients, 'exit');
  clients.send('release');
  await exited;
  return {
    open: held.open,
    errors: held.errors,
    rssKb: (during.rss - before.rss) / 1024,
    heapKb: (during.heapUsed - before.heapUsed) / 1024,
  };
}

const rate = (report: RelayReport) => report.relayed / report.seconds;
const median = <T>(items: T[], by: (item: T) => number) =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;

function describeRelay(label: string, report: RelayReport) {
  const sorted = [...report.exchangeMs].sort((a, b) => a - b);
  return `${label} ${rate(report).toFixed(0)} messages/s (${report.relayed} in ${report.seconds.toFixed(2)} s), offer to answer p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms`;
}

export async function benchPeerSignalling(): Promise<void> {
  const { app, close } = await buildTestApp();
  const bare = await bareRelay();
  try {
    const peerUrl = `${(await listenForSockets(app)).replace(/^http/, 'ws')}/peerjs/peerjs?key=peerjs`;
    const teacher = await createUser(app, { role: 'teacher' });
    const sitting = await openSitting(app, await createItem(app, await createCourse(app, teacher)), teacher);
    const people = await createBenchUsers(app, Math.max(HELD, PAIRS * 2), 'peer');
    /** Seats `count` people in the class afresh, as joining does, and answers their ids and tokens. */
    const issue = async (count: number): Promise<PeerCredential[]> => {
      const seated = people.slice(0, count).map((person) => ({
        userId: person.id,
        ...peerCredentials(app.config.tokenSecret, { attendanceId: sitting.id, userId: person.id }),
      }));
      for (let start = 0; start < seated.length; start += 500)
        await app.db
          .insert(attendanceMarks)
          .values(
            seated.slice(start, start + 500).map(({ userId, peerId }) => ({
              attendanceId: sitting.id,
              userId,
              peerId,
              joinedAt: new Date(),
            })),
          )
          .onConflictDoUpdate({
            target: [attendanceMarks.attendanceId, attendanceMarks.userId],
            set: { peerId: sql`excluded.peer_id`, leftAt: null },
          });
      return seated.map(({ peerId, token }) => ({ id: peerId, token }));
    };

    // Warm-up, not reported: the first messages pay for JIT compilation.
    await relayRound(peerUrl, await issue(20), 20);
    await relayRound(bare.url, await issue(20), 20);

    const viaPeer: RelayReport[] = [];
    const viaBare: RelayReport[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      viaPeer.push(await relayRound(peerUrl, await issue(PAIRS * 2), EXCHANGES));
      viaBare.push(await relayRound(bare.url, await issue(PAIRS * 2), EXCHANGES));
    }
    const peerRelay = median(viaPeer, rate);
    const bareRelayed = median(viaBare, rate);
    console.log(
      `-- ${PAIRS} pairs, ${EXCHANGES} offer and answer exchanges each (${SDP_CHARS} characters of SDP), one after another; median of ${ROUNDS} rounds`,
    );
    console.log(describeRelay('  /peerjs (peer)', peerRelay));
    console.log(describeRelay('  bare ws relay ', bareRelayed));
    console.log(`  bare / peer messages a second: ${ratio(rate(bareRelayed), rate(peerRelay))}`);
    for (const report of [...viaPeer, ...viaBare])
      if (report.errors.length)
        console.log(`  !!! ${report.errors.length} errors, first: ${report.errors[0]}`);

    const heldByPeer = await hold(peerUrl, await issue(HELD));
    const heldByBare = await hold(bare.url, await issue(HELD));
    console.log(`-- ${HELD} peers connected at once (one instance admits ${MAX_PEERS})`);
    for (const [label, held] of [
      ['  /peerjs (peer)', heldByPeer],
      ['  bare ws relay ', heldByBare],
    ] as const) {
      console.log(
        `${label} ${held.open} open; server memory per peer: RSS ${(held.rssKb / HELD).toFixed(1)} KB, heap ${(held.heapKb / HELD).toFixed(1)} KB (${(held.rssKb / 1024).toFixed(0)} MB RSS in all)`,
      );
      if (held.errors.length) console.log(`  !!! ${held.errors.length} refused, first: ${held.errors[0]}`);
    }
    console.log(`  peer / bare heap per peer: ${ratio(heldByPeer.heapKb, heldByBare.heapKb)}`);
  } finally {
    await bare.close();
    await close();
  }
}
