import { WebSocket } from 'ws';

/**
 * The peers of the signalling benchmark, run in a process of their own (forked by bench/peerSignalling.ts), so
 * that the server's memory and time are the server's and not the clients' sharing its process. They speak the
 * PeerJS protocol over plain WebSockets, as the browser client does. Told what to do by one message; every wait
 * is bounded.
 */

export interface PeerCredential {
  id: string;
  token: string;
}

export interface RelayOrder {
  kind: 'relay';
  /** The signalling socket's address up to its query: `ws://.../peerjs/peerjs?key=peerjs`. */
  url: string;
  /** Pairs: peers[2i] offers to peers[2i + 1], which answers. */
  peers: PeerCredential[];
  /** Offer and answer exchanges per pair, one after another. */
  exchanges: number;
  /** Characters of SDP in each offer and answer. */
  sdpChars: number;
}

/** Connects every peer, says `held`, and lets them go when told `release`. */
export interface HoldOrder {
  kind: 'hold';
  url: string;
  peers: PeerCredential[];
}

export type ClientsOrder = RelayOrder | HoldOrder;

export interface RelayReport {
  kind: 'relay';
  /** Messages the server relayed: an offer and an answer per exchange. */
  relayed: number;
  seconds: number;
  /** Each exchange's time from sending the offer to receiving the answer. */
  exchangeMs: number[];
  errors: string[];
}

export interface HeldReport {
  kind: 'held';
  open: number;
  errors: string[];
}

const CONNECT_BATCH = 250;
const TIMEOUT_MS = 120_000;

interface Message {
  type: string;
  src?: string;
  payload?: unknown;
}

/** Opens the peers in batches, each resolved once the server says OPEN; the refused and the silent are errors. */
async function openAll(url: string, peers: PeerCredential[], errors: string[]) {
  const open: { socket: WebSocket; id: string }[] = [];
  for (let start = 0; start < peers.length; start += CONNECT_BATCH) {
    const batch = peers.slice(start, start + CONNECT_BATCH).map(
      (peer) =>
        new Promise<{ socket: WebSocket; id: string } | null>((resolve) => {
          const socket = new WebSocket(`${url}&id=${peer.id}&token=${peer.token}`);
          const timer = setTimeout(() => resolve(null), TIMEOUT_MS);
          socket.once('message', (data) => {
            clearTimeout(timer);
            const message = JSON.parse(String(data)) as Message;
            if (message.type === 'OPEN') resolve({ socket, id: peer.id });
            else {
              errors.push(`${peer.id}: ${String(data)}`);
              resolve(null);
            }
          });
          socket.once('error', (error) => {
            clearTimeout(timer);
            errors.push(`${peer.id}: ${error.message}`);
            resolve(null);
          });
        }),
    );
    for (const peer of await Promise.all(batch)) if (peer) open.push(peer);
  }
  return open;
}

async function relay(order: RelayOrder): Promise<RelayReport> {
  const errors: string[] = [];
  const peers = await openAll(order.url, order.peers, errors);
  const line = 'a=candidate:1 1 udp 2122260223 192.0.2.7 54400 typ host\r\n';
  const sdp = `v=0\r\n${line.repeat(Math.ceil(order.sdpChars / line.length))}`;
  const exchangeMs: number[] = [];
  const pairs: Promise<void>[] = [];
  const startedAt = performance.now();
  for (let i = 0; i + 1 < peers.length; i += 2) {
    const offerer = peers[i]!;
    const answerer = peers[i + 1]!;
    answerer.socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      if (message.type !== 'OFFER') return;
      answerer.socket.send(
        JSON.stringify({ type: 'ANSWER', dst: message.src, payload: { sdp: { type: 'answer', sdp } } }),
      );
    });
    pairs.push(
      new Promise<void>((resolve) => {
        let done = 0;
        let sentAt = 0;
        const timer = setTimeout(() => {
          errors.push(`pair ${i / 2}: ${done} of ${order.exchanges} exchanges within ${TIMEOUT_MS} ms`);
          resolve();
        }, TIMEOUT_MS);
        const offer = () => {
          sentAt = performance.now();
          offerer.socket.send(
            JSON.stringify({ type: 'OFFER', dst: answerer.id, payload: { sdp: { type: 'offer', sdp } } }),
          );
        };
        offerer.socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as Message;
          if (message.type !== 'ANSWER') return;
          exchangeMs.push(performance.now() - sentAt);
          done += 1;
          if (done < order.exchanges) offer();
          else {
            clearTimeout(timer);
            resolve();
          }
        });
        offer();
      }),
    );
  }
  await Promise.all(pairs);
  const seconds = (performance.now() - startedAt) / 1000;
  for (const peer of peers) peer.socket.terminate();
  return { kind: 'relay', relayed: exchangeMs.length * 2, seconds, exchangeMs, errors };
}

process.once('message', async (order: ClientsOrder) => {
  if (order.kind === 'relay') {
    const report = await relay(order);
    process.send!(report, () => process.exit(0));
    return;
  }
  const errors: string[] = [];
  const peers = await openAll(order.url, order.peers, errors);
  process.once('message', () => {
    for (const peer of peers) peer.socket.terminate();
    process.exit(0);
  });
  process.send!({ kind: 'held', open: peers.length, errors } satisfies HeldReport);
});
